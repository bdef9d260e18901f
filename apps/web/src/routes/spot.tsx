import { spotPageDescription } from '@divespot/shared/spot-vocabulary';
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

const isId = (s: string) => /^\d{1,15}$/.test(s);

const FAILED = <FormattedMessage id="spots.loadFailed" />;
const errorScreen = (error: Error) => recordErrorScreen(error, FAILED);

/** The record a spot URL names: `/spots/{slug-or-id}`, `/spot/{id}`, `/spot/id/{id}`. */
function keyFromParams(params: { slug?: string; id?: string }): SpotKey | null {
  if (params.slug !== undefined)
    return isId(params.slug) ? { id: Number(params.slug) } : { slug: params.slug };
  return params.id !== undefined && isId(params.id) ? { id: Number(params.id) } : null;
}

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
  const key = keyFromParams(params);
  return key ? <SpotPage spotKey={key} /> : <NotFoundPage />;
}
