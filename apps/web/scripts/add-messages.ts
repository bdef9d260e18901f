#!/usr/bin/env -S node --import tsx
// Adds messages to all six catalogs at once, keeping each catalog sorted by id.
//
//   node --import tsx apps/web/scripts/add-messages.ts messages.json [--replace]
//
// messages.json: { "<id>": { "en-US": "…", "es": "…", "fr": "…", "de": "…", "pt-BR": "…", "ja": "…" } }
// An id that exists already is refused (so two screens cannot share an id by accident) unless
// --replace is given. Every language must be present and non-empty.
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const DIR = join(dirname(fileURLToPath(import.meta.url)), '../src/lib/i18n/catalogs');
const LANGUAGES = ['en-US', 'es', 'fr', 'de', 'pt-BR', 'ja'];

const [file, flag] = process.argv.slice(2);
if (!file) {
  console.error('usage: add-messages.ts messages.json [--replace]');
  process.exit(2);
}
const replace = flag === '--replace';
/** Messages by id: a catalog, or the texts of one message by language. */
type Texts = Record<string, string>;
const additions = JSON.parse(readFileSync(file, 'utf8')) as Record<string, Partial<Texts>>;
const problems: string[] = [];
const catalogs: Record<string, Texts> = Object.fromEntries(
  LANGUAGES.map((l) => [l, JSON.parse(readFileSync(join(DIR, `${l}.json`), 'utf8')) as Texts]),
);
for (const [id, texts] of Object.entries(additions)) {
  for (const l of LANGUAGES) {
    const text = texts[l];
    if (typeof text !== 'string' || text.trim() === '') problems.push(`${id}: no ${l}`);
    else if (!replace && id in catalogs[l]!) problems.push(`${id}: already in ${l}`);
  }
}
if (problems.length) {
  console.error(problems.join('\n'));
  process.exit(1);
}
for (const l of LANGUAGES) {
  const catalog = catalogs[l]!;
  for (const [id, texts] of Object.entries(additions)) catalog[id] = texts[l]!;
  const sorted = Object.fromEntries(
    Object.keys(catalog)
      .sort()
      .map((id) => [id, catalog[id]]),
  );
  writeFileSync(join(DIR, `${l}.json`), `${JSON.stringify(sorted, null, 2)}\n`);
}
console.log(`${Object.keys(additions).length} messages in ${LANGUAGES.length} catalogs`);
