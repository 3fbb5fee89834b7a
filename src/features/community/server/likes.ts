import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ActionError } from '@/features/auth/server/action-client';
import { hitRateLimit } from '@/server/rate-limit';
import { talkCommentLikes, talkComments, talkPostLikes, talkPosts } from '@/server/db/schema';
import { postMessages } from '../domain/post-rules';
import type { TalkLikeInput } from '../schemas';
import type { TalkWriteContext } from './mutations';
import { assertNotSanctioned } from './write-guard';

export type LikeState = { liked: boolean; count: number };

/** Per member: likes set or undone in a window (decision 003's shared counters). */
export const likeRateLimit = { limit: 120, windowMs: 10 * 60_000 } as const;

/**
 * 공감: sets the member's like on a post or a comment (not toggles, so a double click or a retry
 * lands where the member meant). One per member is the primary key's rule, not this code's: of
 * twenty clicks at once one row is written, and the count moves only with a row actually written
 * or deleted, in the same transaction. Members do not like their own writing.
 */
export async function setTalkLike({ db, actor }: TalkWriteContext, input: TalkLikeInput): Promise<LikeState> {
  await assertNotSanctioned(db, actor.id);
  const hit = await hitRateLimit(db, { key: `talk:like:${actor.id}`, ...likeRateLimit });
  if (!hit.allowed) throw new ActionError(postMessages.likeTooMany);
  return db.transaction(async (tx) => {
    if (input.target === 'post') {
      const [post] = await tx
        .select({ authorId: talkPosts.authorId, secret: talkPosts.secret })
        .from(talkPosts)
        .where(and(eq(talkPosts.id, input.id), isNull(talkPosts.deletedAt), isNull(talkPosts.hiddenAt)));
      if (!post || post.secret) throw new ActionError(postMessages.notFound);
      if (post.authorId === actor.id) throw new ActionError(postMessages.likeOwn);
      const changed = input.liked
        ? await tx
            .insert(talkPostLikes)
            .values({ postId: input.id, userId: actor.id })
            .onConflictDoNothing()
            .returning({ id: talkPostLikes.postId })
        : await tx
            .delete(talkPostLikes)
            .where(and(eq(talkPostLikes.postId, input.id), eq(talkPostLikes.userId, actor.id)))
            .returning({ id: talkPostLikes.postId });
      const step = changed.length === 0 ? 0 : input.liked ? 1 : -1;
      const [row] = await tx
        .update(talkPosts)
        .set({ likeCount: sql`greatest(0, ${talkPosts.likeCount} + ${step})` })
        .where(eq(talkPosts.id, input.id))
        .returning({ count: talkPosts.likeCount });
      return { liked: input.liked, count: row!.count };
    }
    const [comment] = await tx
      .select({ authorId: talkComments.authorId })
      .from(talkComments)
      .innerJoin(talkPosts, eq(talkPosts.id, talkComments.postId))
      .where(
        and(
          eq(talkComments.id, input.id),
          isNull(talkComments.deletedAt),
          isNull(talkComments.hiddenAt),
          isNull(talkPosts.deletedAt),
          isNull(talkPosts.hiddenAt),
        ),
      );
    if (!comment) throw new ActionError(postMessages.commentNotFound);
    if (comment.authorId === actor.id) throw new ActionError(postMessages.likeOwn);
    const changed = input.liked
      ? await tx
          .insert(talkCommentLikes)
          .values({ commentId: input.id, userId: actor.id })
          .onConflictDoNothing()
          .returning({ id: talkCommentLikes.commentId })
      : await tx
          .delete(talkCommentLikes)
          .where(and(eq(talkCommentLikes.commentId, input.id), eq(talkCommentLikes.userId, actor.id)))
          .returning({ id: talkCommentLikes.commentId });
    const step = changed.length === 0 ? 0 : input.liked ? 1 : -1;
    const [row] = await tx
      .update(talkComments)
      .set({ likeCount: sql`greatest(0, ${talkComments.likeCount} + ${step})` })
      .where(eq(talkComments.id, input.id))
      .returning({ count: talkComments.likeCount });
    return { liked: input.liked, count: row!.count };
  });
}
