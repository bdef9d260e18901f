import { PAGES } from '@divespot/shared/routes';
import { useParams } from 'react-router';
import { PageHead } from '../components/ui/page-head.tsx';
import { ShareRedirect } from '../features/explore/index.ts';

export function Component() {
  const { slug = '' } = useParams();
  return (
    <>
      <PageHead pattern={PAGES.shareLink} />
      <ShareRedirect key={slug} slug={slug} />
    </>
  );
}
