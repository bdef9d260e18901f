import { PageHead } from '../components/ui/page-head.tsx';
import { AboutPage } from '../features/info/components/about-page.tsx';

export function Component() {
  return (
    <>
      <PageHead pattern="/about" />
      <AboutPage />
    </>
  );
}
