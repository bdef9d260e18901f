import type { Kysely } from 'kysely';
import type { LocationType } from '@divespot/shared/location-links';
import type { LocationRef } from '@divespot/shared/locations';
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

/** Where generic `/locations/{type}/{id}` links lead. */
export class LocationRefService {
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  /** The record a link names, or undefined when it is unknown (page heads answer 404). */
  find(type: LocationType, key: string): Promise<LocationRef | undefined> {
    return findLocationRef(this.db, type, key);
  }

  /** The record a link names; 404 when it is unknown. */
  async get(type: LocationType, key: string): Promise<LocationRef> {
    const ref = await this.find(type, key);
    if (!ref) throw notFound(`No ${LABELS[type]} with that id or slug.`);
    return ref;
  }
}
