import 'server-only';
import { assertWrittenTextSafe } from '@/features/text-safety/server/check-text';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { ActionError } from '@/features/auth/server/action-client';
import { recordAudit } from '@/features/auth/server/audit';
import type { Viewer } from '@/features/auth/server/viewer';
import { getDb } from '@/server/db/db';
import { talkCommentLikes, talkCommentReports, talkComments, talkPosts, users } from '@/server/db/schema';
import { boardByKey } from '../domain/boards';
import { scopeCovers } from '../domain/moderation-scope';
import { postMessages } from '../domain/post-rules';
import { pseudonymFor } from '@/features/text-safety/domain/pseudonym';
import type { TalkCommentInput, TalkCommentModerationInput } from '../schemas';
import type { TalkWriteContext } from './mutations';
import { viewerModerates } from './moderation-scope';
import { notifyCommentRecipients } from './notifications';
import { pseudonymSecret } from './secret';
import { assertMayWriteNew, countNewWriting } from './write-guard';

/**
 * Comments under a post. On an anonymous board a comment carries the same kind of pseudonym as
 * a post, keyed by the post and the writer: one member keeps one name within a post (the author
 * answering shows the post's own name, marked 글쓴이) and cannot be followed across posts.
 */

export type TalkComment = {
  id: number;
  /** The comment this one replies to; null for a comment on the post. */
  parentId: number | null;
  /** Deleted by its writer but kept for its replies: shown as deletedCommentText, nothing else. */
  deleted: boolean;
  authorLabel: string;
  body: string;
  createdAt: string;
  byPostAuthor: boolean;
  isMine: boolean;
  hidden: boolean;
  /** Blinded at the reporters' threshold, not yet decided by a moderator. */
  blindedByReports: boolean;
  reportedByViewer: boolean;
  likeCount: number;
  likedByViewer: boolean;
};

/** A comment on the post with its replies (one level), in order. */
export type TalkCommentThread = TalkComment & { replies: TalkComment[] };

const leftMemberLabel = '탈퇴한 회원';

/**
 * The comments of a post in threads: comments on the post in order, each with its replies.
 * Hidden comments show to moderators and their writers only. A deleted comment is gone, unless
 * replies to it remain: then it stays in its place as '삭제된 댓글입니다', without its text or
 * writer. The caller has already checked the post itself may be seen.
 */
export async function listTalkComments(postId: number, viewer: Viewer | null): Promise<TalkCommentThread[]> {
  if (!Number.isSafeInteger(postId) || postId <= 0) return [];
  const db = await getDb();
  const rows = await db
    .select({
      id: talkComments.id,
      parentId: talkComments.parentId,
      authorId: talkComments.authorId,
      authorLabel: talkComments.authorLabel,
      authorName: users.name,
      body: talkComments.body,
      createdAt: talkComments.createdAt,
      hiddenAt: talkComments.hiddenAt,
      hiddenReason: talkComments.hiddenReason,
      reportedBy: talkCommentReports.userId,
      deletedAt: talkComments.deletedAt,
      likeCount: talkComments.likeCount,
      likedBy: talkCommentLikes.userId,
      board: talkPosts.board,
      byPostAuthor: sql<boolean>`coalesce(${talkComments.authorId} = ${talkPosts.authorId}, false)`,
    })
    .from(talkComments)
    .innerJoin(talkPosts, eq(talkPosts.id, talkComments.postId))
    .leftJoin(users, eq(users.id, talkComments.authorId))
    .leftJoin(talkCommentLikes, and(eq(talkCommentLikes.commentId, talkComments.id), eq(talkCommentLikes.userId, viewer?.id ?? '')))
    .leftJoin(talkCommentReports, and(eq(talkCommentReports.commentId, talkComments.id), eq(talkCommentReports.userId, viewer?.id ?? '')))
    .where(eq(talkComments.postId, postId))
    .orderBy(asc(talkComments.createdAt), asc(talkComments.id))
    .limit(1000);
  const canModerate = rows[0] ? viewerModerates(viewer, rows[0].board) : false;
  const mayRead = (row: (typeof rows)[number]) => !row.hiddenAt || canModerate || (viewer !== null && row.authorId === viewer.id);
  // A comment blinded by reports keeps its place for everyone else, as blindedCommentNotice, with neither text nor writer.
  const shown = rows.filter((row) => mayRead(row) || row.hiddenReason === 'reports');
  const toComment = (row: (typeof rows)[number]): TalkComment => {
    const deleted = row.deletedAt !== null || !mayRead(row);
    return {
      id: row.id,
      parentId: row.parentId,
      deleted,
      authorLabel: deleted
        ? ''
        : boardByKey(row.board)?.anonymous === false
          ? (row.authorName ?? (row.authorLabel || leftMemberLabel))
          : row.authorLabel || '익명',
      body: deleted ? '' : row.body,
      createdAt: row.createdAt.toISOString(),
      byPostAuthor: !deleted && Boolean(row.byPostAuthor),
      isMine: !deleted && viewer !== null && row.authorId === viewer.id,
      hidden: row.hiddenAt !== null,
      blindedByReports: row.hiddenAt !== null && row.hiddenReason === 'reports',
      reportedByViewer: row.reportedBy !== null,
      likeCount: deleted ? 0 : row.likeCount,
      likedByViewer: !deleted && row.likedBy !== null,
    };
  };
  const replies = new Map<number, TalkComment[]>();
  for (const row of shown) {
    if (row.parentId === null || row.deletedAt) continue;
    replies.set(row.parentId, [...(replies.get(row.parentId) ?? []), toComment(row)]);
  }
  return shown
    .filter((row) => row.parentId === null && (!row.deletedAt || (replies.get(row.id)?.length ?? 0) > 0))
    .map((row) => ({ ...toComment(row), replies: replies.get(row.id) ?? [] }));
}

/** A member comments on a post everyone can see. */
export async function createTalkComment(
  { db, actor, moderation = [] }: TalkWriteContext,
  input: TalkCommentInput,
): Promise<{ id: number; postId: number }> {
  await assertMayWriteNew(db, actor.id);
  await assertWrittenTextSafe(db, { body: input.body });
  await countNewWriting(db, actor.id, 'comment');
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ board: talkPosts.board, secret: talkPosts.secret, authorId: talkPosts.authorId })
      .from(talkPosts)
      .where(and(eq(talkPosts.id, input.postId), isNull(talkPosts.deletedAt), isNull(talkPosts.hiddenAt)));
    // A secret post is a conversation between its author and the moderators.
    if (!post || (post.secret && post.authorId !== actor.id && !scopeCovers(moderation, post.board)))
      throw new ActionError(postMessages.commentsClosed);
    // A reply answers a comment on the same post; a reply to a reply joins its thread (one level).
    let parentId: number | null = null;
    if (input.parentId) {
      const [parent] = await tx
        .select({ id: talkComments.id, parentId: talkComments.parentId })
        .from(talkComments)
        .where(and(eq(talkComments.id, input.parentId), eq(talkComments.postId, input.postId), isNull(talkComments.deletedAt)));
      if (!parent) throw new ActionError(postMessages.replyParentGone);
      parentId = parent.parentId ?? parent.id;
    }
    const label = boardByKey(post.board)?.anonymous === false ? '' : pseudonymFor(await pseudonymSecret(tx), input.postId, actor.id);
    const [row] = await tx
      .insert(talkComments)
      .values({ postId: input.postId, parentId, authorId: actor.id, authorLabel: label, body: input.body })
      .returning({ id: talkComments.id });
    await notifyCommentRecipients(tx, { postId: input.postId, commentId: row!.id, writerId: actor.id, answeredId: input.parentId ?? null });
    return { id: row!.id, postId: input.postId };
  });
}

/** The writer deletes their comment (soft delete). */
export async function deleteTalkComment({ db, actor }: TalkWriteContext, { id }: { id: number }): Promise<{ id: number; postId: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ authorId: talkComments.authorId, postId: talkComments.postId })
      .from(talkComments)
      .where(and(eq(talkComments.id, id), isNull(talkComments.deletedAt)))
      .for('update');
    if (!row) throw new ActionError(postMessages.commentNotFound);
    if (row.authorId !== actor.id) throw new ActionError(postMessages.commentNotYours);
    await tx.update(talkComments).set({ deletedAt: new Date() }).where(eq(talkComments.id, id));
    return { id, postId: row.postId };
  });
}

/** Moderators hide or show a comment; audit-logged as talk.comment.{action}. */
export async function moderateTalkComment(
  { db, actor, ipAddress }: TalkWriteContext,
  input: TalkCommentModerationInput,
): Promise<{ id: number; hidden: boolean }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ postId: talkComments.postId })
      .from(talkComments)
      .where(and(eq(talkComments.id, input.id), isNull(talkComments.deletedAt)))
      .for('update');
    if (!row) throw new ActionError(postMessages.commentNotFound);
    await tx
      .update(talkComments)
      .set(
        input.action === 'hide'
          ? { hiddenAt: new Date(), hiddenBy: actor.id, hiddenReason: 'moderator' }
          : { hiddenAt: null, hiddenBy: null, hiddenReason: null },
      )
      .where(eq(talkComments.id, input.id));
    await recordAudit(tx, {
      actor,
      action: `talk.comment.${input.action}`,
      subjectType: 'talk_comment',
      subjectId: input.id,
      detail: { postId: row.postId },
      ipAddress,
    });
    return { id: input.id, hidden: input.action === 'hide' };
  });
}
