import { sizedImageUrl, spotHeroPicture } from '@divespot/shared/images';
import { spotPageDescription } from '@divespot/shared/spot-vocabulary';
import type { LanguageCode } from '@divespot/shared/site';
import { pagePath, PAGES } from '@divespot/shared/routes';
import type { SpotDetail } from '@divespot/shared/spots';
import { HttpError } from '../../http/errors.ts';
import { escapeHtml } from '../../lib/html.ts';
import type { HeadResolvers, ResolvedHead, SitemapSource } from '../../http/page-heads.ts';
import type { SpotDetails, SpotService } from './spots.service.ts';

const isId = (s: string) => /^\d{1,15}$/.test(s);

/**
 * The spot page head: title, description, Open Graph image, a schema.org TouristAttraction, its
 * first photo preloaded, and the spot itself for the page's first render (on the server, and in
 * the browser without asking the API again).
 */
export function spotHead(spot: SpotDetail, publicUrl: string): ResolvedHead {
  const path = pagePath(PAGES.spot, { slug: spot.slug });
  const cover = spot.coverImageLink ?? spot.images[0];
  const imagePath = cover ? sizedImageUrl(cover, 1200, 630) : undefined;
  const description = spotPageDescription(spot);
  const hero = spot.images[0];
  return {
    title: spot.name,
    description,
    imagePath,
    canonicalPath: path,
    ...(hero ? { preloadImage: spotHeroPicture(hero) } : {}),
    page: { key: 'spot', data: spot, noscriptHtml: spotNoscriptHtml(spot, description) },
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'TouristAttraction',
      name: spot.name,
      description: spot.description ?? description,
      geo: { '@type': 'GeoCoordinates', latitude: spot.latitude, longitude: spot.longitude },
      ...(spot.country
        ? {
            address: {
              '@type': 'PostalAddress',
              addressCountry: spot.country.code,
              ...(spot.region ? { addressRegion: spot.region.name } : {}),
            },
          }
        : {}),
      ...(imagePath ? { image: publicUrl + imagePath } : {}),
      url: publicUrl + path,
    },
  };
}

/** The spot's name and description for readers without JavaScript. */
function spotNoscriptHtml(spot: SpotDetail, description: string): string {
  return (
    `<article class="mx-auto max-w-3xl px-4 py-10"><h1>${escapeHtml(spot.name)}</h1>` +
    `<p>${escapeHtml(description)}</p>` +
    (spot.description ? `<p>${escapeHtml(spot.description)}</p>` : '') +
    `</article>`
  );
}

/** A 404 from the service means "no such page" here, not an error. */
async function orNull(load: () => Promise<SpotDetail>): Promise<SpotDetail | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) return null;
    throw error;
  }
}

/**
 * `/spots/:slug` takes a slug or a numeric id; the `/spot/…` forms of older links take ids. The
 * spot comes in the page's language.
 */
export function spotHeads(details: SpotDetails, publicUrl: string): HeadResolvers {
  const head = (spot: SpotDetail | null) => (spot ? spotHead(spot, publicUrl) : null);
  const byId = async (id: string | undefined, lang: LanguageCode) =>
    head(isId(id ?? '') ? await orNull(() => details.byId(Number(id), lang)) : null);
  return {
    [PAGES.spot]: async ({ slug = '' }, _query, lang) => {
      const spot = await orNull(() => details.bySlug(slug, lang));
      return spot ? head(spot) : byId(slug, lang);
    },
    [PAGES.olderSpot]: ({ id }, _query, lang) => byId(id, lang),
    [PAGES.olderSpotById]: ({ id }, _query, lang) => byId(id, lang),
  };
}

/** Every real spot page, for sitemap.xml. */
export const spotSitemap =
  (spots: SpotService): SitemapSource =>
  async () =>
    (await spots.realSpotSlugs()).map((slug) => pagePath(PAGES.spot, { slug }));
