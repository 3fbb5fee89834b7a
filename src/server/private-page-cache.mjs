// A signed-in reader's own pages, kept in memory in front of Next for a moment (issue 17, decision
// 026). Next renders my page and the other per-person pages on every request (`private, no-store`);
// a member who reloads, comes back, or opens it in a second tab asks for the same bytes again.
// This layer keeps the bytes Next and the security wrapper produced and answers the same
// credential's next request for the same address with them, as long as nothing could have changed
// them. Types in private-page-cache.d.mts.
//
// A kept page is given only to a request that carries exactly the same Cookie and Authorization
// headers (and User-Agent) as the one it was rendered for: the key is a digest of them, so a page
// can never reach another person, or the same person signed out. It is given only while the
// process's data version (src/server/db/data-version.ts: every write this process commits moves
// it) is the one it was rendered under, and for at most `ttlMs`, which bounds what the clock and
// other processes' writes change. A page during whose rendering the version moved is not kept, so
// a write's own request (a GET that writes, such as a payment's confirmation) is never replayed.
//
// A back-office page writes a view record to the audit log each time it is viewed, which leaves
// the version alone (data-version.ts). Such a page is kept only when every audit insert of its
// render came through the audit module, which listed it in the request's record
// (request-record.mjs), and its render read no audit log; each request it is given to first has
// `replay` write those records again, with that request's time and address. If that write fails,
// the request is rendered as usual (`fallback`).
import crypto from 'node:crypto';
import {
  answerFromKept,
  createPageStore,
  encodingOf,
  etagOf,
  isDocumentRequest,
  keepableCacheControl,
  keptHeaders,
} from './page-cache.mjs';

/** The session cookie better-auth sets (`__Secure-` on https). */
const sessionCookiePattern = /(?:^|;)\s*(?:__Secure-)?auth\.session_token=/;

/** The data version: moved by every write the database handle makes (data-version.ts). */
const processDataVersion = () => globalThis.__familyLawDataVersion ?? 0;

/** A signed-in document request that may be answered from, and kept in, the cache. */
function mayUseCache(req) {
  const { authorization, cookie } = req.headers;
  return isDocumentRequest(req) && Boolean(authorization || (cookie && sessionCookiePattern.test(cookie)));
}

/**
 * A page rendered for this request alone: a 200 HTML page Next marked private (a shared-cacheable
 * one is the page cache's, src/server/page-cache.mjs) that sets no cookie.
 */
function isOwnPage(res) {
  const cacheControl = keepableCacheControl(res);
  return cacheControl !== null && (/private|no-store|no-cache/.test(cacheControl) || !cacheControl.includes('s-maxage'));
}

/** Whether a render's view records can all be written again: see above. */
function replayable(record, replay) {
  if (!record || record.readsAuditLog || record.auditInserts !== record.viewRecords.length) return false;
  return record.viewRecords.length === 0 || typeof replay === 'function';
}

/**
 * `maxBytes` bounds what it holds (least recently used pages leave first), `ttlMs` how long a page
 * is given; `replay(viewRecords, req)` writes a kept page's view records again (a promise);
 * `version` and `now` are for tests. Call `serve(req, res, fallback)` first (true: answered, or
 * handed to `fallback` if a replay fails), and `capture(req, res, record)` before the security
 * wrapper, so the bytes it keeps are the ones sent, with the record Next's handler runs under.
 */
export function createPrivatePageCache({
  maxBytes = 4 * 1024 * 1024,
  ttlMs = 2_000,
  replay = undefined,
  version = processDataVersion,
  now = Date.now,
} = {}) {
  /** Pages: { headers, notModifiedHeaders, body, etag, storedAt, version, viewRecords }. */
  const pages = createPageStore(maxBytes);
  const stats = { hits: 0, stores: 0, replays: 0, failedReplays: 0 };

  const keyOf = (req) =>
    crypto
      .createHash('sha256')
      .update(
        [encodingOf(req.headers['accept-encoding']), req.url, req.headers.cookie, req.headers.authorization, req.headers['user-agent']]
          .map((part) => String(part ?? ''))
          .join('\n'),
      )
      .digest('base64url');

  function serve(req, res, fallback) {
    if (!mayUseCache(req)) return false;
    const key = keyOf(req);
    const page = pages.get(key);
    if (!page) return false;
    if (page.version !== version() || now() - page.storedAt > ttlMs) {
      pages.remove(key);
      return false;
    }
    stats.hits += 1;
    if (page.viewRecords.length === 0) {
      answerFromKept(req, res, page);
      return true;
    }
    stats.replays += 1;
    Promise.resolve()
      .then(() => replay(page.viewRecords, req))
      .then(
        () => answerFromKept(req, res, page),
        (error) => {
          stats.failedReplays += 1;
          pages.remove(key);
          console.error("[private-page-cache] writing a kept page's view records again failed; rendering it", error);
          fallback(req, res);
        },
      );
    return true;
  }

  function capture(req, res, record) {
    if (!mayUseCache(req) || req.method !== 'GET') return;
    const key = keyOf(req);
    const startedIn = version();
    const end = res.end;
    res.end = function (chunk, ...rest) {
      res.end = end;
      // Kept only if no write came while it rendered: then it shows what the database holds now.
      if (startedIn === version() && replayable(record, replay) && isOwnPage(res) && Buffer.isBuffer(chunk)) {
        const etag = String(res.getHeader('etag') ?? etagOf(chunk));
        const viewRecords = [...record.viewRecords];
        pages.store(key, { ...keptHeaders(res, 'PRIVATE'), body: chunk, etag, storedAt: now(), version: startedIn, viewRecords });
        stats.stores += 1;
      }
      return end.call(this, chunk, ...rest);
    };
  }

  return { serve, capture, stats, size: pages.size };
}
