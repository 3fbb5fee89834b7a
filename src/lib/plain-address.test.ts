import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isPlainAddress, markPlainAddress, plainAddressHeader } from './plain-address.mjs';

describe('the plain address (decision 017)', () => {
  it('is an address with no query but the router’s _rsc', () => {
    expect(isPlainAddress('/case/win')).toBe(true);
    expect(isPlainAddress('/case/win?')).toBe(true);
    expect(isPlainAddress('/case/win?_rsc=abc12')).toBe(true);
    expect(isPlainAddress('/case/win?specialty=%EC%9C%84%EC%9E%90%EB%A3%8C')).toBe(false);
    expect(isPlainAddress('/tool/x?_rsc=1&age=3')).toBe(false);
    expect(isPlainAddress('/case/win?utm_source=naver')).toBe(false);
  });

  it('is marked by the server alone: a header the client sent is removed', () => {
    const request = (url: string, headers: Record<string, string> = {}) => ({ url, headers }) as unknown as IncomingMessage;
    const plain = request('/case/win');
    markPlainAddress(plain);
    expect(plain.headers[plainAddressHeader]).toBe('1');
    const forged = request('/tool/x?age=3', { [plainAddressHeader]: '1' });
    markPlainAddress(forged);
    expect(forged.headers[plainAddressHeader]).toBeUndefined();
  });
});
