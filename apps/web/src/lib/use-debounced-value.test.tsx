// @vitest-environment happy-dom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDebouncedValue } from './use-debounced-value.ts';

describe('useDebouncedValue', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  const debounced = (initial: { value: string; since?: number }) =>
    renderHook(({ value, since }) => useDebouncedValue(value, 300, since), {
      initialProps: initial,
    });

  it('gives a new value once it has not changed for the delay', () => {
    const { result, rerender } = debounced({ value: 'a' });
    rerender({ value: 'b' });
    act(() => {
      vi.advanceTimersByTime(200);
    });
    rerender({ value: 'c' });
    act(() => {
      vi.advanceTimersByTime(299);
    });
    expect(result.current).toBe('a');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('c');
  });

  it('counts the delay from when the value changed, when the render came later', () => {
    const { result, rerender } = debounced({ value: 'a' });
    const changed = performance.now();
    // The render that brings the value comes 180 ms after it changed (a busy page).
    act(() => {
      vi.advanceTimersByTime(180);
    });
    rerender({ value: 'b', since: changed });
    act(() => {
      vi.advanceTimersByTime(119);
    });
    expect(result.current).toBe('a');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(result.current).toBe('b');
  });

  it('gives a value at once when its delay has passed before the render', () => {
    const { result, rerender } = debounced({ value: 'a' });
    const changed = performance.now();
    act(() => {
      vi.advanceTimersByTime(500);
    });
    rerender({ value: 'b', since: changed });
    act(() => {
      vi.advanceTimersByTime(0);
    });
    expect(result.current).toBe('b');
  });
});
