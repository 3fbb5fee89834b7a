import 'server-only';
import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import { headers } from 'next/headers';
import { recordAudit } from '@/features/auth/server/audit';
import { requireStaffViewer } from '@/features/auth/server/staff-query';
import { clientAddress } from '@/server/client-address';
import { getDb } from '@/server/db/db';
import { mails } from '@/server/db/schema';
import { env } from '@/server/env';

/**
 * /office/mail: the outbox of every mail the site sends. Without SMTP_URL the mails stay here
 * ('stored') for staff to read and pass on. A mail can hold a password-reset link, so the list
 * shows no bodies and opening one is audit-logged.
 */

export const MAIL_PAGE_SIZE = 30;
export const mailStatuses = ['pending', 'stored', 'sent', 'retrying'] as const;
export type MailStatus = (typeof mailStatuses)[number];

export type MailListItem = { id: number; to: string; subject: string; kind: string; status: string; createdAt: Date; sentAt: Date | null };
export type MailPage = { items: MailListItem[]; nextBefore: number | null; smtpConfigured: boolean };
export type MailDetail = MailListItem & { text: string; lastError: string | null; updatedAt: Date };

export function isMailStatus(value: unknown): value is MailStatus {
  return typeof value === 'string' && (mailStatuses as readonly string[]).includes(value);
}

export async function listMails(input: { before?: number; status?: MailStatus } = {}): Promise<MailPage> {
  await requireStaffViewer('mail.read');
  const db = await getDb();
  const conditions: SQL[] = [];
  if (input.status) conditions.push(eq(mails.status, input.status));
  if (input.before && Number.isInteger(input.before) && input.before > 0) conditions.push(lt(mails.id, input.before));
  const rows = await db
    .select({
      id: mails.id,
      to: mails.to,
      subject: mails.subject,
      kind: mails.kind,
      status: mails.status,
      createdAt: mails.createdAt,
      sentAt: mails.sentAt,
    })
    .from(mails)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(mails.id))
    .limit(MAIL_PAGE_SIZE + 1);
  const more = rows.length > MAIL_PAGE_SIZE;
  const items = rows.slice(0, MAIL_PAGE_SIZE);
  return { items, nextBefore: more ? (items.at(-1)?.id ?? null) : null, smtpConfigured: Boolean(env().SMTP_URL) };
}

/** Opens one mail with its text, writing who opened it to the audit log in the same transaction. */
export async function readMail(id: number): Promise<MailDetail | null> {
  const viewer = await requireStaffViewer('mail.read');
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const db = await getDb();
  const ipAddress = clientAddress(await headers());
  return db.transaction(async (tx) => {
    const [mail] = await tx.select().from(mails).where(eq(mails.id, id));
    if (!mail) return null;
    await recordAudit(tx, {
      actor: { id: viewer.id, name: viewer.name },
      action: 'mail.read',
      subjectType: 'mail',
      subjectId: mail.id,
      detail: { to: mail.to, kind: mail.kind },
      ipAddress,
    });
    return {
      id: mail.id,
      to: mail.to,
      subject: mail.subject,
      kind: mail.kind,
      status: mail.status,
      createdAt: mail.createdAt,
      sentAt: mail.sentAt,
      text: mail.text,
      lastError: mail.lastError,
      updatedAt: mail.updatedAt,
    };
  });
}
