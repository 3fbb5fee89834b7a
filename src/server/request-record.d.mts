export type RequestRecord = {
  /** The audit entries the render wrote through the audit module, as written. */
  viewRecords: object[];
  /** Inserts into the audit log the database handle counted (src/server/db/data-version.ts). */
  auditInserts: number;
  /** Whether any statement outside an insert named the audit log. */
  readsAuditLog: boolean;
};
export function newRequestRecord(): RequestRecord;
export function runWithRequestRecord<T>(record: RequestRecord, fn: () => T): T;
export function currentRequestRecord(): RequestRecord | undefined;
