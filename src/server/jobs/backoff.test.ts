import { describe, expect, it } from 'vitest';
import { backoffMs, MAX_BACKOFF_MS } from './backoff';

describe('backoffMs', () => {
  it('doubles from one second', () => {
    expect([1, 2, 3, 4, 5, 6].map((a) => backoffMs(a))).toEqual([1000, 2000, 4000, 8000, 16000, 32000]);
  });
  it('never waits more than a minute', () => {
    expect(backoffMs(7)).toBe(MAX_BACKOFF_MS);
    expect(backoffMs(500)).toBe(MAX_BACKOFF_MS);
  });
  it('scales with a smaller base for tests', () => {
    expect(backoffMs(3, 10)).toBe(40);
  });
});
