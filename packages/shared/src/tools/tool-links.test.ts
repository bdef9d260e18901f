import { describe, expect, it } from 'vitest';
import { planDiveHref, urlNumber, waterModelOfWaterType } from './tool-links.ts';

describe('waterModelOfWaterType', () => {
  it('counts the ocean, and a spot of unknown water, as sea water', () => {
    expect(waterModelOfWaterType('ocean')).toBe('salt');
    expect(waterModelOfWaterType(null)).toBe('salt');
    expect(waterModelOfWaterType(undefined)).toBe('salt');
    expect(waterModelOfWaterType('brackish')).toBe('salt');
    // A cenote's fresh water lies on salt water below its halocline.
    expect(waterModelOfWaterType('cenote')).toBe('salt');
  });

  it('counts inland water as fresh water', () => {
    for (const type of ['lake', 'river', 'quarry', 'spring']) {
      expect(waterModelOfWaterType(type)).toBe('fresh');
    }
  });
});

describe('urlNumber', () => {
  it('writes at most four decimals without trailing zeros', () => {
    expect(urlNumber(30)).toBe('30');
    expect(urlNumber(2.5)).toBe('2.5');
    expect(urlNumber(12.345678)).toBe('12.3457'); // 123456.78 → 123457 / 10000
    expect(urlNumber(-430)).toBe('-430');
  });
});

describe('planDiveHref', () => {
  it('prefills the depth and sea water of an ocean spot', () => {
    expect(planDiveHref('mod', { maxDepth: 30, waterType: 'ocean', altitude: null })).toBe(
      '/tools/mod-calculator?depth=30&water=salt',
    );
  });

  it('adds the altitude of an inland spot', () => {
    expect(
      planDiveHref('freediving', { maxDepth: 12.345678, waterType: 'lake', altitude: 1000 }),
    ).toBe('/tools/freediving-calculator?depth=12.3457&water=fresh&alt=1000');
    expect(planDiveHref('ead', { maxDepth: 0, waterType: 'quarry', altitude: -430 })).toBe(
      '/tools/ead-calculator?depth=0&water=fresh&alt=-430',
    );
  });

  it('leaves out an unknown depth and a sea-level altitude', () => {
    expect(planDiveHref('sac', { maxDepth: null, waterType: null, altitude: 0 })).toBe(
      '/tools/sac-calculator?water=salt',
    );
    expect(planDiveHref('sac', { maxDepth: null, waterType: 'river', altitude: null })).toBe(
      '/tools/sac-calculator?water=fresh',
    );
  });
});
