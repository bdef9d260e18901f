import { PageHead } from '../components/ui/page-head.tsx';
import { ExplorePage } from '../features/explore/components/explore-page.tsx';

export function Component() {
  return (
    <>
      <PageHead pattern="/explore" />
      <ExplorePage />
    </>
  );
}
