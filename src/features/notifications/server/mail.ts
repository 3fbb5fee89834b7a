import 'server-only';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db, DbOrTx } from '@/server/db/client';
import { mails } from '@/server/db/schema';
import { enqueueJob, type JobHandler } from '@/server/jobs/queue';

/**
 * Mail the site sends (password reset for now). The row and its delivery job are written
 * together; the job sends over SMTP_URL, or, with none configured, keeps the mail for admins to
 * read at /office/mail and says so in the server log. Never fire-and-forget.
 */

export const SEND_MAIL_JOB = 'mail.send';

export type MailInput = { to: string; subject: string; text: string; kind: 'password-reset' };

export async function queueMail(db: DbOrTx, mail: MailInput): Promise<number> {
  const [row] = await db.insert(mails).values({ ...mail, status: 'pending' }).returning({ id: mails.id });
  await enqueueJob(db, { kind: SEND_MAIL_JOB, payload: { mailId: row!.id }, idempotencyKey: `mail-${row!.id}`, maxAttempts: 10 });
  return row!.id;
}

export function sendMailHandler(config: { smtpUrl: string | undefined; from: () => Promise<string> }): JobHandler {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  return async (job, db: Db) => {
    const { mailId } = job.payload as { mailId: number };
    const [mail] = await db.select().from(mails).where(eq(mails.id, mailId));
    if (!mail) return { status: 'failed', error: `mail ${mailId} no longer exists` };
    if (!transport) {
      await db.update(mails).set({ status: 'stored', updatedAt: sql`now()` }).where(eq(mails.id, mailId));
      console.warn(`[mail] SMTP_URL이 설정되지 않아 메일 #${mailId}(${mail.kind})을 보내지 않고 저장했습니다. 관리자는 /office/mail 에서 볼 수 있습니다.`);
      return { status: 'skipped', detail: 'SMTP_URL is not configured' };
    }
    try {
      await transport.sendMail({ from: await config.from(), to: mail.to, subject: mail.subject, text: mail.text });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.update(mails).set({ status: 'retrying', lastError: message, updatedAt: sql`now()` }).where(eq(mails.id, mailId));
      return { status: 'retry', error: message };
    }
    await db.update(mails).set({ status: 'sent', sentAt: sql`now()`, lastError: null, updatedAt: sql`now()` }).where(eq(mails.id, mailId));
    return { status: 'done' };
  };
}
