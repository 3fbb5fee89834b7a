import { randomBytes } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useDatabaseForTests } from '@/server/db/db';
import { mails, rateLimits } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { authRequest, consentBoxes, uniqueAddress, uniqueEmail } from '../../../../tests/support/auth-http';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { handleAuthRequest, loginWithPassword } from './api';
import { resetAuthForTests } from './auth';

let database: TestDatabase;

beforeAll(async () => {
  resetEnvForTests();
  resetAuthForTests();
  database = await createTestDatabase();
  useDatabaseForTests(database);
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

afterEach(() => {
  delete process.env.AUTH_RATE_LIMIT;
  resetEnvForTests();
});

const WINDOW_MS = 15 * 60_000;
const password = '봄날의-비밀번호-2026';

/** The counters are fixed 15-minute windows: a test that starts near the end waits for the next one. */
async function untilFreshWindow(needMs = 30_000): Promise<void> {
  const left = WINDOW_MS - (Date.now() % WINDOW_MS);
  if (left < needMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** An account made through the sign-up page, so no login attempt is counted yet. */
async function signUpMember(): Promise<{ email: string }> {
  const email = uniqueEmail('limited');
  const response = await handleAuthRequest(
    authRequest('/api/auth/sign-up/email', { address: uniqueAddress(), body: { email, password, name: '남궁민', ...consentBoxes } }),
  );
  expect(response.status).toBe(200);
  return { email };
}

const signIn = (email: string, pass: string, address = uniqueAddress()) =>
  handleAuthRequest(authRequest('/api/auth/sign-in/email', { address, body: { email, password: pass } }));

const requestReset = (email: string, address = uniqueAddress()) =>
  handleAuthRequest(authRequest('/api/auth/request-password-reset', { address, body: { email, redirectTo: '/member/reset-password' } }));

async function expectTooMany(response: Response): Promise<void> {
  expect(response.status).toBe(429);
  const body = (await response.json()) as { code: string; message: string };
  expect(body.code).toBe('TOO_MANY_REQUESTS');
  expect(body.message).toContain('시도 횟수가 너무 많습니다');
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_MS / 1000);
  expect(response.headers.getSetCookie()).toEqual([]);
}

describe(`the auth rate limits (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses the 11th login for one account within the window, from any address and even with the right password', async () => {
    await untilFreshWindow();
    const { email } = await signUpMember();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      // The same account however the email is typed.
      const typed = attempt % 2 ? email : ` ${email.toUpperCase()} `;
      const response = await signIn(typed, '틀린-비밀번호-2026');
      expect(response.status, `attempt ${attempt}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `attempt ${attempt}`).not.toBe(429);
    }
    await expectTooMany(await signIn(email, password));

    const spec = await loginWithPassword(authRequest('/api/auth/login', { address: uniqueAddress(), body: { email, password } }));
    await expectTooMany(spec);
  });

  it('counts afresh in the next window', async () => {
    await untilFreshWindow();
    const { email } = await signUpMember();
    for (let attempt = 1; attempt <= 10; attempt += 1) await signIn(email, '틀린-비밀번호-2026');
    await expectTooMany(await signIn(email, password));

    await database.db
      .update(rateLimits)
      .set({ windowStart: sql`${rateLimits.windowStart} - interval '15 minutes'` })
      .where(eq(rateLimits.key, `auth:login:account:${email}`));
    expect((await signIn(email, password)).status).toBe(200);
  });

  it('blocks a 4th attempt from one address across accounts when AUTH_RATE_LIMIT is 3, and only that address', async () => {
    await untilFreshWindow();
    process.env.AUTH_RATE_LIMIT = '3';
    resetEnvForTests();
    const address = uniqueAddress();
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect((await signIn(uniqueEmail('sprayed'), '아무-비밀번호-2026', address)).status).toBe(401);
    }
    await expectTooMany(await signIn(uniqueEmail('sprayed'), '아무-비밀번호-2026', address));
    expect((await signIn(uniqueEmail('sprayed'), '아무-비밀번호-2026')).status).toBe(401);
  });

  it('limits password reset requests to 3 per email, known or not, and queues no 4th mail', async () => {
    await untilFreshWindow();
    const { email } = await signUpMember();
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await requestReset(email)).status).toBe(200);
    await expectTooMany(await requestReset(email));
    expect(await database.db.select().from(mails).where(eq(mails.to, email))).toHaveLength(3);

    const unknown = uniqueEmail('unknown');
    for (let attempt = 1; attempt <= 3; attempt += 1) expect((await requestReset(unknown)).status).toBe(200);
    await expectTooMany(await requestReset(unknown));
  });

  it('limits sign-ups to 5 per email', async () => {
    await untilFreshWindow();
    const email = uniqueEmail('signup-limit');
    const signUp = () =>
      handleAuthRequest(
        authRequest('/api/auth/sign-up/email', { address: uniqueAddress(), body: { email, password, name: '황보은', ...consentBoxes } }),
      );
    expect((await signUp()).status).toBe(200);
    for (let attempt = 2; attempt <= 5; attempt += 1) expect((await signUp()).status).toBe(422);
    await expectTooMany(await signUp());
  });

  it('still counts an address of kilobytes, under a short hashed key', async () => {
    await untilFreshWindow();
    process.env.AUTH_RATE_LIMIT = '3';
    resetEnvForTests();
    const address = randomBytes(2048).toString('hex');
    for (let attempt = 1; attempt <= 3; attempt += 1)
      expect((await signIn(uniqueEmail('long'), '아무-비밀번호-2026', address)).status).toBe(401);
    await expectTooMany(await signIn(uniqueEmail('long'), '아무-비밀번호-2026', address));
    const keys = await database.db.select({ key: rateLimits.key }).from(rateLimits).where(like(rateLimits.key, 'auth:login:ip:sha256:%'));
    expect(keys).toHaveLength(1);
    expect(keys[0]!.key.length).toBeLessThan(100);
  });
});
