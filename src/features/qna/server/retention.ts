import 'server-only';
import { and, inArray, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import { recordAudit } from '@/features/auth/server/audit';
import type { Db } from '@/server/db/client';
import { qnaQuestions } from '@/server/db/schema';
import { scheduleNextDailyJob, type DailyJob } from '@/server/jobs/daily';
import type { JobHandler } from '@/server/jobs/queue';
import { qnaRetention } from '../domain/privacy';

/**
 * What the ask form promises about keeping data (domain/privacy.ts), done by a daily job at 04:50
 * Seoul time: questions nobody else can read (private ones; those never let through, declined,
 * withdrawn or hidden) go three years after their last change, with their answers, follow-ups and
 * votes (foreign keys cascade); a notice number goes when the question ends (at once, in its
 * action), 30 days after its last answer, 180 days after it was asked, or when the asker's account
 * is deleted. Public answered questions stay while they are posted. Every purge is audit-logged.
 */
export const qnaRetentionJob: DailyJob = { kind: 'qna.retention', hour: 4, minute: 50 };

export async function purgeQnaRetention(db: Db, now = new Date()): Promise<{ questions: number; numbers: number }> {
  const day = 24 * 60 * 60_000;
  const keptUntil = new Date(now.getTime() - qnaRetention.unpublishedDays * day);
  let questions = 0;
  for (;;) {
    const batch = await db
      .select({ id: qnaQuestions.id })
      .from(qnaQuestions)
      .where(
        and(
          or(
            sql`${qnaQuestions.visibility} = 'private'`,
            inArray(qnaQuestions.state, ['review', 'declined', 'withdrawn']),
            isNotNull(qnaQuestions.hiddenAt),
          ),
          lt(qnaQuestions.updatedAt, keptUntil),
        ),
      )
      .limit(500);
    if (batch.length === 0) break;
    await db.transaction(async (tx) => {
      const ids = batch.map((row) => row.id);
      await tx.delete(qnaQuestions).where(inArray(qnaQuestions.id, ids));
      await recordAudit(tx, {
        actor: { id: null, name: '시스템' },
        action: 'qna.purge',
        subjectType: 'qna_question',
        subjectId: ids.length === 1 ? ids[0]! : null,
        detail: { count: ids.length, keepDays: qnaRetention.unpublishedDays },
      });
    });
    questions += batch.length;
  }
  const erased = await db
    .update(qnaQuestions)
    .set({ noticeTel: null })
    .where(
      and(
        isNotNull(qnaQuestions.noticeTel),
        or(
          // The asker deleted their account: nobody to tell.
          isNull(qnaQuestions.authorId),
          and(
            isNull(qnaQuestions.awaitingSince),
            lt(qnaQuestions.lastAnsweredAt, new Date(now.getTime() - qnaRetention.noticeTelDays * day)),
          ),
          lt(qnaQuestions.createdAt, new Date(now.getTime() - qnaRetention.noticeTelMaxDays * day)),
        ),
      ),
    )
    .returning({ id: qnaQuestions.id });
  return { questions, numbers: erased.length };
}

export const qnaRetentionHandler: JobHandler = async (_job, db) => {
  const { questions, numbers } = await purgeQnaRetention(db);
  await scheduleNextDailyJob(db, qnaRetentionJob);
  return questions + numbers > 0 ? { status: 'done' } : { status: 'skipped', detail: '지울 질문이나 번호가 없습니다.' };
};
