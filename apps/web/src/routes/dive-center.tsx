import { diveCenterPageDescription } from '@divespot/shared/dive-center-vocabulary';
import { useParams } from 'react-router';
import { SomethingWentWrongScreen } from '../app/errors/error-screens.tsx';
import { NotFoundPage } from '../app/errors/not-found-page.tsx';
import { PageHead } from '../components/ui/page-head.tsx';
import {
  useDiveCenter,
  DiveCenterDetailSkeleton,
  DiveCenterDetailView,
} from '../features/dive-centers/index.ts';
import { ApiError } from '../lib/api-client.ts';

/** /dive-centers/{slug-or-id}: a dive center page; unknown centers get the 404 page. */
export function Component() {
  const { slug = '' } = useParams();
  const { data, error, isPending } = useDiveCenter(slug);

  if (isPending) {
    return (
      <>
        <PageHead pattern="/dive-centers/:slug" />
        <DiveCenterDetailSkeleton />
      </>
    );
  }
  if (error) {
    // A malformed address (400) is as unknown as a missing record (404).
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      return <NotFoundPage />;
    }
    return <SomethingWentWrongScreen statusText={error.message} />;
  }
  return (
    <>
      <PageHead title={data.name} description={diveCenterPageDescription(data)} />
      <DiveCenterDetailView center={data} />
    </>
  );
}
