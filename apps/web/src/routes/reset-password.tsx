import { PageHead } from '../components/ui/page-head.tsx';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page.tsx';

export function Component() {
  return (
    <>
      <PageHead pattern="/reset-password" />
      <ResetPasswordPage />
    </>
  );
}
