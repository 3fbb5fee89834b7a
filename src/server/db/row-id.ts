import { z } from 'zod';

/** The largest value of a PostgreSQL `integer` (serial) column. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A row's id from a form or a link, for a feature's zod schema: a positive int4, anything else is
 * refused with `message` (the feature's own 'not found' words).
 */
export function rowId(message: string) {
  return z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message);
}
