import { useParams } from 'react-router';
import { PageHead } from '../components/ui/page-head.tsx';
import { ShareRedirect } from '../features/explore/components/share-redirect.tsx';

export function Component() {
  const { slug = '' } = useParams();
  return (
    <>
      <PageHead pattern="/share/:slug" />
      <ShareRedirect key={slug} slug={slug} />
    </>
  );
}
