import { PAGES } from '@divespot/shared/routes';
import { RequireAuth } from '../app/guards.tsx';
import { PageHead } from '../components/ui/page-head.tsx';
import { ListsPage } from '../features/lists/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern={PAGES.lists} />
      <RequireAuth prompt="collections">
        <ListsPage />
      </RequireAuth>
    </>
  );
}
