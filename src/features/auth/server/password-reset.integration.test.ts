import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEND_MAIL_JOB } from '@/server/mail/outbox';
import { useDatabaseForTests } from '@/server/db/db';
import { jobs, mails, verifications } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { authRequest, cookieHeader, uniqueAddress, SITE_URL } from '../../../../tests/support/auth-http';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { authMessages } from '../domain/auth-messages';
import { currentUser, handleAuthRequest } from './api';
import { resetAuthForTests } from './auth';
import { viewerFromHeaders } from './viewer';

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

const newPassword = '새로-정한-비밀번호-2026';
const neutralAnswer = { status: true, message: 'If this email exists in our system, check your email for the reset link' };

const requestReset = (email: string, address = uniqueAddress()) =>
  handleAuthRequest(authRequest('/api/auth/request-password-reset', { address, body: { email, redirectTo: '/member/reset-password' } }));

const resetPassword = (token: string, password = newPassword) =>
  handleAuthRequest(authRequest('/api/auth/reset-password', { address: uniqueAddress(), body: { token, newPassword: password } }));

const signIn = (email: string, password: string) =>
  handleAuthRequest(authRequest('/api/auth/sign-in/email', { address: uniqueAddress(), body: { email, password } }));

const mailsTo = (email: string) => database.db.select().from(mails).where(eq(mails.to, email)).orderBy(desc(mails.id));

/** Asks for a reset and reads the token from the link in the queued mail, as the member would. */
async function resetTokenFor(member: TestUser): Promise<string> {
  expect((await requestReset(member.email)).status).toBe(200);
  const [mail] = await mailsTo(member.email);
  const match = mail!.text.match(/\/api\/auth\/reset-password\/([^?\s]+)\?callbackURL=/);
  expect(match, mail!.text).not.toBeNull();
  return match![1]!;
}

describe(`password reset (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('queues a Korean mail with the one-hour link and its delivery job, and answers neutrally', async () => {
    const member = await createTestUser(database.db, { name: '서지안' });
    const response = await requestReset(member.email);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(neutralAnswer);

    const [mail] = await mailsTo(member.email);
    expect(mail).toMatchObject({ kind: 'password-reset', status: 'pending', subject: '[온새미로] 비밀번호 재설정 안내' });
    expect(mail!.text).toContain('서지안님, 비밀번호 재설정을 요청하셨습니다.');
    expect(mail!.text).toContain('1시간');
    const link = mail!.text.split('\n').find((line) => line.startsWith(SITE_URL))!;
    expect(link).toMatch(new RegExp(`^${SITE_URL}/api/auth/reset-password/[A-Za-z0-9]{24}\\?callbackURL=%2Fmember%2Freset-password$`));
    const token = link.match(/reset-password\/([A-Za-z0-9]+)\?/)![1]!;

    const [verification] = await database.db
      .select()
      .from(verifications)
      .where(eq(verifications.identifier, `reset-password:${token}`));
    expect(verification!.value).toBe(member.id);
    const lifetimeMs = verification!.expiresAt.getTime() - Date.now();
    expect(lifetimeMs).toBeGreaterThan(59 * 60_000);
    expect(lifetimeMs).toBeLessThanOrEqual(60 * 60_000);

    const queued = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, SEND_MAIL_JOB), eq(jobs.idempotencyKey, `mail-${mail!.id}`)));
    expect(queued).toEqual([expect.objectContaining({ status: 'pending', payload: { mailId: mail!.id }, maxAttempts: 10 })]);
  });

  it('answers an unknown email with the same neutral 200 and queues no mail', async () => {
    const email = 'nobody-at-all@test.example';
    const response = await requestReset(email);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(neutralAnswer);
    expect(await mailsTo(email)).toEqual([]);
  });

  it('lets the link open the reset page with the token, and sets the new password once', async () => {
    const member = await createTestUser(database.db);
    const token = await resetTokenFor(member);

    const link = await handleAuthRequest(
      authRequest(`/api/auth/reset-password/${token}?callbackURL=%2Fmember%2Freset-password`, { address: uniqueAddress() }),
    );
    expect(link.status).toBe(302);
    expect(link.headers.get('location')).toBe(`${SITE_URL}/member/reset-password?token=${token}`);

    const first = await resetPassword(token);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ status: true });

    const again = await resetPassword(token, '또-다른-비밀번호-2026');
    expect(again.status).toBe(400);
    expect(await again.json()).toEqual({ code: 'INVALID_TOKEN', message: authMessages.INVALID_TOKEN });
    expect((await signIn(member.email, '또-다른-비밀번호-2026')).status).toBe(401);

    const used = await handleAuthRequest(
      authRequest(`/api/auth/reset-password/${token}?callbackURL=%2Fmember%2Freset-password`, { address: uniqueAddress() }),
    );
    expect(used.headers.get('location')).toBe(`${SITE_URL}/member/reset-password?error=INVALID_TOKEN`);
  });

  it('retires the old password and every old session, cookie and bearer alike', async () => {
    const member = await createTestUser(database.db);
    const cookie = cookieHeader(await signIn(member.email, member.password));
    expect((await currentUser(authRequest('/api/auth/user', { address: uniqueAddress(), cookie }), 'user')).status).toBe(200);

    const token = await resetTokenFor(member);
    expect((await resetPassword(token)).status).toBe(200);

    const old = await signIn(member.email, member.password);
    expect(old.status).toBe(401);
    expect((await signIn(member.email, newPassword)).status).toBe(200);

    expect((await currentUser(authRequest('/api/auth/user', { address: uniqueAddress(), cookie }), 'user')).status).toBe(401);
    expect(await viewerFromHeaders(member.headers)).toBeNull();
  });

  it('refuses an expired token in Korean and leaves the password as it was', async () => {
    const member = await createTestUser(database.db);
    const token = await resetTokenFor(member);
    await database.db
      .update(verifications)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(verifications.identifier, `reset-password:${token}`));

    const response = await resetPassword(token);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'INVALID_TOKEN', message: authMessages.INVALID_TOKEN });
    expect((await signIn(member.email, member.password)).status).toBe(200);

    const link = await handleAuthRequest(
      authRequest(`/api/auth/reset-password/${token}?callbackURL=%2Fmember%2Freset-password`, { address: uniqueAddress() }),
    );
    expect(link.headers.get('location')).toBe(`${SITE_URL}/member/reset-password?error=INVALID_TOKEN`);
  });

  it('refuses a new password shorter than 8 characters and keeps the token usable', async () => {
    const member = await createTestUser(database.db);
    const token = await resetTokenFor(member);
    const short = await resetPassword(token, '짧다');
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ code: 'PASSWORD_TOO_SHORT', message: authMessages.PASSWORD_TOO_SHORT });
    expect((await resetPassword(token)).status).toBe(200);
  });

  it('retires the member’s other reset links once one of them is used', async () => {
    const member = await createTestUser(database.db);
    const earlier = await resetTokenFor(member);
    const later = await resetTokenFor(member);
    expect(later).not.toBe(earlier);
    expect((await resetPassword(later)).status).toBe(200);

    const stale = await resetPassword(earlier, '또-다른-비밀번호-2026');
    expect(stale.status).toBe(400);
    expect(await stale.json()).toEqual({ code: 'INVALID_TOKEN', message: authMessages.INVALID_TOKEN });
    expect((await signIn(member.email, newPassword)).status).toBe(200);
  });
});
