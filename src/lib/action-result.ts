import type { FieldErrors } from './field-errors';

/**
 * What every server action answers (STYLE.md): `{ ok: true, data }` or
 * `{ ok: false, formError?, fieldErrors? }`. Lives in lib so client forms can read it
 * without importing the server's action client.
 */

export type ActionResult<T> = { ok: true; data: T } | { ok: false; formError?: string; fieldErrors?: FieldErrors };
