// `npm run bench`: issue 17's performance budgets, measured on a production build with a fresh
// embedded database (or BENCH_DATABASE_URL's PostgreSQL) and the demo catalog, over loopback only.
// Prints markdown tables of:
// - every public template (scripts/bench/templates.mjs; BENCH_PAGES=home,talk-post,… selects some):
//   its HTML (≤ 60 KB uncompressed), the inline RSC payload in it, the JavaScript it downloads
//   (gzip, ≤ a bare Next page's + 40 KB) and Lighthouse 12 mobile scores in Debian's Chromium,
//   the median of BENCH_LIGHTHOUSE_RUNS runs (default 3; BENCH_LIGHTHOUSE=0 skips them):
//   Performance ≥ 95, CLS 0. The bare Next page is built with the project's Next and React in a
//   temporary app (scripts/bench/bare-next.mjs) and measured side by side;
// - cached public pages under load (autocannon, 10 connections, BENCH_SECONDS, default 10) as a
//   browser asks for them, and nginx serving the same bytes: the site ≥ 1/10 of nginx;
// - a signed-in member's pages and the dynamic ones: ≥ 150 requests/s with p99 < 100 ms;
// - filing a consult: p99 < 100 ms at 10 connections (and, without a budget, at 50);
// - the server's memory: RSS after start-up, its peak sampled every 250 ms through the whole run
//   (≤ 400 MB) and the kernel's high-water mark;
// and a summary of every goal: figure, budget, met or not. At the end it warns when other servers
// or builds ran from this checkout meanwhile (scripts/bench/other-servers.mjs).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { bareNextBuild, startBareNext } from './bench/bare-next.mjs';
import { lighthouseMedians, lighthouseRuns } from './bench/lighthouse.mjs';
import { clean, load, pageHeaders, seconds } from './bench/load.mjs';
import { kb, printTable, verdict } from './bench/markdown.mjs';
import { highWaterMarkMb, rssMb, watchMemory } from './bench/memory.mjs';
import { nginxBinary, servedBytes, startNginx } from './bench/nginx.mjs';
import { otherNextProcesses } from './bench/other-servers.mjs';
import { pageWeight } from './bench/page-weight.mjs';
import { resolveTemplates, selectedNames } from './bench/templates.mjs';
import { serverEnv, serverNodeFlags } from './server-command.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3200);
const ports = { chromium: port + 1, bareNext: port + 2, nginx: port + 3 };
const base = `http://127.0.0.1:${port}`;
const selected = selectedNames();
const runLighthouse = process.env.BENCH_LIGHTHOUSE !== '0';

const budgets = {
  htmlBytes: 60 * 1024,
  javascriptOverBare: 40 * 1024,
  performance: 95,
  nginxShare: 10,
  signedInRps: 150,
  p99Ms: 100,
  memoryMb: 400,
};

/** The last line: [goal, figure, budget, verdict] for each of issue 17's goals. */
const summary = [];

const othersAtStart = otherNextProcesses(root, [process.pid]);

// The bare page's build comes first: it waits for any other build, and the load must not meet one.
const bareNext = bareNextBuild(root);

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

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));

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
if (seed.status !== 0) {
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
  process.exit(seed.status ?? 1);
}

// As `npm start` runs it (scripts/server-command.mjs).
const server = spawn(process.execPath, [...serverNodeFlags, path.join(root, 'scripts', 'start.mjs')], {
  cwd: root,
  env: {
    ...serverEnv,
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
const memory = watchMemory(server.pid);

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

function loadRow(name, result, budget = '', met) {
  const row = [name, result.rps, result.p50, result.p99, result.non2xx, result.errors, budget];
  return [...row, met === undefined ? '' : verdict(met)];
}

const lowestBy = (items, value) => items.reduce((a, b) => (value(b) < value(a) ? b : a));
const highestBy = (items, value) => items.reduce((a, b) => (value(b) > value(a) ? b : a));

const loadHeaders = ['route', 'requests/s', 'p50 (ms)', 'p99 (ms)', 'non-2xx', 'errors', 'budget', 'result'];

/** `1/N`: the site's requests per second as a share of nginx's. */
function share(site, nginx) {
  if (!site.rps) return '1/∞';
  const n = nginx.rps / site.rps;
  return `1/${n >= 10 ? Math.round(n) : n.toFixed(1)}`;
}

const meetsNginxShare = (page) => clean(page.site) && page.site.rps * budgets.nginxShare >= page.nginx.rps;

/**
 * Issue 17 goal 4: loads the cached public pages as an anonymous visitor, then nginx serving the
 * bytes the site answered. Returns the pages with their `site` and (when nginx ran) `nginx` loads.
 */
async function loadAgainstNginx(templates) {
  const names = ['home', 'lawyer', 'blog-post', 'talk', 'talk-board', 'talk-post', 'qna', 'qna-question'];
  const pages = [];
  for (const template of templates.filter((t) => names.includes(t.name))) {
    pages.push({ ...template, site: await load({ url: template.url, headers: pageHeaders }) });
  }
  if (!pages.length) return pages;
  const nginx = await startNginx(ports.nginx, await Promise.all(pages.map((page) => servedBytes(page.url, pageHeaders))));
  if (!nginx) return pages;
  try {
    for (const [i, page] of pages.entries()) page.nginx = await load({ url: nginx.urls[i], headers: pageHeaders });
  } finally {
    await nginx.stop();
  }
  return pages;
}

function reportAgainstNginx(pages) {
  if (!pages.length) return;
  const nginxRan = Boolean(pages[0].nginx);
  printTable(
    `Cached public pages, anonymous visitor (accept: text/html, accept-encoding: br, gzip); nginx ${nginxRan ? `(${nginxBinary}) serving the same bytes` : `not run: ${nginxBinary} is not installed`}`,
    [
      'template',
      'path',
      'requests/s',
      'p50 (ms)',
      'p99 (ms)',
      'non-2xx + errors',
      'response (KB), site / nginx',
      'nginx requests/s',
      'site / nginx',
      '≥ 1/10',
    ],
    pages.map((p) => [
      p.name,
      p.path,
      p.site.rps,
      p.site.p50,
      p.site.p99,
      p.site.non2xx + p.site.errors,
      nginxRan ? `${kb(p.site.bytes)} / ${kb(p.nginx.bytes)}` : kb(p.site.bytes),
      nginxRan ? p.nginx.rps : '',
      nginxRan ? share(p.site, p.nginx) : '',
      nginxRan ? verdict(meetsNginxShare(p)) : '',
    ]),
  );
  const goal = '4. cached public pages ≥ 1/10 of nginx';
  if (!nginxRan) {
    summary.push([goal, `not measured: ${nginxBinary} is not installed`, '≥ 1/10', 'not measured']);
    return;
  }
  const worst = lowestBy(pages, (p) => p.site.rps / p.nginx.rps);
  summary.push([goal, `lowest ${share(worst.site, worst.nginx)} (${worst.name})`, '≥ 1/10', verdict(pages.every(meetsNginxShare))]);
}

const consultBody = JSON.stringify({
  tel: '010-1234-5678',
  content: '벤치마크용 상담 신청입니다. 협의이혼 절차를 알고 싶습니다.',
  name: '성능측정',
  consent: true,
});

/** Issue 17 goal 6 (and issue 11's burst of 50 visitors at once, without a budget). */
async function consults() {
  const request = {
    url: `${base}/api/office/consult`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: consultBody,
    warmUp: false,
  };
  const ten = await load(request);
  const fifty = await load({ ...request, connections: 50 });
  const met = clean(ten) && ten.p99 < budgets.p99Ms;
  printTable('Filing a consult', loadHeaders, [
    loadRow('POST /api/office/consult, 10 connections', ten, 'p99 < 100 ms', met),
    loadRow('POST /api/office/consult, 50 connections', fifty),
  ]);
  summary.push(['6. consult POST p99 < 100 ms (10 connections)', `${ten.p99} ms`, '< 100 ms', verdict(met)]);
}

/** A new member: signs up (a bearer token) and signs in (the session cookie a browser keeps). */
async function member() {
  const credentials = { email: `bench-${Date.now()}@bench.example`, password: 'bench-password-2026' };
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ ...credentials, name: '성능측정', ageConfirmed: true, privacyConsent: true }),
  });
  if (!signUp.ok) throw new Error(`bench sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(credentials),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .find((line) => line.startsWith('auth.session_token='))
    ?.split(';')[0];
  if (!cookie) throw new Error(`bench sign-in failed: ${signIn.status} ${await signIn.text()}`);
  return { token: signUp.headers.get('set-auth-token'), cookie };
}

/** The embedded demo's admin (DATA_DIR/demo-accounts.txt): a bearer token, or none. */
async function adminToken() {
  const demoFile = path.join(dataDir, 'demo-accounts.txt');
  if (!fs.existsSync(demoFile)) return undefined;
  const password = /비밀번호: (\S+)/.exec(fs.readFileSync(demoFile, 'utf8'))?.[1];
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@onsaemiro.example', password }),
  });
  return (await login.json()).token;
}

/** Issue 17 goal 4: pages for a signed-in member, and dynamic ones, ≥ 150 requests/s with p99 < 100 ms. */
async function signedInPages(templates) {
  const { token, cookie } = await member();
  const url = (name) => templates.find((t) => t.name === name).url;
  const asMember = { ...pageHeaders, cookie };
  const routes = [
    ['GET / (member)', { url: `${base}/`, headers: asMember }],
    ['GET talk post (member)', { url: url('talk-post'), headers: asMember }],
    ['GET Q&A question (member)', { url: url('qna-question'), headers: asMember }],
    ['GET /member/mypage (member)', { url: `${base}/member/mypage`, headers: asMember }],
    ['GET /api/auth/user (bearer)', { url: `${base}/api/auth/user`, headers: { authorization: `Bearer ${token}` } }],
  ];
  const admin = await adminToken();
  if (admin) {
    // As a browser asks for the page (a document), signed in by the admin's bearer token.
    routes.push([
      'GET /office/consults (admin)',
      { url: `${base}/office/consults`, headers: { ...pageHeaders, authorization: `Bearer ${admin}` } },
    ]);
  }
  const measured = [];
  for (const [name, options] of routes) measured.push({ name, result: await load(options) });
  const meets = (r) => clean(r) && r.rps >= budgets.signedInRps && r.p99 < budgets.p99Ms;
  const budget = '≥ 150 requests/s, p99 < 100 ms';
  printTable(
    'Signed-in and dynamic pages',
    loadHeaders,
    measured.map((m) => loadRow(m.name, m.result, budget, meets(m.result))),
  );
  const worst = lowestBy(measured, (m) => m.result.rps);
  summary.push([
    '4. signed-in and dynamic pages',
    `lowest ${worst.result.rps} requests/s, p99 ${worst.result.p99} ms (${worst.name}); ${measured.filter((m) => meets(m.result)).length} of ${measured.length} met`,
    budget,
    verdict(measured.every((m) => meets(m.result))),
  ]);
}

/** Issue 17 goals 2 and 3: HTML, RSC payload and JavaScript per template, beside the bare page's. */
async function pageWeights(templates, bareOrigin) {
  const bare = await pageWeight(`${bareOrigin}/`);
  const jsBudget = bare.js.gzip + budgets.javascriptOverBare;
  const weights = [];
  for (const template of templates) weights.push({ ...template, ...(await pageWeight(template.url)) });
  const row = (name, pagePath, w, checks) => [name, pagePath, kb(w.htmlBytes), kb(w.rscBytes), w.js.scripts, kb(w.js.gzip), ...checks];
  printTable(
    `Page weight (KB = 1,024 bytes; JavaScript without nomodule scripts, gzipped by the bench; budget ${kb(bare.js.gzip)} + 40 = ${kb(jsBudget)} KB)`,
    ['template', 'path', 'HTML (KB)', 'inline RSC payload (KB)', 'scripts', 'JavaScript gzip (KB)', 'HTML ≤ 60 KB', 'JS ≤ bare + 40 KB'],
    [
      row(`bare Next ${bareNext.version} page`, '/', bare, ['', '']),
      ...weights.map((w) => row(w.name, w.path, w, [verdict(w.htmlBytes <= budgets.htmlBytes), verdict(w.js.gzip <= jsBudget)])),
    ],
  );
  const html = highestBy(weights, (w) => w.htmlBytes);
  const js = highestBy(weights, (w) => w.js.gzip);
  summary.push([
    '2. JavaScript (gzip) ≤ bare Next page + 40 KB',
    `largest ${kb(js.js.gzip)} KB (${js.name}); bare page ${kb(bare.js.gzip)} KB`,
    `≤ ${kb(jsBudget)} KB`,
    verdict(js.js.gzip <= jsBudget),
  ]);
  summary.push([
    '3. HTML ≤ 60 KB uncompressed',
    `largest ${kb(html.htmlBytes)} KB (${html.name}), RSC payload ${kb(html.rscBytes)} KB`,
    '≤ 60 KB',
    verdict(html.htmlBytes <= budgets.htmlBytes),
  ]);
}

/** Issue 17 goal 1: Lighthouse mobile, median of the runs, for every template and the bare page. */
async function lighthouse(templates, bareOrigin) {
  const bareName = `bare Next ${bareNext.version} page`;
  const scores = await lighthouseMedians(ports.chromium, [[bareName, `${bareOrigin}/`], ...templates.map((t) => [t.name, t.url])]);
  const clsText = (s) => s.cls.toFixed(3);
  const meetsPerformance = (s) => s.performance >= budgets.performance;
  const row = (name, s, checks) => [
    name,
    Math.round(s.performance),
    Math.round(s.accessibility),
    Math.round(s.bestPractices),
    Math.round(s.seo),
    Math.round(s.lcp),
    Math.round(s.tbt),
    clsText(s),
    ...checks,
  ];
  printTable(
    `Lighthouse 12, mobile preset (simulated throttling), median of ${lighthouseRuns} run${lighthouseRuns === 1 ? '' : 's'}`,
    ['template', 'Performance', 'Accessibility', 'Best Practices', 'SEO', 'LCP (ms)', 'TBT (ms)', 'CLS', 'Performance ≥ 95', 'CLS 0'],
    [
      row(bareName, scores.get(bareName), ['', '']),
      ...templates.map((t) => {
        const s = scores.get(t.name);
        return row(t.name, s, [verdict(meetsPerformance(s)), verdict(clsText(s) === '0.000')]);
      }),
    ],
  );
  const pages = templates.map((t) => ({ name: t.name, ...scores.get(t.name) }));
  const slowest = lowestBy(pages, (p) => p.performance);
  const shifting = highestBy(pages, (p) => p.cls);
  const otherScores = (p) => Math.min(p.accessibility, p.bestPractices, p.seo);
  const others = lowestBy(pages, otherScores);
  const othersScore = Math.round(otherScores(others));
  summary.push(
    [
      `1. Lighthouse Performance ≥ 95 on every template (median of ${lighthouseRuns})`,
      `lowest ${Math.round(slowest.performance)} (${slowest.name}); ${pages.filter(meetsPerformance).length} of ${pages.length} met`,
      '≥ 95',
      verdict(pages.every(meetsPerformance)),
    ],
    ['1. CLS 0', `highest ${clsText(shifting)} (${shifting.name})`, '0.000', verdict(clsText(shifting) === '0.000')],
    ['1. Accessibility, Best Practices, SEO stay 100', `lowest ${othersScore} (${others.name})`, '100', verdict(othersScore === 100)],
  );
}

/** Other servers and builds from this checkout, at the start or the end: they can skew the run. */
function warnAboutOtherServers() {
  const others = new Set([...othersAtStart, ...otherNextProcesses(root, [process.pid, server.pid])]);
  if (!others.size) return;
  console.log(
    "\n**Warning:** other servers or builds ran from this checkout during the bench. They share `.next`, with Next's page cache on disk, so pages rendered from another database can reach this run, and a build replaces the files the server runs from:",
  );
  for (const other of others) console.log(`- ${other}`);
}

function memoryReport(startupMb) {
  const peak = memory.peak();
  const hwm = highWaterMarkMb(server.pid);
  console.log(`\nServer memory: ${startupMb} MB RSS after start-up, peak RSS ${peak} MB (sampled every 250 ms), VmHWM ${hwm} MB`);
  summary.push([
    '5. peak RSS over the whole bench',
    `${peak} MB (VmHWM ${hwm} MB; ${startupMb} MB after start-up)`,
    '≤ 400 MB',
    verdict(peak <= budgets.memoryMb),
  ]);
}

let bareServer;
try {
  await waitForServer();
  const startupMb = rssMb(server.pid);
  const templates = await resolveTemplates(base);
  const measuredTemplates = templates.filter((t) => selected.has(t.name));
  console.log(
    `\nBenchmark: ${adminUrl ? 'PostgreSQL' : 'embedded PGlite'}, ${os.cpus().length} cores, Node ${process.version}, 10 connections, ${seconds} s per route after a 1 s warm-up`,
  );
  reportAgainstNginx(await loadAgainstNginx(measuredTemplates));
  await consults();
  await signedInPages(templates);
  bareServer = await startBareNext(root, bareNext.cache, ports.bareNext);
  await pageWeights(measuredTemplates, bareServer.origin);
  if (runLighthouse) await lighthouse(measuredTemplates, bareServer.origin);
  else summary.push(['1. Lighthouse', 'skipped (BENCH_LIGHTHOUSE=0)', '', '']);
  memoryReport(startupMb);
  summary.sort((a, b) => parseInt(a[0]) - parseInt(b[0]));
  printTable(
    `Summary: issue 17's goals${selected.size < templates.length ? ` (templates: ${[...selected].join(', ')})` : ''}`,
    ['goal', 'figure', 'budget', 'result'],
    summary,
  );
} finally {
  warnAboutOtherServers();
  memory.stop();
  await bareServer?.stop();
  if (server.exitCode === null) {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
}
