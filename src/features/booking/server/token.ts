import 'server-only';
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { DbOrTx } from '@/server/db/client';
import { MAX_ROW_ID } from '@/server/db/row-id';
import { storedSecret } from '@/server/db/server-secrets';

/**
 * The private link of a booking (issue 15): `{id}.{mac}`, where mac is an HMAC of the id and the
 * booking's salt under a secret the server keeps (server_secrets). Nothing guessable, nothing to
 * store but the salt: the reminder job rebuilds the link, and rotating the salt voids it.
 */

const SECRET_NAME = 'booking-manage-link';

export function newManageSalt(): string {
  return randomBytes(12).toString('base64url');
}

function mac(secret: string, id: number, salt: string): string {
  return createHmac('sha256', secret).update(`booking:${id}:${salt}`).digest('base64url').slice(0, 32);
}

export async function manageToken(db: DbOrTx, booking: { id: number; manageSalt: string }): Promise<string> {
  return `${booking.id}.${mac(await storedSecret(db, SECRET_NAME), booking.id, booking.manageSalt)}`;
}

/** The booking id a token names, before its salt is known; null for anything malformed. */
export function tokenBookingId(token: string): number | null {
  const match = /^(\d{1,10})\.([A-Za-z0-9_-]{32})$/.exec(token);
  if (!match) return null;
  const id = Number(match[1]);
  return id > 0 && id <= MAX_ROW_ID ? id : null;
}

/** Whether a token is this booking's, compared in constant time. */
export async function tokenMatches(db: DbOrTx, token: string, booking: { id: number; manageSalt: string }): Promise<boolean> {
  const expected = Buffer.from(await manageToken(db, booking));
  const given = Buffer.from(token);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
