import { useEffect, useState } from 'react';

/**
 * `value`, once it has stopped changing for `delayMs` (compared with `Object.is`). `since`: when
 * the value changed (performance.now()), when that was before the render that brings it (a map
 * that stopped while its frames kept the page busy): the delay counts from then.
 */
export function useDebouncedValue<T>(value: T, delayMs: number, since?: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const wait = since === undefined ? delayMs : since + delayMs - performance.now();
    const timer = setTimeout(() => setSettled(value), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [value, delayMs, since]);
  return settled;
}
