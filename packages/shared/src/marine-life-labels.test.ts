import { describe, expect, it } from 'vitest';
import {
  iucnStatusLabel,
  snippet,
  speciesGroupLabel,
  speciesPageDescription,
  speciesPageTitle,
} from './marine-life-labels.ts';

describe('labels', () => {
  it('names groups and Red List codes', () => {
    expect(speciesGroupLabel('bony-fish')).toBe('Fish');
    expect(speciesGroupLabel('kraken')).toBe('kraken');
    expect(iucnStatusLabel('VU')).toBe('Vulnerable');
    expect(iucnStatusLabel('XX')).toBeNull();
    expect(iucnStatusLabel(null)).toBeNull();
  });
});

describe('snippet', () => {
  it('keeps whole sentences within the limit, else cuts at a word', () => {
    expect(snippet('Short.')).toBe('Short.');
    expect(snippet('One two three. Four five six.', 20)).toBe('One two three.');
    expect(snippet('A very long sentence without a stop anywhere', 20)).toBe('A very long…');
  });
});

describe('species page title and description', () => {
  const shark = {
    commonName: 'Whale shark',
    scientificName: 'Rhincodon typus',
    group: 'shark',
    iucnStatus: 'EN',
  };
  it('uses both names in the title and the description when there is one', () => {
    expect(speciesPageTitle(shark)).toBe('Whale shark (Rhincodon typus)');
    expect(speciesPageDescription({ ...shark, description: 'Big. Spotted.' })).toBe(
      'Big. Spotted.',
    );
  });
  it('writes a summary line when the species has no description', () => {
    expect(speciesPageDescription({ ...shark, description: null })).toBe(
      'Whale shark (Rhincodon typus), sharks (IUCN Endangered): size, depth range and where and when divers see it.',
    );
  });
});
