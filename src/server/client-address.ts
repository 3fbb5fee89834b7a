/**
 * The visitor's address for rate limits. The server entry (scripts/start.mjs) rewrites
 * x-forwarded-for to one address: the socket's, or behind TRUST_PROXY the one the nearest trusted
 * proxy appended (src/server/forwarded-for.mjs). Its first entry is read, which is that address.
 */
export function clientAddress(headers: Headers): string {
  const forwarded = headers.get('x-forwarded-for');
  const first = forwarded?.split(',')[0]?.trim();
  return first || 'unknown';
}
