import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { MessageId } from './messages.ts';

/*
 * Spot tags ('wreck', 'ww2', 'kelp forest'): free words of the data, each with a label in every
 * language (`vocab.tag.<key>`, the 'tags' catalog area). A tag no catalog knows yet (an import
 * brought it) reads in English, written as divers write it, and is marked as English.
 */

/** The catalog key of a tag: lower case, words joined by hyphens ('Kelp forest' → 'kelp-forest'). */
export function tagKey(tag: string): string {
  return tag
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
}

/** Words divers write in capitals: war abbreviations and the like. */
const UPPER = new Set([
  'ww1',
  'ww2',
  'wwi',
  'wwii',
  'hms',
  'uss',
  'ss',
  'mv',
  'usat',
  'rms',
  'sms',
]);

/**
 * A tag no catalog knows, in English as divers write it: sentence case, abbreviations in
 * capitals ('ww2' → 'WW2', 'hms-hermes' → 'HMS hermes'), never 'Ww2'.
 */
export function tagFallbackLabel(tag: string): string {
  const words = tag
    .trim()
    .split(/[\s_-]+/)
    .filter(Boolean);
  return words
    .map((word, i) => {
      if (UPPER.has(word.toLowerCase()) || /\d/.test(word)) return word.toUpperCase();
      return i === 0 ? word.charAt(0).toUpperCase() + word.slice(1) : word;
    })
    .join(' ');
}

/** A tag's label in the page's language, with `lang="en"` when it has none in it. */
export function useTagLabel() {
  const intl = useIntl();
  return useCallback(
    (tag: string): { text: string; lang?: 'en' } => {
      const id = `vocab.tag.${tagKey(tag)}` as MessageId;
      return intl.messages[id]
        ? { text: intl.formatMessage({ id }) }
        : { text: tagFallbackLabel(tag), lang: intl.locale.startsWith('en') ? undefined : 'en' };
    },
    [intl],
  );
}
