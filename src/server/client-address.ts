/**
 * The visitor's address for rate limits. The server entry (scripts/start.mjs) writes the socket
 * address into x-forwarded-for unless TRUST_PROXY is on, in which case the proxy's header is kept
 * and its first entry is the client.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const first = forwarded?.split(',')[0]?.trim();
  return first || 'unknown';
}
