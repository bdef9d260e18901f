import { describe, expect, it } from 'vitest';
import { csvFileName, csvOf, inertCell } from './csv.ts';

const BOM = '\ufeff';

describe('a report as CSV', () => {
  it('quotes what needs it, with CRLF line ends and a byte order mark', async () => {
    const text = await csvOf({
      header: ['Search', 'Searches'],
      rows: [
        ['manta, reef', 3],
        ['say "hi"', 2],
        ['two\nlines', 1],
        ['ジンベエザメ', 1234],
      ],
    });
    expect(text).toBe(
      `${BOM}Search,Searches\r\n"manta, reef",3\r\n"say ""hi""",2\r\n"two\nlines",1\r\nジンベエザメ,1234\r\n`,
    );
  });

  it('opens text that looks like a formula as text', async () => {
    expect(['=1+1', '+1', '-1', '@SUM(A1)', '\tx', 'a=b'].map(inertCell)).toEqual([
      "'=1+1",
      "'+1",
      "'-1",
      "'@SUM(A1)",
      "'\tx",
      'a=b',
    ]);
    // Numbers are figures, never formulas.
    expect(await csvOf({ header: ['Text', 'Count'], rows: [['=cmd()', -1]] })).toBe(
      `${BOM}Text,Count\r\n'=cmd(),-1\r\n`,
    );
  });

  it('names the file after the report and its days', () => {
    expect(csvFileName('top-pages', '2026-11-08', '2026-12-07')).toBe(
      'divespot-top-pages-2026-11-08-2026-12-07.csv',
    );
  });
});
