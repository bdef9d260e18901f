import { parseArgs } from 'node:util';
import { ImportError } from './import-error.ts';
import { errorMessage } from '../../lib/error-message.ts';

export interface CliArgs {
  files: string[];
  source?: string | undefined;
  license?: string | undefined;
  attribution?: string | undefined;
  report?: string | undefined;
  help: boolean;
}

export const USAGE = `Usage: npm run import -- <file> [<file> …] [options]

Imports dive sites from GeoJSON (FeatureCollection), JSON (array of objects) or CSV (with a header)
into the configured database (DATABASE_URL, or the embedded database in DATA_DIR).

Options:
  --source <name>        source name stored with each spot (default: 'osm' when records carry
                         osm_id, else the file's base name)
  --license <id>         licence of the data (default for osm: ODbL-1.0)
  --attribution <text>   attribution to show (default for osm: © OpenStreetMap contributors)
  --report <file.json>   write every rejected row (file, index, name, reason) to this file
  -h, --help             show this help
`;

function nonEmpty(name: string, value: string | undefined): string | undefined {
  if (value !== undefined && !value.trim()) throw new ImportError(`--${name} must not be empty`);
  return value?.trim();
}

/** Parses the command line; throws an ImportError naming the problem. */
export function parseCliArgs(argv: readonly string[]): CliArgs {
  let parsed;
  try {
    parsed = parseArgs({
      args: [...argv],
      allowPositionals: true,
      strict: true,
      options: {
        source: { type: 'string' },
        license: { type: 'string' },
        attribution: { type: 'string' },
        report: { type: 'string' },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (error) {
    throw new ImportError(errorMessage(error));
  }
  const { values, positionals } = parsed;
  const help = values.help === true;
  if (!help && positionals.length === 0) throw new ImportError('No files given.');
  return {
    files: positionals,
    source: nonEmpty('source', values.source),
    license: nonEmpty('license', values.license),
    attribution: nonEmpty('attribution', values.attribution),
    report: nonEmpty('report', values.report),
    help,
  };
}
