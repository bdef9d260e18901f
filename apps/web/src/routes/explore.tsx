import { PAGES } from '@divespot/shared/routes';
import { PageHead } from '../components/ui/page-head.tsx';
import { ExplorePage } from '../features/explore/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern={PAGES.explore} />
      <ExplorePage />
    </>
  );
}
