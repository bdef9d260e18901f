import { describe, expect, it } from 'vitest';
import { attempt, check, inRange, ToolInputError } from './input.ts';

describe('inRange', () => {
  it('accepts both bounds', () => {
    expect(inRange('depth', 0, 0, 250)).toBe(0);
    expect(inRange('depth', 250, 0, 250)).toBe(250);
    expect(check('o2', 21, 'o2')).toBe(21);
    expect(check('o2', 100, 'o2')).toBe(100);
  });

  it('refuses what is outside, or not a finite number', () => {
    expect(() => inRange('depth', -1e-9, 0, 250)).toThrow(
      expect.objectContaining({ field: 'depth', issue: { code: 'range', min: 0, max: 250 } }),
    );
    for (const value of [Number.NaN, Infinity, -Infinity, '10' as unknown as number]) {
      expect(() => inRange('depth', value, 0, 250)).toThrow(
        expect.objectContaining({ field: 'depth', issue: { code: 'number' } }),
      );
    }
  });
});

describe('ToolInputError', () => {
  it('is a RangeError with a message naming the field', () => {
    const error = new ToolInputError('o2', { code: 'range', min: 21, max: 100 });
    expect(error).toBeInstanceOf(RangeError);
    expect(error.name).toBe('ToolInputError');
    expect(error.message).toBe('o2 must be between 21 and 100');
    expect(new ToolInputError('o2', { code: 'number' }).message).toBe('o2 must be a number');
    const notAbove = new ToolInputError('endPressure', {
      code: 'notAbove',
      other: 'startPressure',
    });
    expect(notAbove.message).toBe('endPressure must not be greater than startPressure');
  });
});

describe('attempt', () => {
  it('wraps a value', () => {
    expect(attempt(() => 42)).toEqual({ ok: true, value: 42 });
  });

  it('turns a refused input into a result', () => {
    const result = attempt(() => check('time', 0, 'time'));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toBeInstanceOf(ToolInputError);
    expect(!result.ok && result.error.field).toBe('time');
  });

  it('lets any other error through', () => {
    expect(() =>
      attempt(() => {
        throw new TypeError('bug');
      }),
    ).toThrow(TypeError);
  });
});
