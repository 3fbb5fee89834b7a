import 'server-only';
import { and, desc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { ActionError } from '@/features/auth/server/action-client';
import { authMessage } from '@/features/auth/domain/auth-messages';
import { viewerFromHeaders, type Viewer } from '@/features/auth/server/viewer';
import { jsonError } from '@/server/http';
import { qnaQuestionPath, talkPostPath } from '@/lib/routes';
import { formatSeoulDateTime } from '@/lib/seoul-date';
import type { Db, DbOrTx } from '@/server/db/client';
import { getDb } from '@/server/db/db';
import { qnaQuestions, talkComments, talkMemberSettings, talkNotifications, talkPosts, users } from '@/server/db/schema';
import { enqueueJob, type JobHandler } from '@/server/jobs/queue';
import { queueMailOnce } from '@/server/mail/outbox';
import { memberListSize, notificationMessages, replyEmailText } from '../domain/member-notices';
import { isTalkNotificationKind, talkNotificationText, type TalkNotificationKind } from '../domain/notifications';
import type { TalkNotificationReadInput } from '../schemas';
import { notifyMember } from './notify';

/**
 * A member's notifications about their writing (issue 13): who gets one when a comment is written,
 * the list, the unread count, marking read, and the opt-in email per reply. No notice, list row or
 * mail says who wrote the comment, nor what it says: only the kind and the post.
 */

export const TALK_REPLY_EMAIL_JOB = 'talk.reply-email';

type ReplyEmailPayload = { userId: string; commentId: number; kind: 'comment' | 'reply' };

/**
 * In the comment's own transaction: the post's author gets 'comment', the author of the comment
 * answered gets 'reply'; one notice when they are the same member ('reply', the closer one), none
 * for the writer themselves. A member who chose the reply email gets a job for it, keyed by the
 * notice (comment and member) so it is written once.
 */
export async function notifyCommentRecipients(
  tx: DbOrTx,
  comment: { postId: number; commentId: number; writerId: string; answeredId: number | null },
): Promise<void> {
  const [post] = await tx.select({ authorId: talkPosts.authorId }).from(talkPosts).where(eq(talkPosts.id, comment.postId));
  const answered = comment.answeredId
    ? (await tx.select({ authorId: talkComments.authorId }).from(talkComments).where(eq(talkComments.id, comment.answeredId)))[0]
    : undefined;
  const recipients = new Map<string, 'comment' | 'reply'>();
  if (post?.authorId) recipients.set(post.authorId, 'comment');
  if (answered?.authorId) recipients.set(answered.authorId, 'reply');
  recipients.delete(comment.writerId);
  if (recipients.size === 0) return;
  const optedIn = new Set(
    (
      await tx
        .select({ userId: talkMemberSettings.userId })
        .from(talkMemberSettings)
        .where(and(inArray(talkMemberSettings.userId, [...recipients.keys()]), eq(talkMemberSettings.replyEmail, true)))
    ).map((row) => row.userId),
  );
  for (const [userId, kind] of recipients) {
    await notifyMember(tx, { userId, kind, postId: comment.postId, commentId: comment.commentId });
    if (!optedIn.has(userId)) continue;
    const payload: ReplyEmailPayload = { userId, commentId: comment.commentId, kind };
    await enqueueJob(tx, {
      kind: TALK_REPLY_EMAIL_JOB,
      payload,
      idempotencyKey: `${TALK_REPLY_EMAIL_JOB}:${comment.commentId}:${userId}`,
      maxAttempts: 10,
    });
  }
}

/**
 * The reply email's job: a mail to the member's address with the post's title and link, queued in
 * the mail outbox. Skipped when the member turned the email off since, left, or the comment or its
 * post is gone or hidden.
 */
export function talkReplyEmailHandler({ siteUrl }: { siteUrl: string }): JobHandler {
  return async (job, db) => {
    const payload = job.payload as Partial<ReplyEmailPayload> | null;
    if (!payload || typeof payload.userId !== 'string' || typeof payload.commentId !== 'number')
      return { status: 'failed', error: 'payload without a member or a comment' };
    const kind = payload.kind === 'reply' ? 'reply' : 'comment';
    const [row] = await db
      .select({
        email: users.email,
        disabledAt: users.disabledAt,
        replyEmail: talkMemberSettings.replyEmail,
        postId: talkPosts.id,
        title: talkPosts.title,
        secret: talkPosts.secret,
        postAuthorId: talkPosts.authorId,
        postGone: sql<boolean>`(${talkPosts.deletedAt} is not null or ${talkPosts.hiddenAt} is not null)`,
        commentGone: sql<boolean>`(${talkComments.deletedAt} is not null or ${talkComments.hiddenAt} is not null)`,
      })
      .from(users)
      .leftJoin(talkMemberSettings, eq(talkMemberSettings.userId, users.id))
      .innerJoin(talkComments, eq(talkComments.id, payload.commentId))
      .innerJoin(talkPosts, eq(talkPosts.id, talkComments.postId))
      .where(eq(users.id, payload.userId));
    if (!row) return { status: 'skipped', detail: 'the member or the comment is gone' };
    if (!row.replyEmail) return { status: 'skipped', detail: 'the member turned the reply email off' };
    if (row.disabledAt) return { status: 'skipped', detail: 'the account is disabled' };
    if (row.postGone || row.commentGone) return { status: 'skipped', detail: 'the post or the comment is hidden or deleted' };
    // A post made secret since: its title and link go to its author only.
    if (row.secret && row.postAuthorId !== payload.userId) return { status: 'skipped', detail: 'the post is secret now' };
    const mail = replyEmailText(kind, row.title, `${siteUrl}${talkPostPath(row.postId)}`);
    const queued = await queueMailOnce(db, `${TALK_REPLY_EMAIL_JOB}:${payload.commentId}:${payload.userId}`, {
      kind: 'talk-reply',
      to: row.email,
      ...mail,
    });
    return queued ? { status: 'done' } : { status: 'skipped', detail: 'the mail was queued by an earlier run' };
  };
}

export type MyNotification = {
  id: number;
  kind: TalkNotificationKind;
  text: string;
  /** The post to open; null when it is gone or no longer the member's to read. */
  href: string | null;
  createdAt: string;
  /** createdAt as the list shows it, formatted here: the browser's date format may differ from the server's. */
  when: string;
  unread: boolean;
};
export type MyNotificationPage = { items: MyNotification[]; nextCursor: number | null; isFirst: boolean };

const goneTitle = '지워졌거나 가려진 글';

/** My notifications, newest first, a keyset page by id on the member's index. */
export async function listMyNotifications(
  viewer: Viewer,
  before: number | null,
  size: number = memberListSize.notifications,
): Promise<MyNotificationPage> {
  const db = await getDb();
  const rows = await db
    .select({
      id: talkNotifications.id,
      kind: talkNotifications.kind,
      postId: talkNotifications.postId,
      commentId: talkNotifications.commentId,
      readAt: talkNotifications.readAt,
      createdAt: talkNotifications.createdAt,
      title: talkPosts.title,
      qnaQuestionId: talkNotifications.qnaQuestionId,
      qnaTitle: qnaQuestions.title,
      // The post as this member may read it now: not deleted, and hidden or secret only when theirs.
      readable: sql<boolean>`(${talkPosts.id} is not null and ${talkPosts.deletedAt} is null and ((${talkPosts.hiddenAt} is null and not ${talkPosts.secret}) or ${talkPosts.authorId} = ${viewer.id}))`,
    })
    .from(talkNotifications)
    .leftJoin(talkPosts, eq(talkPosts.id, talkNotifications.postId))
    .leftJoin(qnaQuestions, eq(qnaQuestions.id, talkNotifications.qnaQuestionId))
    .where(and(eq(talkNotifications.userId, viewer.id), before ? lt(talkNotifications.id, before) : undefined))
    .orderBy(desc(talkNotifications.id))
    .limit(size + 1);
  const shown = rows.slice(0, size);
  return {
    items: shown.map((row) => {
      const kind = isTalkNotificationKind(row.kind) ? row.kind : 'comment';
      // A notice about the member's own question: always theirs to read.
      if (row.qnaQuestionId !== null)
        return {
          id: row.id,
          kind,
          text: talkNotificationText(kind, row.qnaTitle ?? ''),
          href: qnaQuestionPath(row.qnaQuestionId),
          createdAt: row.createdAt.toISOString(),
          when: formatSeoulDateTime(row.createdAt),
          unread: row.readAt === null,
        };
      const readable = Boolean(row.readable);
      return {
        id: row.id,
        kind,
        text: talkNotificationText(kind, readable ? (row.title ?? '') : goneTitle),
        href: readable && row.postId ? `${talkPostPath(row.postId)}${row.commentId ? `#comment-${row.commentId}` : ''}` : null,
        createdAt: row.createdAt.toISOString(),
        when: formatSeoulDateTime(row.createdAt),
        unread: row.readAt === null,
      };
    }),
    nextCursor: rows.length > size ? (shown.at(-1)?.id ?? null) : null,
    isFirst: before === null,
  };
}

/** The bell's number: unread notices, counted on the partial index and capped (the bell says 99+). */
export async function countUnreadNotifications(db: Db, userId: string): Promise<number> {
  const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(
    db
      .select({ id: talkNotifications.id })
      .from(talkNotifications)
      .where(and(eq(talkNotifications.userId, userId), isNull(talkNotifications.readAt)))
      .limit(100)
      .as('unread'),
  );
  return row?.count ?? 0;
}

/**
 * Marks the member's notices read: the ones named (all of them the member's, or nothing changes
 * and the answer is 'not found'), or every unread one.
 */
export async function markTalkNotificationsRead(
  { db, actor }: { db: Db; actor: { id: string } },
  input: TalkNotificationReadInput,
): Promise<{ marked: number; unread: number }> {
  const marked = await db.transaction(async (tx) => {
    const mine = eq(talkNotifications.userId, actor.id);
    if ('all' in input) {
      const rows = await tx
        .update(talkNotifications)
        .set({ readAt: sql`now()` })
        .where(and(mine, isNull(talkNotifications.readAt)))
        .returning({ id: talkNotifications.id });
      return rows.length;
    }
    const owned = await tx
      .select({ id: talkNotifications.id })
      .from(talkNotifications)
      .where(and(mine, inArray(talkNotifications.id, input.ids)));
    if (owned.length !== new Set(input.ids).size) throw new ActionError(notificationMessages.notFound);
    const rows = await tx
      .update(talkNotifications)
      .set({ readAt: sql`now()` })
      .where(and(mine, inArray(talkNotifications.id, input.ids), isNull(talkNotifications.readAt)))
      .returning({ id: talkNotifications.id });
    return rows.length;
  });
  return { marked, unread: await countUnreadNotifications(db, actor.id) };
}

/** Whether the member wants an email per reply (off unless they chose it). */
export async function getReplyEmailSetting(viewer: Viewer): Promise<boolean> {
  const db = await getDb();
  const [row] = await db
    .select({ replyEmail: talkMemberSettings.replyEmail })
    .from(talkMemberSettings)
    .where(eq(talkMemberSettings.userId, viewer.id));
  return row?.replyEmail ?? false;
}

export async function setReplyEmailSetting(
  { db, actor }: { db: Db; actor: { id: string } },
  replyEmail: boolean,
): Promise<{ replyEmail: boolean }> {
  await db
    .insert(talkMemberSettings)
    .values({ userId: actor.id, replyEmail })
    .onConflictDoUpdate({ target: talkMemberSettings.userId, set: { replyEmail, updatedAt: sql`now()` } });
  return { replyEmail };
}

/**
 * GET /api/talk/notifications: `{ unread }` for the signed-in member (the bell in the account
 * card asks once per page load, so pages stay cached); 401 for a visitor. Never cached.
 */
export async function unreadCountResponse(request: Request): Promise<Response> {
  const viewer = await viewerFromHeaders(request.headers);
  const noStore = { 'Cache-Control': 'private, no-store' };
  if (!viewer) return jsonError(401, authMessage('UNAUTHORIZED'), { code: 'UNAUTHORIZED' }, noStore);
  const unread = await countUnreadNotifications(await getDb(), viewer.id);
  return Response.json({ unread }, { headers: noStore });
}
