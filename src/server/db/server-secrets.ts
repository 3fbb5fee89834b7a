import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from './client';
import { serverSecrets } from './schema';

const known = new WeakMap<object, Map<string, string>>();

/**
 * A secret the server makes for itself (server_secrets): the first process that needs it writes a
 * random one, every process reads the same, so they all sign, name and count alike. Kept per
 * database handle once read.
 */
export async function storedSecret(db: DbOrTx, name: string): Promise<string> {
  const cached = known.get(db)?.get(name);
  if (cached) return cached;
  await db
    .insert(serverSecrets)
    .values({ name, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, name));
  if (!row) throw new Error(`${name} secret missing`);
  known.set(db, (known.get(db) ?? new Map<string, string>()).set(name, row.value));
  return row.value;
}
