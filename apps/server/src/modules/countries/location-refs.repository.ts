import type { Kysely } from 'kysely';
import type { LocationType } from '@divespot/shared/location-links';
import type { LocationRef } from '@divespot/shared/locations';
import { pagePath, PAGES } from '@divespot/shared/routes';
import type { Database } from '../../db/schema.ts';

/** Numeric keys are ids; anything else is a slug. */
const byKey = (key: string) =>
  /^\d{1,15}$/.test(key)
    ? ({ column: 'id', value: Number(key) } as const)
    : ({ column: 'slug', value: key } as const);

async function lookUp(
  db: Kysely<Database>,
  type: LocationType,
  key: string,
): Promise<LocationRef | undefined> {
  const k = byKey(key);
  switch (type) {
    case 'countries': {
      const row = await db
        .selectFrom('country')
        .select(['id', 'slug', 'name'])
        .where((eb) =>
          k.column === 'id'
            ? eb('id', '=', k.value)
            : eb.or([eb('slug', '=', key.toLowerCase()), eb('code', '=', key.toUpperCase())]),
        )
        .executeTakeFirst();
      return (
        row && {
          type,
          objectId: row.id,
          name: row.name,
          canonicalPath: pagePath(PAGES.country, { slug: row.slug }),
        }
      );
    }
    case 'regions': {
      const row = await db
        .selectFrom('region')
        .innerJoin('country', 'country.id', 'region.country_id')
        .select(['region.id', 'region.slug', 'region.name', 'country.slug as country_slug'])
        .where(`region.${k.column}`, '=', k.value)
        .executeTakeFirst();
      return (
        row && {
          type,
          objectId: row.id,
          name: row.name,
          canonicalPath: pagePath(PAGES.region, { country: row.country_slug, region: row.slug }),
        }
      );
    }
    case 'spots':
    case 'dive-centers': {
      const spots = type === 'spots';
      const row = await db
        .selectFrom(spots ? 'spot' : 'dive_center')
        .select(['id', 'slug', 'name'])
        .where(k.column, '=', k.value)
        .executeTakeFirst();
      const page = spots ? PAGES.spot : PAGES.diveCenter;
      return (
        row && {
          type,
          objectId: row.id,
          name: row.name,
          canonicalPath: pagePath(page, { slug: row.slug }),
        }
      );
    }
    case 'marine-life': {
      const row = await db
        .selectFrom('species')
        .select(['id', 'slug', 'common_name'])
        .where(k.column, '=', k.value)
        .executeTakeFirst();
      return (
        row && {
          type,
          objectId: row.id,
          name: row.common_name,
          canonicalPath: pagePath(PAGES.species, { slug: row.slug }),
        }
      );
    }
  }
}

/** Where a generic `/locations/{type}/{id}` link leads; undefined when the record is unknown. */
export const findLocationRef = (db: Kysely<Database>, type: LocationType, key: string) =>
  lookUp(db, type, key);
