import { createRequire } from 'node:module';
import type { Insertable } from 'kysely';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { feature } from 'topojson-client';
import worldCountries from 'world-countries';
import type { CountryTable } from '../schema.ts';
import { countryBounds } from './country-bounds.ts';

const require = createRequire(import.meta.url);

export const COUNTRY_SOURCE =
  'world-countries 5.1.0 (names, codes, centres; © Mohammed Le Doze) and Natural Earth via world-atlas 2.0.2 (bounds)';
export const COUNTRY_LICENSE = 'ODbL-1.0 (world-countries); public domain (Natural Earth)';

/** Every ISO 3166-1 country and territory, with its centre and bounds. */
export function buildCountries(): Insertable<CountryTable>[] {
  const atlas = require('world-atlas/countries-10m.json') as Topology<{
    countries: GeometryCollection;
  }>;
  const shapes = new Map(
    feature(atlas, atlas.objects.countries).features.map((f) => [String(f.id), f.geometry]),
  );
  return worldCountries.map((c) => {
    const [lat = 0, lng = 0] = c.latlng;
    const geometry = shapes.get(c.ccn3);
    // Territories too small for the atlas get a box of about 100 km around their centre.
    const bounds = (geometry && countryBounds(geometry, { latitude: lat, longitude: lng })) ?? {
      north: Math.min(lat + 0.5, 90),
      south: Math.max(lat - 0.5, -90),
      east: lng + 0.5 > 180 ? lng + 0.5 - 360 : lng + 0.5,
      west: lng - 0.5 < -180 ? lng - 0.5 + 360 : lng - 0.5,
    };
    return {
      code: c.cca2,
      slug: slugify(c.name.common),
      name: c.name.common,
      latitude: lat,
      longitude: lng,
      ...bounds,
      source: COUNTRY_SOURCE,
      license: COUNTRY_LICENSE,
    };
  });
}

/** 'Côte d'Ivoire' → 'cote-divoire'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
