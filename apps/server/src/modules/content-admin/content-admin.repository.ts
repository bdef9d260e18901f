import { sql, type AliasedSelectQueryBuilder, type Kysely } from 'kysely';
import type { ContentKind, ContentSort } from '@divespot/shared/admin-content';
import { pageOfRows } from '../../db/count.ts';
import { likeContains } from '../../db/like.ts';
import type { Database } from '../../db/schema.ts';

/**
 * A record as a content list shows it, whatever its kind: `detail` is its second line,
 * `country_slug` and `published` what its page's path needs.
 */
export interface ListedRow {
  id: number;
  slug: string;
  name: string;
  detail: string | null;
  country_slug: string | null;
  published: boolean;
}

const noText = sql<string | null>`NULL::text`;

/** The records of one kind, drafts included, with the columns of ListedRow. */
function rowsOf(
  db: Kysely<Database>,
  kind: ContentKind,
): AliasedSelectQueryBuilder<ListedRow, 'r'> {
  switch (kind) {
    case 'spots':
      return db
        .selectFrom('spot')
        .leftJoin('region', 'region.id', 'spot.region_id')
        .leftJoin('country', 'country.id', 'spot.country_id')
        .select([
          'spot.id',
          'spot.slug',
          'spot.name',
          sql<string | null>`nullif(concat_ws(', ', region.name, country.name), '')`.as('detail'),
          noText.as('country_slug'),
          sql<boolean>`true`.as('published'),
        ])
        .as('r');
    case 'species':
      return db
        .selectFrom('species')
        .select([
          'id',
          'slug',
          'common_name as name',
          sql<string | null>`scientific_name`.as('detail'),
          noText.as('country_slug'),
          sql<boolean>`true`.as('published'),
        ])
        .as('r');
    case 'dive-centers':
      return db
        .selectFrom('dive_center')
        .leftJoin('country', 'country.id', 'dive_center.country_id')
        .select([
          'dive_center.id',
          'dive_center.slug',
          'dive_center.name',
          sql<string | null>`country.name`.as('detail'),
          noText.as('country_slug'),
          sql<boolean>`true`.as('published'),
        ])
        .as('r');
    case 'countries':
      return db
        .selectFrom('country')
        .select([
          'id',
          'slug',
          'name',
          noText.as('detail'),
          noText.as('country_slug'),
          sql<boolean>`true`.as('published'),
        ])
        .as('r');
    case 'regions':
      return db
        .selectFrom('region')
        .innerJoin('country', 'country.id', 'region.country_id')
        .select([
          'region.id',
          'region.slug',
          'region.name',
          sql<string | null>`country.name`.as('detail'),
          sql<string | null>`country.slug`.as('country_slug'),
          sql<boolean>`true`.as('published'),
        ])
        .as('r');
    case 'articles':
      return db
        .selectFrom('article')
        .select([
          'id',
          'slug',
          'title as name',
          sql<string | null>`status`.as('detail'),
          noText.as('country_slug'),
          sql<boolean>`status = 'published'`.as('published'),
        ])
        .as('r');
  }
}

/**
 * One page of the records of `kind` whose name or slug contains `q` (any case), in the order
 * asked for (by name, ties by id; newest = highest id first), and how many match.
 */
export async function findContent(
  db: Kysely<Database>,
  kind: ContentKind,
  {
    q,
    sort,
    page,
    size,
  }: { q?: string | undefined; sort: ContentSort; page: number; size: number },
): Promise<{ rows: ListedRow[]; total: number }> {
  let base = db.selectFrom(rowsOf(db, kind));
  if (q) {
    const pattern = likeContains(q);
    base = base.where((eb) =>
      eb.or([eb('r.name', 'ilike', pattern), eb('r.slug', 'ilike', pattern)]),
    );
  }
  const ordered =
    sort === 'newest'
      ? base.selectAll().orderBy('r.id', 'desc')
      : base
          .selectAll()
          .orderBy(sql`lower(r.name)`, sort === 'name' ? 'asc' : 'desc')
          .orderBy('r.id', sort === 'name' ? 'asc' : 'desc');
  return pageOfRows(ordered, { page, size });
}
