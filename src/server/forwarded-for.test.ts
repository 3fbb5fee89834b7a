import { describe, expect, it } from 'vitest';
import { clientFromForwardedFor, trustedProxyHops } from './forwarded-for.mjs';

describe('the client address behind trusted proxies', () => {
  it('reads TRUST_PROXY as a count of proxies, refusing what it cannot read', () => {
    expect(trustedProxyHops(undefined)).toBe(0);
    expect(trustedProxyHops('off')).toBe(0);
    expect(trustedProxyHops('on')).toBe(1);
    expect(trustedProxyHops('1')).toBe(1);
    expect(trustedProxyHops('2')).toBe(2);
    expect(() => trustedProxyHops('maybe')).toThrow(/TRUST_PROXY/);
    expect(() => trustedProxyHops('9')).toThrow(/TRUST_PROXY/);
  });

  it('uses the socket address when no proxy is trusted, whatever the header says', () => {
    expect(clientFromForwardedFor('1.2.3.4', 0, '10.0.0.7')).toBe('10.0.0.7');
  });

  it('takes the entry the trusted proxy appended, so a forged first entry changes nothing', () => {
    // nginx's $proxy_add_x_forwarded_for: the client's own header, then the address nginx saw.
    expect(clientFromForwardedFor('6.6.6.6, 203.0.113.9', 1, '127.0.0.1')).toBe('203.0.113.9');
    expect(clientFromForwardedFor('6.6.6.6, 7.7.7.7, 203.0.113.9', 1, '127.0.0.1')).toBe('203.0.113.9');
    // A CDN in front of nginx: the CDN appends the client, nginx appends the CDN.
    expect(clientFromForwardedFor('6.6.6.6, 203.0.113.9, 198.51.100.2', 2, '127.0.0.1')).toBe('203.0.113.9');
  });

  it('takes the only entry of a proxy that replaces the header, and the socket when there is none', () => {
    expect(clientFromForwardedFor('203.0.113.9', 2, '127.0.0.1')).toBe('203.0.113.9');
    expect(clientFromForwardedFor(undefined, 1, '127.0.0.1')).toBe('127.0.0.1');
    expect(clientFromForwardedFor(' , ', 1, '127.0.0.1')).toBe('127.0.0.1');
  });
});
