// `npm run bench:qna` (and the end of `npm run bench`): a question page of the Q&A centre
// (/qna/post/{id}) at 1,000 and at 100,000 questions (issue 14). Each size gets a fresh embedded
// database (or, with BENCH_DATABASE_URL naming an admin database, a fresh PostgreSQL one) with the
// migrations, the demo catalog and the questions filled in SQL from the demo questions (whose search
// terms the real code computed); then the production server starts on it and autocannon asks for a
// question in the middle of the table as a visitor and as a member (the cached page), the member's
// island (their votes, JSON), and as a reader with the routing hint (the asker, staff: rendered per
// request with the question, its answers, the reader's votes and related questions; decision 014).
// Loopback only. Sizes: BENCH_QNA_SIZES (default 1000,100000).
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
// autocannon ships no types; the bench reads four figures of its result.
// @ts-expect-error -- no declaration file
import autocannonUntyped from 'autocannon';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { demoQnaQuestions } from '../src/features/qna/demo/demo-questions';
import { searchTermsOf } from '../src/features/text-safety/domain/korean-search';
import { openDatabase, type Db } from '../src/server/db/client';
import { seedDemoCatalogIfEmpty, seedDemoContent } from '../src/server/seed';

type LoadResult = { requests: { average: number }; latency: { p50: number; p99: number }; non2xx: number };
const autocannon = autocannonUntyped as (options: {
  url: string;
  headers: Record<string, string>;
  connections: number;
  duration: number;
}) => Promise<LoadResult>;

/** The rows of a raw statement, from PGlite or node-postgres alike. */
async function rowsOf<T>(db: Db, statement: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(statement)) as unknown as { rows: T[] }).rows;
}

const root = path.resolve(import.meta.dirname, '..');
const port = Number(process.env.BENCH_PORT ?? 3210);
const base = `http://127.0.0.1:${port}`;
const duration = Number(process.env.BENCH_SECONDS ?? 10);
const sizes = (process.env.BENCH_QNA_SIZES ?? '1000,100000').split(',').map(Number);
const adminUrl = process.env.BENCH_DATABASE_URL;

/** A text[] literal, as bench-talk writes them. */
function textArray(values: string[]): string {
  return `{${values.map((value) => `"${value.replace(/["\\]/g, (char) => `\\${char}`)}"`).join(',')}}`;
}

/** Questions up to `total`, public and answered by the first demo lawyer, cycling through the demo questions. */
async function fill(db: Db, total: number): Promise<void> {
  const answered = demoQnaQuestions.filter((question) => question.answers.length > 0);
  const templates = answered.map((question, index) => ({
    index,
    topic: question.topic,
    title: question.title,
    body: question.body,
    terms: textArray(searchTermsOf(question.title, question.body)),
    answer: question.answers[0]!.html,
  }));
  await db.execute(sql`create temporary table bench_templates (k int, topic text, title text, body text, terms text[], answer text)`);
  for (const t of templates)
    await db.execute(
      sql`insert into bench_templates values (${t.index}, ${t.topic}, ${t.title}, ${t.body}, ${t.terms}::text[], ${t.answer})`,
    );
  const [existing] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from qna_questions`);
  const batch = 10_000;
  for (let from = (existing?.n ?? 0) + 1; from <= total; from += batch) {
    const to = Math.min(total, from + batch - 1);
    await db.execute(sql`
      insert into qna_questions (topic, title, body, visibility, state, author_label, reviewed_at, answered_at, answer_count, helpful_count, search_terms, created_at, updated_at)
      select t.topic, t.title, t.body, 'public', 'answered', '벤치 질문자',
             now() - (${total} - g) * interval '1 minute', now() - (${total} - g) * interval '1 minute' + interval '5 minutes',
             1, g % 7, t.terms, now() - (${total} - g) * interval '1 minute', now() - (${total} - g) * interval '1 minute'
      from generate_series(${from}::int, ${to}::int) g join bench_templates t on t.k = g % ${templates.length}`);
  }
  await db.execute(sql`
    insert into qna_answers (question_id, lawyer_id, body_html, status, published_at, helpful_count)
    select q.id, (select min(id) from lawyers), t.answer, 'published', q.answered_at, q.helpful_count
    from qna_questions q join bench_templates t on t.title = q.title
    where not exists (select 1 from qna_answers a where a.question_id = q.id)`);
  await db.execute(sql`drop table bench_templates`);
  await db.execute(sql`analyze`);
}

async function waitForServer(): Promise<void> {
  const started = Date.now();
  for (;;) {
    try {
      if ((await fetch(`${base}/qna`)).ok) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > 600_000) throw new Error('the server did not start');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

type Row = { size: number; who: string; rps: number; p50: number; p99: number; non2xx: number };

async function benchSize(size: number): Promise<Row[]> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-qna-'));
  let databaseUrl = '';
  let drop = async () => {};
  if (adminUrl) {
    const name = `bench_qna_${Date.now()}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const dropper = new pg.Client({ connectionString: adminUrl });
      await dropper.connect();
      await dropper.query(`drop database if exists ${name} with (force)`);
      await dropper.end();
    };
  }
  const handle = await openDatabase(databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dataDir });
  await seedDemoContent(handle.db);
  await seedDemoCatalogIfEmpty(handle.db);
  await fill(handle.db, size);
  const [middle] = await rowsOf<{ id: number }>(
    handle.db,
    sql`select id from qna_questions order by id offset ${Math.floor(size / 2)} limit 1`,
  );
  await handle.close();

  let server: ChildProcess | undefined;
  try {
    server = spawn(process.execPath, [path.join(root, 'scripts', 'start.mjs')], {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        DATABASE_URL: databaseUrl,
        SITE_URL: base,
        AUTH_RATE_LIMIT: '100000000',
        NEXT_TELEMETRY_DISABLED: '1',
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    await waitForServer();
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify({
        email: `bench-qna-${Date.now()}@bench.example`,
        password: 'bench-password-2026',
        name: '성능측정',
        ageConfirmed: true,
        privacyConsent: true,
      }),
    });
    if (!signUp.ok) throw new Error(`bench sign-up failed: ${signUp.status}`);
    // better-auth's session cookie: the rewrite sends a reader with one to the page rendered per request.
    const cookie = (signUp.headers.get('set-cookie') ?? '').split(';')[0]!;
    const url = `${base}/qna/post/${middle!.id}`;
    const rows: Row[] = [];
    const readers: Array<[string, string, Record<string, string>]> = [
      ['visitor (cached page)', url, {}],
      ['member (cached page)', url, { cookie }],
      ["member's island (JSON)", `${base}/api/qna/post/${middle!.id}/reader`, { cookie }],
      ['asker or staff (rendered per request)', url, { cookie: `${cookie}; qna_full=1` }],
    ];
    for (const [who, target, headers] of readers) {
      await autocannon({ url: target, headers, connections: 10, duration: 3 });
      const result = await autocannon({ url: target, headers, connections: 10, duration });
      rows.push({
        size,
        who,
        rps: Math.round(result.requests.average),
        p50: result.latency.p50,
        p99: result.latency.p99,
        non2xx: result.non2xx,
      });
    }
    return rows;
  } finally {
    if (server) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server!.once('exit', resolve));
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
    await drop();
  }
}

const rows: Row[] = [];
for (const size of sizes) rows.push(...(await benchSize(size)));
console.log(
  `\nQ&A question page: ${adminUrl ? 'PostgreSQL' : 'embedded PGlite'}, ${os.cpus().length} cores, 10 connections, ${duration} s`,
);
console.log('| questions | reader | requests/s | p50 (ms) | p99 (ms) | non-2xx |');
console.log('|---|---|---|---|---|---|');
for (const row of rows)
  console.log(`| ${row.size.toLocaleString('en-US')} | ${row.who} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.non2xx} |`);
const [small, large] = [sizes[0], sizes.at(-1)];
for (const who of new Set(rows.map((row) => row.who))) {
  const a = rows.find((row) => row.size === small && row.who === who);
  const b = rows.find((row) => row.size === large && row.who === who);
  if (a && b && a !== b)
    console.log(
      `${who}: p99 at ${large} is ${(b.p99 / Math.max(1, a.p99)).toFixed(2)}× the p99 at ${small}; requests/s ${(b.rps / Math.max(1, a.rps)).toFixed(2)}× (budget: within 2×)`,
    );
}
