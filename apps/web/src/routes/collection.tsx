import { useParams } from 'react-router';
import { RequireAuth } from '../app/guards.tsx';
import { PageHead } from '../components/ui/page-head.tsx';
import { CollectionNotFound } from '../features/account/components/collection-not-found.tsx';

export function Component() {
  const { slug = '' } = useParams();
  return (
    <>
      <PageHead pattern="/collections/:slug" />
      <RequireAuth
        prompt={{
          title: 'Sign In to View Collections',
          text: 'Sign in to open this list and the rest of your saved collections.',
        }}
      >
        <CollectionNotFound slug={slug} />
      </RequireAuth>
    </>
  );
}
