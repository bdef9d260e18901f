import type { Kysely } from 'kysely';
import type {
  AdminContentPage,
  AdminContentQuery,
  AdminContentRow,
  ContentKind,
  PlaceRef,
} from '@divespot/shared/admin-content';
import { pagePath, PAGES } from '@divespot/shared/routes';
import { pageOf } from '@divespot/shared/schema-parts';
import type { Database } from '../../db/schema.ts';
import { locatePlace } from '../countries/place-locator.ts';
import { findContent, type ListedRow } from './content-admin.repository.ts';

/** The public page of a listed record; null when it has none (a draft article). */
function pathOf(kind: ContentKind, row: ListedRow): string | null {
  const slug = row.slug;
  switch (kind) {
    case 'spots':
      return pagePath(PAGES.spot, { slug });
    case 'species':
      return pagePath(PAGES.species, { slug });
    case 'dive-centers':
      return pagePath(PAGES.diveCenter, { slug });
    case 'countries':
      return pagePath(PAGES.country, { slug });
    case 'regions':
      return row.country_slug
        ? pagePath(PAGES.region, { country: row.country_slug, region: slug })
        : null;
    case 'articles':
      return row.published ? pagePath(PAGES.article, { slug }) : null;
  }
}

/**
 * The console's content lists (docs/product/admin.md#content): every kind of record, drafts
 * included, found by name or slug and paged on the server; and the place a point on the map is in.
 */
export class ContentAdminService {
  private readonly db: Kysely<Database>;

  constructor(db: Kysely<Database>) {
    this.db = db;
  }

  async list(kind: ContentKind, query: AdminContentQuery): Promise<AdminContentPage> {
    const { rows, total } = await findContent(this.db, kind, query);
    const content = rows.map((row): AdminContentRow => ({
      id: Number(row.id),
      slug: row.slug,
      name: row.name,
      detail: row.detail,
      path: pathOf(kind, row),
    }));
    return pageOf(content, total, query);
  }

  /** The country and region of a point, as a spot or center saved there gets them. */
  async placeAt(lat: number, lng: number): Promise<PlaceRef> {
    return (await locatePlace(this.db, lat, lng)).place;
  }
}
