import { speciesPageDescription, speciesPageTitle } from '@divespot/shared/marine-life-labels';
import { PAGES } from '@divespot/shared/routes';
import { useParams } from 'react-router';
import { RecordPage } from '../app/errors/record-page.tsx';
import { PageHead } from '../components/ui/page-head.tsx';
import {
  useSpecies,
  SpeciesDetailSkeleton,
  SpeciesDetailView,
} from '../features/marine-life/index.ts';

/** /marine-life/{slug-or-id}: a species page; unknown species get the 404 page. */
export function Component() {
  const { slug = '' } = useParams();
  return (
    <RecordPage
      query={useSpecies(slug)}
      pattern={PAGES.species}
      skeleton={<SpeciesDetailSkeleton />}
    >
      {(species) => (
        <>
          <PageHead
            title={speciesPageTitle(species)}
            description={speciesPageDescription(species)}
          />
          <SpeciesDetailView species={species} />
        </>
      )}
    </RecordPage>
  );
}
