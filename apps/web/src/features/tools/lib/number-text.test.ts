import { describe, expect, it } from 'vitest';
import {
  formatDuration,
  formatNumberText,
  parseDurationText,
  parseNumberText,
} from './number-text.ts';

describe('number text', () => {
  it('reads either decimal separator and refuses anything that is not a number', () => {
    expect(parseNumberText('1,4')).toBe(1.4);
    expect(parseNumberText(' 1.4 ')).toBe(1.4);
    expect(parseNumberText('.5')).toBe(0.5);
    expect(parseNumberText('-5')).toBe(-5);
    expect(parseNumberText('1 000')).toBe(1000);
    for (const bad of ['', ' ', 'abc', '1.2.3', '1,2,3', '12a', 'Infinity', '1e3', '0x10']) {
      expect(parseNumberText(bad), bad).toBeNaN();
    }
  });

  it('writes values back in the language, without grouping', () => {
    expect(formatNumberText(1.4, 'de', 1)).toBe('1,4');
    expect(formatNumberText(2901.5, 'en-US', 0)).toBe('2902');
    expect(formatNumberText(33.25, 'fr', 1)).toBe('33,3');
  });

  it('reads m:ss or seconds, and writes m:ss', () => {
    expect(parseDurationText('3:30')).toBe(210);
    expect(parseDurationText('210')).toBe(210);
    expect(parseDurationText('3:75')).toBeNaN();
    expect(parseDurationText('soon')).toBeNaN();
    expect(formatDuration(210)).toBe('3:30');
    expect(formatDuration(59.6)).toBe('1:00');
    expect(formatDuration(485.2)).toBe('8:05');
  });
});
