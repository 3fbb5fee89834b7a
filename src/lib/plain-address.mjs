// Whether a request's address has no query (or only parameters that track where the visitor came
// from): such an address of a page that reads its query is the same for every reader, and
// lib/routes.ts plainAddressRewrites sends it to a cached twin (decision 017). scripts/start.mjs
// marks such requests with this header and removes any the client sent, so only the server
// decides. Types in plain-address.d.mts.

export const plainAddressHeader = 'x-plain-address';

// Parameters that ad networks and analytics add to a landing address (Google, Meta, Microsoft,
// Naver search ads, Mailchimp…). No page reads them on the server; the consult form records the
// address the visitor arrived at from the browser's own location.
const trackingNames = new Set([
  'gclid',
  'gbraid',
  'wbraid',
  'dclid',
  'fbclid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'igshid',
  '_ga',
  '_gl',
  'mc_cid',
  'mc_eid',
  'NaPm',
  'n_media',
  'n_query',
  'n_rank',
  'n_ad_group',
  'n_ad_group_type',
  'n_ad',
  'n_keyword_id',
  'n_keyword',
  'n_campaign_type',
  'n_contract',
  'n_match',
]);

/** A query parameter's name that only tracks where a visitor came from: `utm_…` and those above. */
export function isTrackingParam(name) {
  return name.startsWith('utm_') || trackingNames.has(name);
}

function paramName(pair) {
  const raw = pair.split('=', 1)[0].replace(/\+/g, ' ');
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

/**
 * The address without tracking parameters: the rest as sent, in their order, and no `?` when
 * none is left. The same page for every visitor, whichever ad brought them (the page cache's key).
 */
export function withoutTrackingParams(url) {
  const text = String(url ?? '');
  const start = text.indexOf('?');
  if (start < 0) return text;
  const kept = text
    .slice(start + 1)
    .split('&')
    .filter((pair) => pair !== '' && !isTrackingParam(paramName(pair)));
  return kept.length > 0 ? `${text.slice(0, start)}?${kept.join('&')}` : text.slice(0, start);
}

/**
 * True for `/path`, `/path?_rsc=…` (the router's cache-busting parameter) and an address whose
 * other parameters all track where the visitor came from (`?utm_source=…`, `?gclid=…`); false
 * for any other query.
 */
export function isPlainAddress(url) {
  const rest = withoutTrackingParams(url);
  const start = rest.indexOf('?');
  if (start < 0) return true;
  const params = new URLSearchParams(rest.slice(start + 1));
  params.delete('_rsc');
  return params.size === 0;
}

/** Sets the header on a plain address and removes it from any other request. */
export function markPlainAddress(req) {
  delete req.headers[plainAddressHeader];
  if (isPlainAddress(req.url)) req.headers[plainAddressHeader] = '1';
}
