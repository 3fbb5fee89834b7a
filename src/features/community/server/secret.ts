import 'server-only';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { serverSecrets } from '@/server/db/schema';

/**
 * The community's own keys, each made once by the first process that needs it and kept in the
 * database (server_secrets), so every process computes alike. They are their own secrets, not
 * AUTH_SECRET: rotating the sign-in secret must not rename anyone or recount a day's views.
 */
const known = new WeakMap<object, Map<string, string>>();

async function storedSecret(db: DbOrTx, name: string): Promise<string> {
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

/** The key of the anonymous boards' pseudonyms (domain/pseudonym.ts). */
export function pseudonymSecret(db: DbOrTx): Promise<string> {
  return storedSecret(db, 'talk-pseudonym');
}

/** The root of the view counter's daily keys (views.ts): a visitor's hash is keyed by it and the day. */
export function viewCountSecret(db: DbOrTx): Promise<string> {
  return storedSecret(db, 'talk-views');
}
