import { PAGES } from '@divespot/shared/routes';
import { PageHead } from '../components/ui/page-head.tsx';
import { AmbassadorsPage } from '../features/info/index.ts';

export function Component() {
  return (
    <>
      <PageHead pattern={PAGES.ambassadors} />
      <AmbassadorsPage />
    </>
  );
}
