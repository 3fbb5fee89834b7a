import { afterEach, beforeEach, expect, vi } from 'vitest';

/** STYLE: a console.error in a test is a failure, unless the test says it expects one. */
let allowed = 0;
let unexpected: unknown[][] = [];

export function expectConsoleError(times = 1): void {
  allowed += times;
}

beforeEach(() => {
  allowed = 0;
  unexpected = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (allowed > 0) {
      allowed -= 1;
      return;
    }
    unexpected.push(args);
  });
});

afterEach(() => {
  vi.restoreAllMocks();
  expect(unexpected, 'console.error was called').toEqual([]);
});
