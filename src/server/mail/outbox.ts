import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import { mails } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs/queue';
import type { MailKind } from './mail-kinds';

/**
 * The mail outbox's contract: a feature that sends mail writes the row and its delivery job
 * together here, in its own transaction, and never sends itself. The job is handled by
 * notifications (`sendMailHandler` in features/notifications/server/mail.ts), which sends over
 * SMTP or keeps the mail for the office to read.
 */

export const SEND_MAIL_JOB = 'mail.send';

export type SendMailPayload = { mailId: number };

export type MailInput = { to: string; subject: string; text: string; kind: MailKind };

export async function queueMail(db: DbOrTx, mail: MailInput): Promise<number> {
  const [row] = await db
    .insert(mails)
    .values({ ...mail, status: 'pending' })
    .returning({ id: mails.id });
  const payload: SendMailPayload = { mailId: row!.id };
  await enqueueJob(db, { kind: SEND_MAIL_JOB, payload, idempotencyKey: `mail-${row!.id}`, maxAttempts: 10 });
  return row!.id;
}
