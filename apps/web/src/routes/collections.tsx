import { RequireAuth } from '../app/guards.tsx';
import { PageHead } from '../components/ui/page-head.tsx';
import { CollectionsEmpty } from '../features/account/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern="/collections" />
      <RequireAuth
        prompt={{
          title: 'Sign In to View Collections',
          text: 'Sign in to see the dive spots, dive centers and marine life you saved to your lists.',
        }}
      >
        <CollectionsEmpty />
      </RequireAuth>
    </>
  );
}
