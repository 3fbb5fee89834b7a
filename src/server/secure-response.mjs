// Wraps a Node response so every answer carries the security headers (issue 11), and an HTML page
// carries a Content-Security-Policy that admits exactly its framework inline scripts by hash, so
// cached pages stay cached (a per-request nonce would make every page render per request).
// Types in secure-response.d.mts.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { chunkBytes, encodingOf, etagOf, matchesEtag } from './page-cache.mjs';
import { baseHeaders, documentPolicy, frameworkInlineScriptHashes, integrationOrigins, resourcePolicy } from './security-headers.mjs';

/** Requests whose answer is a page a browser shows (not flight data, assets or the JSON API). */
function expectsDocument(req) {
  if (req.headers.rsc || req.headers['next-router-prefetch'] || req.headers['next-action']) return false;
  const path = req.url ?? '/';
  if (path.startsWith('/_next/') || path.startsWith('/api/') || path.startsWith('/files/')) return false;
  return (req.headers.accept ?? '').includes('text/html');
}

function compress(body, encoding) {
  if (encoding === 'br')
    return zlib.brotliCompressSync(body, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length },
    });
  return zlib.gzipSync(body, { level: 6 });
}

/**
 * The script hashes, the compressed bytes and the ETag of a page, remembered by the page's own
 * content: a page served from Next's cache to a reader who passes by the page cache (a routing
 * hint, an RSC request; decision 017) is the same bytes every time, and hashing and compressing 100 KB on every request
 * cost more than rendering it from the cache. Keyed by a digest of the content itself, so it can
 * only ever give a page its own result; bounded, least recently used first.
 */
const finishedPages = new Map();
const FINISHED_MAX_BYTES = 16 * 1024 * 1024;
let finishedBytes = 0;

function finished(html, encoding) {
  const key = `${encoding} ${crypto.createHash('sha256').update(html).digest('base64')}`;
  const known = finishedPages.get(key);
  if (known) {
    finishedPages.delete(key);
    finishedPages.set(key, known);
    return known;
  }
  const compressed = encoding !== 'identity' && html.length > 1024;
  const bytes = compressed ? compress(html, encoding) : html;
  const result = { hashes: frameworkInlineScriptHashes(html.toString('utf8')).hashes, body: { bytes, compressed }, etag: etagOf(bytes) };
  finishedPages.set(key, result);
  finishedBytes += bytes.length;
  for (const [oldest, page] of finishedPages) {
    if (finishedBytes <= FINISHED_MAX_BYTES) break;
    finishedPages.delete(oldest);
    finishedBytes -= page.body.bytes.length;
  }
  return result;
}

/**
 * Call before handing the request to Next. `settings` carries SITE_URL, the integrations' keys
 * and `enforce` (false: Content-Security-Policy-Report-Only, for development).
 */
export function createSecureResponder(settings) {
  const origins = integrationOrigins(settings);
  const fixed = baseHeaders({ siteUrl: settings.SITE_URL });
  const cspHeader = settings.enforce === false ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy';

  const applyDocumentPolicy = (res, hashes) => {
    // A page that set its own frame-ancestors (the suit cost popup: 'self') keeps it.
    const own = String(res.getHeader('content-security-policy') ?? '');
    const frameAncestors = /frame-ancestors\s+'self'/.test(own) ? "'self'" : "'none'";
    res.removeHeader('content-security-policy');
    res.setHeader(cspHeader, documentPolicy({ scriptHashes: hashes, origins, frameAncestors }));
    if (frameAncestors === "'self'") res.setHeader('X-Frame-Options', 'SAMEORIGIN');
  };

  return function secure(req, res) {
    for (const [name, value] of Object.entries(fixed)) res.setHeader(name, value);
    if (!expectsDocument(req)) {
      // A resource's own policy, unless the route set one (the files route sets a stricter one).
      const writeHead = res.writeHead;
      res.writeHead = function (...args) {
        const type = String(res.getHeader('content-type') ?? '');
        // A page asked for without text/html in Accept (curl, a crawler) is still a page: it gets
        // the document policy, with no inline script admitted since its body was not hashed.
        if (type.includes('text/html')) applyDocumentPolicy(res, []);
        else if (!res.getHeader('content-security-policy')) res.setHeader('Content-Security-Policy', resourcePolicy);
        return writeHead.apply(this, args);
      };
      return;
    }

    // Documents: Next renders uncompressed; the body is hashed, then compressed here.
    const encoding = encodingOf(req.headers['accept-encoding']);
    delete req.headers['accept-encoding'];
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    const writeHead = res.writeHead.bind(res);
    const chunks = [];
    let head = null;
    let mode = null; // 'buffer' for HTML bodies, 'pass' for anything else

    const decide = () => {
      if (mode) return mode;
      const type = String(res.getHeader('content-type') ?? '');
      const status = head?.[0] ?? res.statusCode;
      mode = type.includes('text/html') && req.method !== 'HEAD' && status !== 304 && status !== 204 ? 'buffer' : 'pass';
      if (mode === 'pass') {
        if (type.includes('text/html')) setDocumentPolicy([]);
        // Node's own implicit head (a handler that never called writeHead) must reach the socket.
        res.writeHead = writeHead;
        if (head) writeHead(...head);
      }
      return mode;
    };

    const setDocumentPolicy = (hashes) => applyDocumentPolicy(res, hashes);

    res.writeHead = function (status, ...rest) {
      // Headers given here are applied now; the status waits until the body is known.
      const headers = rest.find((item) => item && typeof item === 'object');
      if (Array.isArray(headers)) for (let i = 0; i < headers.length; i += 2) res.setHeader(headers[i], headers[i + 1]);
      else if (headers) for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
      const message = typeof rest[0] === 'string' ? rest[0] : undefined;
      head = message ? [status, message] : [status];
      res.statusCode = status;
      return this;
    };

    res.write = function (chunk, encodingArg, callback) {
      if (decide() === 'pass') return write(chunk, encodingArg, callback);
      if (chunk) chunks.push(chunkBytes(chunk, encodingArg));
      const done = typeof encodingArg === 'function' ? encodingArg : callback;
      if (typeof done === 'function') process.nextTick(done);
      return true;
    };

    res.end = function (chunk, encodingArg, callback) {
      if (typeof chunk === 'function') {
        callback = chunk;
        chunk = undefined;
      }
      if (decide() === 'pass') return end(chunk, encodingArg, callback);
      if (chunk) chunks.push(chunkBytes(chunk, encodingArg));
      const { hashes, body, etag } = finished(Buffer.concat(chunks), encoding);
      setDocumentPolicy(hashes);
      if (body.compressed) res.setHeader('Content-Encoding', encoding);
      const vary = String(res.getHeader('vary') ?? '');
      if (!/accept-encoding/i.test(vary)) res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
      // Next's ETag names the uncompressed page; this one names the bytes sent, so a browser's
      // If-None-Match gets a 304 whichever compression it was given.
      res.setHeader('ETag', etag);
      const status = head?.[0] ?? res.statusCode;
      const done = typeof encodingArg === 'function' ? encodingArg : callback;
      if (status === 200 && matchesEtag(req.headers['if-none-match'], etag)) {
        res.removeHeader('content-length');
        writeHead(304);
        return end(done);
      }
      res.setHeader('Content-Length', body.bytes.length);
      writeHead(...(head ?? [res.statusCode]));
      return end(body.bytes, done);
    };
  };
}
