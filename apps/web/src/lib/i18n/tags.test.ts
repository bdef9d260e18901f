import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { humanize } from '@divespot/shared/spot-vocabulary';
import { LANGUAGES } from '@divespot/shared/site';
import { describe, expect, it } from 'vitest';
import enUS from './catalogs/en-US.json';
import { loadMessages } from './language-store.ts';
import { tagFallbackLabel, tagKey } from './tags.ts';

/** Every tag of the seed's spots (apps/server/src/db/seed/data/spots.*.json). */
function seedTags(): string[] {
  const dir = join(import.meta.dirname, '../../../../server/src/db/seed/data');
  const files = readdirSync(dir).filter((f) => /^spots\..+\.json$/.test(f));
  const spots = files.flatMap(
    (f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { tags?: string[] }[],
  );
  return [...new Set(spots.flatMap((s) => s.tags ?? []))];
}

const english = enUS as Record<string, string>;
const tags = seedTags();
const labels = Object.entries(english).filter(([id]) => id.startsWith('vocab.tag.'));

describe('spot tags', () => {
  it('all have a label in each of the six languages', async () => {
    expect(tags.length).toBeGreaterThan(100);
    for (const { code } of LANGUAGES) {
      const messages = (await loadMessages(code)) as Record<string, string>;
      const missing = tags.filter((tag) => !messages[`vocab.tag.${tagKey(tag)}`]);
      expect(missing, code).toEqual([]);
    }
  });

  it('are written in English as divers write them, never by naive capitalisation', () => {
    expect(english['vocab.tag.ww2']).toBe('WW2');
    expect(english['vocab.tag.wwii']).toBe('WWII');
    expect(english['vocab.tag.national-park']).toBe('National park');
    expect(english['vocab.tag.penetration']).toBe('Penetration');
    for (const [id, label] of labels) {
      // 'Ww2': a capital, small letters, then a digit is how naive capitalisation writes an
      // abbreviation.
      expect(label, id).not.toMatch(/\b[A-Z][a-z]+\d/);
      // Sentence case: a label starts with a capital (or a number), never with the code's form.
      expect(label, id).toMatch(/^[\p{Lu}\d]/u);
      expect(label, id).toBe(label.trim());
    }
    // The war abbreviations are capitals whatever the data's spelling ('ww2', 'WWII').
    for (const tag of tags.filter((t) => /^ww/i.test(t))) {
      const label = english[`vocab.tag.${tagKey(tag)}`] ?? '';
      expect(label, tag).toBe(label.toUpperCase());
      if (tag !== tag.toUpperCase()) expect(label, tag).not.toBe(humanize(tag));
    }
  });

  it('share a label however the data spells them', () => {
    expect(tagKey('artificial reef')).toBe('artificial-reef');
    expect(tagKey('artificial-reef')).toBe('artificial-reef');
    expect(tagKey(' Kelp_forest ')).toBe('kelp-forest');
    expect(tagKey('WWII')).toBe('wwii');
  });

  it('without a label read in English as divers write them', () => {
    expect(tagFallbackLabel('ww2')).toBe('WW2');
    expect(tagFallbackLabel('wwii')).toBe('WWII');
    expect(tagFallbackLabel('hms-hermes')).toBe('HMS hermes');
    expect(tagFallbackLabel('kelp forest')).toBe('Kelp forest');
    expect(humanize('ww2')).toBe('Ww2');
  });
});
