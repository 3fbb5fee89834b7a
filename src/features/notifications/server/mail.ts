import 'server-only';
import { eq, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Db } from '@/server/db/client';
import { mails } from '@/server/db/schema';
import type { JobHandler } from '@/server/jobs/queue';
import type { SendMailPayload } from '@/server/mail/outbox';

/**
 * Delivers the mail the site sends (password reset for now). Features queue a mail through the
 * outbox (`queueMail` in src/server/mail/outbox.ts: the row and its job written together); this
 * job handler sends it over SMTP_URL, or, with none configured, keeps the mail for admins to read
 * at /office/mail and says so in the server log. Never fire-and-forget.
 */

export function sendMailHandler(config: { smtpUrl: string | undefined; from: () => Promise<string> }): JobHandler {
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : undefined;
  return async (job, db: Db) => {
    const { mailId } = job.payload as SendMailPayload;
    const [mail] = await db.select().from(mails).where(eq(mails.id, mailId));
    if (!mail) return { status: 'failed', error: `mail ${mailId} no longer exists` };
    if (!transport) {
      await db
        .update(mails)
        .set({ status: 'stored', updatedAt: sql`now()` })
        .where(eq(mails.id, mailId));
      console.warn(
        `[mail] SMTP_URL이 설정되지 않아 메일 #${mailId}(${mail.kind})을 보내지 않고 저장했습니다. 관리자는 /office/mail 에서 볼 수 있습니다.`,
      );
      return { status: 'skipped', detail: 'SMTP_URL is not configured' };
    }
    try {
      await transport.sendMail({ from: await config.from(), to: mail.to, subject: mail.subject, text: mail.text });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db
        .update(mails)
        .set({ status: 'retrying', lastError: message, updatedAt: sql`now()` })
        .where(eq(mails.id, mailId));
      return { status: 'retry', error: message };
    }
    await db
      .update(mails)
      .set({ status: 'sent', sentAt: sql`now()`, lastError: null, updatedAt: sql`now()` })
      .where(eq(mails.id, mailId));
    return { status: 'done' };
  };
}
