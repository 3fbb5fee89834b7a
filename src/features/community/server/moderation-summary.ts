import 'server-only';
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Viewer } from '@/features/auth/server/viewer';
import { getDb } from '@/server/db/db';
import { talkComments, talkPosts, talkTakedowns } from '@/server/db/schema';
import { openTakedownStatuses } from '../domain/takedowns';
import { viewerModerationScope } from './moderation-scope';

/** What waits for a moderator, as the back office's home shows it; each count stops at `countCap`. */
export type TalkModerationSummary = { blindedPosts: number; blindedComments: number; openTakedowns: number };
const countCap = 100;

/** Counts at most `countCap` rows of a query, so the number costs the same however large the table grows. */
function cappedCount(rows: SQL): SQL<number> {
  return sql<number>`(select count(*)::int from (${rows} limit ${countCap}) as capped)`;
}

/**
 * Items blinded by reports and takedown requests still open, on the boards the moderator answers
 * for (domain/moderation-scope.ts); null for staff without community.moderate. The partial indexes
 * talk_posts_blinded_idx and talk_comments_blinded_idx serve the first two.
 */
export async function getTalkModerationSummary(viewer: Viewer | null): Promise<TalkModerationSummary | null> {
  const scope = viewerModerationScope(viewer);
  if (scope !== 'all' && scope.length === 0) return null;
  const onBoards = scope === 'all' ? undefined : inArray(talkPosts.board, [...scope]);
  const db = await getDb();
  const blinded = and(eq(talkPosts.hiddenReason, 'reports'), isNull(talkPosts.deletedAt), onBoards);
  const blindedComment = and(eq(talkComments.hiddenReason, 'reports'), isNull(talkComments.deletedAt), onBoards);
  const open = and(inArray(talkTakedowns.status, openTakedownStatuses), onBoards);
  const [row] = await db
    .select({
      blindedPosts: cappedCount(db.select({ id: talkPosts.id }).from(talkPosts).where(blinded).getSQL()),
      blindedComments: cappedCount(
        db
          .select({ id: talkComments.id })
          .from(talkComments)
          .innerJoin(talkPosts, eq(talkPosts.id, talkComments.postId))
          .where(blindedComment)
          .getSQL(),
      ),
      openTakedowns: cappedCount(
        db
          .select({ id: talkTakedowns.id })
          .from(talkTakedowns)
          .leftJoin(talkPosts, eq(talkPosts.id, talkTakedowns.postId))
          .where(open)
          .getSQL(),
      ),
    })
    .from(sql`(select 1) as one`);
  return row ?? { blindedPosts: 0, blindedComments: 0, openTakedowns: 0 };
}

/** '100건 이상' once a count reaches its cap. */
export function moderationCountLabel(count: number): string {
  return count >= countCap ? `${countCap}건 이상` : `${count}건`;
}
