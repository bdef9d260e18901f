import { coverImageUrl, sizedImageUrl } from '@divespot/shared/images';
import { countryPath, isLocationType, regionPath } from '@divespot/shared/location-links';
import type { HeadResolvers, ResolvedHead, SitemapSource } from '../../http/page-heads.ts';
import type { AppContext } from '../../http/app-context.ts';
import { continentOf } from './continents.ts';
import {
  countDiveCenters,
  findCountries,
  findCountryId,
  findRegions,
  type RegionRow,
} from './countries.repository.ts';
import { indexableLocationPaths } from './countries.service.ts';
import { findLocationRef } from './location-refs.repository.ts';

const isId = (key: string) => /^\d{1,15}$/.test(key);

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

export function countryHeadResolvers(ctx: AppContext): HeadResolvers {
  const absolute = (path: string) => ctx.config.publicUrl + path;

  async function countryHead(key: string): Promise<ResolvedHead | null> {
    const id = await findCountryId(ctx.db, key);
    const c = id === undefined ? undefined : (await findCountries(ctx.db, { id }))[0];
    if (!c) return null;
    const path = countryPath(c.slug);
    const cover = coverImageUrl('country', c.id);
    const continent = continentOf(c.code);
    const description =
      c.spot_count > 0
        ? `${plural(c.spot_count, 'dive spot')} in ${plural(c.region_count, 'region')} of ${c.name}` +
          `${c.center_count ? ` and ${plural(c.center_count, 'dive center')}` : ''}: depths, levels, marine life and maps for planning your dives.`
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
        geo: geoBox(c),
        ...(continent ? { containedInPlace: { '@type': 'Continent', name: continent } } : {}),
      },
    };
  }

  async function regionHead(row: RegionRow | undefined): Promise<ResolvedHead | null> {
    if (!row) return null;
    const centers = await countDiveCenters(ctx.db, { regionId: row.id });
    const path = regionPath(row.country_slug, row.slug);
    const cover = coverImageUrl('region', row.id);
    const counts = [
      plural(row.spot_count, 'dive spot'),
      ...(centers ? [plural(centers, 'dive center')] : []),
    ].join(' and ');
    const description = clip(
      `${row.name}, ${row.country_name}: ${counts}.${row.description ? ` ${row.description}` : ''}`,
    );
    return {
      title: `${row.name}, ${row.country_name}`,
      description,
      imagePath: sizedImageUrl(cover, 1200, 630),
      canonicalPath: path,
      jsonLd: {
        '@context': 'https://schema.org',
        '@type': 'Place',
        name: row.name,
        url: absolute(path),
        image: absolute(sizedImageUrl(cover, 1200, 630)),
        description: row.description ?? description,
        geo: geoBox(row),
        containedInPlace: {
          '@type': 'Country',
          name: row.country_name,
          identifier: row.country_code,
          url: absolute(countryPath(row.country_slug)),
        },
      },
    };
  }

  const regionByKey = async (key: string) =>
    (await findRegions(ctx.db, isId(key) ? { id: Number(key) } : { slug: key.toLowerCase() }))[0];

  async function regionInCountry(countryKey: string, regionKey: string) {
    const countryId = await findCountryId(ctx.db, countryKey);
    if (countryId === undefined) return undefined;
    const filter = isId(regionKey) ? { id: Number(regionKey) } : { slug: regionKey.toLowerCase() };
    return (await findRegions(ctx.db, { countryId, ...filter }))[0];
  }

  return {
    '/locations/countries/:slug': ({ slug = '' }) => countryHead(slug),
    '/locations/regions/:country/:region': async ({ country = '', region = '' }) =>
      regionHead(await regionInCountry(country, region)),
    '/locations/regions/:slug': async ({ slug = '' }) => regionHead(await regionByKey(slug)),
    '/locations/:type/:id': async ({ type = '', id = '' }) => {
      if (!isLocationType(type)) return null;
      const ref = await findLocationRef(ctx.db, type, id);
      if (!ref) return null;
      if (ref.type === 'countries') return countryHead(String(ref.objectId));
      if (ref.type === 'regions') return regionHead(await regionByKey(String(ref.objectId)));
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
export function countrySitemapSource(ctx: AppContext): SitemapSource {
  return async () => {
    const { countries, regions } = await indexableLocationPaths(ctx.db);
    return [
      ...countries.map(countryPath),
      ...regions.map(([country, region]) => regionPath(country, region)),
    ];
  };
}
