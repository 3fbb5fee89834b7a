import 'server-only';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { ActionError } from '@/features/auth/server/action-client';
import { assertStaff } from '@/features/auth/server/staff-query';
import type { Viewer } from '@/features/auth/server/viewer';
import { getDb } from '@/server/db/db';
import { talkCommentReports, talkComments, talkPosts } from '@/server/db/schema';
import { postMessages } from '../domain/post-rules';
import { excerptOf } from '@/lib/text';
import { reportReasonLabel } from '../domain/report-reasons';
import type { TalkCommentReportInput } from '../schemas';
import { assertMayReport, blindAtThreshold, type ReportPolicy, type TalkWriteContext } from './mutations';

/**
 * Reports on comments, as on posts (reportTalkPost): a member reports someone else's visible
 * comment once (the primary key of talk_comment_reports), talk_comments.report_count moves with
 * the insert, and at the firm's threshold of distinct reporters the comment is blinded in the same
 * transaction as the audit entry and the alert mail (mutations.ts blindAtThreshold).
 */

export const commentReportMessages = {
  own: '내 댓글은 신고할 수 없습니다.',
} as const;

export async function reportTalkComment(
  { db, actor, ipAddress }: TalkWriteContext,
  input: TalkCommentReportInput,
  policy: ReportPolicy,
): Promise<{ alreadyReported: boolean; blinded: boolean }> {
  // The same guard and allowance as post reports (mutations.ts assertMayReport).
  await assertMayReport(db, actor.id);
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
    const blinded = await blindAtThreshold(
      tx,
      { kind: 'comment', id: input.id, reportCount: counted!.reportCount, postId: comment.postId, body: comment.body },
      policy,
      ipAddress,
    );
    return { alreadyReported: false, blinded };
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
