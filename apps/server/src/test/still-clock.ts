import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Rate limits count in fixed windows (modules/auth/rate-limit.ts): a test that ran across a
 * window's end would start counting afresh halfway through and see a request let through that
 * it expects refused. Holds the clock the limits read (`Date.now`) still during each test of the
 * file that calls this; timers and `performance.now()` still run.
 */
export function holdClockStillInEachTest(): void {
  beforeEach(() => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.now());
  });
  afterEach(() => {
    vi.restoreAllMocks();
  });
}
