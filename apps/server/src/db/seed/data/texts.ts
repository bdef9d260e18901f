import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { TRANSLATED_LANGUAGES, type TranslatedLanguage } from '@divespot/shared/text-languages';

/**
 * Our regions', spots' and species' texts in the other interface languages (decision 0014):
 * `i18n/<language>/{regions,spots,species}.json` beside this file, each an object by the
 * record's slug. A missing file means no translations of that kind in that language yet.
 */

const DIR = fileURLToPath(new URL('./i18n/', import.meta.url));

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'kebab-case slug');
const text = z
  .string()
  .trim()
  .min(1)
  .refine((t) => !/\s{2,}/.test(t), 'no runs of spaces or line breaks');

/** A region's name (only where the language names it differently) and description. */
export const regionTextsSchema = z.record(
  slug,
  z.strictObject({ name: text.optional(), description: text }),
);
export const spotTextsSchema = z.record(slug, z.strictObject({ description: text }));
/** `commonName` is null where the language has no established name for the species. */
export const speciesTextsSchema = z.record(
  slug,
  z.strictObject({ commonName: text.nullable(), description: text }),
);

export interface LanguageTexts {
  language: TranslatedLanguage;
  regions: z.infer<typeof regionTextsSchema>;
  spots: z.infer<typeof spotTextsSchema>;
  species: z.infer<typeof speciesTextsSchema>;
}

export interface SeedTexts {
  languages: LanguageTexts[];
  /** A digest of every file read: the seed step of this content is named after it. */
  digest: string;
}

/** Reads and validates every translation file there is, naming the file on error. */
export function loadSeedTexts(dir: string = DIR): SeedTexts {
  const hash = createHash('sha256');
  const read = <T>(language: string, kind: string, schema: z.ZodType<T>): T | undefined => {
    const file = `${dir}${language}/${kind}.json`;
    if (!existsSync(file)) return undefined;
    const raw = readFileSync(file, 'utf8');
    hash.update(`${language}/${kind}\n${raw}\n`);
    const parsed = schema.safeParse(JSON.parse(raw));
    if (!parsed.success) {
      throw new Error(`i18n/${language}/${kind}.json: ${z.prettifyError(parsed.error)}`);
    }
    return parsed.data;
  };
  const languages = TRANSLATED_LANGUAGES.map((language) => ({
    language,
    regions: read(language, 'regions', regionTextsSchema) ?? {},
    spots: read(language, 'spots', spotTextsSchema) ?? {},
    species: read(language, 'species', speciesTextsSchema) ?? {},
  }));
  return { languages, digest: hash.digest('hex').slice(0, 12) };
}
