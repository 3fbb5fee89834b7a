// `npm run bench`: performance budgets, measured on a production build with a fresh embedded
// database. Prints requests per second and p99 latency (10 connections, 10 s) for the home page
// for filing a consult, for the signed-in user lookup every protected request makes, and for the
// back office's consult inbox; and the server's peak memory. Loopback only.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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
const seed = spawnSync(process.execPath, [path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs'), path.join(root, 'scripts', 'db-seed.ts')], {
  cwd: root,
  env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: databaseUrl },
  stdio: 'inherit',
});
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

try {
  await waitForServer();
  await load({ url: `${base}/`, duration: 3 }); // warm-up
  const home = await load({ url: `${base}/` });
  const consult = await load({
    url: `${base}/api/office/consult`,
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: consultBody,
  });
  // A member's bearer token: the session and role lookup behind every protected read.
  const memberEmail = `bench-${Date.now()}@bench.example`;
  const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify({ email: memberEmail, password: 'bench-password-2026', name: '성능측정', ageConfirmed: true, privacyConsent: true }),
  });
  if (!signUp.ok) throw new Error(`bench sign-up failed: ${signUp.status} ${await signUp.text()}`);
  const memberToken = signUp.headers.get('set-auth-token');
  const user = await load({ url: `${base}/api/auth/user`, headers: { authorization: `Bearer ${memberToken}` } });
  const measured = [
    ['GET /', home],
    ['POST /api/office/consult', consult],
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
    measured.push(['GET /office/consults (admin)', await load({ url: `${base}/office/consults`, headers: { authorization: `Bearer ${token}` } })]);
  }
  const rows = measured.map(([name, r]) => ({
    name,
    rps: Math.round(r.requests.average),
    p99: r.latency.p99,
    non2xx: r.non2xx,
    errors: r.errors,
  }));
  console.log(`\nBenchmark: ${adminUrl ? 'PostgreSQL' : 'embedded PGlite'}, ${os.cpus().length} cores, Node ${process.version}, 10 connections, ${duration} s each`);
  console.log('| route | requests/s | p99 latency (ms) | non-2xx | errors |');
  console.log('|---|---|---|---|---|');
  for (const row of rows) console.log(`| ${row.name} | ${row.rps} | ${row.p99} | ${row.non2xx} | ${row.errors} |`);
  console.log(`\nServer peak memory (VmHWM): ${peakMemoryMb(server.pid)} MB`);
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  fs.rmSync(dataDir, { recursive: true, force: true });
  await dropDatabase();
}
