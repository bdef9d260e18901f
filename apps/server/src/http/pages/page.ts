import type { LanguageCode } from '@divespot/shared/site';
import type { PageHead } from '../page-head-tags.ts';

/**
 * What a page request is answered with: exactly one of five kinds, decided by `resolvePage`
 * (resolve.ts) and written by the kind's renderer (render.ts). docs/how-a-page-is-served.md
 * draws the choice.
 *
 * - `prerendered`: HTML the build rendered (a static page, or a record page whose server render
 *   failed but whose module the build prerendered); its scripts start after its first paint.
 * - `record`: a record page (a spot, a species, an article, the blog) rendered now with its
 *   record; its scripts start after its first paint.
 * - `explore-frame`: explore's frame (filter bar, list, the sea), rendered with the list's first
 *   page when the page comes with it; its scripts start at once, as its list and map need them.
 * - `shell`: no HTML of its own (personal pages, pages the build does not prerender, a record
 *   page whose record could not be looked up or rendered); the app renders it, its scripts
 *   start at once.
 * - `not-found`: HTTP 404. For a path outside the route table, the prerendered 'Page Not Found'
 *   page; for a record that does not exist, an empty root: the record's page says so once it
 *   has asked.
 */
export type Page = PrerenderedPage | RecordPage | ExploreFramePage | ShellPage | NotFoundPage;

interface Common {
  language: LanguageCode;
  head: PageHead;
  /** The page's data serialised, for the app's first render; null when it comes with none. */
  data: string | null;
}

export interface PrerenderedPage extends Common {
  kind: 'prerendered';
  html: string;
}

export interface RecordPage extends Common {
  kind: 'record';
  html: string;
}

export interface ExploreFramePage extends Common {
  kind: 'explore-frame';
  html: string;
}

export interface ShellPage extends Common {
  kind: 'shell';
  /** The record's text for readers without JavaScript, when the page has a record. */
  noscriptHtml?: string;
}

export interface NotFoundPage extends Omit<Common, 'data'> {
  kind: 'not-found';
  data: null;
  /** The prerendered 'Page Not Found' page; absent for a record that is not there. */
  html?: string;
}

/** HTTP status of each kind. */
export const statusOf = (page: Page) => (page.kind === 'not-found' ? 404 : 200);
