import { PageHead } from '../components/ui/page-head.tsx';
import { PressPage } from '../features/info/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern="/press" />
      <PressPage />
    </>
  );
}
