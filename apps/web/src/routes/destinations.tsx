import { PAGES } from '@divespot/shared/routes';
import { PageHead } from '../components/ui/page-head.tsx';
import { DestinationsPage } from '../features/locations/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern={PAGES.destinations} />
      <DestinationsPage />
    </>
  );
}
