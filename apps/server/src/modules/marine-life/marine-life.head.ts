import { sizedImageUrl } from '@divespot/shared/images';
import type { SpeciesDetail } from '@divespot/shared/marine-life';
import { speciesPageDescription, speciesPageTitle } from '@divespot/shared/marine-life-labels';
import type { AppContext } from '../../http/app-context.ts';
import type { HeadResolvers, ResolvedHead, SitemapSource } from '../../http/page-heads.ts';
import { listSpeciesSlugs } from './marine-life.repository.ts';
import { findSpecies } from './marine-life.service.ts';

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
export function marineLifeHeads(ctx: AppContext): HeadResolvers {
  return {
    '/marine-life/:slug': async ({ slug = '' }) => {
      const key = /^\d{1,15}$/.test(slug) ? { id: Number(slug) } : { slug };
      const species = await findSpecies(ctx.db, key);
      return species ? speciesHead(species, ctx.config.publicUrl) : null;
    },
  };
}

/** Every species page, for sitemap.xml. */
export const marineLifeSitemap =
  (ctx: AppContext): SitemapSource =>
  async () =>
    (await listSpeciesSlugs(ctx.db)).map((r) => `/marine-life/${r.slug}`);
