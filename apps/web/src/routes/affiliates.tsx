import { PageHead } from '../components/ui/page-head.tsx';
import { AffiliatesPage } from '../features/info/components/affiliates-page.tsx';

export function Component() {
  return (
    <>
      <PageHead pattern="/affiliates" />
      <AffiliatesPage />
    </>
  );
}
