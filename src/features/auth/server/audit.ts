import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import { auditLogs } from '@/server/db/schema';

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

export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLogs).values({
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId === undefined || entry.subjectId === null ? null : String(entry.subjectId),
    detail: entry.detail ?? null,
    ipAddress: entry.ipAddress ?? null,
  });
}
