import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/* What the page text of a language is read against: English catalog messages, stored texts. */

const CATALOGS = join(import.meta.dirname, '../../apps/web/src/lib/i18n/catalogs');
const SEED = join(import.meta.dirname, '../../apps/server/src/db/seed/data');

const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, 'utf8')) as T;
const catalog = (code: string) => readJson<Record<string, string>>(join(CATALOGS, `${code}.json`));

/** A message's literal text between its arguments and tags: 'Show {count} more' → ['Show', 'more']. */
function literalParts(message: string): string[] {
  let text = message;
  // Innermost {…} first, so plural and select branches go with their argument.
  while (/\{[^{}]*\}/.test(text)) text = text.replace(/\{[^{}]*\}/g, '\u0000');
  return text
    .replace(/<\/?[\w-]+>/g, '\u0000')
    .split('\u0000')
    .map((part) => part.replace(/\s+/g, ' ').trim());
}

/**
 * Pieces of English (US) messages long enough not to be names (20 characters, two words or more),
 * that the language's own message does not use too: none may show on a page in that language.
 */
export function englishFragments(code: string): { id: string; text: string }[] {
  const english = catalog('en-US');
  const own = catalog(code);
  return Object.entries(english).flatMap(([id, message]) =>
    literalParts(message)
      .filter((text) => text.length >= 20 && text.includes(' ') && !own[id]?.includes(text))
      .map((text) => ({ id, text })),
  );
}

interface SeedRecord {
  slug: string;
  name?: string;
  commonName?: string;
  description: string;
}

const seedRecords = (kind: string): SeedRecord[] =>
  readdirSync(SEED)
    .filter((f) => f.startsWith(`${kind}.`) && f.endsWith('.json'))
    .flatMap((f) => readJson<SeedRecord[]>(join(SEED, f)));

const translations = (code: string, kind: string): Record<string, Partial<SeedRecord>> => {
  try {
    return readJson(join(SEED, 'i18n', code, `${kind}.json`));
  } catch {
    return {};
  }
};

/**
 * Our stored English texts that must not show unmarked on a page in `code`: every description
 * (translated ones must show translated, the others marked as English), and the names that have
 * a form in the language (`whole`: names, matched as whole words, they are short).
 */
export function storedEnglish(code: string): { what: string; text: string; whole: boolean }[] {
  const texts: { what: string; text: string; whole: boolean }[] = [];
  for (const kind of ['regions', 'spots', 'species']) {
    const translated = translations(code, kind);
    for (const record of seedRecords(kind)) {
      texts.push({ what: `${kind}/${record.slug}`, text: record.description, whole: false });
      const own = translated[record.slug];
      if (own?.commonName && record.commonName) {
        texts.push({ what: `${record.slug} name`, text: record.commonName, whole: true });
      }
      if (own?.name && record.name) {
        // Whole words: 'Bali' is not in 'Balistoides'.
        texts.push({ what: `${record.slug} name`, text: record.name, whole: true });
      }
    }
  }
  return texts;
}

/**
 * Our spots' names: proper names, the same in every language, which often hold their region's
 * ('Blue Hole (Dahab)', the spot Netrani Island in the region Netrani Island).
 */
export function spotNames(): string[] {
  return seedRecords('spots')
    .map((r) => r.name)
    .filter((n): n is string => Boolean(n))
    .sort((a, b) => b.length - a.length);
}

/** A spot tag's label in a language, as the catalogs have it. */
export function tagLabel(code: string, tag: string): string {
  const key = tag
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  const label = catalog(code)[`vocab.tag.${key}`];
  if (!label) throw new Error(`No label for the tag ${tag} in ${code}`);
  return label;
}

/** A region's name in a language, as our translation files have it. */
export function translatedName(code: string, kind: 'regions', slug: string): string {
  const name = translations(code, kind)[slug]?.name;
  if (!name) throw new Error(`No ${code} name for ${kind}/${slug}`);
  return name;
}
