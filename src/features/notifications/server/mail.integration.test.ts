import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handleAuthRequest } from '@/features/auth/server/api';
import { resetAuthForTests } from '@/features/auth/server/auth';
import { useDatabaseForTests } from '@/server/db/db';
import { jobs, mails } from '@/server/db/schema';
import { env, resetEnvForTests } from '@/server/env';
import { runDueJobs } from '@/server/jobs/queue';
import { authRequest, SITE_URL, uniqueAddress } from '../../../../tests/support/auth-http';
import { createTestUser } from '../../../../tests/support/auth-factory';
import { startFakeSmtp, type FakeSmtp } from '../../../../tests/support/fake-smtp';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { SEND_MAIL_JOB } from '@/server/mail/outbox';
import { sendMailHandler } from './mail';

let database: TestDatabase;
let smtp: FakeSmtp | undefined;

beforeAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvForTests();
  resetAuthForTests();
  database = await createTestDatabase();
  useDatabaseForTests(database);
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

afterEach(async () => {
  await smtp?.close();
  smtp = undefined;
  await database.db.delete(jobs);
  await database.db.delete(mails);
});

const from = async () => '온새미로 이혼법률센터 <help@onsaemiro.example>';

/** A member asks for a password reset through the auth API; the mail row it queued. */
async function resetMailFor(name: string) {
  const member = await createTestUser(database.db, { name });
  const response = await handleAuthRequest(
    authRequest('/api/auth/request-password-reset', {
      address: uniqueAddress(),
      body: { email: member.email, redirectTo: '/member/reset-password' },
    }),
  );
  expect(response.status).toBe(200);
  const [mail] = await database.db.select().from(mails).where(eq(mails.to, member.email));
  return { member, mail: mail! };
}

const jobOf = async (mailId: number) =>
  (
    await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.idempotencyKey, `mail-${mailId}`))
  )[0]!;
const mailRow = async (mailId: number) => (await database.db.select().from(mails).where(eq(mails.id, mailId)))[0]!;

describe(`the mail job (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('delivers the reset mail over SMTP with its subject, recipient and link, and marks it sent', async () => {
    smtp = await startFakeSmtp();
    const { member, mail } = await resetMailFor('문가온');
    const ran = await runDueJobs(database.db, { [SEND_MAIL_JOB]: sendMailHandler({ smtpUrl: smtp.url, from }) });
    expect(ran).toBe(1);

    expect(smtp.messages).toHaveLength(1);
    const [message] = smtp.messages;
    expect(message!.from).toBe('help@onsaemiro.example');
    expect(message!.to).toEqual([member.email]);
    expect(message!.headers.to).toBe(member.email);
    expect(message!.subject).toBe('[온새미로] 비밀번호 재설정 안내');
    expect(message!.text).toContain('문가온님, 비밀번호 재설정을 요청하셨습니다.');
    expect(message!.text).toMatch(
      new RegExp(`${SITE_URL}/api/auth/reset-password/[A-Za-z0-9]{24}\\?callbackURL=%2Fmember%2Freset-password`),
    );
    expect(message!.text.trim()).toBe(mail.text.trim());

    expect(await mailRow(mail.id)).toMatchObject({ status: 'sent', sentAt: expect.any(Date), lastError: null });
    expect(await jobOf(mail.id)).toMatchObject({ status: 'done', attempts: 1 });

    // Done is done: a second pass sends nothing.
    expect(await runDueJobs(database.db, { [SEND_MAIL_JOB]: sendMailHandler({ smtpUrl: smtp.url, from }) })).toBe(0);
    expect(smtp.messages).toHaveLength(1);
  });

  it('keeps the mail for a retry while the SMTP server is down, and delivers it once the server is back', async () => {
    const stopped = await startFakeSmtp();
    const { port, url } = stopped;
    await stopped.close();
    const { mail } = await resetMailFor('배수아');
    const handlers = { [SEND_MAIL_JOB]: sendMailHandler({ smtpUrl: url, from }) };

    // A minute's backoff, so the job is certainly not due again while the test looks at it.
    expect(await runDueJobs(database.db, handlers, { baseBackoffMs: 60_000 })).toBe(1);
    const retrying = await mailRow(mail.id);
    expect(retrying).toMatchObject({ status: 'retrying', sentAt: null });
    expect(retrying.lastError).toMatch(/ECONNREFUSED|connect/i);
    const job = await jobOf(mail.id);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(job.lastError).toBe(retrying.lastError);

    smtp = await startFakeSmtp(port);
    await database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.id, job.id));
    expect(await runDueJobs(database.db, handlers)).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    expect(await mailRow(mail.id)).toMatchObject({ status: 'sent', lastError: null });
    expect(await jobOf(mail.id)).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('keeps the mail as stored and warns once when SMTP_URL is not set', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { mail } = await resetMailFor('임채원');
    warn.mockClear();
    expect(env().SMTP_URL).toBeUndefined();

    expect(await runDueJobs(database.db, { [SEND_MAIL_JOB]: sendMailHandler({ smtpUrl: env().SMTP_URL, from }) })).toBe(1);
    expect(await mailRow(mail.id)).toMatchObject({ status: 'stored', sentAt: null });
    expect(await jobOf(mail.id)).toMatchObject({ status: 'skipped', lastError: 'SMTP_URL is not configured' });
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]![0])).toContain(`메일 #${mail.id}(password-reset)`);
  });
});
