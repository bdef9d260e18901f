import { PAGES } from '@divespot/shared/routes';
import { RequireAuth } from '../app/guards.tsx';
import { PageHead } from '../components/ui/page-head.tsx';
import { ProfileView } from '../features/account/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern={PAGES.profile} />
      <RequireAuth prompt="profile">
        <ProfileView />
      </RequireAuth>
    </>
  );
}
