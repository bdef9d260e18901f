import { describe, expect, it } from 'vitest';
import { createCountryLocator } from './country-locator.ts';

const locate = createCountryLocator();

describe('createCountryLocator', () => {
  it('puts offshore dive sites in the country of the nearest coast', () => {
    expect(locate(27.8135, 33.9203)).toBe('EG'); // SS Thistlegorm, Strait of Gubal
    expect(locate(4.115, 118.628)).toBe('MY'); // Sipadan
    expect(locate(17.316, -87.535)).toBe('BZ'); // Great Blue Hole
    expect(locate(36.05, 14.19)).toBe('MT'); // Gozo
  });

  it('tells neighbours apart where their boxes overlap', () => {
    // Southeast Alaska lies inside Canada's bounding box.
    expect(locate(55.34, -131.64)).toBe('US');
    expect(locate(49.3, -123.2)).toBe('CA'); // Vancouver
  });

  it('matches territories the atlas draws as part of another country', () => {
    expect(locate(12.15, -68.28)).toBe('BQ'); // Bonaire, not the Netherlands
    expect(locate(-10.49, 105.63)).toBe('CX'); // Christmas Island
  });

  it('works on both sides of the antimeridian and leaves the open ocean empty', () => {
    expect(locate(-16.8, 179.9)).toBe('FJ');
    expect(locate(-16.3, -179.9)).toBe('FJ');
    expect(locate(30, -40)).toBeNull();
  });
});

describe('outlines that cross the antimeridian', () => {
  it('do not swallow places at their latitude elsewhere in the world', () => {
    expect(locate(-16.759, 145.973)).toBe('AU'); // Green Island, Cairns (Fiji's latitude)
    expect(locate(-16.5067, -145.4572)).toBe('PF'); // Fakarava
    expect(locate(67.2336, 14.6208)).toBe('NO'); // Saltstraumen (Russia's latitude)
    expect(locate(65.0, 179.5)).toBe('RU'); // Chukotka
  });
});
