import { sizedImageUrl, speciesCoverPicture } from '@divespot/shared/images';
import type { SpeciesDetail } from '@divespot/shared/marine-life';
import { speciesPageDescription, speciesPageTitle } from '@divespot/shared/marine-life-labels';
import { sentQuery } from '@divespot/shared/page-data';
import { speciesKey } from '@divespot/shared/page-queries';
import type { LanguageCode } from '@divespot/shared/site';
import { pagePath, PAGES } from '@divespot/shared/routes';
import type { HeadResolvers, ResolvedHead, SitemapSource } from '../../http/page-heads.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { MarineLifeService } from './marine-life.service.ts';

/** The species' names and description for readers without JavaScript. */
function speciesNoscriptHtml(s: SpeciesDetail, title: string, description: string): string {
  return (
    `<article class="mx-auto max-w-3xl px-4 py-10"><h1>${escapeHtml(title)}</h1>` +
    `<p>${escapeHtml(s.description ?? description)}</p></article>`
  );
}

/**
 * The species page head: title, snippet, Open Graph image, a schema.org Taxon, its picture
 * preloaded, and the species itself for the page's first render, in `lang`: the answer to the
 * app's query for the species as the URL names it (`slugOrId`).
 */
export function speciesHead(
  s: SpeciesDetail,
  publicUrl: string,
  slugOrId: string,
  lang: LanguageCode,
): ResolvedHead {
  const path = pagePath(PAGES.species, { slug: s.slug });
  const imagePath = sizedImageUrl(s.coverImageLink, 1200, 630);
  const title = speciesPageTitle(s);
  const description = speciesPageDescription(s);
  return {
    title,
    description,
    imagePath,
    canonicalPath: path,
    preloadImage: speciesCoverPicture(s.coverImageLink),
    page: {
      query: sentQuery(speciesKey(slugOrId, lang), s),
      noscriptHtml: speciesNoscriptHtml(s, title, description),
    },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Taxon',
      name: s.scientificName,
      alternateName: s.commonName,
      taxonRank: 'species',
      ...(s.family
        ? { parentTaxon: { '@type': 'Taxon', name: s.family, taxonRank: 'family' } }
        : {}),
      ...(s.description ? { description: s.description } : {}),
      image: publicUrl + imagePath,
      url: publicUrl + path,
    },
  };
}

/** `/marine-life/:slug` takes a slug or a numeric id, like the API; in the page's language. */
export function marineLifeHeads(guide: MarineLifeService, publicUrl: string): HeadResolvers {
  return {
    [PAGES.species]: async ({ slug = '' }, _query, lang) => {
      const key = /^\d{1,15}$/.test(slug) ? { id: Number(slug) } : { slug };
      const species = await guide.findSpecies(key, lang);
      return species ? speciesHead(species, publicUrl, slug, lang) : null;
    },
  };
}

/** Every species page, for sitemap.xml. */
export const marineLifeSitemap =
  (guide: MarineLifeService): SitemapSource =>
  async () =>
    (await guide.speciesSlugs()).map((slug) => pagePath(PAGES.species, { slug }));
