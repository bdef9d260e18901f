import type { Kysely } from 'kysely';
import { sharedViewQuery } from '@divespot/shared/explore-url';
import { pagePath, PAGES } from '@divespot/shared/routes';
import {
  SHARE_NOT_FOUND,
  type ShareCreateQuery,
  type SharedView,
  type ShareLink,
} from '@divespot/shared/share';
import { SPOT_FILTER_KEYS } from '@divespot/shared/spot-search';
import type { Database } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { countShareClick, findShareLink, insertShareLink } from './share.repository.ts';
import { newShareSlug } from './share-slug.ts';

type FilterValue = SharedView['filters'][string];

/** Fresh slugs tried before giving up; with ~1.2 billion of them, one is nearly always enough. */
const SLUG_ATTEMPTS = 8;

/**
 * The filters as explore's URL names them: the keys of GET /api/spot, except the name text,
 * which explore calls `search` (docs/product/screens.md). Unknown keys (from an older schema) are left out.
 */
function urlFilters(filters: Record<string, unknown>): Record<string, FilterValue> {
  const out: Record<string, FilterValue> = {};
  for (const key of SPOT_FILTER_KEYS) {
    const value = filters[key];
    if (value === undefined || value === null) continue;
    out[key === 'q' ? 'search' : key] = value as FilterValue;
  }
  return out;
}

/** Short links to a map view: made, resolved and counted. */
export class ShareService {
  private readonly db: Kysely<Database>;
  private readonly publicUrl: string;

  constructor(db: Kysely<Database>, publicUrl: string) {
    this.db = db;
    this.publicUrl = publicUrl;
  }

  /**
   * Stores the view under a new short slug and returns both links to it. The full link is
   * written by the explore page's own codec, as /share/{slug} redirects, so the page reads back
   * this view (one across the antimeridian shifted within ±180°, as the URL rule wants) and these
   * filters.
   */
  async createShareLink(query: ShareCreateQuery): Promise<ShareLink> {
    const filters: Record<string, unknown> = {};
    for (const key of SPOT_FILTER_KEYS) {
      if (query[key] !== undefined) filters[key] = query[key];
    }
    const link = {
      north: query.ne.lat,
      east: query.ne.lng,
      south: query.sw.lat,
      west: query.sw.lng,
      zoom: query.zoom,
      hideMenu: query.hideMenu,
      filters,
    };
    const view: SharedView = {
      bounds: { north: link.north, east: link.east, south: link.south, west: link.west },
      zoom: link.zoom,
      hideMenu: link.hideMenu,
      filters: urlFilters(filters),
    };
    for (let attempt = 0; attempt < SLUG_ATTEMPTS; attempt++) {
      const slug = newShareSlug();
      if (await insertShareLink(this.db, { ...link, slug })) {
        return {
          niceUrl: this.publicUrl + pagePath(PAGES.shareLink, { slug }),
          fullUrl: this.publicUrl + pagePath(PAGES.explore, {}, sharedViewQuery(view)),
        };
      }
    }
    throw new Error(`No free share link slug after ${SLUG_ATTEMPTS} attempts.`);
  }

  async resolveShareLink(slug: string): Promise<SharedView> {
    const row = await findShareLink(this.db, slug);
    if (!row) throw notFound(SHARE_NOT_FOUND);
    return {
      bounds: { north: row.north, east: row.east, south: row.south, west: row.west },
      zoom: row.zoom,
      hideMenu: row.hide_menu,
      filters: urlFilters(row.filters),
    };
  }

  async recordShareClick(slug: string): Promise<void> {
    if (!(await countShareClick(this.db, slug))) throw notFound(SHARE_NOT_FOUND);
  }
}
