import { spotPageDescription } from '@divespot/shared/spot-vocabulary';
import { useLocation, useParams } from 'react-router';
import { SomethingWentWrongScreen } from '../app/errors/error-screens.tsx';
import { NotFoundPage } from '../app/errors/not-found-page.tsx';
import { PageHead } from '../components/ui/page-head.tsx';
import {
  useSpot,
  type SpotKey,
  RandomSpot,
  SpotDetailSkeleton,
  SpotDetailView,
} from '../features/spots/index.ts';
import { SeaConditions } from '../features/weather/index.ts';
import { ApiError } from '../lib/api-client.ts';

const isId = (s: string) => /^\d{1,15}$/.test(s);

/** SPEC §8: a malformed address (400) is as unknown as a missing record (404). */
function errorScreen(error: Error) {
  if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
    return <NotFoundPage />;
  }
  return <SomethingWentWrongScreen statusText="Failed to fetch spot details" />;
}

/** The record a spot URL names: `/spots/{slug-or-id}`, `/spot/{id}`, `/spot/id/{id}`. */
function keyFromParams(params: { slug?: string; id?: string }): SpotKey | null {
  if (params.slug !== undefined)
    return isId(params.slug) ? { id: Number(params.slug) } : { slug: params.slug };
  return params.id !== undefined && isId(params.id) ? { id: Number(params.id) } : null;
}

function SpotPage({ spotKey }: { spotKey: SpotKey }) {
  const { data, error, isPending } = useSpot(spotKey);
  if (isPending) {
    return (
      <>
        <PageHead pattern="/spots/:slug" />
        <SpotDetailSkeleton />
      </>
    );
  }
  if (error) return errorScreen(error);
  return (
    <>
      <PageHead title={data.name} description={spotPageDescription(data)} />
      <SpotDetailView
        key={data.objectId}
        spot={data}
        conditions={<SeaConditions lat={data.latitude} lng={data.longitude} />}
      />
    </>
  );
}

/** Spot detail for every URL form of SPEC §2, and /spot/random. */
export function Component() {
  const params = useParams();
  const { pathname } = useLocation();
  if (pathname.replace(/\/+$/, '') === '/spot/random') {
    return (
      <>
        <PageHead pattern="/spot/random" />
        <RandomSpot onError={errorScreen} />
      </>
    );
  }
  const key = keyFromParams(params);
  return key ? <SpotPage spotKey={key} /> : <NotFoundPage />;
}
