import http from 'node:http';
import type { AddressInfo } from 'node:net';
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
  const html = `<!DOCTYPE html><html><body><h1>${url.pathname} v${pageVersion}</h1>${'<p>상담 안내</p>'.repeat(200)}</body></html>`;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (url.pathname === '/private') res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  else res.setHeader('Cache-Control', 's-maxage=5, stale-while-revalidate=31535995');
  if (url.pathname === '/sets-cookie') res.setHeader('Set-Cookie', 'x=1; Path=/');
  res.statusCode = url.pathname === '/missing' ? 404 : 200;
  res.end(html);
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
