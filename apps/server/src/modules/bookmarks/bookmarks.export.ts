import type { BookmarkEntry, BookmarkFolderView } from '@divespot/shared/bookmarks';
import { pagePath, PAGES } from '@divespot/shared/routes';

/** The page of an item on the site, e.g. `/spots/blue-hole`. */
export function entryPath(entry: Pick<BookmarkEntry, 'type' | 'slug'>): string {
  const page = { DIVE_SPOT: PAGES.spot, DIVE_CENTER: PAGES.diveCenter, MARINE_LIFE: PAGES.species };
  return pagePath(page[entry.type], { slug: entry.slug });
}

const KIND = { DIVE_SPOT: 'Dive spot', DIVE_CENTER: 'Dive center', MARINE_LIFE: 'Marine life' };

const xml = (s: string) =>
  s
    // Characters XML 1.0 cannot hold at all.
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

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
  const { folder } = view;
  const points = view.entries.filter((e) => e.latitude !== null && e.longitude !== null);
  const waypoint = (e: BookmarkEntry) => {
    const url = publicUrl + entryPath(e);
    const desc = [KIND[e.type], depthText(e), e.place].filter(Boolean).join(' · ');
    return [
      `  <wpt lat="${e.latitude}" lon="${e.longitude}">`,
      `    <name>${xml(e.name)}</name>`,
      `    <desc>${xml(desc)}</desc>`,
      `    <link href="${xml(url)}"><text>${xml(e.name)}</text></link>`,
      `    <type>${KIND[e.type]}</type>`,
      `  </wpt>`,
    ].join('\n');
  };
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<gpx version="1.1" creator="DiveSpot" xmlns="http://www.topografix.com/GPX/1/1">',
    '  <metadata>',
    `    <name>${xml(folder.name)}</name>`,
    folder.description ? `    <desc>${xml(folder.description)}</desc>` : '',
    `    <link href="${xml(publicUrl + pagePath(PAGES.list, { slug: folder.slug }))}"><text>DiveSpot</text></link>`,
    `    <time>${exportedAt.toISOString()}</time>`,
    '  </metadata>',
    ...points.map(waypoint),
    '</gpx>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}

/** One CSV field: quoted when it must be, and never read as a formula by a spreadsheet. */
function csvField(value: string | number | null): string {
  if (value === null) return '';
  let s = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(s)) s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
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

/** A CSV table of every item in the list (RFC 4180, CRLF line ends). */
export function toCsv(view: BookmarkFolderView, publicUrl: string): string {
  const rows = view.entries.map((e) =>
    [
      e.type,
      e.name,
      e.scientificName,
      e.place,
      e.countryCode,
      e.latitude,
      e.longitude,
      e.depthMin,
      e.depthMax,
      e.level,
      publicUrl + entryPath(e),
    ]
      .map(csvField)
      .join(','),
  );
  return [CSV_COLUMNS.join(','), ...rows].join('\r\n') + '\r\n';
}

/** A file name for the download: the list's slug, which is already safe. */
export function exportFileName(view: BookmarkFolderView, format: 'gpx' | 'csv'): string {
  return `${view.folder.slug}.${format}`;
}
