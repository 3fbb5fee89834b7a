import { describe, expect, it } from 'vitest';
import { pseudonymFor } from './pseudonym';

const secret = 'test-secret-0123456789abcdef';
const userId = 'user_8f3b2c';

describe('pseudonymFor', () => {
  it('is 익명 followed by four hex digits', () => {
    expect(pseudonymFor(secret, 12, userId)).toMatch(/^익명 [0-9a-f]{4}$/);
  });

  it('is stable for the same post and writer', () => {
    expect(pseudonymFor(secret, 12, userId)).toBe(pseudonymFor(secret, 12, userId));
  });

  it('differs between posts of one member, so their posts cannot be linked', () => {
    const names = new Set(Array.from({ length: 40 }, (_, index) => pseudonymFor(secret, index + 1, userId)));
    expect(names.size).toBeGreaterThan(35);
  });

  it('depends on the server secret and reveals nothing of the account', () => {
    expect(pseudonymFor('another-secret-value', 12, userId)).not.toBe(pseudonymFor(secret, 12, userId));
    expect(pseudonymFor(secret, 12, userId)).not.toContain(userId.slice(-4));
  });

  it('refuses an empty secret', () => {
    expect(() => pseudonymFor('', 1, userId)).toThrow();
  });
});
