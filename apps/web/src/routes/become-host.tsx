import { PageHead } from '../components/ui/page-head.tsx';
import { BecomeHostPage } from '../features/info/components/become-host-page.tsx';

export function Component() {
  return (
    <>
      <PageHead pattern="/become-host" />
      <BecomeHostPage />
    </>
  );
}
