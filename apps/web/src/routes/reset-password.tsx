import { PAGES } from '@divespot/shared/routes';
import { PageHead } from '../components/ui/page-head.tsx';
import { ResetPasswordPage } from '../features/auth/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern={PAGES.resetPassword} />
      <ResetPasswordPage />
    </>
  );
}
