import { sizedImageUrl, spotHeroPicture } from '@divespot/shared/images';
import { sentQuery } from '@divespot/shared/page-data';
import { isSpotOf, spotKey, spotKeyOf } from '@divespot/shared/page-queries';
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
 * the browser without asking the API again), in `lang`, as the answer to the app's query for the
 * spot the URL names (`params`). When that is another spot (a numeric slug, which the app reads
 * as an id), the page leaves the record to the app.
 */
export function spotHead(
  spot: SpotDetail,
  publicUrl: string,
  params: Record<string, string>,
  lang: LanguageCode,
): ResolvedHead {
  const path = pagePath(PAGES.spot, { slug: spot.slug });
  const cover = spot.coverImageLink ?? spot.images[0];
  const imagePath = cover ? sizedImageUrl(cover, 1200, 630) : undefined;
  const description = spotPageDescription(spot);
  const hero = spot.images[0];
  const named = spotKeyOf(params);
  return {
    title: spot.name,
    description,
    imagePath,
    canonicalPath: path,
    ...(hero ? { preloadImage: spotHeroPicture(hero) } : {}),
    ...(named && isSpotOf(named)(spot)
      ? {
          page: {
            query: sentQuery(spotKey(named, lang), spot),
            noscriptHtml: spotNoscriptHtml(spot, description),
          },
        }
      : {}),
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
  const byId = async (id: string | undefined, lang: LanguageCode) =>
    isId(id ?? '') ? await orNull(() => details.byId(Number(id), lang)) : null;
  const head = (spot: SpotDetail | null, params: Record<string, string>, lang: LanguageCode) =>
    spot ? spotHead(spot, publicUrl, params, lang) : null;
  return {
    [PAGES.spot]: async (params, _query, lang) => {
      const slug = params.slug ?? '';
      const spot = (await orNull(() => details.bySlug(slug, lang))) ?? (await byId(slug, lang));
      return head(spot, params, lang);
    },
    [PAGES.olderSpot]: async (params, _query, lang) =>
      head(await byId(params.id, lang), params, lang),
    [PAGES.olderSpotById]: async (params, _query, lang) =>
      head(await byId(params.id, lang), params, lang),
  };
}

/** Every real spot page, for sitemap.xml. */
export const spotSitemap =
  (spots: SpotService): SitemapSource =>
  async () =>
    (await spots.realSpotSlugs()).map((slug) => pagePath(PAGES.spot, { slug }));
