import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ImportError } from './import-error.ts';
import { parseDataset, readDataset } from './read-dataset.ts';

const fixture = (name: string) => fileURLToPath(new URL(`fixtures/${name}`, import.meta.url));

describe('parseDataset', () => {
  it('reads a JSON array of records', () => {
    const dataset = parseDataset('a.json', '[{"name":"A","lat":1,"lon":2}, 3]');
    expect(dataset).toEqual({
      file: 'a.json',
      format: 'json',
      rows: [{ name: 'A', lat: 1, lon: 2 }, 3],
    });
  });

  it('reads a JSON object holding one array of records', () => {
    expect(parseDataset('a.json', '{"sites":[{"name":"A"}]}').rows).toEqual([{ name: 'A' }]);
  });

  it('reads GeoJSON points as rows with lat/lon, ids and unsupported geometries', () => {
    const text = JSON.stringify({
      type: 'FeatureCollection',
      features: [
        {
          type: 'Feature',
          id: 'node/5',
          geometry: { type: 'Point', coordinates: [10, 20] },
          properties: { name: 'P' },
        },
        { type: 'Feature', geometry: { type: 'LineString', coordinates: [] }, properties: null },
      ],
    });
    const dataset = parseDataset('x.geojson', text);
    expect(dataset.format).toBe('geojson');
    expect(dataset.rows).toEqual([
      { name: 'P', '@id': 'node/5', lon: 10, lat: 20 },
      { '@geometry': 'LineString' },
    ]);
  });

  it('reads CSV with a header, guessing the delimiter', () => {
    const dataset = parseDataset('a.csv', '\uFEFFname;latitude;longitude\n"Reef; north";1,5;2\n\n');
    expect(dataset).toEqual({
      file: 'a.csv',
      format: 'csv',
      rows: [{ name: 'Reef; north', latitude: '1,5', longitude: '2' }],
    });
  });

  it.each([
    ['a JSON object that is no dataset', '{"name":"x"}'],
    ['a JSON scalar', '42'],
    ['CSV without coordinate columns', 'name,depth\nA,10\n'],
    ['an empty file', ''],
  ])('rejects %s as an unknown format', (_what, text) => {
    expect(() => parseDataset('f.txt', text)).toThrow(/unknown format/);
  });

  it('rejects broken JSON with the parser message', () => {
    expect(() => parseDataset('f.json', '[{"name": }]')).toThrow(/f\.json: invalid JSON/);
  });

  it('rejects malformed CSV', () => {
    expect(() => parseDataset('f.csv', 'name,lat,lon\n"A,1,2\n')).toThrow(ImportError);
  });
});

describe('readDataset', () => {
  it('reads the fixtures', async () => {
    expect((await readDataset(fixture('messy-sites.csv'))).rows).toHaveLength(10);
    expect((await readDataset(fixture('messy-sites.geojson'))).rows).toHaveLength(6);
  });

  it('fails clearly on an unreadable file', async () => {
    await expect(readDataset('/nonexistent/sites.json')).rejects.toThrow(
      /Cannot read \/nonexistent\/sites\.json: ENOENT/,
    );
  });
});
