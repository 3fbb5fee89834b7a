import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { routes } from '../../src/lib/routes';
import { expect, test, uniquePhone } from './support/fixtures';
import { decodeEntities } from './support/html';

/**
 * Issue 11, "Rate limits" and the cookie part of "Cross-site requests", through the production
 * server (scripts/start.mjs) and nothing else: every anonymous write and the sign-in, sign-up and
 * password-reset endpoints refuse the request after the configured number, per address and, for
 * the auth endpoints, per account; a forged X-Forwarded-For changes nothing unless TRUST_PROXY is
 * on; the session cookie is HttpOnly, SameSite=Lax, and Secure when the site is served over https.
 *
 * Two servers of their own: `direct` (TRUST_PROXY off, http SITE_URL) and `proxied` (TRUST_PROXY
 * on, an https SITE_URL, reached over plain http on loopback as a TLS-terminating proxy would).
 * On `direct` every burst comes from its own loopback source address (127.0.0.x, bound with
 * localAddress), so each is a real, separate client address as the server sees it.
 */

const CONSULT_LIMIT = 3;
const AUTH_LIMIT = 4;
// Fixed in the code, not configurable: evidence uploads (evidence-rules.ts), the boon link PUT
// (its route) and the per-account auth limits (auth.ts limitedPaths).
const EVIDENCE_LIMIT = 5;
const BOON_LIMIT = 60;
const ACCOUNT_LIMITS = { signIn: 10, signUp: 5, reset: 3 } as const;
const PROXIED_SITE = 'https://limits.onsaemiro.test';

type Server = {
  name: 'direct' | 'proxied';
  process: ChildProcess;
  url: string;
  site: string;
  trustProxy: boolean;
  dataDir: string;
  log: string[];
};
type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string };
type Call = { from?: string; forwardedFor?: string };

const servers: Server[] = [];
let direct: Server;
let proxied: Server;

async function startServer(name: Server['name'], port: number, site: string, trustProxy: boolean): Promise<Server> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `rate-limits-${name}-`));
  const log: string[] = [];
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: site,
      TRUST_PROXY: trustProxy ? 'on' : '',
      CONSULT_RATE_LIMIT: String(CONSULT_LIMIT),
      AUTH_RATE_LIMIT: String(AUTH_LIMIT),
      JOB_WORKER: 'off',
      NEXT_TELEMETRY_DISABLED: '1',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => log.push(chunk.toString()));
  const server: Server = { name, process: child, url: `http://127.0.0.1:${port}`, site, trustProxy, dataDir, log };
  servers.push(server);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the ${name} server exited with ${child.exitCode}:\n${log.join('')}`);
    try {
      if ((await fetch(`${server.url}/api/tools/child-support`)).status < 500) return server;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the ${name} server did not start within 120 s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/**
 * One request through a fresh connection, from the given loopback source address. The proxied
 * server gets what its proxy would send: the public Host, X-Forwarded-Proto and the client's
 * address in X-Forwarded-For.
 */
function send(
  server: Server,
  pathname: string,
  init: { method: string; headers?: Record<string, string>; body?: Buffer | string } & Call,
): Promise<Reply> {
  const url = new URL(pathname, server.url);
  const headers: Record<string, string> = { ...init.headers };
  if (server.trustProxy) {
    headers.host = new URL(server.site).host;
    headers['x-forwarded-proto'] = 'https';
  }
  if (init.forwardedFor) headers['x-forwarded-for'] = init.forwardedFor;
  if (init.body !== undefined) headers['content-length'] = String(Buffer.byteLength(init.body));
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method: init.method,
        headers,
        agent: false,
        localAddress: init.from,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    if (init.body !== undefined) request.write(init.body);
    request.end();
  });
}

const json = (value: unknown) => JSON.stringify(value);

function postJson(server: Server, pathname: string, value: unknown, call: Call, method = 'POST'): Promise<Reply> {
  return send(server, pathname, {
    method,
    headers: { 'content-type': 'application/json', origin: new URL(server.site).origin },
    body: json(value),
    ...call,
  });
}

/** A forged X-Forwarded-For, different on every call (documentation ranges, RFC 5737). */
let forgedSequence = 0;
function forged(): string {
  forgedSequence += 1;
  // Behind a trusted proxy the last entry is the one the proxy appended: a new client each time.
  return `203.0.113.${forgedSequence % 250}, 10.77.${Math.floor(forgedSequence / 250) % 250}.${forgedSequence % 250}`;
}

/**
 * Counters are fixed windows aligned on the clock (15 minutes for auth, an hour for the rest), so
 * a burst that straddled a boundary would restart its count: wait out the last seconds of one.
 */
async function clearOfWindowEdge(): Promise<void> {
  const quarter = 15 * 60_000;
  const left = quarter - (Date.now() % quarter);
  if (left < 20_000) await new Promise((resolve) => setTimeout(resolve, left + 500));
}

type Figure = { server: Server['name']; surface: string; key: string; limit: number; firstRefused: number | null; headers: string };
const figures: Figure[] = [];

function record(figure: Figure) {
  figures.push(figure);
  const line = `${figure.server} · ${figure.surface} · limit ${figure.limit} per ${figure.key} · ${figure.headers}: first refusal at request ${figure.firstRefused ?? 'never'}`;
  console.log(`[rate-limits] ${line}`);
  test.info().annotations.push({ type: 'rate limit', description: line });
}

type Outcome = 'accepted' | 'refused';

/**
 * Sends up to `max` requests and returns the number of the first refused one (or null), having
 * checked that every request before it was accepted as the surface answers an accepted request.
 */
async function firstRefusal(
  max: number,
  attempt: (n: number) => Promise<{ outcome: Outcome; reply: Reply }>,
): Promise<{ at: number | null; refusal?: Reply }> {
  await clearOfWindowEdge();
  for (let n = 1; n <= max; n += 1) {
    const { outcome, reply } = await attempt(n);
    if (outcome === 'refused') return { at: n, refusal: reply };
  }
  return { at: null };
}

/** A JSON 429: a Korean message and a Retry-After within the window. */
function expectJson429(reply: Reply | undefined, windowSeconds: number, message?: string) {
  expect(reply?.status).toBe(429);
  const body = JSON.parse(reply!.body) as { message?: string };
  expect(body.message).toMatch(/[가-힣]/);
  if (message) expect(body.message).toBe(message);
  const retryAfter = Number(reply!.headers['retry-after']);
  expect(retryAfter, `Retry-After of ${reply!.body}`).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
}

// --- the anonymous writes ---------------------------------------------------------------------

const consultMessage = '짧은 시간에 신청이 너무 많습니다. 잠시 후 다시 시도하시거나 대표번호로 전화해주세요.';
const evidenceMessage = '짧은 시간에 파일을 너무 많이 보내셨습니다. 잠시 후 다시 시도하시거나 대표번호로 전화해 주세요.';
const authMessage = '시도 횟수가 너무 많습니다. 15분 뒤에 다시 시도해 주세요.';

async function consultApi(server: Server, call: Call) {
  const reply = await postJson(
    server,
    '/api/office/consult',
    { tel: uniquePhone().tel, content: '재산분할 상담을 받고 싶습니다. 연락 부탁드립니다.', name: '김하늘', consent: true },
    call,
  );
  if (reply.status === 200) return { outcome: 'accepted' as const, reply };
  expect(reply.status, reply.body).toBe(429);
  return { outcome: 'refused' as const, reply };
}

/** Booking's own hidden fields: the chosen place, lawyer, day and time travel with the form. */
const bookingFields = new Set(['kind', 'placeId', 'lawyer', 'day', 'time']);

/**
 * The hidden fields React renders into a server-action form, so it posts without JavaScript: the
 * action's `$ACTION…` fields and, on the booking pages, the chosen time's fields.
 */
async function actionFields(server: Server, pathname: string): Promise<Array<[string, string]>> {
  const page = await send(server, pathname, { method: 'GET', from: '127.0.0.1' });
  expect(page.status, pathname).toBe(200);
  const hidden: Array<[string, string]> = [];
  for (const [tag] of page.body.matchAll(/<input\b[^>]*>/g)) {
    const attributes = Object.fromEntries(
      [...tag.matchAll(/([\w:$-]+)="([^"]*)"/g)].map(([, name, value]) => [name, decodeEntities(value!)]),
    );
    const name = attributes.name ?? '';
    if (name.startsWith('$ACTION') || (attributes.type === 'hidden' && bookingFields.has(name)))
      hidden.push([name, attributes.value ?? '']);
  }
  expect(hidden.filter(([name]) => name.startsWith('$ACTION')).length, `server-action fields on ${pathname}`).toBeGreaterThan(0);
  return hidden;
}

/** The links of a page whose address matches `pattern`, decoded and without their #fragment. */
async function linksOn(server: Server, pathname: string, pattern: RegExp): Promise<string[]> {
  const page = await send(server, pathname, { method: 'GET', from: '127.0.0.1' });
  expect(page.status, pathname).toBe(200);
  return [...page.body.matchAll(/<a\b[^>]*\bhref="([^"]*)"/g)]
    .map(([, href]) => decodeEntities(href!))
    .filter((href) => pattern.test(href))
    .map((href) => href.split('#')[0]!);
}

/**
 * A booking page with a free time chosen, found the way a visitor finds it: the place's link, the
 * first day link of its calendar, that day's first time link (?place=…&day=…&time=…). Every
 * accepted booking takes its time, so each request looks again.
 */
async function chosenTimePath(server: Server, pathname: string, place: 'first' | 'last'): Promise<string> {
  const places = await linksOn(server, pathname, /[?&]place=\d+#step-lawyer$/);
  expect(places.length, `place links on ${pathname}`).toBeGreaterThan(0);
  const days = await linksOn(server, place === 'first' ? places[0]! : places.at(-1)!, /[?&]day=\d{4}-\d{2}-\d{2}#step-time$/);
  expect(days.length, `free days on ${pathname}`).toBeGreaterThan(0);
  const times = await linksOn(server, days[0]!, /[?&]time=\d{2}(%3A|:)\d{2}#step-details$/);
  expect(times.length, `free times on ${days[0]}`).toBeGreaterThan(0);
  return times[0]!;
}

type FormKind = 'board' | 'visit' | 'premium';

/** The private page a booking lands on, or the board's receipt. */
const acceptedAt: Record<FormKind, RegExp> = {
  board: /\/consult\/receipt\?q=[0-9a-f-]{36}&cr=success$/,
  visit: /\/consult\/booking\/manage\/\d+\.[\w-]{32}\?done=1$/,
  premium: /\/consult\/booking\/manage\/\d+\.[\w-]{32}\?done=1$/,
};

/**
 * Posts a consult form the way a browser without JavaScript does: multipart to the page itself.
 * The booking forms (visit at the first place, premium at the last) need a free time chosen first.
 */
async function consultForm(server: Server, kind: FormKind, call: Call) {
  const pathname =
    kind === 'board'
      ? encodeURI(routes.consultBoard)
      : await chosenTimePath(server, kind === 'visit' ? routes.consultBooking : routes.premiumPay, kind === 'visit' ? 'first' : 'last');
  const hidden = await actionFields(server, pathname);
  if (kind !== 'board')
    expect(
      hidden.filter(([name]) => bookingFields.has(name)).map(([name]) => name),
      `booking fields on ${pathname}`,
    ).toEqual(expect.arrayContaining([...bookingFields]));
  const form = new FormData();
  for (const [name, value] of hidden) form.append(name, value);
  form.append('tel', uniquePhone().tel);
  form.append('name', '윤서아');
  form.append('category', '재산분할');
  form.append('content', '아파트가 배우자 명의인데 재산분할 비율이 궁금합니다.');
  form.append('consent', 'on');
  if (kind !== 'board') form.append('email', '');
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const headers: Record<string, string> = { 'content-type': encoded.headers.get('content-type')!, accept: 'text/html' };
  // Next compares a server action's Origin with the Host; the proxied server sees the public host.
  headers.origin = server.trustProxy ? new URL(server.site).origin : server.url;
  const reply = await send(server, pathname, { method: 'POST', headers, body, ...call });
  if (reply.status === 303 && acceptedAt[kind].test(String(reply.headers.location))) return { outcome: 'accepted' as const, reply };
  expect(reply.status, reply.body.slice(0, 500)).toBe(200);
  expect(reply.body).toContain(consultMessage);
  return { outcome: 'refused' as const, reply };
}

const pdf = Buffer.from('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF');

/**
 * An upload counts against the evidence limit before anything is checked, and a valid one files a
 * consult, so it also counts against the consult limit: the first to run out refuses it. A `valid:
 * false` upload (no consent) is answered 400 after the evidence counter and never reaches the consult's.
 */
async function evidenceUpload(server: Server, call: Call, { valid }: { valid: boolean }) {
  const form = new FormData();
  form.append('name', '김하늘');
  form.append('tel', uniquePhone().tel);
  form.append('description', '카카오톡 대화 내용 캡처입니다.');
  if (valid) form.append('consent', 'on');
  form.append('files', new Blob([pdf], { type: 'application/pdf' }), '대화내용.pdf');
  const encoded = new Request('http://form.invalid/', { method: 'POST', body: form });
  const body = Buffer.from(await encoded.arrayBuffer());
  const reply = await send(server, '/api/tools/evidence', {
    method: 'POST',
    headers: { 'content-type': encoded.headers.get('content-type')!, accept: 'application/json', origin: new URL(server.site).origin },
    body,
    ...call,
  });
  if (reply.status === (valid ? 201 : 400)) return { outcome: 'accepted' as const, reply };
  expect(reply.status, reply.body).toBe(429);
  return { outcome: 'refused' as const, reply };
}

async function boonLink(server: Server, call: Call) {
  const reply = await postJson(server, '/api/boon/consult/1', { uuid: randomUUID() }, call, 'PUT');
  if (reply.status === 404) return { outcome: 'accepted' as const, reply };
  expect(reply.status, reply.body).toBe(429);
  return { outcome: 'refused' as const, reply };
}

// --- auth -------------------------------------------------------------------------------------

const password = 'haneul-2026-pass';
let emailSequence = 0;
const freshEmail = (label: string) => `${label}-${Date.now().toString(36)}-${(emailSequence += 1)}@limits.example`;

/** An auth answer that is not the limit: anything below 429 that the endpoint gives for this input. */
function authOutcome(reply: Reply, accepted: number[]): { outcome: Outcome; reply: Reply } {
  if (reply.status === 429) return { outcome: 'refused', reply };
  expect(accepted, `${reply.status} ${reply.body}`).toContain(reply.status);
  return { outcome: 'accepted', reply };
}

const signUpBody = (email: string) => ({ name: '김하늘', email, password, ageConfirmed: true, privacyConsent: true });
const signUp = async (server: Server, email: string, call: Call, accepted = [200]) =>
  authOutcome(await postJson(server, '/api/auth/sign-up/email', signUpBody(email), call), accepted);
const signIn = async (server: Server, email: string, secret: string, call: Call, accepted = [401]) =>
  authOutcome(await postJson(server, '/api/auth/sign-in/email', { email, password: secret }, call), accepted);
const specLogin = async (server: Server, email: string, call: Call) =>
  authOutcome(await postJson(server, '/api/auth/login', { email, password: 'wrong-password-1' }, call), [401]);
const requestReset = async (server: Server, email: string, call: Call) =>
  authOutcome(await postJson(server, '/api/auth/request-password-reset', { email, redirectTo: routes.passwordReset }, call), [200]);
const confirmReset = async (server: Server, call: Call) =>
  authOutcome(await postJson(server, '/api/auth/reset-password', { token: randomUUID(), newPassword: 'another-pass-2026' }, call), [400]);

const members: Record<Server['name'], string> = { direct: '', proxied: '' };

test.beforeAll(async () => {
  test.setTimeout(240_000);
  [direct, proxied] = await Promise.all([
    startServer('direct', 3301, 'http://127.0.0.1:3301', false),
    startServer('proxied', 3302, PROXIED_SITE, true),
  ]);
  for (const server of [direct, proxied]) {
    members[server.name] = freshEmail(`member-${server.name}`);
    const reply = await postJson(server, '/api/auth/sign-up/email', signUpBody(members[server.name]), {
      from: '127.0.0.2',
      forwardedFor: '192.0.2.2',
    });
    expect(reply.status, reply.body).toBe(200);
  }
});

test.afterAll(async () => {
  for (const server of servers) server.process.kill('SIGKILL');
  await Promise.all(
    servers.map((server) => (server.process.exitCode === null ? new Promise((resolve) => server.process.once('exit', resolve)) : null)),
  );
  for (const server of servers) fs.rmSync(server.dataDir, { recursive: true, force: true });
  if (figures.length > 0)
    console.log(
      `[rate-limits] ${figures.length} figures:\n${figures.map((f) => `  ${f.server}\t${f.surface}\t${f.limit}\t${f.firstRefused}\t${f.headers}`).join('\n')}`,
    );
});

test.describe('rate limits without TRUST_PROXY: the socket address counts, a forged X-Forwarded-For does not', () => {
  test('the consult API and the three consult forms share CONSULT_RATE_LIMIT per address', async () => {
    test.setTimeout(90_000);
    const cases: Array<{
      surface: string;
      from: string;
      forge: boolean;
      attempt: (call: Call) => Promise<{ outcome: Outcome; reply: Reply }>;
    }> = [
      { surface: 'POST /api/office/consult', from: '127.0.0.11', forge: false, attempt: (call) => consultApi(direct, call) },
      { surface: 'POST /api/office/consult', from: '127.0.0.12', forge: true, attempt: (call) => consultApi(direct, call) },
      { surface: '/consult/board form', from: '127.0.0.13', forge: false, attempt: (call) => consultForm(direct, 'board', call) },
      { surface: '/consult/board form', from: '127.0.0.14', forge: true, attempt: (call) => consultForm(direct, 'board', call) },
      { surface: '/consult/booking form', from: '127.0.0.15', forge: true, attempt: (call) => consultForm(direct, 'visit', call) },
      { surface: '/consult/premium-pay form', from: '127.0.0.16', forge: true, attempt: (call) => consultForm(direct, 'premium', call) },
    ];
    for (const { surface, from, forge, attempt } of cases) {
      const result = await firstRefusal(CONSULT_LIMIT + 3, () => attempt({ from, forwardedFor: forge ? forged() : undefined }));
      record({
        server: 'direct',
        surface,
        key: 'address',
        limit: CONSULT_LIMIT,
        firstRefused: result.at,
        headers: forge ? 'a forged X-Forwarded-For on every request' : 'no X-Forwarded-For',
      });
      expect(result.at, surface).toBe(CONSULT_LIMIT + 1);
      if (surface.startsWith('POST')) expectJson429(result.refusal, 3600, consultMessage);
    }
    // One counter for every way in: the API, then the board form, then the booking form, then any.
    const mixed = [
      (call: Call) => consultApi(direct, call),
      (call: Call) => consultForm(direct, 'board', call),
      (call: Call) => consultForm(direct, 'visit', call),
      (call: Call) => consultForm(direct, 'premium', call),
    ];
    const shared = await firstRefusal(CONSULT_LIMIT + 1, (n) => mixed[n - 1]!({ from: '127.0.0.17', forwardedFor: forged() }));
    record({
      server: 'direct',
      surface: 'consult API + board + booking + premium forms, alternating',
      key: 'address (shared)',
      limit: CONSULT_LIMIT,
      firstRefused: shared.at,
      headers: 'a forged X-Forwarded-For on every request',
    });
    expect(shared.at).toBe(CONSULT_LIMIT + 1);
  });

  test('evidence uploads and the boon link are limited per address', async () => {
    test.setTimeout(90_000);
    for (const forge of [false, true]) {
      const headers = forge ? 'a forged X-Forwarded-For on every request' : 'no X-Forwarded-For';
      const forwardedFor = () => (forge ? forged() : undefined);
      // Valid uploads file consults: CONSULT_RATE_LIMIT (3) runs out before the evidence limit (5).
      const uploads = await firstRefusal(EVIDENCE_LIMIT + 2, () =>
        evidenceUpload(direct, { from: forge ? '127.0.0.22' : '127.0.0.21', forwardedFor: forwardedFor() }, { valid: true }),
      );
      record({
        server: 'direct',
        surface: 'POST /api/tools/evidence (valid uploads, each files a consult)',
        key: 'address (the consult counter)',
        limit: CONSULT_LIMIT,
        firstRefused: uploads.at,
        headers,
      });
      expect(uploads.at).toBe(Math.min(CONSULT_LIMIT, EVIDENCE_LIMIT) + 1);
      expectJson429(uploads.refusal, 3600, evidenceMessage);
      // The evidence counter itself: every request counts, even one refused for its content.
      const any = await firstRefusal(EVIDENCE_LIMIT + 2, () =>
        evidenceUpload(direct, { from: forge ? '127.0.0.24' : '127.0.0.23', forwardedFor: forwardedFor() }, { valid: false }),
      );
      record({
        server: 'direct',
        surface: 'POST /api/tools/evidence (any request, here without consent)',
        key: 'address (the evidence counter)',
        limit: EVIDENCE_LIMIT,
        firstRefused: any.at,
        headers,
      });
      expect(any.at).toBe(EVIDENCE_LIMIT + 1);
      expectJson429(any.refusal, 3600, evidenceMessage);

      const boon = await firstRefusal(BOON_LIMIT + 2, () =>
        boonLink(direct, { from: forge ? '127.0.0.32' : '127.0.0.31', forwardedFor: forwardedFor() }),
      );
      record({
        server: 'direct',
        surface: 'PUT /api/boon/consult/{id}',
        key: 'address',
        limit: BOON_LIMIT,
        firstRefused: boon.at,
        headers,
      });
      expect(boon.at).toBe(BOON_LIMIT + 1);
      expectJson429(boon.refusal, 3600);
    }
  });

  test('sign-in, the spec login, sign-up and both password-reset steps allow AUTH_RATE_LIMIT per address', async () => {
    test.setTimeout(120_000);
    const surfaces: Array<{ surface: string; attempt: (call: Call) => Promise<{ outcome: Outcome; reply: Reply }> }> = [
      { surface: 'POST /api/auth/sign-in/email', attempt: (call) => signIn(direct, freshEmail('nobody'), 'wrong-password-1', call) },
      { surface: 'POST /api/auth/login', attempt: (call) => specLogin(direct, freshEmail('nobody'), call) },
      { surface: 'POST /api/auth/sign-up/email', attempt: (call) => signUp(direct, freshEmail('joiner'), call) },
      { surface: 'POST /api/auth/request-password-reset', attempt: (call) => requestReset(direct, freshEmail('forgot'), call) },
      { surface: 'POST /api/auth/reset-password', attempt: (call) => confirmReset(direct, call) },
    ];
    let address = 40;
    for (const { surface, attempt } of surfaces) {
      for (const forge of [false, true]) {
        address += 1;
        const from = `127.0.0.${address}`;
        const result = await firstRefusal(AUTH_LIMIT + 2, () => attempt({ from, forwardedFor: forge ? forged() : undefined }));
        record({
          server: 'direct',
          surface,
          key: 'address (a new e-mail on every request)',
          limit: AUTH_LIMIT,
          firstRefused: result.at,
          headers: forge ? 'a forged X-Forwarded-For on every request' : 'no X-Forwarded-For',
        });
        expect(result.at, surface).toBe(AUTH_LIMIT + 1);
        expectJson429(result.refusal, 900, authMessage);
      }
    }
    // The spec's token login and better-auth's sign-in count against one budget per address.
    const sharedFrom = '127.0.0.60';
    const alternating = await firstRefusal(AUTH_LIMIT + 1, (n) =>
      n % 2 === 1
        ? signIn(direct, freshEmail('nobody'), 'wrong-password-1', { from: sharedFrom })
        : specLogin(direct, freshEmail('nobody'), { from: sharedFrom }),
    );
    record({
      server: 'direct',
      surface: 'sign-in/email and /api/auth/login, alternating',
      key: 'address (shared)',
      limit: AUTH_LIMIT,
      firstRefused: alternating.at,
      headers: 'no X-Forwarded-For',
    });
    expect(alternating.at).toBe(AUTH_LIMIT + 1);
  });

  test('one account allows 10 sign-ins in 15 minutes, from any number of socket addresses', async () => {
    test.setTimeout(90_000);
    let address = 0;
    const nextAddress = () => `127.0.1.${(address += 1)}`;
    const email = members.direct;
    const signIns = await firstRefusal(ACCOUNT_LIMITS.signIn + 1, (n) =>
      n <= ACCOUNT_LIMITS.signIn
        ? signIn(direct, email, 'wrong-password-1', { from: nextAddress() })
        : signIn(direct, email, password, { from: nextAddress() }, [200]),
    );
    record({
      server: 'direct',
      surface: 'POST /api/auth/sign-in/email (one member, the right password last)',
      key: 'account',
      limit: ACCOUNT_LIMITS.signIn,
      firstRefused: signIns.at,
      headers: 'a new socket address on every request',
    });
    expect(signIns.at).toBe(ACCOUNT_LIMITS.signIn + 1);
    expectJson429(signIns.refusal, 900, authMessage);
  });
});

test.describe('rate limits with TRUST_PROXY=on: the forwarded address counts', () => {
  test('each forwarded address gets its own CONSULT_RATE_LIMIT, evidence and boon budgets', async () => {
    test.setTimeout(120_000);
    const surfaces: Array<{ surface: string; limit: number; attempt: (call: Call) => Promise<{ outcome: Outcome; reply: Reply }> }> = [
      { surface: 'POST /api/office/consult', limit: CONSULT_LIMIT, attempt: (call) => consultApi(proxied, call) },
      { surface: '/consult/board form', limit: CONSULT_LIMIT, attempt: (call) => consultForm(proxied, 'board', call) },
      {
        surface: 'POST /api/tools/evidence (valid uploads)',
        limit: CONSULT_LIMIT,
        attempt: (call) => evidenceUpload(proxied, call, { valid: true }),
      },
      {
        surface: 'POST /api/tools/evidence (without consent)',
        limit: EVIDENCE_LIMIT,
        attempt: (call) => evidenceUpload(proxied, call, { valid: false }),
      },
      { surface: 'PUT /api/boon/consult/{id}', limit: BOON_LIMIT, attempt: (call) => boonLink(proxied, call) },
    ];
    let client = 0;
    for (const { surface, limit, attempt } of surfaces) {
      client += 1;
      // What the client sent (different every time), then the address the proxy appended.
      const forwardedFor = () => `${forged().split(',')[0]}, 198.51.100.${client}`;
      const result = await firstRefusal(limit + 2, () => attempt({ from: '127.0.0.1', forwardedFor: forwardedFor() }));
      record({
        server: 'proxied',
        surface,
        key: 'forwarded address',
        limit,
        firstRefused: result.at,
        headers: 'X-Forwarded-For: <forged, different each time>, <the address the proxy appended>',
      });
      expect(result.at, surface).toBe(limit + 1);
      // The next client behind the same proxy has its own budget.
      const other = await attempt({ from: '127.0.0.1', forwardedFor: `198.51.100.${client + 100}` });
      expect(other.outcome, `${surface} for another forwarded address`).toBe('accepted');
      // Every request from a different forwarded address: never refused.
      const spread = await firstRefusal(limit + 2, () => attempt({ from: '127.0.0.1', forwardedFor: forged() }));
      record({
        server: 'proxied',
        surface,
        key: 'forwarded address',
        limit,
        firstRefused: spread.at,
        headers: 'a different X-Forwarded-For on every request',
      });
      expect(spread.at).toBeNull();
    }
  });

  test('sign-in is limited per forwarded address, and per account whatever the address', async () => {
    test.setTimeout(120_000);
    const byAddress = await firstRefusal(AUTH_LIMIT + 2, () =>
      signIn(proxied, freshEmail('nobody'), 'wrong-password-1', { forwardedFor: '198.51.100.77' }),
    );
    record({
      server: 'proxied',
      surface: 'POST /api/auth/sign-in/email',
      key: 'forwarded address',
      limit: AUTH_LIMIT,
      firstRefused: byAddress.at,
      headers: 'one X-Forwarded-For',
    });
    expect(byAddress.at).toBe(AUTH_LIMIT + 1);
    expect((await signIn(proxied, freshEmail('nobody'), 'wrong-password-1', { forwardedFor: '198.51.100.78' })).outcome).toBe('accepted');

    const email = members.proxied;
    const signIns = await firstRefusal(ACCOUNT_LIMITS.signIn + 1, (n) =>
      n <= ACCOUNT_LIMITS.signIn
        ? signIn(proxied, email, 'wrong-password-1', { forwardedFor: forged() })
        : signIn(proxied, email, password, { forwardedFor: forged() }, [200]),
    );
    record({
      server: 'proxied',
      surface: 'POST /api/auth/sign-in/email (one member, the right password last)',
      key: 'account',
      limit: ACCOUNT_LIMITS.signIn,
      firstRefused: signIns.at,
      headers: 'a different X-Forwarded-For on every request',
    });
    expect(signIns.at).toBe(ACCOUNT_LIMITS.signIn + 1);
    expectJson429(signIns.refusal, 900, authMessage);
    // The spec's token login counts against the same account budget.
    const login = await specLogin(proxied, email, { forwardedFor: forged() });
    expect(login.outcome).toBe('refused');

    const joiner = freshEmail('joiner');
    const signUps = await firstRefusal(ACCOUNT_LIMITS.signUp + 1, (n) =>
      signUp(proxied, joiner, { forwardedFor: forged() }, n === 1 ? [200] : [422]),
    );
    record({
      server: 'proxied',
      surface: 'POST /api/auth/sign-up/email (one e-mail)',
      key: 'account',
      limit: ACCOUNT_LIMITS.signUp,
      firstRefused: signUps.at,
      headers: 'a different X-Forwarded-For on every request',
    });
    expect(signUps.at).toBe(ACCOUNT_LIMITS.signUp + 1);
    expectJson429(signUps.refusal, 900, authMessage);

    const resets = await firstRefusal(ACCOUNT_LIMITS.reset + 1, () => requestReset(proxied, email, { forwardedFor: forged() }));
    record({
      server: 'proxied',
      surface: 'POST /api/auth/request-password-reset (one member)',
      key: 'account',
      limit: ACCOUNT_LIMITS.reset,
      firstRefused: resets.at,
      headers: 'a different X-Forwarded-For on every request',
    });
    expect(resets.at).toBe(ACCOUNT_LIMITS.reset + 1);
    expectJson429(resets.refusal, 900, authMessage);
  });
});

test.describe('TRUST_PROXY behind a proxy that appends to X-Forwarded-For', () => {
  // nginx's $proxy_add_x_forwarded_for and most load balancers pass on what the client sent and
  // append the address they saw. The client here is always 10.9.9.9 and forges the entry before
  // it: the server counts the entry the trusted proxy appended (src/server/forwarded-for.mjs).
  test('a client is limited by the address its proxy appended, whatever it forges before it', async () => {
    const result = await firstRefusal(AUTH_LIMIT + 2, () =>
      signIn(proxied, freshEmail('nobody'), 'wrong-password-1', { forwardedFor: `${forged().split(',')[0]}, 10.9.9.9` }),
    );
    record({
      server: 'proxied',
      surface: 'POST /api/auth/sign-in/email (appending proxy, forged first entry)',
      key: 'forwarded address',
      limit: AUTH_LIMIT,
      firstRefused: result.at,
      headers: 'X-Forwarded-For: <forged, different each time>, 10.9.9.9',
    });
    expect(result.at).toBe(AUTH_LIMIT + 1);
  });
});

test.describe('the session cookie', () => {
  type Cookie = { name: string; value: string; flags: Set<string>; sameSite?: string };
  function parseCookies(reply: Reply): Cookie[] {
    const lines = reply.headers['set-cookie'] ?? [];
    return lines.map((line) => {
      const [pair, ...attributes] = line.split(';').map((part) => part.trim());
      const [name, ...value] = pair!.split('=');
      const flags = new Set(attributes.map((attribute) => attribute.split('=')[0]!.toLowerCase()));
      const sameSite = attributes.find((attribute) => /^samesite=/i.test(attribute))?.split('=')[1];
      return { name: name!, value: value.join('='), flags, sameSite };
    });
  }

  for (const which of ['direct', 'proxied'] as const) {
    test(`is HttpOnly and SameSite=Lax, ${which === 'proxied' ? 'and Secure behind https' : 'without Secure on http://127.0.0.1'}`, async () => {
      const server = which === 'direct' ? direct : proxied;
      const secure = which === 'proxied';
      const call: Call = { from: '127.0.0.3', forwardedFor: `192.0.2.${which === 'direct' ? 30 : 31}` };
      const email = freshEmail(`cookie-${which}`);
      const replies = {
        'sign-up': await postJson(server, '/api/auth/sign-up/email', signUpBody(email), call),
        'sign-in': await postJson(server, '/api/auth/sign-in/email', { email, password }, call),
        'spec login': await postJson(server, '/api/auth/login', { email, password }, call),
      };
      for (const [step, reply] of Object.entries(replies)) {
        expect(reply.status, `${step}: ${reply.body}`).toBe(200);
        const cookies = parseCookies(reply);
        const session = cookies.find((cookie) => cookie.name === `${secure ? '__Secure-' : ''}auth.session_token`);
        expect(session, `${step} sets the session cookie: ${cookies.map((cookie) => cookie.name).join(', ')}`).toBeDefined();
        for (const cookie of cookies.filter((item) => item.value !== '')) {
          expect(cookie.flags.has('httponly'), `${step} ${cookie.name} HttpOnly`).toBe(true);
          expect(cookie.sameSite?.toLowerCase(), `${step} ${cookie.name} SameSite`).toBe('lax');
          expect(cookie.flags.has('secure'), `${step} ${cookie.name} Secure`).toBe(secure);
        }
        const line = `${which} · ${step} · ${cookies.map((cookie) => `${cookie.name}: ${[...cookie.flags].filter((flag) => flag !== 'samesite').join(' ')} samesite=${cookie.sameSite}`).join('; ')}`;
        console.log(`[rate-limits] cookie ${line}`);
        test.info().annotations.push({ type: 'cookie', description: line });
      }
    });
  }
});
