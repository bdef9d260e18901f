import { sizedImageUrl } from '@divespot/shared/images';
import { pagePath, PAGES } from '@divespot/shared/routes';
import { HttpError } from '../../http/errors.ts';
import type { HeadResolvers } from '../../http/page-heads.ts';
import { entryPath } from './lists.export.ts';
import type { ListService } from './lists.service.ts';

/** 'A list of 3 dive spots and 1 dive center by Ana on DiveSpot.' */
function summary(counts: Record<string, number>, owner: string): string {
  const parts = [
    [counts.DIVE_SPOT, 'dive spot', 'dive spots'],
    [counts.DIVE_CENTER, 'dive center', 'dive centers'],
    [counts.MARINE_LIFE, 'species', 'species'],
  ]
    .filter(([n]) => Number(n) > 0)
    .map(([n, one, many]) => `${n} ${n === 1 ? one : many}`);
  const what = parts.length === 0 ? 'An empty list' : `A list of ${parts.join(', ')}`;
  return `${what}${owner ? ` saved by ${owner}` : ''} on DiveSpot.`;
}

/**
 * `/collections/:slug`: a public list's own head (name, description, first item's picture) for
 * link previews. A private list gets the same answer as an unknown slug (404), so its existence
 * is never revealed; its owner's browser still renders the page from the API.
 */
export function listHeads(lists: ListService, publicUrl: string): HeadResolvers {
  return {
    [PAGES.list]: async ({ slug = '' }) => {
      let view;
      try {
        view = await lists.view(slug, null);
      } catch (error) {
        if (error instanceof HttpError && error.status === 404) return null;
        throw error;
      }
      const { folder: list, entries, ownerName } = view;
      const counts: Record<string, number> = {};
      for (const e of entries) counts[e.type] = (counts[e.type] ?? 0) + 1;
      const text = summary(counts, ownerName);
      const cover = entries[0]?.imageUrl;
      const path = pagePath(PAGES.list, { slug: list.slug });
      return {
        title: list.name,
        description: list.description ? `${list.description} — ${text}` : text,
        imagePath: cover ? sizedImageUrl(cover, 1200, 630) : undefined,
        canonicalPath: path,
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'ItemList',
          name: list.name,
          url: publicUrl + path,
          numberOfItems: entries.length,
          itemListElement: entries.slice(0, 100).map((e, i) => ({
            '@type': 'ListItem',
            position: i + 1,
            name: e.name,
            url: publicUrl + entryPath(e),
          })),
        },
      };
    },
  };
}
