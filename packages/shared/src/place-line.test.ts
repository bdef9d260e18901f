import { describe, expect, it } from 'vitest';
import { placeLine } from './place-line.ts';

describe('placeLine', () => {
  it('joins a region and its country', () => {
    expect(placeLine('Hurghada', 'Egypt')).toBe('Hurghada, Egypt');
  });

  it('names a place once when the region is called like its country or ends with it', () => {
    expect(placeLine('Palau', 'Palau')).toBe('Palau');
    expect(placeLine('Long Island, Bahamas', 'Bahamas')).toBe('Long Island, Bahamas');
    expect(placeLine('long island, BAHAMAS', 'Bahamas')).toBe('long island, BAHAMAS');
  });

  it('keeps a country that only appears inside the region name', () => {
    expect(placeLine('Bahamas Banks', 'Bahamas')).toBe('Bahamas Banks, Bahamas');
  });

  it('gives what there is when one part is missing', () => {
    expect(placeLine(undefined, 'Egypt')).toBe('Egypt');
    expect(placeLine('Hurghada', null)).toBe('Hurghada');
    expect(placeLine(' ', '')).toBe('');
  });
});
