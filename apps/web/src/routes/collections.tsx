import { RequireAuth } from '../app/guards.tsx';
import { PageHead } from '../components/ui/page-head.tsx';
import { CollectionsEmpty } from '../features/account/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern="/collections" />
      <RequireAuth prompt="collections">
        <CollectionsEmpty />
      </RequireAuth>
    </>
  );
}
