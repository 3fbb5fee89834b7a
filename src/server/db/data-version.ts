import { currentRequestRecord } from '../request-record.mjs';

/**
 * The data version: a number every write this process makes to the database moves, after the
 * write (for a transaction, after it ends). What keeps a page rendered for one reader
 * (src/server/private-page-cache.mjs, decision 026) gives it again only while the version is the
 * one it was rendered under. Kept on globalThis, so the server's own script and every server
 * bundle Next loads read one number.
 *
 * One write leaves it alone: a single INSERT into the audit log, outside a transaction, which is
 * how a back-office page records that someone viewed personal data. Only the pages that read the
 * audit log show those rows, and they are never kept; moving the version for each view record
 * would make every kept page and cached viewer (decision 025) be looked up again after any staff
 * view. Such an insert is counted in the current request's record instead (request-record.mjs),
 * and a statement that names the audit log otherwise marks the request as one that read it.
 */
const state = globalThis as { __familyLawDataVersion?: number };

const auditRecordInsert = /^\s*insert\s+into\s+(?:"audit_logs"|audit_logs\b)/i;
const namesAuditLog = /\baudit_logs\b/i;

/**
 * Statements that may change what a page shows. Generous on purpose: a statement wrongly counted
 * as a write only makes a kept page be rendered again; one wrongly counted as a read would let
 * a page outlive a change. drizzle sends values as parameters, so the text is the site's own SQL.
 */
const writePattern =
  /\b(?:insert|update|delete|merge|truncate|alter|create|drop|copy|grant|revoke|commit|call|do|refresh|vacuum|reindex|cluster)\b/i;

export function dataVersion(): number {
  return state.__familyLawDataVersion ?? 0;
}

/** Moves the version: the database may hold something a kept page does not show. */
export function noteDataChanged(): void {
  state.__familyLawDataVersion = dataVersion() + 1;
}

/** Whether a statement may write (see writePattern), other than by adding audit records. */
export function mayWrite(text: unknown): boolean {
  return typeof text !== 'string' || (writePattern.test(text) && !auditRecordInsert.test(text));
}

/** Tells the current request's record what a statement did to the audit log (see above). */
export function noteAuditLogUse(text: unknown): void {
  if (typeof text !== 'string' || !namesAuditLog.test(text)) return;
  const record = currentRequestRecord();
  if (!record) return;
  if (auditRecordInsert.test(text)) record.auditInserts += 1;
  else record.readsAuditLog = true;
}

/** A statement that is one UPDATE, INSERT or DELETE (not a WITH whose parts write). */
const plainWrite = /^\s*(?:update|insert|delete)\b/i;

/**
 * Whether a statement that ran changed no row: a plain UPDATE, INSERT or DELETE whose result counts
 * none (PGlite's `affectedRows`, node-postgres's `rowCount`), such as the job worker's claim every
 * second when nothing is due. A WITH statement's writes are not counted in its result, so it never
 * qualifies.
 */
export function changedNothing(text: unknown, result: unknown): boolean {
  if (typeof text !== 'string' || !plainWrite.test(text)) return false;
  const counts = result as { affectedRows?: number; rowCount?: number | null } | null | undefined;
  return (counts?.affectedRows ?? counts?.rowCount) === 0;
}
