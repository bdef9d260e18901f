import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '@divespot/shared/site';
import { IntlMessageFormat } from 'intl-messageformat';
import { describe, expect, it } from 'vitest';
import { loadMessages } from './language-store.ts';

interface PluralUse {
  id: string;
  variable: string;
  ordinal: boolean;
  keys: string[];
}

function pluralsOf(id: string, elements: MessageFormatElement[], found: PluralUse[] = []) {
  for (const element of elements) {
    if (element.type === TYPE.plural) {
      found.push({
        id,
        variable: element.value,
        ordinal: element.pluralType === 'ordinal',
        keys: Object.keys(element.options),
      });
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) pluralsOf(id, option.value, found);
    }
    if (element.type === TYPE.tag) pluralsOf(id, element.children, found);
  }
  return found;
}

/** Values for every argument of a message: `n` for numbers and plurals, a date, tags, text. */
function valuesFor(
  elements: MessageFormatElement[],
  n: number,
  values: Record<string, unknown> = {},
) {
  for (const element of elements) {
    switch (element.type) {
      case TYPE.literal:
      case TYPE.pound:
        break;
      case TYPE.argument:
        values[element.value] ??= 'x';
        break;
      case TYPE.number:
      case TYPE.plural:
        values[element.value] = n;
        break;
      case TYPE.date:
      case TYPE.time:
        values[element.value] = new Date(Date.UTC(2026, 5, 1));
        break;
      case TYPE.select:
        values[element.value] ??= 'other';
        break;
      case TYPE.tag:
        values[element.value] = (chunks: unknown[]) => chunks.join('');
        valuesFor(element.children, n, values);
        break;
    }
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) valuesFor(option.value, n, values);
    }
  }
  return values;
}

/** The categories a language uses for the counts people meet: 0 to 1,000. */
function categoriesInUse(code: string, type: Intl.PluralRuleType): Set<string> {
  const rules = new Intl.PluralRules(code, { type });
  return new Set(Array.from({ length: 1001 }, (_, n) => rules.select(n)));
}

describe.each(LANGUAGES.map((l) => l.code))('plural forms in %s', (code) => {
  it('every plural message has a form for each category the language uses, and no foreign one', async () => {
    const messages = (await loadMessages(code)) as unknown as Record<string, string>;
    const uses = Object.entries(messages).flatMap(([id, text]) => pluralsOf(id, parse(text)));
    expect(uses.length).toBeGreaterThan(0);
    for (const use of uses) {
      const type = use.ordinal ? 'ordinal' : 'cardinal';
      const valid = new Intl.PluralRules(code, { type }).resolvedOptions().pluralCategories;
      const categories = use.keys.filter((k) => !k.startsWith('='));
      for (const key of categories) expect(valid, `${code} ${use.id}: '${key}'`).toContain(key);
      expect(categories, `${code} ${use.id}`).toContain('other');
      for (const needed of categoriesInUse(code, type)) {
        expect(categories, `${code} ${use.id} lacks '${needed}'`).toContain(needed);
      }
    }
  });

  it('formats every plural message for 0, 1, 2, 5, 21 and 1,000,000', async () => {
    const messages = (await loadMessages(code)) as unknown as Record<string, string>;
    for (const [id, text] of Object.entries(messages)) {
      const uses = pluralsOf(id, parse(text));
      if (uses.length === 0) continue;
      for (const n of [0, 1, 2, 5, 21, 1_000_000]) {
        const values = valuesFor(parse(text), n);
        const format = () => new IntlMessageFormat(text, code).format(values);
        expect(format, `${code} ${id} (${n})`).not.toThrow();
      }
    }
  });
});
