/**
 * The data version: a number every write this process makes to the database moves, after the
 * write (for a transaction, after it ends). What keeps a page rendered for one reader
 * (src/server/private-page-cache.mjs, decision 026) gives it again only while the version is the
 * one it was rendered under. Kept on globalThis, so the server's own script and every server
 * bundle Next loads read one number.
 */
const state = globalThis as { __familyLawDataVersion?: number };

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

/** Whether a statement may write (see writePattern). */
export function mayWrite(text: unknown): boolean {
  return typeof text !== 'string' || writePattern.test(text);
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
