import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { ActionError } from '@/features/auth/server/action-client';
import type { Viewer } from '@/features/auth/server/viewer';
import type { DbOrTx } from '@/server/db/client';
import { talkComments, talkPosts, talkTakedowns } from '@/server/db/schema';
import { moderationScopeMessages, moderationScopeOf, scopeCovers, type ModerationScope } from '../domain/moderation-scope';
import { postMessages } from '../domain/post-rules';

/**
 * community.moderate per board (domain/moderation-scope.ts), checked on the server: every
 * moderator's action on a post or a comment asks here first, and the reads that open hidden or
 * secret posts to moderators ask viewerModerates with the post's board.
 */

export function viewerModerationScope(viewer: Viewer | null): ModerationScope {
  return moderationScopeOf(viewer?.ability);
}

export function viewerModerates(viewer: Viewer | null, board: string): boolean {
  return scopeCovers(viewerModerationScope(viewer), board);
}

/** The board of a post (deleted ones too: the trash is restored by its board's moderators), or null. */
async function boardOfPost(db: DbOrTx, postId: number): Promise<string | null> {
  const [row] = await db.select({ board: talkPosts.board }).from(talkPosts).where(eq(talkPosts.id, postId));
  return row?.board ?? null;
}

async function boardOfComment(db: DbOrTx, commentId: number): Promise<string | null> {
  const [row] = await db
    .select({ board: talkPosts.board })
    .from(talkComments)
    .innerJoin(talkPosts, eq(talkPosts.id, talkComments.postId))
    .where(and(eq(talkComments.id, commentId), isNull(talkComments.deletedAt)));
  return row?.board ?? null;
}

/** Refuses a moderator's act on a post or comment of a board they do not answer for ('not found' when it is gone). */
export async function assertModerates(
  { db, viewer }: { db: DbOrTx; viewer: Viewer },
  target: { post: number } | { comment: number },
): Promise<string> {
  const board = 'post' in target ? await boardOfPost(db, target.post) : await boardOfComment(db, target.comment);
  if (board === null) throw new ActionError('post' in target ? postMessages.notFound : postMessages.commentNotFound);
  if (!viewerModerates(viewer, board)) throw new ActionError(moderationScopeMessages.otherBoard);
  return board;
}

/**
 * Refuses a moderator's step on a takedown request about a post of a board they do not answer for;
 * a request whose post is gone (purged) is for those who moderate every board. An unknown request
 * is left to the step itself to answer.
 */
export async function assertModeratesTakedown({ db, viewer }: { db: DbOrTx; viewer: Viewer }, requestId: number): Promise<void> {
  const [row] = await db
    .select({ board: talkPosts.board })
    .from(talkTakedowns)
    .leftJoin(talkPosts, eq(talkPosts.id, talkTakedowns.postId))
    .where(eq(talkTakedowns.id, requestId));
  if (!row) return;
  const allowed = row.board === null ? viewerModerationScope(viewer) === 'all' : viewerModerates(viewer, row.board);
  if (!allowed) throw new ActionError(moderationScopeMessages.otherBoard);
}
