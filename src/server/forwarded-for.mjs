// The client address a request is counted under (decision 003). Plain JavaScript because
// scripts/start.mjs, which rewrites the header before Next sees it, runs before any TypeScript is
// compiled; types in forwarded-for.d.mts.

/**
 * How many reverse proxies in front of the server append to X-Forwarded-For: 0 when TRUST_PROXY
 * is unset or off (the socket address is the client), 1 for on/true/yes/1, or a count up to 5.
 * Anything else is refused at start rather than guessed.
 */
export function trustedProxyHops(value) {
  const text = String(value ?? '')
    .trim()
    .toLowerCase();
  if (text === '' || ['0', 'off', 'false', 'no'].includes(text)) return 0;
  if (['on', 'true', 'yes'].includes(text)) return 1;
  const hops = Number(text);
  if (Number.isInteger(hops) && hops >= 1 && hops <= 5) return hops;
  throw new Error(`TRUST_PROXY은 on/off 또는 앞단 프록시 수(1~5)여야 합니다: ${value}`);
}

/**
 * Each proxy appends the address it received the request from, so with `hops` trusted proxies
 * the client is the hops-th entry from the right; entries to its left are whatever the client
 * sent and are ignored (a client that forges the header only adds entries there). A header with
 * fewer entries than hops (a proxy that replaces the header) gives its first entry. Without a
 * trusted proxy, the socket address.
 */
export function clientFromForwardedFor(header, hops, socketAddress) {
  const fallback = socketAddress || 'unknown';
  if (hops === 0) return fallback;
  const entries = String(Array.isArray(header) ? header.join(',') : (header ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return fallback;
  return entries[Math.max(0, entries.length - hops)];
}
