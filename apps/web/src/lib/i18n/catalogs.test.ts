import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { LANGUAGES } from '@divespot/shared/site';
import { describe, expect, it } from 'vitest';
import enUS from './catalogs/en-US.json';
import { loadMessages } from './language-store.ts';

/** The names of a message's arguments ({email}, {count, plural, …}), sorted. */
function argumentsOf(elements: MessageFormatElement[], names = new Set<string>()): string[] {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    names.add(element.value);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) argumentsOf(option.value, names);
    }
    if (element.type === TYPE.tag) argumentsOf(element.children, names);
  }
  return [...names].sort();
}

const source = enUS as Record<string, string>;

describe.each(LANGUAGES.map((l) => l.code))('the %s catalog', (code) => {
  it('has exactly the ids of the English (US) catalog', async () => {
    const messages = (await loadMessages(code)) as Record<string, string>;
    expect(Object.keys(messages).sort()).toEqual(Object.keys(source).sort());
  });

  it('holds valid ICU messages, none empty, with the English arguments', async () => {
    const messages = (await loadMessages(code)) as Record<string, string>;
    for (const [id, message] of Object.entries(messages)) {
      expect(message.trim(), `${code} ${id}`).not.toBe('');
      const elements = parse(message);
      expect(argumentsOf(elements), `${code} ${id}`).toEqual(argumentsOf(parse(source[id]!)));
    }
  });
});
