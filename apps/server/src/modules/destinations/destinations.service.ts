import type { Kysely } from 'kysely';
import type { FeaturedDestination } from '@divespot/shared/destinations';
import type { Database } from '../../db/schema.ts';
import { listFeaturedDestinations } from './destinations.repository.ts';

/** The destinations featured on the home and 404 pages. */
export class DestinationService {
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  featured(): Promise<FeaturedDestination[]> {
    return listFeaturedDestinations(this.db);
  }
}
