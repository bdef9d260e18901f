import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

let byCode: Map<string, string> | undefined;

/**
 * The continent of an ISO 3166-1 alpha-2 code ('EG' → 'Africa'), from the same world-countries
 * data the country rows were seeded from. The table has no column for it, and a lookup keeps the
 * schema as it is; the ~250 entries are read once, on first use.
 */
export function continentOf(code: string): string | null {
  if (!byCode) {
    const countries = require('world-countries') as { cca2: string; region: string }[];
    byCode = new Map(
      countries.map((c) => [c.cca2, c.region === 'Antarctic' ? 'Antarctica' : c.region]),
    );
  }
  return byCode.get(code) ?? null;
}
