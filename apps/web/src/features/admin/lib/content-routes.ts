import {
  CONTENT_KINDS,
  type ContentKind,
  type ContentSort,
} from '@divespot/shared/admin-content-vocabulary';
import { pagePath, PAGES } from '@divespot/shared/routes';

/**
 * What an address under /admin/content shows (docs/product/admin.md#content): the list
 * (`/admin/content?kind=…`), or one record's editor — /admin/content/{kind}/new for a new spot,
 * species, dive center or article, /admin/content/{kind}/{id} for an existing record, an
 * article by its slug.
 */
export type ContentRoute =
  | { view: 'list' }
  | { view: 'editor'; kind: 'spots' | 'species' | 'dive-centers'; id: number | 'new' }
  | { view: 'editor'; kind: 'countries' | 'regions'; id: number }
  | { view: 'editor'; kind: 'articles'; slug: string };

/** The kinds a new record can be made of here (countries and regions come with the data). */
export const CREATABLE_KINDS = ['spots', 'species', 'dive-centers', 'articles'] as const;

export const isContentKind = (value: string): value is ContentKind =>
  (CONTENT_KINDS as readonly string[]).includes(value);

const recordId = (text: string) => (/^[1-9]\d{0,14}$/.test(text) ? Number(text) : null);

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/** The view of the path after /admin/content/ ('' for the list), or null when it names none. */
export function contentRouteOf(path: string): ContentRoute | null {
  const parts = path.replace(/^\/+|\/+$/g, '').split('/');
  if (parts.length === 1 && parts[0] === '') return { view: 'list' };
  if (parts.length !== 2) return null;
  const [kind = '', id = ''] = parts;
  if (!isContentKind(kind) || id === '') return null;
  if (kind === 'articles') {
    const slug = decoded(id);
    return slug === null ? null : { view: 'editor', kind, slug };
  }
  const number = recordId(id);
  if (kind === 'countries' || kind === 'regions') {
    return number === null ? null : { view: 'editor', kind, id: number };
  }
  if (id === 'new') return { view: 'editor', kind, id: 'new' };
  return number === null ? null : { view: 'editor', kind, id: number };
}

/** The content section's page: the console's own path with the section's segment after it. */
const CONTENT = `${pagePath(PAGES.admin, {})}/content`;

/** The list of one kind of record, sorted as given (name, the default, is left out). */
export function contentListPath(kind: ContentKind, sort: ContentSort = 'name'): string {
  const query = new URLSearchParams({ kind });
  if (sort !== 'name') query.set('sort', sort);
  return `${CONTENT}?${query.toString()}`;
}

/** A record's editor (`new` for a new one); an article by its slug. */
export const recordPath = (kind: ContentKind, id: number | string): string =>
  `${CONTENT}/${kind}/${encodeURIComponent(String(id))}`;
