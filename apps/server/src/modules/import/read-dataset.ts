import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Dataset } from './import.types.ts';
import { ImportError } from './import-error.ts';
import { parseCsvRows } from './parse-csv.ts';
import { isGeoJson, parseGeoJson } from './parse-geojson.ts';
import { parseJsonRows } from './parse-json.ts';
import { errorMessage } from '../../lib/error-message.ts';

const EXPECTED =
  'expected a GeoJSON FeatureCollection, a JSON array of objects, or a CSV with a header naming latitude and longitude columns';

/** Recognises the format from the content (not the extension) and returns the raw rows. */
export function parseDataset(file: string, text: string): Dataset {
  const name = path.basename(file);
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (body.startsWith('{') || body.startsWith('[')) {
    let value: unknown;
    try {
      value = JSON.parse(body);
    } catch (error) {
      throw new ImportError(`${name}: invalid JSON (${errorMessage(error)})`, { cause: error });
    }
    if (isGeoJson(value)) return { file, format: 'geojson', rows: parseGeoJson(value) };
    const rows = parseJsonRows(value);
    if (rows) return { file, format: 'json', rows };
    throw new ImportError(`${name}: unknown format: ${EXPECTED}.`);
  }
  let rows: Record<string, string>[] | null;
  try {
    rows = parseCsvRows(body);
  } catch (error) {
    throw new ImportError(`${name}: unknown format or malformed CSV (${errorMessage(error)})`, {
      cause: error,
    });
  }
  if (!rows) throw new ImportError(`${name}: unknown format: ${EXPECTED}.`);
  return { file, format: 'csv', rows };
}

export async function readDataset(file: string): Promise<Dataset> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ImportError(`Cannot read ${file}: ${errorMessage(error)}`, { cause: error });
  }
  return parseDataset(file, text);
}
