import { PageHead } from '../components/ui/page-head.tsx';
import { ExploreShell } from '../features/explore/components/explore-shell.tsx';

export function Component() {
  return (
    <>
      <PageHead pattern="/explore" />
      <ExploreShell />
    </>
  );
}
