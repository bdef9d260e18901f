import { afterEach, beforeEach, expect, vi } from 'vitest';

// DESIGN §5: a console.error during a test is a failure, not noise to scroll past.
let errors: unknown[][] = [];

beforeEach(() => {
  errors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    errors.push(args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  expect(errors, 'console.error was called during the test').toEqual([]);
});
