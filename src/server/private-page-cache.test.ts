import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentText, getDocument } from '../../tests/support/raw-document';
import { createPageCache, type PageCache } from './page-cache.mjs';
import { createPrivatePageCache, type PrivatePageCache } from './private-page-cache.mjs';
import { currentRequestRecord, newRequestRecord, runWithRequestRecord } from './request-record.mjs';
import { createSecureResponder } from './secure-response.mjs';

/**
 * A signed-in reader's own pages kept in front of Next (decision 026), on a real server on
 * loopback with the real page cache and security wrapper in front, as scripts/start.mjs has them.
 * A small handler stands in for Next: it renders each reader's page from their cookie or bearer
 * token, and `/writes` moves the data version while it renders, as a GET that writes would.
 * `/office/*` pages stand for the back office: they write view records to `auditLog` as the audit
 * module and the database handle would (recordAudit, data-version.ts), or read it.
 */
let clock = 0;
let version = 0;
let auditLog: { entry: object; ip: string | undefined }[] = [];
let failReplay = false;
const replay = async (viewRecords: object[], req: http.IncomingMessage) => {
  if (failReplay) throw new Error('the database is away');
  for (const entry of viewRecords) auditLog.push({ entry, ip: req.socket.remoteAddress });
};
let publicCache: PageCache;
let cache: PrivatePageCache;
let rendered: string[] = [];
let server: http.Server;
let base = '';

function fakeNext(req: http.IncomingMessage, res: http.ServerResponse): void {
  const url = new URL(req.url ?? '/', 'http://x');
  const reader = /auth\.session_token=([^;]+)/.exec(req.headers.cookie ?? '')?.[1] ?? req.headers.authorization ?? 'visitor';
  rendered.push(`${reader} ${url.pathname}`);
  if (url.pathname === '/writes') version += 1;
  const record = currentRequestRecord();
  if (url.pathname.startsWith('/office/') && record) {
    const entry = { action: 'consult.list', actor: reader, ipAddress: '127.0.0.1' };
    if (url.pathname === '/office/audit-log') record.readsAuditLog = true;
    else auditLog.push({ entry, ip: req.socket.remoteAddress });
    // The audit module lists what it wrote; an insert made around it is only counted.
    if (url.pathname === '/office/inbox') record.viewRecords.push(entry);
    if (url.pathname !== '/office/audit-log') record.auditInserts += 1;
  }
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  if (url.pathname === '/public') res.setHeader('Cache-Control', 's-maxage=5, stale-while-revalidate=31535995');
  else res.setHeader('Cache-Control', 'private, no-cache, no-store, max-age=0, must-revalidate');
  if (url.pathname === '/sets-cookie') res.setHeader('Set-Cookie', 'x=1; Path=/');
  res.statusCode = url.pathname === '/missing' ? 404 : 200;
  res.end(`<!DOCTYPE html><html><body><h1>${reader}의 페이지 v${version}</h1>${'<p>내 상담 내역</p>'.repeat(100)}</body></html>`);
}

beforeAll(async () => {
  const secure = createSecureResponder({ SITE_URL: 'http://127.0.0.1' });
  const render = (req: http.IncomingMessage, res: http.ServerResponse) => {
    const record = newRequestRecord();
    publicCache.capture(req, res);
    cache.capture(req, res, record);
    secure(req, res);
    runWithRequestRecord(record, () => fakeNext(req, res));
  };
  server = http.createServer((req, res) => {
    if (publicCache.serve(req, res)) return;
    if (cache.serve(req, res, render)) return;
    render(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  clock = 0;
  version = 0;
  rendered = [];
  auditLog = [];
  failReplay = false;
  publicCache = createPageCache({ now: () => clock });
  cache = createPrivatePageCache({ now: () => clock, version: () => version, ttlMs: 2_000, replay });
});

const get = (path: string, headers: Record<string, string> = {}, method = 'GET') => getDocument(`${base}${path}`, headers, method);
const text = documentText;
const kim = { cookie: 'theme=dark; auth.session_token=kim.sig' };
const lee = { cookie: 'theme=dark; auth.session_token=lee.sig' };

describe("a signed-in reader's own pages kept in front of Next", () => {
  it("answers the same reader's second request with the first one's bytes and every header", async () => {
    const first = await get('/member/mypage', kim);
    const second = await get('/member/mypage', kim);
    expect(rendered).toEqual(['kim.sig /member/mypage']);
    expect(first.headers['x-page-cache']).toBeUndefined();
    expect(second.headers['x-page-cache']).toBe('PRIVATE');
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
    // The browser is still told not to keep it.
    expect(second.headers['cache-control']).toMatch(/private/);
    expect(text(second)).toContain('kim.sig의 페이지 v0');
    const notModified = await get('/member/mypage', { ...kim, 'if-none-match': String(first.headers.etag) });
    expect(notModified.status).toBe(304);
    expect(cache.stats.hits).toBe(2);
  });

  it("never gives one reader's page to another, to a visitor, or to the same person signed out", async () => {
    await get('/member/mypage', kim);
    const other = await get('/member/mypage', lee);
    expect(text(other)).toContain('lee.sig의 페이지');
    expect(text(other)).not.toContain('kim.sig');
    const bearer = await get('/member/mypage', { authorization: 'Bearer kim.sig' });
    expect(text(bearer)).toContain('Bearer kim.sig의 페이지');
    const visitor = await get('/member/mypage');
    expect(text(visitor)).toContain('visitor의 페이지');
    // Any other cookie beside the session makes another key too (a routing hint, another device's).
    const withHint = await get('/member/mypage', { cookie: `${kim.cookie}; talk_full=1` });
    expect(withHint.headers['x-page-cache']).toBeUndefined();
    expect(rendered).toEqual([
      'kim.sig /member/mypage',
      'lee.sig /member/mypage',
      'Bearer kim.sig /member/mypage',
      'visitor /member/mypage',
      'kim.sig /member/mypage',
    ]);
    // Each one's second request is their own page again.
    for (const [headers, name] of [
      [kim, 'kim.sig'],
      [lee, 'lee.sig'],
      [{ authorization: 'Bearer kim.sig' }, 'Bearer kim.sig'],
    ] as const) {
      const again = await get('/member/mypage', headers);
      expect(again.headers['x-page-cache']).toBe('PRIVATE');
      expect(text(again)).toContain(`${name}의 페이지`);
    }
    expect((await get('/member/mypage')).headers['x-page-cache']).toBeUndefined();
  });

  it('renders again after any write, and after its time', async () => {
    await get('/member/mypage', kim);
    version += 1;
    const afterWrite = await get('/member/mypage', kim);
    expect(afterWrite.headers['x-page-cache']).toBeUndefined();
    expect(text(afterWrite)).toContain('v1');
    expect((await get('/member/mypage', kim)).headers['x-page-cache']).toBe('PRIVATE');
    clock += 2_001;
    expect((await get('/member/mypage', kim)).headers['x-page-cache']).toBeUndefined();
    expect(rendered).toHaveLength(3);
  });

  it('never keeps a page during which a write came, an error, a page that sets a cookie, or a shared page', async () => {
    for (const path of ['/writes', '/missing', '/sets-cookie']) {
      await get(path, kim);
      expect((await get(path, kim)).headers['x-page-cache'], path).toBeUndefined();
    }
    // A shared page is the page cache's, for every reader alike.
    await get('/public', kim);
    expect((await get('/public', kim)).headers['x-page-cache']).toBe('HIT');
    expect(cache.stats.stores).toBe(0);
  });

  it('keeps documents asked for by GET only: not RSC requests, the API, assets or actions', async () => {
    const skipped: [string, Record<string, string>, string?][] = [
      ['/member/mypage', { ...kim, rsc: '1' }],
      ['/member/mypage?_rsc=abc', kim],
      ['/api/auth/user', kim],
      ['/_next/static/x.js', kim],
      ['/member/mypage', { ...kim, accept: 'application/json' }],
      ['/member/mypage', { ...kim, 'next-action': 'abc' }],
    ];
    for (const [path, headers] of skipped) {
      await get(path, headers);
      expect((await get(path, headers)).headers['x-page-cache'], `${path} ${JSON.stringify(headers)}`).toBeUndefined();
    }
    expect(cache.size().pages).toBe(0);
  });

  it('gives a back-office page again only after writing its view records again, for each request', async () => {
    const first = await get('/office/inbox', kim);
    const second = await get('/office/inbox', kim);
    const third = await get('/office/inbox', { ...kim, 'if-none-match': String(first.headers.etag) });
    expect(rendered).toEqual(['kim.sig /office/inbox']);
    expect(second.headers['x-page-cache']).toBe('PRIVATE');
    expect(second.body.equals(first.body)).toBe(true);
    expect(third.status).toBe(304);
    // One record per view, the kept ones as the render wrote them, from the request's address.
    expect(auditLog.map(({ entry }) => entry)).toEqual(Array(3).fill({ action: 'consult.list', actor: 'kim.sig', ipAddress: '127.0.0.1' }));
    expect(auditLog.every(({ ip }) => ip === '127.0.0.1')).toBe(true);
    expect(cache.stats.replays).toBe(2);
    // Another reader's view is their own render and record.
    await get('/office/inbox', lee);
    expect(rendered).toEqual(['kim.sig /office/inbox', 'lee.sig /office/inbox']);
  });

  it('renders as usual when the view records cannot be written again, and forgets the page', async () => {
    await get('/office/inbox', kim);
    failReplay = true;
    const answer = await get('/office/inbox', kim);
    expect(answer.status).toBe(200);
    expect(answer.headers['x-page-cache']).toBeUndefined();
    expect(text(answer)).toContain('kim.sig의 페이지');
    expect(rendered).toEqual(['kim.sig /office/inbox', 'kim.sig /office/inbox']);
    expect(cache.stats.failedReplays).toBe(1);
    // The render wrote its own record; the failed replay wrote none.
    expect(auditLog).toHaveLength(2);
  });

  it('never keeps a page with an audit insert it cannot replay, one that reads the audit log, or without a replayer', async () => {
    for (const path of ['/office/raw-insert', '/office/audit-log']) {
      await get(path, kim);
      expect((await get(path, kim)).headers['x-page-cache'], path).toBeUndefined();
    }
    cache = createPrivatePageCache({ version: () => version, now: () => clock });
    await get('/office/inbox', kim);
    expect((await get('/office/inbox', kim)).headers['x-page-cache']).toBeUndefined();
    expect(auditLog).toHaveLength(4);
    expect(cache.stats.stores).toBe(0);
  });

  it('keeps each compression apart and stays within its bound', async () => {
    const small = createPrivatePageCache({ maxBytes: 1, version: () => version, now: () => clock });
    cache = small;
    await get('/member/mypage', kim);
    expect(cache.size()).toEqual({ pages: 0, bytes: 0 });
    cache = createPrivatePageCache({ version: () => version, now: () => clock });
    await get('/member/mypage', kim);
    const gzip = await get('/member/mypage', { ...kim, 'accept-encoding': 'gzip' });
    expect(gzip.headers['x-page-cache']).toBeUndefined();
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect((await get('/member/mypage', kim)).headers['content-encoding']).toBe('br');
    expect(cache.size().pages).toBe(2);
  });
});
