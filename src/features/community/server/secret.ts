import 'server-only';
import type { DbOrTx } from '@/server/db/client';
import { storedSecret } from '@/server/db/server-secrets';

/*
 * The community's own keys (server_secrets). They are their own secrets, not AUTH_SECRET:
 * rotating the sign-in secret must not rename anyone or recount a day's views.
 */

/** The key of the anonymous boards' pseudonyms (domain/pseudonym.ts). */
export function pseudonymSecret(db: DbOrTx): Promise<string> {
  return storedSecret(db, 'talk-pseudonym');
}

/** The root of the view counter's daily keys (views.ts): a visitor's hash is keyed by it and the day. */
export function viewCountSecret(db: DbOrTx): Promise<string> {
  return storedSecret(db, 'talk-views');
}
