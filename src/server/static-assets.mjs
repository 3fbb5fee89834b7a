// The build's scripts and stylesheets, compressed once with Brotli at its highest quality and
// answered from memory in front of Next (issue 17, decision 027). Next compresses each static
// file on every request with gzip; a phone on a slow link then waits for about 15 % more bytes
// before the page can become interactive. Types in static-assets.d.mts.
//
// The names under /_next/static/ carry a hash of their content and never change, so the bytes
// compressed at start-up stay right for as long as the build does. A request this layer does not
// answer (no `br` in Accept-Encoding, a Range, a file not compressed yet or added by a later
// build, any other type) goes to Next as before.
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { encodingOf, etagOf, matchesEtag } from './page-cache.mjs';

const brotli = promisify(zlib.brotliCompress);

/** The types kept, with the Content-Type Next gives them. */
const types = new Map([
  ['.js', 'application/javascript; charset=UTF-8'],
  ['.css', 'text/css; charset=UTF-8'],
]);

/** As Next sends its hashed static files. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

async function filesUnder(dir) {
  let entries;
  try {
    entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  } catch {
    return []; // no build yet: everything goes to Next
  }
  return entries
    .filter((entry) => entry.isFile() && types.has(path.extname(entry.name)))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/**
 * `dir` is the build's static folder (.next/static), served at `prefix`. Compression starts at
 * once, one file at a time on libuv's thread pool, so requests keep the event loop meanwhile;
 * `ready` settles when every file is in memory.
 */
export function createStaticAssets({ dir, prefix = '/_next/static/' }) {
  /** url path → { body, etag, type, lastModified } */
  const files = new Map();
  let bytes = 0;

  const ready = (async () => {
    for (const file of await filesUnder(dir)) {
      try {
        const [raw, stat] = await Promise.all([fs.readFile(file), fs.stat(file)]);
        const body = await brotli(raw, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        const url = prefix + path.relative(dir, file).split(path.sep).join('/');
        files.set(url, { body, etag: etagOf(body), type: types.get(path.extname(file)), lastModified: stat.mtime.toUTCString() });
        bytes += body.length;
      } catch {
        // removed by a rebuild meanwhile: Next answers for it
      }
    }
  })();

  /** Answers the request when it can and returns true; false leaves it to Next. */
  function serve(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const url = req.url ?? '';
    if (!url.startsWith(prefix) || req.headers.range) return false;
    const query = url.indexOf('?');
    const file = files.get(query === -1 ? url : url.slice(0, query));
    if (!file || encodingOf(req.headers['accept-encoding']) !== 'br') return false;
    res.setHeader('Cache-Control', CACHE_CONTROL);
    res.setHeader('ETag', file.etag);
    res.setHeader('Last-Modified', file.lastModified);
    res.setHeader('Vary', 'Accept-Encoding');
    if (matchesEtag(req.headers['if-none-match'], file.etag)) {
      res.writeHead(304);
      res.end();
      return true;
    }
    res.setHeader('Content-Type', file.type);
    res.setHeader('Content-Encoding', 'br');
    res.setHeader('Content-Length', file.body.length);
    res.writeHead(200);
    res.end(req.method === 'HEAD' ? undefined : file.body);
    return true;
  }

  return { serve, ready, stats: () => ({ files: files.size, bytes }) };
}
