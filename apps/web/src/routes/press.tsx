import { PageHead } from '../components/ui/page-head.tsx';
import { PressPage } from '../features/info/components/press-page.tsx';

export function Component() {
  return (
    <>
      <PageHead pattern="/press" />
      <PressPage />
    </>
  );
}
