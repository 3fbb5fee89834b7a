import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { getDb } from '@/server/db/db';
import { accounts } from '@/server/db/schema';
import type { Viewer } from './viewer';

/**
 * The sign-in methods (password, Kakao, Naver, Google) of the viewer, read in one indexed query:
 * the viewer is already authenticated, so better-auth's list-accounts (which reads the session
 * again) is not needed on my page.
 */
export async function signInMethodsOf(viewer: Viewer): Promise<{ providerId: string; accountId: string }[]> {
  const db = await getDb();
  return db
    .select({ providerId: accounts.providerId, accountId: accounts.accountId })
    .from(accounts)
    .where(eq(accounts.userId, viewer.id))
    .orderBy(asc(accounts.createdAt));
}
