import { PAGES } from '@divespot/shared/routes';
import { PageHead } from '../components/ui/page-head.tsx';
import { OAuthRedirect } from '../features/auth/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern={PAGES.oauthRedirect} />
      <OAuthRedirect />
    </>
  );
}
