import { afterEach, beforeEach, expect, vi } from 'vitest';

// Render tests (happy-dom files) wait for lazy chunks and debounced answers; on a busy machine
// those take longer than Testing Library's 1 s default. Node-only test files skip this import.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

// docs/conventions.md: a console.error during a test is a failure, not noise to scroll past.
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
