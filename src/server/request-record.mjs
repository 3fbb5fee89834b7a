// What one request's render did to the audit log (decision 026, update): the view records it wrote
// through the audit module, how many audit inserts the database handle saw, and whether it read the
// audit log. scripts/start.mjs opens a record around Next's handler; the private page cache keeps a
// page that wrote view records only when it can write them again for each reader it gives the page
// to. One AsyncLocalStorage on globalThis, so the server's script and every bundle Next loads share
// it. Types in request-record.d.mts.
import { AsyncLocalStorage } from 'node:async_hooks';

const storage = (globalThis.__familyLawRequestRecord ??= new AsyncLocalStorage());

export function newRequestRecord() {
  return { viewRecords: [], auditInserts: 0, readsAuditLog: false };
}

/** Runs `fn` (Next's handler) with `record` as the current request's record. */
export function runWithRequestRecord(record, fn) {
  return storage.run(record, fn);
}

/** The record of the request being rendered, or undefined (the job worker, tests, a build). */
export function currentRequestRecord() {
  return storage.getStore();
}
