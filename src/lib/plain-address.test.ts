import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { isPlainAddress, isTrackingParam, markPlainAddress, plainAddressHeader, withoutTrackingParams } from './plain-address.mjs';

describe('the plain address (decision 017)', () => {
  it('is an address with no query but the router’s _rsc', () => {
    expect(isPlainAddress('/case/win')).toBe(true);
    expect(isPlainAddress('/case/win?')).toBe(true);
    expect(isPlainAddress('/case/win?_rsc=abc12')).toBe(true);
    expect(isPlainAddress('/case/win?specialty=%EC%9C%84%EC%9E%90%EB%A3%8C')).toBe(false);
    expect(isPlainAddress('/tool/x?_rsc=1&age=3')).toBe(false);
  });

  it('leaves out the parameters an ad or a newsletter adds to the landing address', () => {
    expect(isPlainAddress('/case/win?utm_source=naver&utm_medium=cpc')).toBe(true);
    expect(isPlainAddress('/case/win?gclid=Cj0KCQ&_rsc=1')).toBe(true);
    expect(isPlainAddress('/case/win?n_media=27758&n_query=%EC%9D%B4%ED%98%BC&NaPm=ct%3Dabc')).toBe(true);
    expect(isPlainAddress('/case/win?utm_source=naver&specialty=%EC%9C%84%EC%9E%90%EB%A3%8C')).toBe(false);
    expect(isPlainAddress('/case/win?page=2&fbclid=x')).toBe(false);
    expect(isTrackingParam('utm_content')).toBe(true);
    expect(isTrackingParam('before')).toBe(false);
    expect(withoutTrackingParams('/a?x=%ED%95%9C+1&gclid=2&y=&utm_term=z')).toBe('/a?x=%ED%95%9C+1&y=');
    expect(withoutTrackingParams('/a?utm_source=x&fbclid=1')).toBe('/a');
    expect(withoutTrackingParams('/a?%75tm_source=x&b=1')).toBe('/a?b=1');
    expect(withoutTrackingParams('/a?%E0%A4%A=1')).toBe('/a?%E0%A4%A=1');
    expect(withoutTrackingParams('/a')).toBe('/a');
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
