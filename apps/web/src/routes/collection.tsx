import { useParams } from 'react-router';
import { RequireAuth } from '../app/guards.tsx';
import { PageHead } from '../components/ui/page-head.tsx';
import { CollectionNotFound } from '../features/account/index.ts';

export function Component() {
  const { slug = '' } = useParams();
  return (
    <>
      <PageHead pattern="/collections/:slug" />
      {/* No page-specific prompt: signed-out visitors get SPEC's 'Sign In Required' screen. */}
      <RequireAuth>
        <CollectionNotFound slug={slug} />
      </RequireAuth>
    </>
  );
}
