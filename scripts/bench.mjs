// `npm run bench`: performance budgets, measured on a production build with a fresh embedded
// database and the demo catalog. Prints requests per second and p50/p99 latency (10 connections,
// 10 s) for the home page, cached content pages (a lawyer profile, a blog post), filing a consult
// (also at 50 connections),
// the signed-in user lookup every protected request makes and the back office's consult inbox;
// JavaScript bytes per page; Lighthouse 12 (mobile) scores for the home page, a lawyer profile, a win
// case and a blog post in Debian's Chromium (BENCH_LIGHTHOUSE=0 skips them); and the server's peak
// memory. Loopback only.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
const duration = Number(process.env.BENCH_SECONDS ?? 10);

// BENCH_DATABASE_URL=postgres://…/postgres runs the same load against a fresh PostgreSQL database.
const adminUrl = process.env.BENCH_DATABASE_URL;
let databaseUrl = '';
let dropDatabase = async () => {};
if (adminUrl) {
  const { default: pg } = await import('pg');
  const name = `bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  dropDatabase = async () => {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
}

// Create the database first: PGlite's one-time initdb briefly needs far more memory than serving
// does, and the budget is about serving.
const seed = spawnSync(
  process.execPath,
  [
    path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'),
    '--conditions=react-server',
    path.join(root, 'scripts', 'db-seed.ts'),
    '--demo',
  ],
  {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
    stdio: 'inherit',
  },
);
if (seed.status !== 0) process.exit(seed.status ?? 1);

const server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env: {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    SITE_URL: base,
    CONSULT_RATE_LIMIT: '100000000',
    AUTH_RATE_LIMIT: '100000000',
    NEXT_TELEMETRY_DISABLED: '1',
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

async function waitForServer() {
  const started = Date.now();
  for (;;) {
    try {
      const response = await fetch(`${base}/`);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > 600_000) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

function peakMemoryMb(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

function load(options) {
  return autocannon({ connections: 10, duration, ...options });
}

const consultBody = JSON.stringify({
  tel: '010-1234-5678',
  content: '벤치마크용 상담 신청입니다. 협의이혼 절차를 알고 싶습니다.',
  name: '성능측정',
  consent: true,
});

/** Paths of the published items in the sitemap, whatever origin the build wrote into it. */
async function sitemapPaths() {
  const xml = await (await fetch(`${base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

/**
 * The JavaScript a first visit downloads: every script the HTML names, raw and gzipped. Scripts
 * marked `nomodule` (Next's polyfills for browsers without ES modules, about 39 KB gzipped) are
 * left out: every browser the site supports skips them.
 */
async function javascriptBytes(pagePath) {
  const html = await (await fetch(`${base}${pagePath}`)).text();
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+\.js[^"]*)"[^>]*>/g)].filter((m) => !/\snomodule/i.test(m[0]));
  const sources = [...new Set(tags.map((m) => m[1]))];
  let raw = 0;
  let gzip = 0;
  for (const source of sources) {
    const bytes = Buffer.from(await (await fetch(new URL(source, base))).arrayBuffer());
    raw += bytes.length;
    gzip += zlib.gzipSync(bytes).length;
  }
  return { scripts: sources.length, raw, gzip };
}

/** Lighthouse's mobile preset (simulated slow 4G, mid-range phone) in Debian's Chromium. */
async function lighthouseScores(urls) {
  const { default: lighthouse } = await import('lighthouse');
  const debugPort = port + 1;
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-chromium-'));
  const chromium = spawn(
    process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--remote-debugging-port=${debugPort}`,
      `--user-data-dir=${profile}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
  try {
    for (let i = 0; i < 100; i++) {
      try {
        await fetch(`http://127.0.0.1:${debugPort}/json/version`);
        break;
      } catch {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    }
    const results = [];
    for (const [name, url] of urls) {
      const run = await lighthouse(url, {
        port: debugPort,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      });
      const c = run.lhr.categories;
      const score = (key) => Math.round((c[key]?.score ?? 0) * 100);
      results.push({
        name,
        performance: score('performance'),
        accessibility: score('accessibility'),
        bestPractices: score('best-practices'),
        seo: score('seo'),
        lcp: Math.round(run.lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
      });
    }
    return results;
  } finally {
    chromium.kill('SIGTERM');
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

try {
  await waitForServer();
  await load({ url: `${base}/`, duration: 3 }); // warm-up
  const home = await load({ url: `${base}/` });
  const items = await sitemapPaths();
  const lawyerPage = items.find((p) => p.startsWith('/page/intro/%EC%A0%84%EB%AC%B8%EA%B0%80/'));
  const casePage = items.find((p) => /^\/case\/win\/\d+$/.test(p));
  const postPage = items.find((p) => p.startsWith('/blog/') && p.split('/').length === 4);
  await fetch(`${base}${lawyerPage}`);
  await fetch(`${base}${postPage}`);
  const lawyerLoad = await load({ url: `${base}${lawyerPage}` });
  const postLoad = await load({ url: `${base}${postPage}` });
  const consult = await load({
    url: `${base}/api/office/consult`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: consultBody,
  });
  // Issue 11: the intake under a burst of 50 visitors at once (p50 and p99 reported, no budget).
  const consult50 = await load({
    url: `${base}/api/office/consult`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: consultBody,
    connections: 50,
  });
  // A member's bearer token: the session and role lookup behind every protected read.
  const memberEmail = `bench-${Date.now()}@bench.example`;
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({
      email: memberEmail,
      password: 'bench-password-2026',
      name: '성능측정',
      ageConfirmed: true,
      privacyConsent: true,
    }),
  });
  if (!signUp.ok) throw new Error(`bench sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const memberToken = signUp.headers.get('set-auth-token');
  const user = await load({ url: `${base}/api/auth/user`, headers: { authorization: `Bearer ${memberToken}` } });
  const measured = [
    ['GET /', home],
    ['GET lawyer profile (cached)', lawyerLoad],
    ['GET blog post (cached)', postLoad],
    ['POST /api/office/consult', consult],
    ['POST /api/office/consult (50 connections)', consult50],
    ['GET /api/auth/user (bearer)', user],
  ];
  // The embedded demo's admin (DATA_DIR/demo-accounts.txt): the inbox, rendered and audit-logged per view.
  const demoFile = path.join(dataDir, 'demo-accounts.txt');
  if (fs.existsSync(demoFile)) {
    const password = /비밀번호: (\S+)/.exec(fs.readFileSync(demoFile, 'utf8'))?.[1];
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'admin@onsaemiro.example', password }),
    });
    const { token } = await login.json();
    measured.push([
      'GET /office/consults (admin)',
      await load({ url: `${base}/office/consults`, headers: { authorization: `Bearer ${token}` } }),
    ]);
  }
  const rows = measured.map(([name, r]) => ({
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  }));
  console.log(
    `\nBenchmark: ${adminUrl ? 'PostgreSQL' : 'embedded PGlite'}, ${os.cpus().length} cores, Node ${process.version}, 10 connections, ${duration} s each`,
  );
  console.log('| route | requests/s | p50 latency (ms) | p99 latency (ms) | non-2xx | errors |');
  console.log('|---|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.name} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.non2xx} | ${row.errors} |`);
  const pages = [
    ['home', '/'],
    ['lawyer profile', lawyerPage],
    ['win case', casePage],
    ['blog post', postPage],
  ];
  console.log('\n| page | scripts | JavaScript (raw KB) | JavaScript (gzip KB) |');
  console.log('|---|---|---|---|');
  for (const [name, pagePath] of pages) {
    const js = await javascriptBytes(pagePath);
    console.log(`| ${name} | ${js.scripts} | ${(js.raw / 1024).toFixed(1)} | ${(js.gzip / 1024).toFixed(1)} |`);
  }
  if (process.env.BENCH_LIGHTHOUSE !== '0') {
    const scores = await lighthouseScores(pages.map(([name, pagePath]) => [name, `${base}${pagePath}`]));
    console.log('\nLighthouse 12, mobile preset (simulated throttling)');
    console.log('| page | Performance | Accessibility | Best Practices | SEO | LCP (ms) |');
    console.log('|---|---|---|---|---|---|');
    for (const s of scores) console.log(`| ${s.name} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.lcp} |`);
  }
  console.log(`\nServer peak memory (VmHWM): ${peakMemoryMb(server.pid)} MB`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
}
