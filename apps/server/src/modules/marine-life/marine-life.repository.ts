import { sql, type Expression, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import { countRows } from '../../db/count.ts';
import type { TranslatedLanguage } from '@divespot/shared/text-languages';
import type { Database } from '../../db/schema.ts';

/*
 * Synthetic spots (scale-test data) never count as places to see a species: they would inflate
 * spot counts and put made-up sites on species pages.
 */

/** Species columns every response needs, with the number of real spots that see it. */
export function speciesRows(db: Kysely<Database>) {
  return db.selectFrom('species').select([
    'species.id',
    'species.slug',
    'species.common_name',
    'species.scientific_name',
    'species.group',
    'species.family',
    'species.size_cm',
    'species.depth_min',
    'species.depth_max',
    'species.iucn',
    sql<number>`(
        SELECT count(*) FROM species_sighting ss JOIN spot s ON s.id = ss.spot_id
        WHERE ss.species_id = species.id AND NOT s.synthetic)::int`.as('spot_count'),
  ]);
}

export type SpeciesRow = Awaited<
  ReturnType<ReturnType<typeof speciesRows>['executeTakeFirstOrThrow']>
>;

/** Escapes LIKE wildcards so user text matches literally. */
const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** `column LIKE pattern`, both lower-cased and accent-free, so "rhíncodon" finds "Rhincodon". */
const foldedLike = (column: string, pattern: string): RawBuilder<SqlBool> =>
  sql<SqlBool>`lower(unaccent(${sql.ref(column)})) LIKE lower(unaccent(${pattern}))`;

/**
 * How well a name matches `q`: 0 it starts with it, 1 a later word does, 2 it appears inside,
 * 3 none of these (a fuzzy match).
 */
function nameRank(column: string, q: string): RawBuilder<number> {
  const t = likeLiteral(q);
  return sql<number>`CASE
    WHEN ${foldedLike(column, `${t}%`)} THEN 0
    WHEN ${foldedLike(column, `% ${t}%`)} OR ${foldedLike(column, `%-${t}%`)} THEN 1
    WHEN ${foldedLike(column, `%${t}%`)} THEN 2
    ELSE 3 END`;
}

/** Best match rank over the common and the scientific name. */
export const matchRank = (q: string) =>
  sql<number>`LEAST(${nameRank('species.common_name', q)}, ${nameRank('species.scientific_name', q)})`;

/**
 * The species has a common name in `language` (a stored text, decision 0014) that contains the
 * pattern: one lookup of stored_text's primary key per species.
 */
export function translatedNameLike(
  language: TranslatedLanguage | null,
  pattern: string,
): RawBuilder<SqlBool> {
  if (!language) return sql<SqlBool>`false`;
  return sql<SqlBool>`EXISTS (SELECT 1 FROM stored_text t
    WHERE t.subject = 'species' AND t.subject_id = species.id AND t.field = 'common_name'
      AND t.language = ${language} AND ${foldedLike('t.text', pattern)})`;
}

/**
 * Text filter of the guide: the common, scientific or family name contains the text, or the
 * common name in the language of the page.
 */
function containsText(q: string, language: TranslatedLanguage | null): Expression<SqlBool> {
  const pattern = `%${likeLiteral(q)}%`;
  return sql<SqlBool>`(${foldedLike('species.common_name', pattern)}
    OR ${foldedLike('species.scientific_name', pattern)}
    OR ${foldedLike('species.family', pattern)}
    OR ${translatedNameLike(language, pattern)})`;
}

/** `%text%` for LIKE, with the text's own wildcards taken literally. */
export const containing = (q: string) => `%${likeLiteral(q)}%`;

export interface SpeciesFilter {
  group?: string;
  iucn?: string;
  q?: string;
  /** The language whose common names the text search also reads. */
  language?: TranslatedLanguage | null;
}

/** One page of the guide: best text matches first, then the most widely seen, then by name. */
export async function findSpeciesPage(
  db: Kysely<Database>,
  filter: SpeciesFilter & { page: number; size: number },
) {
  const q = filter.q || undefined;
  const where = <T extends ReturnType<typeof speciesRows>>(qb: T) =>
    qb
      .$if(filter.group !== undefined, (b) => b.where('species.group', '=', filter.group ?? ''))
      .$if(filter.iucn !== undefined, (b) => b.where('species.iucn', '=', filter.iucn ?? ''))
      .$if(q !== undefined, (b) => b.where(containsText(q ?? '', filter.language ?? null))) as T;

  const [rows, total] = await Promise.all([
    where(speciesRows(db))
      .$if(q !== undefined, (b) => b.orderBy(matchRank(q ?? '')))
      .orderBy('spot_count', 'desc')
      .orderBy('species.common_name')
      .orderBy('species.id')
      .limit(filter.size)
      .offset(filter.page * filter.size)
      .execute(),
    countRows(where(speciesRows(db))),
  ]);
  return { rows, total };
}

export const findSpeciesById = (db: Kysely<Database>, id: number) =>
  speciesRows(db)
    .select(['species.description', 'species.source', 'species.license'])
    .where('species.id', '=', id)
    .executeTakeFirst();

export const findSpeciesBySlug = (db: Kysely<Database>, slug: string) =>
  speciesRows(db)
    .select(['species.description', 'species.source', 'species.license'])
    .where('species.slug', '=', slug)
    .executeTakeFirst();

/** Species by slug, in no particular order; slugs of no species are left out. */
export const findSpeciesBySlugs = async (db: Kysely<Database>, slugs: readonly string[]) =>
  slugs.length ? speciesRows(db).where('species.slug', 'in', slugs).execute() : [];

export type SpeciesDetailRow = NonNullable<Awaited<ReturnType<typeof findSpeciesById>>>;

/** The real spots where a species is seen, with their place and months, grouped by place. */
export const findSightingSpots = (db: Kysely<Database>, speciesId: number) =>
  db
    .selectFrom('species_sighting')
    .innerJoin('spot', 'spot.id', 'species_sighting.spot_id')
    .leftJoin('country', 'country.id', 'spot.country_id')
    .leftJoin('region', 'region.id', 'spot.region_id')
    .select([
      'spot.id',
      'spot.slug',
      'spot.name',
      'spot.latitude',
      'spot.longitude',
      'species_sighting.months',
      'spot.region_id',
      'region.name as region_name',
      'country.code as country_code',
      'country.name as country_name',
    ])
    .where('species_sighting.species_id', '=', speciesId)
    .where('spot.synthetic', '=', false)
    .orderBy('country.name')
    .orderBy('region.name')
    .orderBy('spot.name')
    .execute();

export type SightingSpotRow = Awaited<ReturnType<typeof findSightingSpots>>[number];

/** Every group in the data with its number of species. */
export const countSpeciesByGroup = (db: Kysely<Database>) =>
  db
    .selectFrom('species')
    .select(['group', (eb) => eb.fn.countAll<string>().as('n')])
    .groupBy('group')
    .execute();

/** Slugs of all species, for the sitemap. */
export const listSpeciesSlugs = (db: Kysely<Database>) =>
  db.selectFrom('species').select('slug').orderBy('slug').execute();
