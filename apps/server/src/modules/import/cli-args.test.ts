import { describe, expect, it } from 'vitest';
import { parseCliArgs } from './cli-args.ts';
import { formatSummary, rejectionsByReason } from './format-summary.ts';
import type { ImportSummary } from './import.types.ts';

describe('parseCliArgs', () => {
  it('takes files and options in any order', () => {
    expect(
      parseCliArgs([
        'a.json',
        '--source',
        'shops',
        'b.csv',
        '--license=CC0-1.0',
        '--report',
        'r.json',
      ]),
    ).toEqual({
      files: ['a.json', 'b.csv'],
      source: 'shops',
      license: 'CC0-1.0',
      attribution: undefined,
      report: 'r.json',
      help: false,
    });
  });

  it('refuses no files, unknown options and empty values', () => {
    expect(() => parseCliArgs([])).toThrow('No files given.');
    expect(() => parseCliArgs(['a.json', '--sauce', 'x'])).toThrow(/Unknown option '--sauce'/);
    expect(() => parseCliArgs(['a.json', '--source', ' '])).toThrow('--source must not be empty');
  });

  it('accepts --help alone', () => {
    expect(parseCliArgs(['-h']).help).toBe(true);
  });
});

describe('formatSummary', () => {
  const summary: ImportSummary = {
    files: [
      {
        file: 'a.csv',
        format: 'csv',
        source: 'a',
        license: 'unspecified',
        rows: 4,
        inserted: 1,
        updated: 1,
        unchanged: 0,
        rejected: 2,
      },
    ],
    rowsRead: 4,
    inserted: 1,
    updated: 1,
    unchanged: 0,
    rejected: [
      { file: 'a.csv', index: 1, name: null, reason: 'missing name' },
      { file: 'a.csv', index: 2, name: 'X', reason: 'coordinates 0,0' },
    ],
  };

  it('counts rejections by reason and warns about a missing licence', () => {
    expect(rejectionsByReason(summary)).toEqual([
      ['coordinates 0,0', 1],
      ['missing name', 1],
    ]);
    const text = formatSummary(summary, 1.234);
    expect(text).toContain('rows read:  4');
    expect(text).toContain('    missing name: 1');
    expect(text).toContain("Warning: no --license given for a.csv; stored as 'unspecified'.");
  });
});
