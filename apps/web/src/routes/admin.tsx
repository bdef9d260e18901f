import { PAGES } from '@divespot/shared/routes';
import { useParams } from 'react-router';
import { RequireAdmin } from '../app/guards.tsx';
import { PageHead } from '../components/ui/page-head.tsx';
import { AdminConsole } from '../features/admin/index.ts';

/** Serves both /admin and /admin/*. */
export function Component() {
  const { '*': subPath } = useParams();
  return (
    <>
      <PageHead pattern={subPath ? PAGES.adminSection : PAGES.admin} />
      <RequireAdmin>
        <AdminConsole subPath={subPath} />
      </RequireAdmin>
    </>
  );
}
