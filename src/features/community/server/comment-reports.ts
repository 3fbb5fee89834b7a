import 'server-only';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { ActionError, actionMessages } from '@/features/auth/server/action-client';
import { recordAudit } from '@/features/auth/server/audit';
import { assertStaff } from '@/features/auth/server/staff-query';
import type { Viewer } from '@/features/auth/server/viewer';
import { getDb } from '@/server/db/db';
import { talkCommentReports, talkComments, talkPosts } from '@/server/db/schema';
import { hitRateLimit } from '@/server/rate-limit';
import { queueMail } from '@/server/mail/outbox';
import { officeTalkPath } from '@/lib/routes';
import { excerptOf, postMessages } from '../domain/post-rules';
import { reportReasonLabel } from '../domain/report-reasons';
import type { TalkCommentReportInput } from '../schemas';
import { talkRateLimits, type TalkWriteContext } from './mutations';

/**
 * Reports on comments, as on posts (reportTalkPost): a member reports someone else's visible
 * comment once (the primary key of talk_comment_reports), talk_comments.report_count moves with
 * the insert, and at the firm's threshold of distinct reporters the comment is blinded (hidden
 * with the reason 'reports') in the same transaction as the audit entry and the alert mail.
 */

export const commentReportMessages = {
  own: '내 댓글은 신고할 수 없습니다.',
} as const;

export async function reportTalkComment(
  { db, actor, ipAddress }: TalkWriteContext,
  input: TalkCommentReportInput,
  policy: { blindThreshold: number; alertTo: string | null },
): Promise<{ alreadyReported: boolean; blinded: boolean }> {
  // One allowance with post reports: the same counter (mutations.ts talkRateLimits.report).
  const hit = await hitRateLimit(db, { key: `talk:report:${actor.id}`, ...talkRateLimits.report });
  if (!hit.allowed) throw new ActionError(actionMessages.tooMany);
  return db.transaction(async (tx) => {
    const [comment] = await tx
      .select({ authorId: talkComments.authorId, postId: talkComments.postId, body: talkComments.body })
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
      )
      .for('update', { of: talkComments });
    if (!comment) throw new ActionError(postMessages.commentNotFound);
    if (comment.authorId === actor.id) throw new ActionError(commentReportMessages.own);
    const inserted = await tx
      .insert(talkCommentReports)
      .values({ commentId: input.id, userId: actor.id, kind: input.kind, reason: input.reason || null })
      .onConflictDoNothing()
      .returning({ commentId: talkCommentReports.commentId });
    if (inserted.length === 0) return { alreadyReported: true, blinded: false };
    const [counted] = await tx
      .update(talkComments)
      .set({ reportCount: sql`${talkComments.reportCount} + 1` })
      .where(eq(talkComments.id, input.id))
      .returning({ reportCount: talkComments.reportCount });
    if (counted!.reportCount < policy.blindThreshold) return { alreadyReported: false, blinded: false };
    await tx
      .update(talkComments)
      .set({ hiddenAt: new Date(), hiddenBy: null, hiddenReason: 'reports' })
      .where(eq(talkComments.id, input.id));
    await recordAudit(tx, {
      actor: { id: null, name: '신고 누적 자동 가림' },
      action: 'talk.blind',
      subjectType: 'talk_comment',
      subjectId: input.id,
      detail: { postId: comment.postId, reportCount: counted!.reportCount },
      ipAddress,
    });
    if (policy.alertTo) {
      await queueMail(tx, {
        kind: 'talk-comment-blinded',
        to: policy.alertTo,
        subject: `[커뮤니티] 신고 ${counted!.reportCount}건으로 가려진 댓글이 있습니다`,
        text: `서로 다른 회원 ${counted!.reportCount}명이 신고한 댓글이 운영진 확인 전까지 가려졌습니다.\n\n댓글: ${excerptOf(comment.body, 60)}\n확인: ${officeTalkPath}\n\n숨김을 유지하거나 해제해 주세요.`,
      });
    }
    return { alreadyReported: false, blinded: true };
  });
}

export type ReportedComment = {
  id: number;
  postId: number;
  postTitle: string;
  excerpt: string;
  createdAt: string;
  reportCount: number;
  hidden: boolean;
  blindedByReports: boolean;
  /** The reports' reasons with their counts, most first ('광고·홍보 2', '기타: 도배 1'). */
  reasons: string[];
};

/**
 * /office/talk's reported comments: those waiting for a decision (still shown, or blinded by
 * reports) first, then by count, newest first. Moderators only, checked here as well.
 */
export async function listReportedComments(viewer: Viewer | null, limit = 30): Promise<ReportedComment[]> {
  assertStaff(viewer, 'community.moderate');
  const db = await getDb();
  const rows = await db
    .select({
      id: talkComments.id,
      postId: talkComments.postId,
      postTitle: talkPosts.title,
      body: talkComments.body,
      createdAt: talkComments.createdAt,
      reportCount: talkComments.reportCount,
      hiddenAt: talkComments.hiddenAt,
      hiddenReason: talkComments.hiddenReason,
    })
    .from(talkComments)
    .innerJoin(talkPosts, eq(talkPosts.id, talkComments.postId))
    .where(and(gt(talkComments.reportCount, 0), isNull(talkComments.deletedAt)))
    .orderBy(
      desc(sql`(${talkComments.hiddenAt} is null or ${talkComments.hiddenReason} = 'reports')`),
      desc(talkComments.reportCount),
      desc(talkComments.id),
    )
    .limit(limit);
  const reasons = new Map<number, string[]>();
  if (rows.length > 0) {
    const grouped = await db
      .select({
        commentId: talkCommentReports.commentId,
        kind: talkCommentReports.kind,
        reason: talkCommentReports.reason,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(talkCommentReports)
      .where(
        inArray(
          talkCommentReports.commentId,
          rows.map((row) => row.id),
        ),
      )
      .groupBy(talkCommentReports.commentId, talkCommentReports.kind, talkCommentReports.reason)
      .orderBy(desc(sql`count(*)`));
    for (const row of grouped) {
      reasons.set(row.commentId, [...(reasons.get(row.commentId) ?? []), `${reportReasonLabel(row.kind, row.reason)} ${row.count}`]);
    }
  }
  return rows.map((row) => ({
    id: row.id,
    postId: row.postId,
    postTitle: row.postTitle,
    excerpt: excerptOf(row.body, 80),
    createdAt: row.createdAt.toISOString(),
    reportCount: row.reportCount,
    hidden: row.hiddenAt !== null,
    blindedByReports: row.hiddenAt !== null && row.hiddenReason === 'reports',
    reasons: reasons.get(row.id) ?? [],
  }));
}
