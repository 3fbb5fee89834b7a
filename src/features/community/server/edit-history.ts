import 'server-only';
import { asc, eq } from 'drizzle-orm';
import { ActionError } from '@/features/auth/server/action-client';
import { assertStaff } from '@/features/auth/server/staff-query';
import type { Viewer } from '@/features/auth/server/viewer';
import { getDb } from '@/server/db/db';
import type { DbOrTx } from '@/server/db/client';
import { talkPostRevisions, talkPosts } from '@/server/db/schema';
import { viewerModerates } from './moderation-scope';
import { boardByKey } from '../domain/boards';
import { editWindow } from '../domain/edit-window';
import { postMessages } from '../domain/post-rules';

/**
 * The edit history of a post (issue 13): an author edits within the firm's window after writing;
 * each edit keeps the version it replaces in talk_post_revisions, in the edit's own transaction,
 * and readers see '수정됨' from talk_posts.edited_at. Only moderators read the earlier versions.
 */

/**
 * Inside the edit's transaction, after the post is locked and known to be the actor's: refuses a
 * post whose window has closed, keeps the current title and body as a revision (written at the
 * creation or the previous edit) and returns the time to store as the post's edited_at.
 */
export async function keepTalkRevision(tx: DbOrTx, postId: number, windowMinutes: number, now = new Date()): Promise<Date> {
  const [post] = await tx
    .select({ title: talkPosts.title, body: talkPosts.body, createdAt: talkPosts.createdAt, editedAt: talkPosts.editedAt })
    .from(talkPosts)
    .where(eq(talkPosts.id, postId));
  if (!post) throw new ActionError(postMessages.notFound);
  const window = editWindow(post.createdAt, windowMinutes, now);
  if (!window.open) throw new ActionError(window.reason);
  await tx.insert(talkPostRevisions).values({
    postId,
    title: post.title,
    body: post.body,
    writtenAt: post.editedAt ?? post.createdAt,
    replacedAt: now,
  });
  return now;
}

export type TalkRevision = { id: number; title: string; body: string; writtenAt: string; replacedAt: string };

export type TalkPostHistory = {
  id: number;
  boardTitle: string;
  /** The version readers see now, and when it was written (the last edit, or the creation). */
  current: { title: string; body: string; writtenAt: string };
  createdAt: string;
  editedAt: string | null;
  deleted: boolean;
  /** Earlier versions, oldest first. */
  revisions: TalkRevision[];
};

/** '수정 이력': a post's versions for moderators (community.moderate), checked here as on the page; null if there is no such post. */
export async function getTalkPostHistory(viewer: Viewer | null, postId: number): Promise<TalkPostHistory | null> {
  assertStaff(viewer, 'community.moderate');
  if (!Number.isSafeInteger(postId) || postId <= 0 || postId > 2_147_483_647) return null;
  const db = await getDb();
  const [post] = await db
    .select({
      id: talkPosts.id,
      board: talkPosts.board,
      title: talkPosts.title,
      body: talkPosts.body,
      createdAt: talkPosts.createdAt,
      editedAt: talkPosts.editedAt,
      deletedAt: talkPosts.deletedAt,
    })
    .from(talkPosts)
    .where(eq(talkPosts.id, postId));
  // A moderator of some boards (톡 관리팀) reads the history of posts there only.
  if (!post || !viewerModerates(viewer, post.board)) return null;
  const revisions = await db
    .select()
    .from(talkPostRevisions)
    .where(eq(talkPostRevisions.postId, postId))
    .orderBy(asc(talkPostRevisions.id));
  return {
    id: post.id,
    boardTitle: boardByKey(post.board)?.title ?? '커뮤니티',
    current: { title: post.title, body: post.body, writtenAt: (post.editedAt ?? post.createdAt).toISOString() },
    createdAt: post.createdAt.toISOString(),
    editedAt: post.editedAt?.toISOString() ?? null,
    deleted: post.deletedAt !== null,
    revisions: revisions.map((row) => ({
      id: row.id,
      title: row.title,
      body: row.body,
      writtenAt: row.writtenAt.toISOString(),
      replacedAt: row.replacedAt.toISOString(),
    })),
  };
}
