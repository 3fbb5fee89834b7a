import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { serverSecrets } from '@/server/db/schema';

/**
 * The key of the anonymous boards' pseudonyms (domain/pseudonym.ts): made once by the first
 * process that needs it and kept in the database, so every process names a post alike. It is its
 * own secret, not AUTH_SECRET: rotating the sign-in secret must not rename anyone.
 */
const secretName = 'talk-pseudonym';
const known = new WeakMap<object, string>();

export async function pseudonymSecret(db: DbOrTx): Promise<string> {
  const cached = known.get(db);
  if (cached) return cached;
  await db
    .insert(serverSecrets)
    .values({ name: secretName, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, secretName));
  if (!row) throw new Error('pseudonym secret missing');
  known.set(db, row.value);
  return row.value;
}
