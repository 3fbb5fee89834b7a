import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address';

describe('clientAddress', () => {
  it('reads the first x-forwarded-for entry', () => {
    expect(clientAddress(new Headers({ 'x-forwarded-for': '203.0.113.5, 10.0.0.1' }))).toBe('203.0.113.5');
  });
  it('falls back to unknown without the header', () => {
    expect(clientAddress(new Headers())).toBe('unknown');
  });
});
