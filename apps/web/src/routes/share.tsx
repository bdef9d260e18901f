import { useParams } from 'react-router';
import { PageHead } from '../components/ui/page-head.tsx';
import { ShareRedirect } from '../features/explore/index.ts';

export function Component() {
  const { slug = '' } = useParams();
  return (
    <>
      <PageHead pattern="/share/:slug" />
      <ShareRedirect key={slug} slug={slug} />
    </>
  );
}
