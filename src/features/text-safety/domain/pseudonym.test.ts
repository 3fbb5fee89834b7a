import { describe, expect, it } from 'vitest';
import { pseudonymFor, pseudonymPattern } from './pseudonym';

const secret = 'test-secret-0123456789abcdef';
const userId = 'user_8f3b2c';

describe('pseudonymFor', () => {
  it('reads as a community name: a word, a noun and a number from 1 to 99', () => {
    const names = Array.from({ length: 500 }, (_, index) => pseudonymFor(secret, index + 1, userId));
    for (const name of names) {
      expect(name).toMatch(pseudonymPattern);
      const number = Number(name.split(' ')[2]);
      expect(number).toBeGreaterThanOrEqual(1);
      expect(number).toBeLessThanOrEqual(99);
    }
    expect(names.some((name) => /^익명의 /.test(name))).toBe(true);
    expect(pseudonymPattern.test('익명의 고양이 12')).toBe(true);
    expect(pseudonymPattern.test('익명 3f2a')).toBe(false);
    expect(pseudonymPattern.test('익명의 고양이 100')).toBe(false);
  });

  it('is stable for the same post and writer', () => {
    expect(pseudonymFor(secret, 12, userId)).toBe(pseudonymFor(secret, 12, userId));
  });

  it('differs between posts of one member, so their posts cannot be linked', () => {
    const names = new Set(Array.from({ length: 40 }, (_, index) => pseudonymFor(secret, index + 1, userId)));
    expect(names.size).toBeGreaterThan(38);
  });

  it('differs between writers on one post, so commenters rarely share a name', () => {
    const names = new Set(Array.from({ length: 200 }, (_, index) => pseudonymFor(secret, 12, `user_${index}`)));
    expect(names.size).toBeGreaterThan(195);
  });

  it('depends on the server secret and reveals nothing of the account', () => {
    expect(pseudonymFor('another-secret-value', 12, userId)).not.toBe(pseudonymFor(secret, 12, userId));
    for (let postId = 1; postId <= 50; postId += 1) {
      const name = pseudonymFor(secret, postId, userId);
      // Only the word lists and a number up to 99: no piece of the id, no hex run of the digest.
      expect(name).not.toMatch(/[a-z_]|\d{3,}/i);
    }
  });

  it('refuses an empty secret', () => {
    expect(() => pseudonymFor('', 1, userId)).toThrow();
  });
});
