import { PageHead } from '../components/ui/page-head.tsx';
import { DestinationsPage } from '../features/locations/components/destinations-page.tsx';

export function Component() {
  return (
    <>
      <PageHead pattern="/destinations" />
      <DestinationsPage />
    </>
  );
}
