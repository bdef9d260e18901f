import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { CountryService } from '../countries/countries.service.ts';
import { MarineLifeService } from '../marine-life/marine-life.service.ts';
import { SpotService } from '../spots/spots.service.ts';
import type { RelatedCards } from './articles.service.ts';

/**
 * The cards of the records articles link to, from the services of the features that own them:
 * the same shapes those features serve in their own lists.
 */
export function relatedCards(db: Kysely<Database>): RelatedCards {
  const spots = new SpotService(db);
  const guide = new MarineLifeService(db);
  const countries = new CountryService(db);
  return {
    spots: (slugs) => spots.spotCards(slugs),
    species: (slugs) => guide.speciesCards(slugs),
    regions: (slugs) => countries.regionCards(slugs),
  };
}
