import 'server-only';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import { ActionError } from '@/features/auth/server/action-client';
import { getFirmSettings } from '@/features/firm/server/queries';
import type { Db, DbOrTx } from '@/server/db/client';
import { talkSanctions, users } from '@/server/db/schema';
import { hitRateLimit } from '@/server/rate-limit';
import { newAccountWaitMessage, sanctionedMessage, writeLimitMessage, type WriteKind } from '../domain/sanctions';

/**
 * What stands between a member and a write (issue 13, section 2): a running 이용 제한 refuses every
 * write (post, comment, edit, 공감, report) with its reason and end; a new account waits the firm's
 * minutes before its first post or comment; posts and comments are counted per member a minute and
 * a day against the firm's settings, on decision 003's shared counters.
 */

export type ActiveSanction = { id: number; reason: string; endsAt: Date | null; createdAt: Date };

/** The member's running sanction (one for good first, then the one ending last), or null. */
export async function activeSanction(db: DbOrTx, userId: string, now: Date = new Date()): Promise<ActiveSanction | null> {
  const [row] = await db
    .select({ id: talkSanctions.id, reason: talkSanctions.reason, endsAt: talkSanctions.endsAt, createdAt: talkSanctions.createdAt })
    .from(talkSanctions)
    .where(
      and(
        eq(talkSanctions.userId, userId),
        isNull(talkSanctions.liftedAt),
        or(isNull(talkSanctions.endsAt), gt(talkSanctions.endsAt, now)),
      ),
    )
    .orderBy(sql`${talkSanctions.endsAt} desc nulls first`, desc(talkSanctions.id))
    .limit(1);
  return row ?? null;
}

/** Refuses any write of a suspended member, with the reason and the end. */
export async function assertNotSanctioned(db: DbOrTx, userId: string): Promise<void> {
  const sanction = await activeSanction(db, userId);
  if (sanction) throw new ActionError(sanctionedMessage(sanction.reason, sanction.endsAt));
}

/** Before a new post or comment: no running sanction, and the new account's wait is over. Counts nothing. */
export async function assertMayWriteNew(db: DbOrTx, userId: string): Promise<void> {
  await assertNotSanctioned(db, userId);
  const { talkNewAccountWaitMinutes: minutes } = await getFirmSettings();
  if (minutes <= 0) return;
  const [user] = await db.select({ createdAt: users.createdAt }).from(users).where(eq(users.id, userId));
  const until = new Date((user?.createdAt ?? new Date()).getTime() + minutes * 60_000);
  if (until > new Date()) throw new ActionError(newAccountWaitMessage(minutes, until));
}

/** Counts a new post or comment against the member's minute and day; refuses past either. */
export async function countNewWriting(db: Db, userId: string, kind: WriteKind): Promise<void> {
  const settings = await getFirmSettings();
  const rules =
    kind === 'post'
      ? { minute: settings.talkPostsPerMinute, day: settings.talkPostsPerDay }
      : { minute: settings.talkCommentsPerMinute, day: settings.talkCommentsPerDay };
  for (const window of ['minute', 'day'] as const) {
    const rule = {
      key: `talk:${kind}:${window}:${userId}`,
      limit: rules[window],
      windowMs: window === 'minute' ? 60_000 : 24 * 60 * 60_000,
    };
    const hit = await hitRateLimit(db, rule);
    if (!hit.allowed)
      throw new ActionError(writeLimitMessage(kind, window, rule.limit, new Date(Date.now() + hit.retryAfterSeconds * 1000)));
  }
}
