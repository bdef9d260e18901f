import { articleLinkTarget, type ArticleLinkKind } from '@divespot/shared/article-vocabulary';
import type { ArticleTable } from './schema.ts';
import { markdownLinks } from '../lib/markdown.ts';

type LinkedColumns = Pick<ArticleTable, 'linked_spots' | 'linked_species' | 'linked_regions'>;
type Linked = { [K in keyof LinkedColumns]: string[] };

const COLUMN: Record<ArticleLinkKind, keyof Linked> = {
  spot: 'linked_spots',
  species: 'linked_species',
  region: 'linked_regions',
};

/**
 * The spots, species and regions a Markdown body links to, by slug: in link order, each once.
 * Whoever writes an article's body writes these with it (the table keeps them beside the body).
 */
export function linkedRecords(body: string): Linked {
  const linked: Linked = { linked_spots: [], linked_species: [], linked_regions: [] };
  for (const href of markdownLinks(body)) {
    const target = articleLinkTarget(href);
    const list = target && linked[COLUMN[target.kind]];
    if (list && target && !list.includes(target.slug)) list.push(target.slug);
  }
  return linked;
}
