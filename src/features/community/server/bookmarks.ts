import 'server-only';
import { and, desc, eq, isNull, or, sql } from 'drizzle-orm';
import { ActionError } from '@/features/auth/server/action-client';
import type { Viewer } from '@/features/auth/server/viewer';
import { getDb } from '@/server/db/db';
import { talkBookmarks, talkPosts } from '@/server/db/schema';
import { hitRateLimit } from '@/server/rate-limit';
import { boardByKey } from '../domain/boards';
import { bookmarkMessages, bookmarkRateLimit, memberListSize } from '../domain/member-notices';
import { postMessages } from '../domain/post-rules';
import { encodeCursor, type ListCursor } from '@/lib/keyset';
import type { TalkBookmarkInput } from '../schemas';
import type { TalkWriteContext } from './mutations';

/**
 * 스크랩: a member keeps posts to read again, listed on my page. Set, not toggled (like 공감): the
 * action says what the member wants, so a double click or a retry lands where they meant. Only
 * posts the member may read: not hidden, not deleted, not someone else's secret post.
 */

export type BookmarkState = { saved: boolean };

export async function setTalkBookmark({ db, actor }: TalkWriteContext, input: TalkBookmarkInput): Promise<BookmarkState> {
  const hit = await hitRateLimit(db, { key: `talk:bookmark:${actor.id}`, ...bookmarkRateLimit });
  if (!hit.allowed) throw new ActionError(bookmarkMessages.tooMany);
  if (!input.saved) {
    // Undoing needs no check on the post: whatever became of it, the member's own row goes.
    await db.delete(talkBookmarks).where(and(eq(talkBookmarks.userId, actor.id), eq(talkBookmarks.postId, input.postId)));
    return { saved: false };
  }
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ authorId: talkPosts.authorId, secret: talkPosts.secret })
      .from(talkPosts)
      .where(and(eq(talkPosts.id, input.postId), isNull(talkPosts.deletedAt), isNull(talkPosts.hiddenAt)));
    if (!post || (post.secret && post.authorId !== actor.id)) throw new ActionError(postMessages.notFound);
    await tx.insert(talkBookmarks).values({ userId: actor.id, postId: input.postId }).onConflictDoNothing();
    return { saved: true };
  });
}

/** Whether the member has kept this post (the post page's button). */
export async function isTalkBookmarked(viewer: Viewer, postId: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ postId: talkBookmarks.postId })
    .from(talkBookmarks)
    .where(and(eq(talkBookmarks.userId, viewer.id), eq(talkBookmarks.postId, postId)));
  return Boolean(row);
}

export type MyBookmark = { postId: number; title: string; boardTitle: string; savedAt: string };
export type MyBookmarkPage = { items: MyBookmark[]; nextCursor: string | null; isFirst: boolean };

/**
 * My 스크랩, newest first, one keyset page by (saved at, post id) on the member's index. Posts that
 * have since been hidden, deleted or made secret by someone else are left out (their rows stay:
 * a post brought back shows again).
 */
export async function listMyBookmarks(
  viewer: Viewer,
  before: ListCursor | null,
  size: number = memberListSize.bookmarks,
): Promise<MyBookmarkPage> {
  const db = await getDb();
  // The cursor row's own time, to the microsecond (a link carries milliseconds).
  const cursorAt = sql`coalesce((select b.created_at from ${talkBookmarks} b where b.user_id = ${viewer.id} and b.post_id = ${before?.id ?? 0}), ${before?.at.toISOString() ?? null}::timestamptz)`;
  const rows = await db
    .select({
      postId: talkBookmarks.postId,
      savedAt: talkBookmarks.createdAt,
      title: talkPosts.title,
      board: talkPosts.board,
    })
    .from(talkBookmarks)
    .innerJoin(talkPosts, eq(talkPosts.id, talkBookmarks.postId))
    .where(
      and(
        eq(talkBookmarks.userId, viewer.id),
        before ? sql`(${talkBookmarks.createdAt}, ${talkBookmarks.postId}) < (${cursorAt}, ${before.id})` : undefined,
        isNull(talkPosts.deletedAt),
        isNull(talkPosts.hiddenAt),
        or(eq(talkPosts.secret, false), eq(talkPosts.authorId, viewer.id)),
      ),
    )
    .orderBy(desc(talkBookmarks.createdAt), desc(talkBookmarks.postId))
    .limit(size + 1);
  const shown = rows.slice(0, size);
  const last = shown.at(-1);
  return {
    items: shown.map((row) => ({
      postId: row.postId,
      title: row.title,
      boardTitle: boardByKey(row.board)?.title ?? '커뮤니티',
      savedAt: row.savedAt.toISOString(),
    })),
    nextCursor: rows.length > size && last ? encodeCursor({ at: last.savedAt, id: last.postId }) : null,
    isFirst: before === null,
  };
}
