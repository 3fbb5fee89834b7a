import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import { auditLogs } from '@/server/db/schema';
import { currentRequestRecord } from '@/server/request-record.mjs';

/**
 * The audit log (DESIGN section 5): every view of a consult's personal data and every staff
 * write, with who, what and when. Written in the same transaction as the change it records.
 */
export type AuditEntry = {
  /** `id: null` for the system itself (the retention job, server commands). */
  actor: { id: string | null; name: string };
  action: string;
  subjectType: string;
  subjectId?: string | number | null;
  detail?: Record<string, unknown>;
  ipAddress?: string | null;
};

function rowOf(entry: AuditEntry): typeof auditLogs.$inferInsert {
  return {
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
    detail: entry.detail ?? null,
    ipAddress: entry.ipAddress ?? null,
  };
}

export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values(rowOf(entry));
  // A page whose render wrote it is given again only with the entry written again (decision 026).
  currentRequestRecord()?.viewRecords.push(entry);
}

/**
 * Writes a kept page's view records again, for the request the private page cache gives it to
 * (decision 026): the same viewer saw the same data again, now, from `ipAddress`.
 */
export async function replayViewRecords(db: DbOrTx, entries: AuditEntry[], ipAddress: string): Promise<void> {
  if (entries.length === 0) return;
  await db
    .insert(auditLogs)
    .values(entries.map((entry) => rowOf({ ...entry, ipAddress: entry.ipAddress == null ? entry.ipAddress : ipAddress })));
}
