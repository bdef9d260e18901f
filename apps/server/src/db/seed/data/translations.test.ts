import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadSeedDataset } from './dataset.ts';

/*
 * Our own texts in the five languages beside English (i18n/<language>/*.json): the descriptions of
 * every region, spot and species of the seed, region names where a language has its own form, and
 * species' common names where an established one exists (null where none is: the product then
 * shows the scientific name with the English one).
 */
const LANGUAGES = ['es', 'fr', 'de', 'pt-BR', 'ja'] as const;
const text = z.string().trim().min(20);
const SCHEMAS = {
  regions: z.record(
    z.string(),
    z.strictObject({ name: z.string().min(2).optional(), description: text }),
  ),
  spots: z.record(z.string(), z.strictObject({ description: text })),
  species: z.record(
    z.string(),
    z.strictObject({ commonName: z.string().min(2).nullable(), description: text }),
  ),
};

const read = (language: string, kind: keyof typeof SCHEMAS) =>
  SCHEMAS[kind].parse(
    JSON.parse(
      readFileSync(
        fileURLToPath(new URL(`i18n/${language}/${kind}.json`, import.meta.url)),
        'utf8',
      ),
    ),
  );

const data = loadSeedDataset();
const english = {
  regions: new Map(data.regions.map((r) => [r.slug, r.description])),
  spots: new Map(data.spots.map((s) => [s.slug, s.description])),
  species: new Map(data.species.map((s) => [s.slug, s.description])),
};

const ROMAN: Record<string, number> = { I: 1, V: 5, X: 10, L: 50, C: 100 };
const roman = (numeral: string) =>
  [...numeral].reduce((sum, c, i) => {
    const value = ROMAN[c] ?? 0;
    return sum + (value < (ROMAN[numeral[i + 1] ?? ''] ?? 0) ? -value : value);
  }, 0);

/**
 * The figures of a text: runs of digits, and centuries in Roman numerals ('siglo XIX' keeps the
 * English '19th century'). A translation keeps every figure of the English text.
 */
const figures = (s: string) => [
  ...(s.match(/\d+/g) ?? []),
  ...(s.match(/\b[IVXLC]{2,}\b/g) ?? []).map((n) => String(roman(n))),
];

describe.each(LANGUAGES)('our texts in %s', (language) => {
  it.each(['regions', 'spots', 'species'] as const)(
    'translate every %s record of the seed, and no other',
    (kind) => {
      const translated = read(language, kind);
      expect(Object.keys(translated).sort()).toEqual([...english[kind].keys()].sort());
    },
  );

  it.each(['regions', 'spots', 'species'] as const)(
    'keep the figures of the English %s descriptions',
    (kind) => {
      const translated = read(language, kind);
      const lost = [...english[kind]].flatMap(([slug, source]) => {
        const own = translated[slug]?.description ?? '';
        const missing = figures(source).filter((n) => !figures(own).includes(n));
        return missing.length > 0 ? [`${slug}: ${missing.join(', ')}`] : [];
      });
      expect(lost).toEqual([]);
    },
  );
});
