/** Display names of data sources, by the `source` code records carry. */
const SOURCES: Record<string, string> = {
  divespot: 'DiveSpot editorial team',
  osm: 'OpenStreetMap contributors',
  synthetic: 'Generated test data',
};

/** Licences records are published under, by SPDX identifier. */
const LICENSES: Record<string, { label: string; url: string }> = {
  'CC-BY-4.0': { label: 'CC BY 4.0', url: 'https://creativecommons.org/licenses/by/4.0/' },
  'CC-BY-SA-4.0': {
    label: 'CC BY-SA 4.0',
    url: 'https://creativecommons.org/licenses/by-sa/4.0/',
  },
  'CC0-1.0': { label: 'CC0 1.0', url: 'https://creativecommons.org/publicdomain/zero/1.0/' },
  'ODbL-1.0': { label: 'ODbL 1.0', url: 'https://opendatacommons.org/licenses/odbl/1-0/' },
};

export const sourceName = (code: string) => SOURCES[code] ?? code;

/** Label and link of a licence; unknown identifiers are shown as they are, without a link. */
export const licenseInfo = (code: string): { label: string; url?: string } =>
  LICENSES[code] ?? { label: code === 'unspecified' ? 'not specified' : code };
