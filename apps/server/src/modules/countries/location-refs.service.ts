import type { Kysely } from 'kysely';
import type { LocationType } from '@divespot/shared/location-links';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { findLocationRef } from './location-refs.repository.ts';

const LABELS: Record<LocationType, string> = {
  countries: 'country',
  regions: 'region',
  spots: 'dive spot',
  'dive-centers': 'dive center',
  'marine-life': 'species',
};

/** Where a generic `/locations/{type}/{id}` link leads; 404 when the record is unknown. */
export async function getLocationRef(db: Kysely<Database>, type: LocationType, key: string) {
  const ref = await findLocationRef(db, type, key);
  if (!ref) throw notFound(`No ${LABELS[type]} with that id or slug.`);
  return ref;
}
