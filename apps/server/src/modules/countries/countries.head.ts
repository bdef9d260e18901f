import { sizedImageUrl } from '@divespot/shared/images';
import { isLocationType } from '@divespot/shared/location-links';
import { pagePath, PAGES } from '@divespot/shared/routes';
import type { HeadResolvers, ResolvedHead, SitemapSource } from '../../http/page-heads.ts';
import type { CountryService, RegionOutline } from './countries.service.ts';
import type { LocationRefService } from './location-refs.service.ts';

const plural = (n: number, one: string, many = `${one}s`) =>
  `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** schema.org GeoShape box: "south west north east". */
const geoBox = (b: { north: number; east: number; south: number; west: number }) => ({
  '@type': 'GeoShape',
  box: `${b.south} ${b.west} ${b.north} ${b.east}`,
});

/** Meta descriptions read best under ~160 characters; cut at a word boundary. */
function clip(text: string, max = 160): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ')).replace(/[,.;:]$/, '')}…`;
}

export function countryHeadResolvers(
  countries: CountryService,
  refs: LocationRefService,
  publicUrl: string,
): HeadResolvers {
  const absolute = (path: string) => publicUrl + path;

  async function countryHead(key: string): Promise<ResolvedHead | null> {
    const c = await countries.findCountry(key);
    if (!c) return null;
    const path = pagePath(PAGES.country, { slug: c.slug });
    const cover = c.coverImageLink;
    const description =
      c.spotCount > 0
        ? `${plural(c.spotCount, 'dive spot')} in ${plural(c.regionCount, 'region')} of ${c.name}` +
          `${c.diveCenterCount ? ` and ${plural(c.diveCenterCount, 'dive center')}` : ''}: depths, levels, marine life and maps for planning your dives.`
        : `Diving in ${c.name}: dive regions, spots and dive centers on DiveSpot.`;
    return {
      title: `Diving in ${c.name}`,
      description,
      imagePath: sizedImageUrl(cover, 1200, 630),
      canonicalPath: path,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Country',
        name: c.name,
        identifier: c.code,
        url: absolute(path),
        image: absolute(sizedImageUrl(cover, 1200, 630)),
        description,
        geo: geoBox(c.bounds),
        ...(c.continent ? { containedInPlace: { '@type': 'Continent', name: c.continent } } : {}),
      },
    };
  }

  function regionHead(region: RegionOutline | null): ResolvedHead | null {
    if (!region) return null;
    const path = pagePath(PAGES.region, { country: region.countrySlug, region: region.slug });
    const cover = region.coverImageLink;
    const counts = [
      plural(region.spotCount, 'dive spot'),
      ...(region.diveCenterCount ? [plural(region.diveCenterCount, 'dive center')] : []),
    ].join(' and ');
    const description = clip(
      `${region.name}, ${region.countryName}: ${counts}.${region.description ? ` ${region.description}` : ''}`,
    );
    return {
      title: `${region.name}, ${region.countryName}`,
      description,
      imagePath: sizedImageUrl(cover, 1200, 630),
      canonicalPath: path,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Place',
        name: region.name,
        url: absolute(path),
        image: absolute(sizedImageUrl(cover, 1200, 630)),
        description: region.description ?? description,
        geo: geoBox(region.bounds),
        containedInPlace: {
          '@type': 'Country',
          name: region.countryName,
          identifier: region.countryCode,
          url: absolute(pagePath(PAGES.country, { slug: region.countrySlug })),
        },
      },
    };
  }

  return {
    [PAGES.country]: ({ slug = '' }) => countryHead(slug),
    [PAGES.region]: async ({ country = '', region = '' }) =>
      regionHead(await countries.findRegionOutline(region, country)),
    [PAGES.regionBySlug]: async ({ slug = '' }) =>
      regionHead(await countries.findRegionOutline(slug)),
    [PAGES.location]: async ({ type = '', id = '' }) => {
      if (!isLocationType(type)) return null;
      const ref = await refs.find(type, id);
      if (!ref) return null;
      if (ref.type === 'countries') return countryHead(String(ref.objectId));
      if (ref.type === 'regions')
        return regionHead(await countries.findRegionOutline(String(ref.objectId)));
      // The target page owns its full head; this one only names the record and points there.
      return {
        title: ref.name,
        description: `${ref.name} on DiveSpot.`,
        canonicalPath: ref.canonicalPath,
      };
    },
  };
}

/** Country and region pages with real spots. */
export function countrySitemapSource(countries: CountryService): SitemapSource {
  return async () => {
    const paths = await countries.indexableLocationPaths();
    return [
      ...paths.countries.map((slug) => pagePath(PAGES.country, { slug })),
      ...paths.regions.map(([country, region]) => pagePath(PAGES.region, { country, region })),
    ];
  };
}
