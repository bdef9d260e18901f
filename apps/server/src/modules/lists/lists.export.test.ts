import type { BookmarkEntry, BookmarkFolderView } from '@divespot/shared/bookmarks';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { toCsv, toGpx } from './lists.export.ts';

/** A name that tries to close the element, open a script, break attributes and carry emoji. */
const HOSTILE = `</name><script>alert("x")</script> & 'Rock' "Arch" 🐠🤿`;
const ORIGIN = 'https://divespot.test';

function entry(fields: Partial<BookmarkEntry>): BookmarkEntry {
  return {
    objectId: 1,
    type: 'DIVE_SPOT',
    slug: 'blue-hole',
    name: 'Blue Hole',
    commonNameLang: null,
    scientificName: null,
    imageUrl: '/api/image/illustration/spot/1',
    countryCode: 'EG',
    place: 'Dahab',
    latitude: 28.5722,
    longitude: 34.5376,
    depthMin: 5,
    depthMax: 30,
    level: 'advanced',
    ...fields,
  };
}

function view(entries: BookmarkEntry[], name = 'Red Sea'): BookmarkFolderView {
  const at = '2027-03-01T10:00:00.000Z';
  return {
    folder: {
      objectId: 7,
      name,
      slug: 'red-sea-7',
      description: null,
      privacy: 'PUBLIC',
      isDefault: false,
      savedItems: [],
      itemCount: entries.length,
      coverImageUrl: null,
      createdAt: at,
      updatedAt: at,
    },
    ownerName: 'Ada',
    isOwner: true,
    entries,
  };
}

// Elements in document order, as `[{ tag: [...children] }]`, so the GPX 1.1 sequence can be read.
const ordered = new XMLParser({ preserveOrder: true, ignoreAttributes: false });
const tags = (nodes: Record<string, unknown>[]) =>
  nodes.map((n) => Object.keys(n).find((k) => k !== ':@')).filter((k) => k !== '#text');

describe('toGpx', () => {
  const gpx = toGpx(
    view(
      [
        entry({ name: HOSTILE, place: `Bay "A" & <B>` }),
        entry({ objectId: 2, type: 'MARINE_LIFE', latitude: null, longitude: null }),
      ],
      HOSTILE,
    ),
    ORIGIN,
    new Date('2027-03-02T08:00:00.000Z'),
  );

  it('escapes a hostile name: well-formed XML that reads back the same text', () => {
    expect(XMLValidator.validate(gpx)).toBe(true);
    expect(gpx).not.toContain('<script>');
    expect(gpx).toContain(
      '<name>&lt;/name&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &apos;Rock&apos; &quot;Arch&quot; 🐠🤿</name>',
    );
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(
      gpx,
    ) as { gpx: { metadata: { name: string }; wpt: { name: string; desc: string } } };
    expect(parsed.gpx.metadata.name).toBe(HOSTILE);
    expect(parsed.gpx.wpt.name).toBe(HOSTILE);
    expect(parsed.gpx.wpt.desc).toBe(`Dive spot · Depth 5–30 m · Bay "A" & <B>`);
  });

  it('is GPX 1.1: its namespace, and elements in the order the schema requires', () => {
    expect(gpx.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(gpx).toContain(
      '<gpx version="1.1" creator="DiveSpot" xmlns="http://www.topografix.com/GPX/1/1">',
    );
    const [, root] = ordered.parse(gpx) as [unknown, { gpx: Record<string, unknown>[] }];
    expect(tags(root.gpx)).toEqual(['metadata', 'wpt']);
    const [metadata, wpt] = root.gpx as [
      { metadata: Record<string, unknown>[] },
      { wpt: Record<string, unknown>[]; ':@': Record<string, string> },
    ];
    expect(tags(metadata.metadata)).toEqual(['name', 'link', 'time']);
    expect(tags(wpt.wpt)).toEqual(['name', 'desc', 'link', 'type']);
    expect(wpt[':@']).toEqual({ '@_lat': '28.5722', '@_lon': '34.5376' });
    expect(gpx).toContain(`<link href="${ORIGIN}/spots/blue-hole">`);
    expect(gpx).toContain('<time>2027-03-02T08:00:00.000Z</time>');
  });

  it('leaves out characters XML cannot hold', () => {
    const out = toGpx(
      view([entry({ name: 'Reef\u0001\u000b\uffff\ud800 one' })]),
      ORIGIN,
      new Date(),
    );
    expect(XMLValidator.validate(out)).toBe(true);
    expect(out).toContain('<name>Reef one</name>');
  });
});

describe('toCsv', () => {
  it('neutralises cells a spreadsheet would run as formulas, and quotes what must be', () => {
    const csv = toCsv(
      view([
        entry({
          name: '=HYPERLINK("https://evil.test","Click")',
          place: '+1, Cairo',
          level: '@SUM(A1)',
          longitude: -80.5,
          scientificName: 'Line\nbreak',
        }),
      ]),
      ORIGIN,
    );
    expect(csv.split('\r\n')).toEqual([
      'type,name,scientific_name,place,country_code,latitude,longitude,depth_min_m,depth_max_m,level,url',
      `DIVE_SPOT,"'=HYPERLINK(""https://evil.test"",""Click"")","Line\nbreak","'+1, Cairo",EG,28.5722,-80.5,5,30,'@SUM(A1),${ORIGIN}/spots/blue-hole`,
      '',
    ]);
  });

  it('writes the header alone for an empty list', () => {
    expect(toCsv(view([]), ORIGIN)).toBe(
      'type,name,scientific_name,place,country_code,latitude,longitude,depth_min_m,depth_max_m,level,url\r\n',
    );
  });
});
