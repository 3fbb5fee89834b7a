import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { ActionError, actionMessages } from '@/features/auth/server/action-client';
import { recordAudit } from '@/features/auth/server/audit';
import type { Db, DbOrTx } from '@/server/db/client';
import { talkComments, talkPosts, talkReports } from '@/server/db/schema';
import { hitRateLimit } from '@/server/rate-limit';
import { queueMail } from '@/server/mail/outbox';
import { officeTalkPath } from '@/lib/routes';
import { assertWrittenTextSafe } from '@/features/text-safety/server/check-text';
import { boardByKey, type WritableBoardKey } from '../domain/boards';
import type { ModerationScope } from '../domain/moderation-scope';
import { noticeMessages } from '../domain/notices';
import { postMessages } from '../domain/post-rules';
import { excerptOf } from '@/lib/text';
import { seoulDayEnd } from '@/lib/seoul-date';
import { pseudonymFor } from '@/features/text-safety/domain/pseudonym';
import type { TalkModerationInput, TalkPostInput, TalkReportInput } from '../schemas';
import { keepTalkRevision } from './edit-history';
import { stageTalkImages } from './images';
import { talkSearchTerms } from './search-terms';
import { pseudonymSecret } from './secret';
import { assertMayWriteNew, assertNotSanctioned, countNewWriting } from './write-guard';

/**
 * The community's writes. Members write, edit and delete their own posts and report others';
 * moderators hide and recommend. Ownership is checked here, in the statement's transaction,
 * never only on the page; every moderator write is audit-logged in the same transaction.
 */

export type TalkActor = { id: string; name: string };
/**
 * `canModerate`: the actor holds community.moderate; `moderation`: the boards they moderate
 * (domain/moderation-scope.ts), where they may read and answer secret posts.
 */
export type TalkWriteContext = { db: Db; actor: TalkActor; ipAddress: string; canModerate?: boolean; moderation?: ModerationScope };

/** Per member: edits and reports in a window (decision 003's shared counters); new posts count in write-guard.ts. */
export const talkRateLimits = {
  edit: { limit: 30, windowMs: 10 * 60_000 },
  report: { limit: 20, windowMs: 60 * 60_000 },
} as const;

async function limit(db: Db, kind: keyof typeof talkRateLimits, actorId: string): Promise<void> {
  const rule = talkRateLimits[kind];
  const hit = await hitRateLimit(db, { key: `talk:${kind}:${actorId}`, limit: rule.limit, windowMs: rule.windowMs });
  if (!hit.allowed) throw new ActionError(actionMessages.tooMany);
}

/** The stored label: a pseudonym on anonymous boards; empty on 공개 게시판, which shows the member's current name. */
async function labelFor(tx: DbOrTx, board: WritableBoardKey, postId: number, actor: TalkActor): Promise<string> {
  if (boardByKey(board)?.anonymous === false) return '';
  return pseudonymFor(await pseudonymSecret(tx), postId, actor.id);
}

/** A new post on a writable board; its pseudonym (on an anonymous board) is fixed here. */
export async function createTalkPost({ db, actor }: TalkWriteContext, input: TalkPostInput): Promise<{ id: number }> {
  await assertMayWriteNew(db, actor.id);
  await assertWrittenTextSafe(db, { title: input.title, body: input.body });
  await countNewWriting(db, actor.id, 'post');
  const images = await stageTalkImages({ images: input.images });
  const saving = db.transaction(async (tx) => {
    const [row] = await tx
      .insert(talkPosts)
      .values({
        board: input.board,
        title: input.title,
        body: input.body,
        secret: input.secret,
        searchTerms: talkSearchTerms(input),
        authorId: actor.id,
        authorLabel: '',
      })
      .returning({ id: talkPosts.id });
    const id = row!.id;
    await tx
      .update(talkPosts)
      .set({ authorLabel: await labelFor(tx, input.board, id, actor) })
      .where(eq(talkPosts.id, id));
    await images.save(tx, id, actor.id);
    return { id };
  });
  return images.settle(saving);
}

async function loadOwn(tx: DbOrTx, id: number, actor: TalkActor) {
  const [row] = await tx
    .select({ id: talkPosts.id, authorId: talkPosts.authorId })
    .from(talkPosts)
    .where(and(eq(talkPosts.id, id), isNull(talkPosts.deletedAt)))
    .for('update');
  if (!row) throw new ActionError(postMessages.notFound);
  if (row.authorId !== actor.id) throw new ActionError(postMessages.notYours);
  return row;
}

/**
 * The author edits title, body or board within the firm's edit window; the version it replaces is
 * kept (edit-history.ts). The pseudonym stays the post's own (it depends on post and writer only).
 */
export async function updateTalkPost(
  { db, actor }: TalkWriteContext,
  input: TalkPostInput & { id: number },
  policy: { editWindowMinutes: number },
): Promise<{ id: number }> {
  await assertNotSanctioned(db, actor.id);
  await assertWrittenTextSafe(db, { title: input.title, body: input.body });
  await limit(db, 'edit', actor.id);
  const images = await stageTalkImages({ images: input.images, keepImages: input.keepImages });
  const saving = db.transaction(async (tx) => {
    await loadOwn(tx, input.id, actor);
    const editedAt = await keepTalkRevision(tx, input.id, policy.editWindowMinutes);
    await tx
      .update(talkPosts)
      .set({
        board: input.board,
        title: input.title,
        body: input.body,
        secret: input.secret,
        searchTerms: talkSearchTerms(input),
        authorLabel: await labelFor(tx, input.board, input.id, actor),
        editedAt,
        updatedAt: editedAt,
      })
      .where(eq(talkPosts.id, input.id));
    await images.save(tx, input.id, actor.id);
    return { id: input.id };
  });
  return images.settle(saving);
}

/** The author deletes: the post leaves every list at once and is kept (deletedAt) for staff. */
export async function deleteTalkPost({ db, actor }: TalkWriteContext, { id }: { id: number }): Promise<{ id: number; board: string }> {
  return db.transaction(async (tx) => {
    await loadOwn(tx, id, actor);
    const [row] = await tx
      .update(talkPosts)
      .set({ deletedAt: new Date() })
      .where(eq(talkPosts.id, id))
      .returning({ board: talkPosts.board });
    return { id, board: row!.board };
  });
}

/**
 * A member reports someone else's visible post, once, with a reason; a second report changes
 * nothing. At the firm's threshold of distinct reporters the post is blinded (hidden with the
 * reason 'reports') until a moderator decides, in the same transaction, which also audit-logs the
 * blind and writes the moderators' alert mail.
 */
export async function reportTalkPost(
  { db, actor, ipAddress }: TalkWriteContext,
  input: TalkReportInput,
  policy: ReportPolicy,
): Promise<{ alreadyReported: boolean; blinded: boolean }> {
  await assertMayReport(db, actor.id);
  return db.transaction(async (tx) => {
    const [post] = await tx
      .select({ authorId: talkPosts.authorId, title: talkPosts.title })
      .from(talkPosts)
      .where(and(eq(talkPosts.id, input.id), isNull(talkPosts.deletedAt), isNull(talkPosts.hiddenAt)))
      .for('update');
    if (!post) throw new ActionError(postMessages.notFound);
    if (post.authorId === actor.id) throw new ActionError(postMessages.reportOwn);
    const inserted = await tx
      .insert(talkReports)
      .values({ postId: input.id, userId: actor.id, kind: input.kind, reason: input.reason || null })
      .onConflictDoNothing()
      .returning({ postId: talkReports.postId });
    if (inserted.length === 0) return { alreadyReported: true, blinded: false };
    const [counted] = await tx
      .update(talkPosts)
      .set({ reportCount: sql`${talkPosts.reportCount} + 1` })
      .where(eq(talkPosts.id, input.id))
      .returning({ reportCount: talkPosts.reportCount });
    const blinded = await blindAtThreshold(
      tx,
      { kind: 'post', id: input.id, reportCount: counted!.reportCount, title: post.title },
      policy,
      ipAddress,
    );
    return { alreadyReported: false, blinded };
  });
}

/** The firm's settings a report follows: distinct reporters that blind, and where the alert goes. */
export type ReportPolicy = { blindThreshold: number; alertTo: string | null };

/** Before a report on a post or a comment: a sanctioned member reports nothing; reports share one allowance. */
export async function assertMayReport(db: Db, actorId: string): Promise<void> {
  await assertNotSanctioned(db, actorId);
  await limit(db, 'report', actorId);
}

type CountedReport =
  | { kind: 'post'; id: number; reportCount: number; title: string }
  | { kind: 'comment'; id: number; reportCount: number; postId: number; body: string };

/**
 * After a report is counted, in its transaction: at the firm's threshold of distinct reporters the
 * post or comment is blinded (hidden with the reason 'reports') until a moderator decides,
 * audit-logged as talk.blind, and the office alerted by mail. Answers whether it blinded.
 */
export async function blindAtThreshold(tx: DbOrTx, report: CountedReport, policy: ReportPolicy, ipAddress: string): Promise<boolean> {
  if (report.reportCount < policy.blindThreshold) return false;
  const blind = { hiddenAt: new Date(), hiddenBy: null, hiddenReason: 'reports' };
  if (report.kind === 'post') await tx.update(talkPosts).set(blind).where(eq(talkPosts.id, report.id));
  else await tx.update(talkComments).set(blind).where(eq(talkComments.id, report.id));
  await recordAudit(tx, {
    actor: { id: null, name: '신고 누적 자동 가림' },
    action: 'talk.blind',
    subjectType: report.kind === 'post' ? 'talk_post' : 'talk_comment',
    subjectId: report.id,
    detail:
      report.kind === 'post'
        ? { title: report.title, reportCount: report.reportCount }
        : { postId: report.postId, reportCount: report.reportCount },
    ipAddress,
  });
  if (!policy.alertTo) return true;
  const count = report.reportCount;
  await queueMail(
    tx,
    report.kind === 'post'
      ? {
          kind: 'talk-blinded',
          to: policy.alertTo,
          subject: `[커뮤니티] 신고 ${count}건으로 가려진 글이 있습니다`,
          text: `서로 다른 회원 ${count}명이 신고한 글이 운영진 확인 전까지 가려졌습니다.\n\n제목: ${report.title}\n확인: ${officeTalkPath}?filter=hidden\n\n숨김을 유지하거나 해제해 주세요.`,
        }
      : {
          kind: 'talk-comment-blinded',
          to: policy.alertTo,
          subject: `[커뮤니티] 신고 ${count}건으로 가려진 댓글이 있습니다`,
          text: `서로 다른 회원 ${count}명이 신고한 댓글이 운영진 확인 전까지 가려졌습니다.\n\n댓글: ${excerptOf(report.body, 60)}\n확인: ${officeTalkPath}\n\n숨김을 유지하거나 해제해 주세요.`,
        },
  );
  return true;
}

export type ModerationResult = { id: number; hidden: boolean; recommended: boolean; pinned: boolean };

/**
 * Hide, show again, recommend or stop recommending a post, pin it as 공지 (on its board or every
 * board, until the end of a Seoul day) or unpin it; audit-logged as talk.{action}.
 */
export async function moderateTalkPost({ db, actor, ipAddress }: TalkWriteContext, input: TalkModerationInput): Promise<ModerationResult> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: talkPosts.id,
        hiddenAt: talkPosts.hiddenAt,
        recommendedAt: talkPosts.recommendedAt,
        title: talkPosts.title,
        reportCount: talkPosts.reportCount,
        secret: talkPosts.secret,
      })
      .from(talkPosts)
      .where(and(eq(talkPosts.id, input.id), isNull(talkPosts.deletedAt)))
      .for('update');
    if (!row) throw new ActionError(postMessages.notFound);
    if (input.action === 'recommend' && row.secret) throw new ActionError(postMessages.recommendSecret);
    if (input.action === 'pin' && (row.secret || row.hiddenAt)) throw new ActionError(noticeMessages.notPinnable);
    const now = new Date();
    const changes =
      input.action === 'hide'
        ? { hiddenAt: row.hiddenAt ?? now, hiddenBy: actor.id, hiddenReason: 'moderator' }
        : input.action === 'unhide'
          ? { hiddenAt: null, hiddenBy: null, hiddenReason: null }
          : input.action === 'recommend'
            ? { recommendedAt: row.recommendedAt ?? now }
            : input.action === 'unrecommend'
              ? { recommendedAt: null }
              : input.action === 'pin'
                ? { pinnedUntil: seoulDayEnd(input.until!), pinScope: input.scope! }
                : { pinnedUntil: null, pinScope: null };
    const [updated] = await tx
      .update(talkPosts)
      .set(changes)
      .where(eq(talkPosts.id, input.id))
      .returning({ hiddenAt: talkPosts.hiddenAt, recommendedAt: talkPosts.recommendedAt, pinnedUntil: talkPosts.pinnedUntil });
    await recordAudit(tx, {
      actor,
      action: `talk.${input.action}`,
      subjectType: 'talk_post',
      subjectId: input.id,
      detail: {
        title: row.title,
        reportCount: row.reportCount,
        ...(input.action === 'pin' ? { scope: input.scope, until: input.until } : {}),
      },
      ipAddress,
    });
    return {
      id: input.id,
      hidden: updated!.hiddenAt !== null,
      recommended: updated!.recommendedAt !== null,
      pinned: updated!.pinnedUntil !== null && updated!.pinnedUntil > now,
    };
  });
}
