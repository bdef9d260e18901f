import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { StoredTexts } from '../../db/texts/stored-texts.ts';
import { CountryService } from '../countries/countries.service.ts';
import { MarineLifeService } from '../marine-life/marine-life.service.ts';
import { SpotService } from '../spots/spots.service.ts';
import type { RelatedCards } from './articles.service.ts';

/**
 * The cards of the records articles link to, from the services of the features that own them:
 * the same shapes those features serve in their own lists.
 */
export function relatedCards(db: Kysely<Database>, texts = new StoredTexts(db)): RelatedCards {
  const spots = new SpotService(db, undefined, texts);
  const guide = new MarineLifeService(db, texts);
  const countries = new CountryService(db, texts);
  return {
    spots: (slugs, lang) => spots.spotCards(slugs, lang),
    species: (slugs, lang) => guide.speciesCards(slugs, lang),
    regions: (slugs, lang) => countries.regionCards(slugs, lang),
  };
}
