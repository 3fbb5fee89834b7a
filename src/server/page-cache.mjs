// The finished public pages, kept in memory in front of Next (issue 17, decision 017). Next's own
// page cache (decision 001) still renders and regenerates them; this layer keeps the bytes Next and
// the security wrapper (secure-response.mjs) produced, compressed, with every header, and answers
// the next reader without entering React at all. Types in page-cache.d.mts.
//
// What it may keep: a page Next marked shared-cacheable (`s-maxage`, not private, no Set-Cookie),
// asked for as a document by GET with no routing-hint cookie and no Authorization header. Such a
// page reads nothing of the request (Next would have rendered it per request, `private`,
// otherwise), so it is the same for every reader, signed in or not. Only the rewrites in
// next.config.ts look at cookies: a session cookie changes where they send a request only together
// with a routing hint, and a hint sends the request past this cache (page-cache.test.ts checks
// both). So a member reading a public page gets the bytes a visitor gets, as Next would send.
import crypto from 'node:crypto';
import { withoutTrackingParams } from '../lib/plain-address.mjs';

/**
 * The routing hints of the community and the Q&A centre (decisions 013 and 014): a signed-in reader
 * whose browser carries one gets pages rendered for them. A request carrying one is never answered
 * from this cache. better-auth's session cookie alone does not change the page (see above).
 */
export const routingCookiePattern = /(?:^|;)\s*(?:talk_full|qna_full)=/;

/** How long a kept page is served before one request asks Next again (the others keep the copy). */
const FRESH_MS = 1_000;
/** A refresh that never finished (the client went away) lets the next request try again. */
const REFRESH_GIVE_UP_MS = 10_000;

/** A chunk given to `res.write` or `res.end` as bytes; `encoding` is the argument after it. */
export function chunkBytes(chunk, encoding) {
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8');
}

/** The representation a request gets: the compression secure-response.mjs picks. */
export function encodingOf(acceptEncoding) {
  const accepted = String(acceptEncoding ?? '').toLowerCase();
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return 'identity';
}

/** A strong validator for the exact bytes sent (each compression has its own). */
export function etagOf(body) {
  return `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether an If-None-Match header names this validator (or '*'). */
export function matchesEtag(ifNoneMatch, etag) {
  if (!ifNoneMatch) return false;
  return String(ifNoneMatch)
    .split(',')
    .some((tag) => {
      const value = tag.trim().replace(/^W\//, '');
      return value === '*' || value === etag;
    });
}

/**
 * The headers a kept page is answered with, as flat lists built once (no per-header work on the hot
 * path): everything the response carried but its date and connection, and `X-Page-Cache: <label>`;
 * a 304 leaves out the length.
 */
export function keptHeaders(res, label) {
  const kept = Object.entries(res.getHeaders()).filter(([name]) => name !== 'date' && name !== 'connection');
  const flat = (entries) =>
    entries.flatMap(([name, value]) => (Array.isArray(value) ? value.map((v) => [name, v]) : [[name, String(value)]])).flat();
  return {
    headers: flat([...kept, ['x-page-cache', label]]),
    notModifiedHeaders: flat([...kept.filter(([name]) => name !== 'content-length'), ['x-page-cache', label]]),
  };
}

/** Answers a request from a kept page: 304 when its ETag matches, else the page's bytes. */
export function answerFromKept(req, res, page) {
  if (matchesEtag(req.headers['if-none-match'], page.etag)) {
    res.writeHead(304, page.notModifiedHeaders);
    res.end();
    return;
  }
  res.writeHead(200, page.headers);
  res.end(req.method === 'HEAD' ? undefined : page.body);
}

/**
 * A page asked for as a document by GET or HEAD: not an RSC request, prefetch or action, not an
 * asset, API call or stored file.
 */
export function isDocumentRequest(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const headers = req.headers;
  if (headers.rsc || headers['next-router-prefetch'] || headers['next-action'] || headers['next-url']) return false;
  const url = req.url ?? '/';
  if (url.startsWith('/_next/') || url.startsWith('/api/') || url.startsWith('/files/') || url.includes('_rsc=')) return false;
  return (headers.accept ?? '').includes('text/html');
}

/**
 * A segment prefetch: the part of a page Next's router fetches ahead for a link in view (the route
 * tree, `/_tree`, or one segment, `/…/__PAGE__`), named by `Next-Router-Segment-Prefetch` and sent
 * without the reader's router state, so its answer depends on the address, the segment and the page
 * it was sent from (`Next-Url`, which intercepting routes read) alone: the cache's key holds all
 * three. Next marks the answers of public pages shared-cacheable, as it does their documents.
 */
export function isSegmentPrefetch(req) {
  if (req.method !== 'GET') return false;
  const headers = req.headers;
  if (headers.rsc !== '1' || headers['next-router-prefetch'] !== '1' || !headers['next-router-segment-prefetch']) return false;
  if (headers['next-router-state-tree'] || headers['next-action']) return false;
  const url = req.url ?? '/';
  return !(url.startsWith('/_next/') || url.startsWith('/api/') || url.startsWith('/files/'));
}

/**
 * A 200 page (HTML, or flight data for a segment prefetch) that sets no cookie; with its
 * Cache-Control, lowercased, for the caller's test.
 */
export function keepableCacheControl(res, type = 'text/html') {
  if (res.statusCode !== 200 || res.getHeader('set-cookie')) return null;
  if (!String(res.getHeader('content-type') ?? '').includes(type)) return null;
  return String(res.getHeader('cache-control') ?? '').toLowerCase();
}

/** A document request or segment prefetch that may be answered from, and stored in, the cache. */
function mayUseCache(req) {
  if (!(isDocumentRequest(req) || isSegmentPrefetch(req)) || req.headers.authorization) return false;
  return !(req.headers.cookie && routingCookiePattern.test(req.headers.cookie));
}

/** A response every visitor may be given: a shared-cacheable 200 page that sets no cookie. */
function isShareable(res, type) {
  const cacheControl = keepableCacheControl(res, type);
  return cacheControl !== null && cacheControl.includes('s-maxage') && !/private|no-store|no-cache/.test(cacheControl);
}

/**
 * Kept pages by key within `maxBytes` of bodies, least recently used first out (`get` counts as a
 * use, so the bound drops the pages nobody asks for); a page larger than the whole bound is not kept.
 */
export function createPageStore(maxBytes) {
  const pages = new Map();
  let bytes = 0;

  const remove = (key) => {
    const page = pages.get(key);
    if (!page) return;
    bytes -= page.body.length;
    pages.delete(key);
  };

  return {
    get(key) {
      const page = pages.get(key);
      if (page) {
        pages.delete(key);
        pages.set(key, page);
      }
      return page;
    },
    store(key, page) {
      remove(key);
      if (page.body.length > maxBytes) return;
      pages.set(key, page);
      bytes += page.body.length;
      for (const [oldest] of pages) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    remove,
    clear() {
      pages.clear();
      bytes = 0;
    },
    size: () => ({ pages: pages.size, bytes }),
  };
}

/**
 * `maxBytes` bounds what the cache holds (least recently used pages leave first); `now` is for
 * tests. `serve(req, res)` answers from the cache and returns true, or returns false and the
 * request goes on to Next; call `capture(req, res)` before the security wrapper, so the bytes it
 * sees are the ones sent.
 */
export function createPageCache({ maxBytes = 32 * 1024 * 1024, now = Date.now } = {}) {
  /** Pages: { headers, notModifiedHeaders, body, etag, storedAt, refreshing: number | null }. */
  const pages = createPageStore(maxBytes);
  let generation = 0;
  const stats = { hits: 0, stores: 0, purges: 0 };

  // A document's segment is empty, and its key leaves out parameters that only track where the
  // visitor came from (no page reads them): an ad's click id does not make a page of its own.
  // A prefetch's address carries Next's `_rsc` digest of its headers.
  // Next compresses a prefetch itself, by the whole Accept-Encoding header, so that is its key.
  const keyOf = (req) => {
    const segment = req.headers['next-router-segment-prefetch'];
    const encoding = segment ? String(req.headers['accept-encoding'] ?? '') : encodingOf(req.headers['accept-encoding']);
    return segment
      ? `${encoding}\n${segment}\n${req.headers['next-url'] ?? ''}\n${req.url}`
      : `${encoding}\n${withoutTrackingParams(req.url)}`;
  };

  function serve(req, res) {
    if (!mayUseCache(req)) return false;
    const key = keyOf(req);
    const page = pages.get(key);
    if (!page) return false;
    const age = now() - page.storedAt;
    if (age > FRESH_MS && (page.refreshing === null || now() - page.refreshing > REFRESH_GIVE_UP_MS)) {
      // This request asks Next again; until it answers, the others keep getting this copy.
      page.refreshing = now();
      return false;
    }
    stats.hits += 1;
    answerFromKept(req, res, page);
    return true;
  }

  function capture(req, res) {
    if (!mayUseCache(req) || req.method !== 'GET') return;
    const key = keyOf(req);
    const startedIn = generation;
    const prefetch = isSegmentPrefetch(req);
    // A document reaches here in one piece (the security wrapper buffers it); Next streams a
    // prefetch's flight data, compressed as it goes, so its pieces are gathered.
    const chunks = [];
    const write = res.write;
    if (prefetch) {
      res.write = function (chunk, ...rest) {
        if (chunk) chunks.push(chunkBytes(chunk, rest[0]));
        return write.call(this, chunk, ...rest);
      };
    }
    const end = res.end;
    res.end = function (chunk, ...rest) {
      res.end = end;
      res.write = write;
      let body = Buffer.isBuffer(chunk) ? chunk : null;
      if (prefetch) {
        if (chunk && typeof chunk !== 'function') chunks.push(chunkBytes(chunk, rest[0]));
        body = Buffer.concat(chunks);
      }
      // A purge while this page was rendering may have made it old already: keep it only if none came.
      if (startedIn === generation && body && body.length > 0 && isShareable(res, prefetch ? 'text/x-component' : 'text/html')) {
        pages.store(key, {
          ...keptHeaders(res, 'HIT'),
          body,
          etag: String(res.getHeader('etag') ?? etagOf(body)),
          storedAt: now(),
          refreshing: null,
        });
        stats.stores += 1;
      } else {
        pages.remove(key);
      }
      return end.call(this, chunk, ...rest);
    };
  }

  /** Forget every page: the site changed something they show (called through purgePageCache). */
  function purge() {
    pages.clear();
    generation += 1;
    stats.purges += 1;
  }

  return { serve, capture, purge, stats, size: pages.size };
}
