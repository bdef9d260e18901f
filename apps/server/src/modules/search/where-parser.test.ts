import { describe, expect, it } from 'vitest';
import { buildVocabulary, parseWhere, type WherePlace } from './where-parser.ts';
import { MONTH_WORDS, normalisedWords, wordForms } from './where-words.ts';

const box = { north: 1, east: 1, south: -1, west: -1 };
const place = (kind: WherePlace['kind'], name: string): WherePlace => ({ kind, name, bounds: box });

const vocabulary = buildVocabulary(
  [
    { slug: 'whale-shark', name: 'Whale shark', spots: 4 },
    { slug: 'reef-manta-ray', name: 'Reef manta ray', spots: 12 },
    { slug: 'oceanic-manta-ray', name: 'Oceanic manta ray', spots: 6 },
    { slug: 'scalloped-hammerhead', name: 'Scalloped hammerhead', spots: 18 },
    { slug: 'great-hammerhead', name: 'Great hammerhead', spots: 1 },
    { slug: 'galapagos-shark', name: 'Galápagos shark', spots: 6 },
    { slug: 'humpback-whale', name: 'Humpback whale', spots: 6 },
    { slug: 'grey-reef-shark', name: 'Grey reef shark', spots: 24 },
    { slug: 'whitetip-reef-shark', name: 'Whitetip reef shark', spots: 18 },
  ],
  [
    place('region', 'Bali'),
    place('region', 'Galápagos Islands'),
    place('country', 'Maldives'),
    place('country', 'Indonesia'),
    place('region', 'Baa Atoll'),
  ],
);

const parse = (text: string) => parseWhere(text, vocabulary);
const slugs = (text: string) => parse(text)?.species.map((s) => s.slug);

describe('where words', () => {
  it('normalises as search_norm does', () => {
    expect(normalisedWords('  Tiburón-ballena, MARZO! ')).toEqual(['tiburon', 'ballena', 'marzo']);
  });

  it('knows the months of every language of the app, and English abbreviations', () => {
    const months = Object.fromEntries(
      [
        'march',
        'mar',
        'marzo',
        'mars',
        'marz',
        'marco',
        '3月',
        'sept',
        'sep',
        'august',
        'aout',
      ].map((w) => [w, MONTH_WORDS.get(w)]),
    );
    expect(months).toEqual({
      march: 3,
      mar: 3,
      marzo: 3,
      mars: 3,
      marz: 3,
      marco: 3,
      '3月': 3,
      sept: 9,
      sep: 9,
      august: 8,
      aout: 8,
    });
    expect(MONTH_WORDS.get('mayo')).toBe(5);
    expect(MONTH_WORDS.get('dezember')).toBe(12);
    expect(MONTH_WORDS.get('shark')).toBeUndefined();
  });

  it('reads simple English plurals', () => {
    expect(wordForms('mantas')).toContain('manta');
    expect(wordForms('hammerheads')).toContain('hammerhead');
    expect(wordForms('butterflies')).toContain('butterfly');
    expect(wordForms('grass')).toEqual(['grass']);
    expect(wordForms('ray')).toEqual(['ray']);
  });
});

describe('parseWhere', () => {
  it('reads a species and a month in any language of the app', () => {
    for (const text of [
      'whale shark march',
      'whale sharks in March',
      'Whale shark marzo',
      'whale shark en mars',
      'whale shark im März',
      'march whale shark',
      'whale shark 3月',
      'whale shark mar',
    ]) {
      const found = parse(text);
      expect(found, text).toMatchObject({ month: 3, title: 'Whale shark' });
      expect(
        found?.species.map((s) => s.slug),
        text,
      ).toEqual(['whale-shark']);
      expect(found?.place, text).toBeUndefined();
    }
  });

  it('reads a species and a place, several species under their shared name', () => {
    expect(parse('mantas in bali')).toMatchObject({
      title: 'Manta ray',
      place: { name: 'Bali', kind: 'region' },
    });
    expect(slugs('mantas in bali')).toEqual(['reef-manta-ray', 'oceanic-manta-ray']);
    expect(parse('manta ray maldives')).toMatchObject({ place: { name: 'Maldives' } });
    expect(parse('whale sharks in the Maldives')).toMatchObject({ title: 'Whale shark' });
    expect(parse('bali mantas')).toMatchObject({ place: { name: 'Bali' } });
  });

  it('reads species, place and month together, the place by the start of its words', () => {
    const found = parse('hammerheads galapagos september');
    expect(found).toMatchObject({ month: 9, title: 'Hammerhead' });
    expect(found?.place?.name).toBe('Galápagos Islands');
    expect(found?.species.map((s) => s.slug)).toEqual(['scalloped-hammerhead', 'great-hammerhead']);
    expect(parse('mantas in bali in sept')).toMatchObject({ month: 9, place: { name: 'Bali' } });
    expect(parse('whale shark march indonesia')).toMatchObject({ place: { name: 'Indonesia' } });
  });

  it('prefers species typed whole, and joins names without a shared one', () => {
    expect(slugs('grey reef shark march')).toEqual(['grey-reef-shark']);
    expect(parse('reef sharks march')).toMatchObject({ title: 'Reef shark' });
    expect(parse('whale march')).toMatchObject({ title: 'Humpback whale, Whale shark' });
    expect(parse('galapagos shark september')).toMatchObject({
      title: 'Galápagos shark',
      month: 9,
    });
    expect(parse('galapagos shark september')?.place).toBeUndefined();
  });

  it('answers null without a species, without a month or place, or with words left over', () => {
    for (const text of [
      'whale shark',
      'mantas',
      'bali march',
      'march',
      'whale shark march xyz',
      'whale shark march bali nowhere',
      'whale march shark',
      'whale shark m',
      'wh march',
      'in in march',
      '',
      '!!! ??? ###',
      'whale shark march april',
      'a'.repeat(100),
      'whale shark march '.repeat(5),
    ]) {
      expect(parse(text), text).toBeNull();
    }
  });
});
