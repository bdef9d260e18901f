import { PageHead } from '../components/ui/page-head.tsx';
import { HomePage } from '../features/home/components/home-page.tsx';

export function Component() {
  return (
    <>
      <PageHead pattern="/" />
      <HomePage />
    </>
  );
}
