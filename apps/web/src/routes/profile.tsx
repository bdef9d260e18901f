import { RequireAuth } from '../app/guards.tsx';
import { PageHead } from '../components/ui/page-head.tsx';
import { ProfileView } from '../features/account/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern="/profile" />
      <RequireAuth
        prompt={{
          title: 'Sign In to View Profile',
          text: 'Sign in to see your DiveSpot profile, your name and your account roles.',
        }}
      >
        <ProfileView />
      </RequireAuth>
    </>
  );
}
