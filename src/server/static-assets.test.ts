import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentText, getDocument } from '../../tests/support/raw-document';
import { createSecureResponder } from './secure-response.mjs';
import { createStaticAssets, type StaticAssets } from './static-assets.mjs';

/**
 * The build's scripts and stylesheets answered from memory, Brotli-compressed (decision 027), on a
 * real server on loopback with the real security wrapper in front, as scripts/start.mjs has them.
 * A small handler stands in for Next and says so in its body.
 */
const script = `(globalThis.TURBOPACK||=[]).push(["chunk",${JSON.stringify('상담 신청 '.repeat(400))}]);\n`;
const stylesheet = `.home-hero{background:#142c49}${'.card{padding:1rem}'.repeat(200)}`;
let dir = '';
let assets: StaticAssets;
let server: http.Server;
let base = '';

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-assets-'));
  fs.mkdirSync(path.join(dir, 'chunks'));
  fs.mkdirSync(path.join(dir, 'media'));
  fs.writeFileSync(path.join(dir, 'chunks', 'app.js'), script);
  fs.writeFileSync(path.join(dir, 'chunks', 'site.css'), stylesheet);
  fs.writeFileSync(path.join(dir, 'media', 'font.woff2'), Buffer.alloc(2048, 7));
  assets = createStaticAssets({ dir });
  await assets.ready;
  const secure = createSecureResponder({ SITE_URL: 'http://127.0.0.1' });
  server = http.createServer((req, res) => {
    secure(req, res);
    if (assets.serve(req, res)) return;
    res.setHeader('Content-Type', 'text/plain');
    res.end('next');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method = 'GET') =>
  getDocument(`${base}${url}`, { accept: '*/*', 'accept-encoding': 'gzip, deflate, br, zstd', ...headers }, method);

describe('static assets', () => {
  it('answers a script with its Brotli bytes and the headers Next gives it', async () => {
    const answer = await get('/_next/static/chunks/app.js');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(documentText(answer)).toBe(script);
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(Buffer.byteLength(script) / 10);
    expect(answer.headers['content-type']).toBe('application/javascript; charset=UTF-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(answer.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(answer.headers['last-modified']).toBeTruthy();
    // The security wrapper's headers, as on every response.
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("default-src 'none'");
    expect(assets.stats().files).toBe(2);
  });

  it('answers a stylesheet, and a request with a query string', async () => {
    const answer = await get('/_next/static/chunks/site.css?v=1');
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/css; charset=UTF-8');
    expect(documentText(answer)).toBe(stylesheet);
  });

  it('answers 304 for a matching ETag, and HEAD with the length but no body', async () => {
    const first = await get('/_next/static/chunks/app.js');
    const again = await get('/_next/static/chunks/app.js', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const head = await get('/_next/static/chunks/app.js', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(Number(head.headers['content-length'])).toBe(first.body.length);
  });

  it('leaves to Next what it does not keep: gzip-only clients, ranges, other types and files, other methods', async () => {
    const toNext = [
      await get('/_next/static/chunks/app.js', { 'accept-encoding': 'gzip' }),
      await get('/_next/static/chunks/app.js', { 'accept-encoding': 'identity' }),
      await get('/_next/static/chunks/app.js', { range: 'bytes=0-10' }),
      await get('/_next/static/media/font.woff2'),
      await get('/_next/static/chunks/later.js'),
      await get('/chunks/app.js'),
      await get('/_next/static/chunks/app.js', {}, 'POST'),
    ];
    for (const answer of toNext) expect(answer.body.toString()).toBe('next');
  });

  it('serves nothing, and does not fail, when there is no build', async () => {
    const none = createStaticAssets({ dir: path.join(dir, 'missing') });
    await none.ready;
    expect(none.stats()).toEqual({ files: 0, bytes: 0 });
  });
});
