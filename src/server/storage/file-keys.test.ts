import { describe, expect, it } from 'vitest';
import { fileKeyPattern, newFileKey } from './file-keys';

describe('newFileKey', () => {
  it('makes a random key that the storage accepts', () => {
    const keys = ['png', 'jpg', 'webp', 'gif', 'pdf'].map((extension) => newFileKey(extension));
    for (const key of keys) expect(key).toMatch(fileKeyPattern);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

describe('fileKeyPattern', () => {
  it.each([['../../etc/passwd'], ['a.png'], ['abcdefghijklmnopqr/x.png'], ['abcdefghijklmnopqr.PNG'], ['abcdefghijklmnopqr.png.type']])(
    'refuses %s',
    (key) => {
      expect(fileKeyPattern.test(key)).toBe(false);
    },
  );
});
