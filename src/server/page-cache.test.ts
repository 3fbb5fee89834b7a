import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentText, getDocument } from '../../tests/support/raw-document';
import { qnaCachedRewrites, talkCachedRewrites } from '@/lib/routes';
import { createPageCache, matchesEtag, routingCookiePattern, type PageCache } from './page-cache.mjs';
import { createSecureResponder } from './secure-response.mjs';

/**
 * The page cache in front of Next (decision 017), on a real server on loopback with the real
 * security wrapper; a small handler stands in for Next and counts what reaches it.
 */
let clock = 0;
let cache: PageCache;
let rendered: string[] = [];
let pageVersion = 1;
let server: http.Server;
let base = '';

function fakeNext(req: http.IncomingMessage, res: http.ServerResponse): void {
  rendered.push(req.url ?? '');
  const url = new URL(req.url ?? '/', 'http://x');
  if (req.headers.rsc) return fakeFlight(req, res, url);
  const html = `<!DOCTYPE html><html><body><h1>${url.pathname} v${pageVersion}</h1>${'<p>상담 안내</p>'.repeat(200)}</body></html>`;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (url.pathname === '/private') res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  else res.setHeader('Cache-Control', 's-maxage=5, stale-while-revalidate=31535995');
  if (url.pathname === '/sets-cookie') res.setHeader('Set-Cookie', 'x=1; Path=/');
  res.statusCode = url.pathname === '/missing' ? 404 : 200;
  res.end(html);
}

/** Flight data as Next streams it for a prefetch: in pieces, gzipped when the reader accepts it. */
function fakeFlight(req: http.IncomingMessage, res: http.ServerResponse, url: URL): void {
  const segment = String(req.headers['next-router-segment-prefetch'] ?? '');
  const flight = `0:{"segment":"${segment}","path":"${url.pathname}","v":${pageVersion}}\n${'1:["상담 안내"]\n'.repeat(100)}`;
  res.setHeader('Content-Type', 'text/x-component');
  res.setHeader('Vary', 'rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding');
  res.setHeader(
    'Cache-Control',
    url.pathname === '/private' ? 'private, no-cache, no-store, max-age=0, must-revalidate' : 's-maxage=5, stale-while-revalidate=31535995',
  );
  const gzip = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  const bytes = gzip ? zlib.gzipSync(flight) : Buffer.from(flight);
  if (gzip) res.setHeader('Content-Encoding', 'gzip');
  res.statusCode = 200;
  const half = Math.floor(bytes.length / 2);
  res.write(bytes.subarray(0, half));
  res.write(bytes.subarray(half, half + 10));
  res.end(bytes.subarray(half + 10));
}

beforeAll(async () => {
  const secure = createSecureResponder({ SITE_URL: 'http://127.0.0.1' });
  server = http.createServer((req, res) => {
    if (cache.serve(req, res)) return;
    cache.capture(req, res);
    secure(req, res);
    fakeNext(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  clock = 0;
  rendered = [];
  pageVersion = 1;
  cache = createPageCache({ now: () => clock });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => getDocument(`${base}${path}`, headers, method);
const text = documentText;

describe('the page cache in front of Next', () => {
  it("answers a visitor's second request with the first one's bytes and every header", async () => {
    const first = await get('/');
    const second = await get('/');
    expect(rendered).toEqual(['/']);
    expect(second.headers['x-page-cache']).toBe('HIT');
    expect(second.body.equals(first.body)).toBe(true);
    for (const name of [
      'content-type',
      'content-encoding',
      'cache-control',
      'etag',
      'vary',
      'content-security-policy',
      'x-frame-options',
    ]) {
      expect(second.headers[name], name).toBe(first.headers[name]);
    }
    expect(second.headers['content-encoding']).toBe('br');
    expect(Number(second.headers['content-length'])).toBe(second.body.length);
    expect(text(second)).toContain('<h1>/ v1</h1>');
  });

  it("gives a visitor who came from an ad the page of the address without the ad's parameters", async () => {
    await get('/lawyers');
    const fromNaver = await get('/lawyers?utm_source=naver&utm_medium=cpc&n_keyword=%EC%9D%B4%ED%98%BC');
    const fromGoogle = await get('/lawyers?gclid=Cj0KCQ-1');
    expect(fromNaver.headers['x-page-cache']).toBe('HIT');
    expect(fromGoogle.headers['x-page-cache']).toBe('HIT');
    expect(rendered).toEqual(['/lawyers']);
    // Any other parameter is part of the address: its own page, rendered once and then kept.
    await get('/lawyers?page=2&utm_source=naver');
    expect((await get('/lawyers?page=2&gclid=x')).headers['x-page-cache']).toBe('HIT');
    expect(rendered).toEqual(['/lawyers', '/lawyers?page=2&utm_source=naver']);
  });

  it('keeps each compression apart, with its own ETag', async () => {
    const br = await get('/');
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    const plain = await get('/', { 'accept-encoding': '' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
    expect(text(gzip)).toBe(text(br));
    expect(rendered).toHaveLength(3);
    expect((await get('/', { 'accept-encoding': 'gzip' })).headers['x-page-cache']).toBe('HIT');
  });

  it('answers 304 to a matching ETag, from the cache and from a fresh render alike', async () => {
    const first = await get('/guide');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    const fromRender = await get('/other', { 'if-none-match': '"something-else"' });
    expect(fromRender.status).toBe(200);
    const cached = await get('/guide', { 'if-none-match': etag });
    expect(cached.status).toBe(304);
    expect(cached.body.length).toBe(0);
    expect(cached.headers.etag).toBe(etag);
    expect(cached.headers['content-security-policy']).toBeTruthy();
    cache.purge();
    const rendered304 = await get('/guide', { 'if-none-match': `"old", ${etag}` });
    expect(rendered304.status).toBe(304);
    expect(rendered304.headers['x-page-cache']).toBeUndefined();
    expect(matchesEtag('W/"a", "b"', '"a"')).toBe(true);
    expect(matchesEtag('*', '"a"')).toBe(true);
    expect(matchesEtag(undefined, '"a"')).toBe(false);
  });

  it("answers a signed-in reader with the visitors' page, but never a reader with a routing hint or an API client", async () => {
    await get('/');
    // A session cookie alone: the same page a visitor gets, as Next would send it.
    for (const cookie of ['auth.session_token=abc.def', 'theme=dark; __Secure-auth.session_token=abc', 'auth.session_data=xyz']) {
      expect((await get('/', { cookie })).headers['x-page-cache'], cookie).toBe('HIT');
    }
    const personal: Record<string, string>[] = [
      { cookie: 'talk_full=1' },
      { cookie: 'auth.session_token=abc; a=b;qna_full=1' },
      { authorization: 'Bearer token' },
      { rsc: '1' },
      { 'next-router-prefetch': '1' },
    ];
    for (const headers of personal) {
      const answer = await get('/', headers);
      expect(answer.headers['x-page-cache'], JSON.stringify(headers)).toBeUndefined();
    }
    expect(rendered).toHaveLength(1 + personal.length);
    // A cookie the routing does not read (an analytics id) still gets the shared page.
    expect((await get('/', { cookie: '_ga=GA1.1.1' })).headers['x-page-cache']).toBe('HIT');
    // A page Next rendered for one reader (private) is never kept, whoever asked.
    await get('/private', { cookie: 'auth.session_token=abc' });
    expect((await get('/private')).headers['x-page-cache']).toBeUndefined();
    // Nor is a page rendered for a reader with a routing hint, even one Next marked shared.
    await get('/mine', { cookie: 'auth.session_token=abc; talk_full=1' });
    expect((await get('/mine')).headers['x-page-cache']).toBeUndefined();
  });

  it('covers every cookie the cached routes are chosen by: a session alone routes as a visitor, a hint is never cached', () => {
    const rewrites = [...talkCachedRewrites(), ...qnaCachedRewrites()];
    const keys = new Set(
      rewrites
        .flatMap((rewrite) => [...(rewrite.has ?? []), ...(rewrite.missing ?? [])])
        .filter((condition) => condition.type === 'cookie')
        .map((condition) => condition.key),
    );
    const sessionCookies = ['auth.session_token', '__Secure-auth.session_token'];
    const hints = [...keys].filter((key) => !sessionCookies.includes(key));
    expect(hints.length).toBeGreaterThan(1);
    for (const key of hints) expect(routingCookiePattern.test(`x=1; ${key}=1`), key).toBe(true);
    for (const key of sessionCookies) expect(routingCookiePattern.test(`${key}=1`), key).toBe(false);
    // Where the rewrites send an address (the first match wins, as in Next).
    const destination = (path: string, cookies: string[]) => {
      const present = (condition: { type: string; key: string }) => condition.type === 'cookie' && cookies.includes(condition.key);
      for (const rewrite of rewrites) {
        const source = new RegExp(`^${rewrite.source.replace(/:\w+\(([^)]*)\)/g, '($1)')}$`);
        if (!source.test(path)) continue;
        if ((rewrite.has ?? []).some((condition) => !present(condition))) continue;
        if ((rewrite.missing ?? []).some(present)) continue;
        return rewrite.destination;
      }
      return path;
    };
    // A session alone is routed as a visitor; only a session with a hint reaches the reader's own page.
    for (const path of ['/talk/post/12', '/talk/category/25', '/talk/section/3', '/qna/post/1a', '/qna/category/divorce', '/']) {
      for (const session of sessionCookies) expect(destination(path, [session]), `${path} ${session}`).toBe(destination(path, []));
    }
    expect(destination('/talk/post/12', [])).not.toBe('/talk/post/12');
    expect(destination('/talk/post/12', ['auth.session_token', 'talk_full'])).toBe('/talk/post/12');
    expect(destination('/qna/post/1a', ['auth.session_token', 'qna_full'])).toBe('/qna/post/1a');
  });

  it('keeps only shared, cookie-free 200 pages asked for by GET', async () => {
    for (const path of ['/private', '/sets-cookie', '/missing']) {
      await get(path);
      expect((await get(path)).headers['x-page-cache'], path).toBeUndefined();
    }
    await get('/head-only', {}, 'HEAD');
    expect((await get('/head-only')).headers['x-page-cache']).toBeUndefined();
    // A HEAD for a kept page gets its headers and no body.
    const head = await get('/head-only', {}, 'HEAD');
    expect(head.headers['x-page-cache']).toBe('HIT');
    expect(head.body.length).toBe(0);
    // Not a document request: left to Next.
    await get('/json', { accept: 'application/json' });
    expect((await get('/json', { accept: 'application/json' })).headers['x-page-cache']).toBeUndefined();
  });

  it('asks Next again after a second, giving the others the kept copy meanwhile', async () => {
    await get('/');
    pageVersion = 2;
    clock = 500;
    expect(text(await get('/'))).toContain('v1');
    clock = 1_500;
    // The first request after a second goes to Next; it stores v2 for the next ones.
    const refreshing = await get('/');
    expect(refreshing.headers['x-page-cache']).toBeUndefined();
    expect(text(refreshing)).toContain('v2');
    expect(text(await get('/'))).toContain('v2');
    expect(rendered).toEqual(['/', '/']);
  });

  it('forgets every page when the site purges it', async () => {
    await get('/');
    await get('/guide');
    pageVersion = 2;
    cache.purge();
    expect(cache.size().pages).toBe(0);
    expect(text(await get('/'))).toContain('v2');
    expect(cache.stats.purges).toBe(1);
  });

  // Next's router prefetches each link in view by segment, without the reader's router state:
  // the same bytes for every reader, kept like the documents (decision 017, update).
  describe('segment prefetches', () => {
    const prefetch = (segment: string, extra: Record<string, string> = {}) => ({
      accept: '*/*',
      'accept-encoding': 'gzip, deflate, br, zstd',
      rsc: '1',
      'next-router-prefetch': '1',
      'next-router-segment-prefetch': segment,
      ...extra,
    });
    const flightText = (answer: Awaited<ReturnType<typeof get>>) =>
      (answer.headers['content-encoding'] === 'gzip' ? zlib.gunzipSync(answer.body) : answer.body).toString('utf8');

    it("answers a reader's prefetch with the first one's streamed bytes and headers, segment by segment", async () => {
      const first = await get('/talk?_rsc=abc', prefetch('/_tree'));
      expect(first.headers['content-encoding']).toBe('gzip');
      const second = await get('/talk?_rsc=abc', prefetch('/_tree'));
      expect(second.headers['x-page-cache']).toBe('HIT');
      expect(second.body.equals(first.body)).toBe(true);
      expect(flightText(second)).toContain('"segment":"/_tree","path":"/talk","v":1');
      for (const name of ['content-type', 'content-encoding', 'cache-control', 'vary', 'x-frame-options']) {
        expect(second.headers[name], name).toBe(first.headers[name]);
      }
      // Another segment of the same page, and another compression, are kept apart.
      const page = await get('/talk?_rsc=abc', prefetch('/talk/__PAGE__'));
      expect(page.headers['x-page-cache']).toBeUndefined();
      expect(flightText(page)).toContain('"segment":"/talk/__PAGE__"');
      const plain = await get('/talk?_rsc=abc', prefetch('/_tree', { 'accept-encoding': 'identity' }));
      expect(plain.headers['x-page-cache']).toBeUndefined();
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect((await get('/talk?_rsc=abc', prefetch('/_tree', { 'accept-encoding': 'identity' }))).headers['x-page-cache']).toBe('HIT');
      expect(rendered).toEqual(['/talk?_rsc=abc', '/talk?_rsc=abc', '/talk?_rsc=abc']);
      // Sent from another page (Next-Url, which intercepting routes read): kept apart too.
      expect((await get('/talk?_rsc=abc', prefetch('/_tree', { 'next-url': '/qna' }))).headers['x-page-cache']).toBeUndefined();
      expect((await get('/talk?_rsc=abc', prefetch('/_tree', { 'next-url': '/qna' }))).headers['x-page-cache']).toBe('HIT');
      expect(rendered).toHaveLength(4);
      // A signed-in reader's prefetch of a public page gets the same bytes.
      expect((await get('/talk?_rsc=abc', prefetch('/_tree', { cookie: 'auth.session_token=abc' }))).headers['x-page-cache']).toBe('HIT');
    });

    it("never keeps or gives a prefetch that carries the reader's router state, a routing hint or a token, or a private one", async () => {
      await get('/talk?_rsc=abc', prefetch('/_tree'));
      const personal: Record<string, string>[] = [
        { 'next-router-state-tree': '%5B%22%22%5D' },
        { cookie: 'talk_full=1' },
        { authorization: 'Bearer token' },
      ];
      for (const headers of personal) {
        expect((await get('/talk?_rsc=abc', prefetch('/_tree', headers))).headers['x-page-cache'], JSON.stringify(headers)).toBeUndefined();
      }
      // A whole-page prefetch (no segment) and a navigation's flight data are not kept either.
      const whole: Record<string, string> = prefetch('/_tree');
      delete whole['next-router-segment-prefetch'];
      await get('/talk?_rsc=abc', whole);
      expect((await get('/talk?_rsc=abc', whole)).headers['x-page-cache']).toBeUndefined();
      await get('/private?_rsc=abc', prefetch('/_tree'));
      expect((await get('/private?_rsc=abc', prefetch('/_tree'))).headers['x-page-cache']).toBeUndefined();
      expect(rendered).toHaveLength(1 + personal.length + 2 + 2);
    });

    it('forgets kept prefetches when the site purges, and asks Next again after a second', async () => {
      await get('/talk?_rsc=abc', prefetch('/_tree'));
      pageVersion = 2;
      cache.purge();
      expect(flightText(await get('/talk?_rsc=abc', prefetch('/_tree')))).toContain('"v":2');
      pageVersion = 3;
      clock += 1_001;
      expect(flightText(await get('/talk?_rsc=abc', prefetch('/_tree')))).toContain('"v":3');
      expect((await get('/talk?_rsc=abc', prefetch('/_tree'))).headers['x-page-cache']).toBe('HIT');
    });
  });

  it('drops the least recently used pages beyond its bound', async () => {
    const first = await get('/a');
    cache = createPageCache({ now: () => clock, maxBytes: first.body.length * 2 + 10 });
    await get('/a');
    await get('/b');
    await get('/a');
    await get('/c');
    expect(cache.size().pages).toBe(2);
    expect((await get('/a')).headers['x-page-cache']).toBe('HIT');
    expect((await get('/b')).headers['x-page-cache']).toBeUndefined();
  });
});
