import { PageHead } from '../components/ui/page-head.tsx';
import { ResetPasswordPage } from '../features/auth/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern="/reset-password" />
      <ResetPasswordPage />
    </>
  );
}
