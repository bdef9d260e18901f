import { PageHead } from '../components/ui/page-head.tsx';
import { AmbassadorsPage } from '../features/info/components/ambassadors-page.tsx';

export function Component() {
  return (
    <>
      <PageHead pattern="/ambassadors" />
      <AmbassadorsPage />
    </>
  );
}
