import 'server-only';
import type { Db, DbOrTx } from '@/server/db/client';
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

class AlreadyQueued extends Error {}

/**
 * queueMail for a job that may run again (a crash after the mail was written, before the job was
 * marked done): the mail and its delivery job are written in one transaction under `key`, and a
 * second call with the same key writes nothing and answers false.
 */
export async function queueMailOnce(db: Db, key: string, mail: MailInput): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(mails)
        .values({ ...mail, status: 'pending' })
        .returning({ id: mails.id });
      const payload: SendMailPayload = { mailId: row!.id };
      const queued = await enqueueJob(tx, { kind: SEND_MAIL_JOB, payload, idempotencyKey: `mail-once:${key}`, maxAttempts: 10 });
      // The key was taken: undo this mail row with the transaction.
      if (!queued) throw new AlreadyQueued();
      return true;
    });
  } catch (error) {
    if (error instanceof AlreadyQueued) return false;
    throw error;
  }
}
