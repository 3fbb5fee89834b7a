// Serves the site: builds first when there is no production build or the sources are newer,
// then runs Next in this process. x-forwarded-for is rewritten to the one client address (the
// socket's, or the one trusted proxies report), so rate limits cannot be dodged with a forged header.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
process.chdir(root);
process.env.NEXT_TELEMETRY_DISABLED = '1';
process.env.NODE_ENV = 'production';

// After a full collection V8 lets the old generation grow to up to four times what survived before
// it collects again: 110 MB live became 430 MB of heap under the bench's load (issue 17, goal 5;
// decision 028). 40 collects at 1.4 times. This sets when V8 collects, not how much it may hold:
// V8's own limit stays, so a burst that needs more gets it. HEAP_GROWING_PERCENT=0 keeps V8's
// schedule.
const heapGrowingPercent = Number(process.env.HEAP_GROWING_PERCENT ?? 40);
if (!Number.isInteger(heapGrowingPercent) || heapGrowingPercent < 0) {
  console.error(
    `[start] HEAP_GROWING_PERCENT must be a whole number of per cent (0 keeps V8's schedule), not '${process.env.HEAP_GROWING_PERCENT}'`,
  );
  process.exit(1);
}
if (heapGrowingPercent > 0) v8.setFlagsFromString(`--heap-growing-percent=${heapGrowingPercent}`);

const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOST || '0.0.0.0';

// A port another process holds would leave this one running without serving, the embedded
// database open, and the next start on the same DATA_DIR waiting on it: try the port first,
// before building or opening anything, and stop with a message a person can act on.
function cannotListen(error) {
  return (
    `[start] ${hostname}:${port} 에서 시작할 수 없습니다 (cannot listen): ${error instanceof Error ? error.message : error}. ` +
    '다른 서버가 이 포트를 쓰고 있다면 그 서버를 멈추거나 PORT를 바꿔 주세요.'
  );
}
await new Promise((resolve) => {
  const probe = net.createServer();
  probe.once('error', (error) => {
    console.error(cannotListen(error));
    process.exit(1);
  });
  probe.listen(port, hostname, () => probe.close(resolve));
});

const buildId = path.join(root, '.next', 'BUILD_ID');
const inputs = ['src', 'drizzle', 'public', 'next.config.ts', 'package.json', 'package-lock.json', 'postcss.config.mjs'];

function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const built = fs.existsSync(buildId) ? fs.statSync(buildId).mtimeMs : 0;
const sources = Math.max(...inputs.map((input) => newestMtime(path.join(root, input))));
if (!built || sources > built) {
  console.log(built ? '[start] sources changed since the last build: building…' : '[start] no production build yet: building…');
  const result = spawnSync(process.execPath, [path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build'], {
    stdio: 'inherit',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// Query results cached by unstable_cache (content, awards) describe the database of the process
// that wrote them; a server may start on another one (a fresh DATA_DIR, a restored backup), so it
// starts with an empty data cache. Pages regenerate from it within seconds (decision 005).
// Another server on the same build (a test's) may be writing into the folder while this one
// starts: it is renamed out of the way first (atomic), then removed at leisure.
const fetchCache = path.join(root, '.next', 'cache', 'fetch-cache');
const discarded = `${fetchCache}.discarded-${process.pid}-${Date.now()}`;
try {
  fs.renameSync(fetchCache, discarded);
} catch (error) {
  if (error?.code !== 'ENOENT') throw error;
}
fs.rmSync(discarded, { recursive: true, force: true, maxRetries: 5 });

// The address rate limits count: the socket's, or behind TRUST_PROXY reverse proxies the entry
// the nearest trusted proxy appended to X-Forwarded-For (src/server/forwarded-for.mjs).
const { clientFromForwardedFor, trustedProxyHops } = await import('../src/server/forwarded-for.mjs');
let proxyHops;
try {
  proxyHops = trustedProxyHops(process.env.TRUST_PROXY);
} catch (error) {
  console.error(`[start] ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

// This file owns SIGTERM/SIGINT (src/server/runtime.ts registers none when this flag is set).
globalThis.__familyLawOwnsSignals = true;

// The build wrote the resolved configuration (redirects, rewrites and headers are in its routes
// manifest); handing it to Next, as Next's own standalone server does, spares reading
// next.config.ts, which loads the SWC compiler (about 26 MB of memory) to transpile it.
if (!process.env.__NEXT_PRIVATE_STANDALONE_CONFIG) {
  const serverFiles = JSON.parse(fs.readFileSync(path.join(root, '.next', 'required-server-files.json'), 'utf8'));
  process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(serverFiles.config);
}

const { default: next } = await import('next');
const app = next({ dev: false, dir: root, hostname, port });
try {
  await app.prepare();
} catch (error) {
  console.error(`[start] the server did not start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
const handle = app.getRequestHandler();
// The security headers and the page's Content-Security-Policy (src/server/secure-response.mjs).
// The integrations' keys decide which third-party origins the policy admits.
const { createSecureResponder } = await import('../src/server/secure-response.mjs');
const secure = createSecureResponder({
  SITE_URL: process.env.SITE_URL || `http://localhost:${port}`,
  CHANNEL_TALK_PLUGIN_KEY: process.env.CHANNEL_TALK_PLUGIN_KEY,
  TURNSTILE_SITE_KEY: process.env.TURNSTILE_SITE_KEY,
  NAVER_WCS_ID: process.env.NAVER_WCS_ID,
  MOBON_ID: process.env.MOBON_ID,
  MOBON_SCRIPT_URL: process.env.MOBON_SCRIPT_URL,
  TOSS_CLIENT_KEY: process.env.TOSS_CLIENT_KEY,
  TOSS_SDK_URL: process.env.TOSS_SDK_URL,
});
// Finished public pages for anonymous visitors, answered without entering Next (decision 017);
// the site's writes empty it through globalThis (src/server/page-cache-purge.ts).
const { createPageCache } = await import('../src/server/page-cache.mjs');
const pageCacheMb = Number(process.env.PAGE_CACHE_MB || 16);
if (!Number.isFinite(pageCacheMb) || pageCacheMb < 0) {
  console.error(`[start] PAGE_CACHE_MB must be a number of megabytes (0 turns the page cache off), not '${process.env.PAGE_CACHE_MB}'`);
  process.exit(1);
}
const pageCache = pageCacheMb > 0 ? createPageCache({ maxBytes: pageCacheMb * 1024 * 1024 }) : null;
globalThis.__familyLawPageCache = pageCache ?? undefined;
// A signed-in reader's own pages, given again to the same credential until the next write
// (decision 026); a quarter of PAGE_CACHE_MB. A back-office page is given again only after its
// view records are written again, for this request's client address (src/server/runtime.ts
// registers the writer).
const { createPrivatePageCache } = await import('../src/server/private-page-cache.mjs');
const { newRequestRecord, runWithRequestRecord } = await import('../src/server/request-record.mjs');
const clientOf = (req) => clientFromForwardedFor(req.headers['x-forwarded-for'], proxyHops, req.socket.remoteAddress);
async function replayViewRecords(viewRecords, req) {
  const write = globalThis.__familyLawReplayViewRecords;
  if (typeof write !== 'function') throw new Error('the audit log writer is not registered yet');
  await write(viewRecords, clientOf(req));
}
const privateCache =
  pageCacheMb > 0 ? createPrivatePageCache({ maxBytes: (pageCacheMb * 1024 * 1024) / 4, replay: replayViewRecords }) : null;
// The build's scripts and stylesheets, compressed with Brotli at its highest quality once, in the
// background after start (decision 027); until then, and for gzip-only clients, Next serves them.
const { createStaticAssets } = await import('../src/server/static-assets.mjs');
const staticAssets = createStaticAssets({ dir: path.join(root, '.next', 'static') });
// A page that reads its query is served at its plain address from a cached twin (src/lib/routes.ts).
const { markPlainAddress } = await import('../src/lib/plain-address.mjs');
function render(req, res) {
  req.headers['x-forwarded-for'] = clientOf(req);
  markPlainAddress(req);
  const record = newRequestRecord();
  pageCache?.capture(req, res);
  privateCache?.capture(req, res, record);
  secure(req, res);
  if (staticAssets.serve(req, res)) return;
  runWithRequestRecord(record, () => void handle(req, res));
}
const server = http.createServer((req, res) => {
  if (pageCache?.serve(req, res)) return;
  if (privateCache?.serve(req, res, render)) return;
  render(req, res);
});
server.keepAliveTimeout = 65_000;
// Another process may still take the port between the probe and this listen (a build runs between).
server.once('error', (error) => {
  console.error(cannotListen(error));
  void shutdown('listen error', 1);
});
server.listen(port, hostname, () => {
  console.log(`[start] serving on http://localhost:${port}`);
});

// Shutdown in order (issue 11: SIGTERM used to reset every request in flight): stop accepting,
// let the requests in flight finish (at most SHUTDOWN_GRACE_MS), stop the job worker, close the
// database, exit.
const SHUTDOWN_GRACE_MS = Number(process.env.SHUTDOWN_GRACE_MS) > 0 ? Number(process.env.SHUTDOWN_GRACE_MS) : 10_000;
let stopping = false;
async function shutdown(signal, exitCode = 0) {
  if (stopping) return;
  stopping = true;
  console.log(`[start] ${signal}: finishing requests in flight, then stopping`);
  const closed = server.listening ? new Promise((resolve) => server.close(() => resolve(undefined))) : Promise.resolve();
  server.closeIdleConnections();
  const idleTimer = setInterval(() => server.closeIdleConnections(), 100);
  const grace = new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS).unref());
  await Promise.race([closed, grace]);
  clearInterval(idleTimer);
  server.closeAllConnections();
  try {
    await globalThis.__familyLawServerShutdown?.();
  } catch (error) {
    console.error('[start] stopping the worker or closing the database failed', error);
  }
  process.exit(exitCode);
}
process.once('SIGTERM', () => void shutdown('SIGTERM'));
process.once('SIGINT', () => void shutdown('SIGINT'));
