// Whether a request's address has no query: such an address of a page that reads its query is
// the same for every reader, and lib/routes.ts plainAddressRewrites sends it to a cached twin
// (decision 017). scripts/start.mjs marks such requests with this header and removes any the
// client sent, so only the server decides. Types in plain-address.d.mts.

export const plainAddressHeader = 'x-plain-address';

/** True for `/path` and `/path?_rsc=…` (the router's cache-busting parameter), false for any other query. */
export function isPlainAddress(url) {
  const start = String(url ?? '').indexOf('?');
  if (start < 0) return true;
  const params = new URLSearchParams(String(url).slice(start + 1));
  params.delete('_rsc');
  return params.size === 0;
}

/** Sets the header on a plain address and removes it from any other request. */
export function markPlainAddress(req) {
  delete req.headers[plainAddressHeader];
  if (isPlainAddress(req.url)) req.headers[plainAddressHeader] = '1';
}
