import type { BookmarkEntry, BookmarkFolderView } from '@divespot/shared/bookmarks';
import { pagePath, PAGES } from '@divespot/shared/routes';
import { stringify } from 'csv-stringify/sync';
import { buildXml, xmlText, type XmlElement } from '../../lib/xml.ts';

/** The page of an item on the site, e.g. `/spots/blue-hole`. */
export function entryPath(entry: Pick<BookmarkEntry, 'type' | 'slug'>): string {
  const page = { DIVE_SPOT: PAGES.spot, DIVE_CENTER: PAGES.diveCenter, MARINE_LIFE: PAGES.species };
  return pagePath(page[entry.type], { slug: entry.slug });
}

const KIND = { DIVE_SPOT: 'Dive spot', DIVE_CENTER: 'Dive center', MARINE_LIFE: 'Marine life' };

/** 'Depth 5–30 m', 'Depth to 18 m' or null. */
function depthText(e: BookmarkEntry): string | null {
  if (e.depthMin !== null && e.depthMax !== null) return `Depth ${e.depthMin}–${e.depthMax} m`;
  if (e.depthMax !== null) return `Depth to ${e.depthMax} m`;
  if (e.depthMin !== null) return `Depth from ${e.depthMin} m`;
  return null;
}

/**
 * A GPX 1.1 file of the list's places: one waypoint per dive spot and dive center, with its
 * name, depth range, kind and a link to its page. Species have no position and are left out.
 */
export function toGpx(view: BookmarkFolderView, publicUrl: string, exportedAt: Date): string {
  const { folder: list } = view;
  const points = view.entries.filter((e) => e.latitude !== null && e.longitude !== null);
  const waypoint = (e: BookmarkEntry): XmlElement => ({
    '@_lat': e.latitude!,
    '@_lon': e.longitude!,
    name: xmlText(e.name),
    desc: xmlText([KIND[e.type], depthText(e), e.place].filter(Boolean).join(' · ')),
    link: { '@_href': xmlText(publicUrl + entryPath(e)), text: xmlText(e.name) },
    type: KIND[e.type],
  });
  return buildXml({
    gpx: {
      '@_version': '1.1',
      '@_creator': 'DiveSpot',
      '@_xmlns': 'http://www.topografix.com/GPX/1/1',
      metadata: {
        name: xmlText(list.name),
        desc: list.description ? xmlText(list.description) : undefined,
        link: {
          '@_href': xmlText(publicUrl + pagePath(PAGES.list, { slug: list.slug })),
          text: 'DiveSpot',
        },
        time: exportedAt.toISOString(),
      },
      wpt: points.map(waypoint),
    },
  });
}

export const CSV_COLUMNS = [
  'type',
  'name',
  'scientific_name',
  'place',
  'country_code',
  'latitude',
  'longitude',
  'depth_min_m',
  'depth_max_m',
  'level',
  'url',
] as const;

/**
 * A CSV table of every item in the list (RFC 4180, CRLF line ends). A text cell a spreadsheet
 * would read as a formula (=, +, -, @, a tab or a return first) is led by an apostrophe.
 */
export function toCsv(view: BookmarkFolderView, publicUrl: string): string {
  const rows = view.entries.map(
    (e): Record<(typeof CSV_COLUMNS)[number], string | number | null> => ({
      type: e.type,
      name: e.name,
      scientific_name: e.scientificName,
      place: e.place,
      country_code: e.countryCode,
      latitude: e.latitude,
      longitude: e.longitude,
      depth_min_m: e.depthMin,
      depth_max_m: e.depthMax,
      level: e.level,
      url: publicUrl + entryPath(e),
    }),
  );
  return stringify(rows, {
    header: true,
    columns: [...CSV_COLUMNS],
    record_delimiter: 'windows',
    // A line break inside a cell is quoted too (with its own record delimiter set, the library
    // quotes only that one by default).
    quote_record_delimiter: true,
    escape_formulas: true,
  });
}

/** A file name for the download: the list's slug, which is already safe. */
export function exportFileName(view: BookmarkFolderView, format: 'gpx' | 'csv'): string {
  return `${view.folder.slug}.${format}`;
}
