import { sizedImageUrl } from '@divespot/shared/images';
import type { SpeciesDetail } from '@divespot/shared/marine-life';
import { speciesPageDescription, speciesPageTitle } from '@divespot/shared/marine-life-labels';
import type { HeadResolvers, ResolvedHead, SitemapSource } from '../../http/page-heads.ts';
import type { MarineLifeService } from './marine-life.service.ts';

/** The species page head: title, snippet, Open Graph image and a schema.org Taxon. */
export function speciesHead(s: SpeciesDetail, publicUrl: string): ResolvedHead {
  const path = `/marine-life/${s.slug}`;
  const imagePath = sizedImageUrl(s.coverImageLink, 1200, 630);
  return {
    title: speciesPageTitle(s),
    description: speciesPageDescription(s),
    imagePath,
    canonicalPath: path,
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

/** `/marine-life/:slug` takes a slug or a numeric id, like the API. */
export function marineLifeHeads(guide: MarineLifeService, publicUrl: string): HeadResolvers {
  return {
    '/marine-life/:slug': async ({ slug = '' }) => {
      const key = /^\d{1,15}$/.test(slug) ? { id: Number(slug) } : { slug };
      const species = await guide.findSpecies(key);
      return species ? speciesHead(species, publicUrl) : null;
    },
  };
}

/** Every species page, for sitemap.xml. */
export const marineLifeSitemap =
  (guide: MarineLifeService): SitemapSource =>
  async () =>
    (await guide.speciesSlugs()).map((slug) => `/marine-life/${slug}`);
