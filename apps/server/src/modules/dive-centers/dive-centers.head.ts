import {
  diveCenterPageDescription,
  WEEKDAYS,
  type DiveCenterDetail,
} from '@divespot/shared/dive-centers';
import { sizedImageUrl } from '@divespot/shared/images';
import { pagePath, PAGES } from '@divespot/shared/routes';
import type { HeadResolvers, ResolvedHead, SitemapSource } from '../../http/page-heads.ts';
import type { DiveCenterService } from './dive-centers.service.ts';

const capitalized = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** schema.org opening hours: one entry per open day; closed and unknown days are left out. */
function openingHoursSpecification(c: DiveCenterDetail) {
  return WEEKDAYS.flatMap((day) => {
    const hours = c.hours?.[day];
    if (!hours || hours === 'closed') return [];
    return [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: `https://schema.org/${capitalized(day)}`,
        opens: hours.open,
        closes: hours.close,
      },
    ];
  });
}

/** The center page head: title, snippet, Open Graph image and a schema.org SportsActivityLocation. */
export function centerHead(c: DiveCenterDetail, publicUrl: string): ResolvedHead {
  const path = pagePath(PAGES.diveCenter, { slug: c.slug });
  const imagePath = sizedImageUrl(c.coverImageLink, 1200, 630);
  const hours = openingHoursSpecification(c);
  return {
    title: c.name,
    description: diveCenterPageDescription(c),
    imagePath,
    canonicalPath: path,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'SportsActivityLocation',
      '@id': publicUrl + path,
      name: c.name,
      url: c.website ?? publicUrl + path,
      image: publicUrl + imagePath,
      ...(c.address || c.country
        ? {
            address: {
              '@type': 'PostalAddress',
              ...(c.address ? { streetAddress: c.address } : {}),
              ...(c.region ? { addressRegion: c.region.name } : {}),
              ...(c.country ? { addressCountry: c.country.code } : {}),
            },
          }
        : {}),
      geo: { '@type': 'GeoCoordinates', latitude: c.latitude, longitude: c.longitude },
      ...(c.phone ? { telephone: c.phone } : {}),
      ...(c.email ? { email: c.email } : {}),
      ...(hours.length ? { openingHoursSpecification: hours } : {}),
    },
  };
}

/** `/dive-centers/:slug` takes a slug or a numeric id, like the API. */
export function diveCenterHeads(centers: DiveCenterService, publicUrl: string): HeadResolvers {
  return {
    [PAGES.diveCenter]: async ({ slug = '' }) => {
      const center = await centers.findCenter(slug);
      return center ? centerHead(center, publicUrl) : null;
    },
  };
}

/** Every center's page, for sitemap.xml. */
export const diveCenterSitemap =
  (centers: DiveCenterService): SitemapSource =>
  async () =>
    (await centers.centerSlugs()).map((slug) => pagePath(PAGES.diveCenter, { slug }));
