import { spotPageDescription } from '@divespot/shared/spot-vocabulary';
import { spotKeyOf } from '@divespot/shared/page-queries';
import { matchPageRoute, PAGES } from '@divespot/shared/routes';
import { FormattedMessage } from 'react-intl';
import { useLocation, useParams } from 'react-router';
import { NotFoundPage } from '../app/errors/not-found-page.tsx';
import { RecordPage, recordErrorScreen } from '../app/errors/record-page.tsx';
import { PageHead } from '../components/ui/page-head.tsx';
import {
  useSpot,
  type SpotKey,
  RandomSpot,
  SpotDetailSkeleton,
  SpotDetailView,
} from '../features/spots/index.ts';
import { SeaConditions } from '../features/weather/index.ts';

const FAILED = <FormattedMessage id="spots.loadFailed" />;
const errorScreen = (error: Error) => recordErrorScreen(error, FAILED);

function SpotPage({ spotKey }: { spotKey: SpotKey }) {
  return (
    <RecordPage
      query={useSpot(spotKey)}
      pattern={PAGES.spot}
      skeleton={<SpotDetailSkeleton />}
      statusText={FAILED}
    >
      {(spot) => (
        <>
          <PageHead title={spot.name} description={spotPageDescription(spot)} />
          <SpotDetailView
            key={spot.objectId}
            spot={spot}
            conditions={<SeaConditions lat={spot.latitude} lng={spot.longitude} />}
          />
        </>
      )}
    </RecordPage>
  );
}

/** Spot detail for every URL form of docs/product/screens.md, and /spot/random. */
export function Component() {
  const params = useParams();
  const { pathname } = useLocation();
  if (matchPageRoute(pathname)?.pattern === PAGES.randomSpot) {
    return (
      <>
        <PageHead pattern={PAGES.randomSpot} />
        <RandomSpot onError={errorScreen} />
      </>
    );
  }
  const key = spotKeyOf(params);
  return key ? <SpotPage spotKey={key} /> : <NotFoundPage />;
}
