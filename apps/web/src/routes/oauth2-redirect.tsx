import { PageHead } from '../components/ui/page-head.tsx';
import { OAuthRedirect } from '../features/auth/components/oauth-redirect.tsx';

export function Component() {
  return (
    <>
      <PageHead pattern="/oauth2/redirect" />
      <OAuthRedirect />
    </>
  );
}
