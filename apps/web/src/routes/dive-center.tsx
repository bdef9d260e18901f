import { diveCenterPageDescription } from '@divespot/shared/dive-center-vocabulary';
import { PAGES } from '@divespot/shared/routes';
import { useParams } from 'react-router';
import { RecordPage } from '../app/errors/record-page.tsx';
import { PageHead } from '../components/ui/page-head.tsx';
import {
  useDiveCenter,
  DiveCenterDetailSkeleton,
  DiveCenterDetailView,
} from '../features/dive-centers/index.ts';

/** /dive-centers/{slug-or-id}: a dive center page; unknown centers get the 404 page. */
export function Component() {
  const { slug = '' } = useParams();
  return (
    <RecordPage
      query={useDiveCenter(slug)}
      pattern={PAGES.diveCenter}
      skeleton={<DiveCenterDetailSkeleton />}
    >
      {(center) => (
        <>
          <PageHead title={center.name} description={diveCenterPageDescription(center)} />
          <DiveCenterDetailView center={center} />
        </>
      )}
    </RecordPage>
  );
}
