import { speciesPageDescription, speciesPageTitle } from '@divespot/shared/marine-life-labels';
import { useParams } from 'react-router';
import { SomethingWentWrongScreen } from '../app/errors/error-screens.tsx';
import { NotFoundPage } from '../app/errors/not-found-page.tsx';
import { PageHead } from '../components/ui/page-head.tsx';
import {
  useSpecies,
  SpeciesDetailSkeleton,
  SpeciesDetailView,
} from '../features/marine-life/index.ts';
import { ApiError } from '../lib/api-client.ts';

/** /marine-life/{slug-or-id}: a species page; unknown species get the 404 page. */
export function Component() {
  const { slug = '' } = useParams();
  const { data, error, isPending } = useSpecies(slug);

  if (isPending) {
    return (
      <>
        <PageHead pattern="/marine-life/:slug" />
        <SpeciesDetailSkeleton />
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
      <PageHead title={speciesPageTitle(data)} description={speciesPageDescription(data)} />
      <SpeciesDetailView species={data} />
    </>
  );
}
