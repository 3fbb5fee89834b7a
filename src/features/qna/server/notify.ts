import 'server-only';
import { eq } from 'drizzle-orm';
import { qnaQuestionPath } from '@/lib/routes';
import { qnaAnswers, qnaQuestions, users } from '@/server/db/schema';
import type { JobHandler } from '@/server/jobs/queue';
import { postKakaoNotice } from '@/features/notifications/server/partner-notice';
import { queueMailOnce } from '@/server/mail/outbox';
import type { QnaAnswerNoticePayload } from './mutations';

/**
 * The asker hears of a published answer (issue 14, section 2), through the job queue: an email
 * through the mail outbox (retried on its own while the mail server is down, listed in the office's
 * mail list) and, when the partner messaging API is configured and the asker gave a number, a
 * KakaoTalk notice. The job runs until both are done; a rerun writes the mail once (its key) and
 * the partner sees one notice (the Idempotency-Key header). Neither names the lawyer's words or
 * quotes the question beyond its title.
 */

export type QnaKakaoNoticeBody = { tel: string; template: 'QNA_ANSWERED'; title: string; url: string; questionId: number };

export function qnaAnswerMail(title: string, url: string): { subject: string; text: string } {
  return {
    subject: '[법률 Q&A] 질문에 변호사 답변이 등록되었습니다',
    text: [
      '안녕하세요. 법률 Q&A에 올리신 질문에 변호사 답변이 등록되었습니다.',
      '',
      `질문: ${title}`,
      `답변 보기: ${url}`,
      '',
      '답변이 도움이 되었다면 채택해 주세요. 궁금한 점이 남았으면 질문 페이지에서 추가 질문을 남기실 수 있습니다.',
      '이 메일은 발신 전용입니다.',
    ].join('\n'),
  };
}

export function qnaAnswerNoticeHandler(config: { siteUrl: string; partnerApiUrl: string | undefined; timeoutMs?: number }): JobHandler {
  return async (job, db) => {
    const payload = job.payload as Partial<QnaAnswerNoticePayload> | null;
    if (!payload || typeof payload.answerId !== 'number') return { status: 'failed', error: 'payload without an answer' };
    const [row] = await db
      .select({
        answerStatus: qnaAnswers.status,
        questionId: qnaQuestions.id,
        title: qnaQuestions.title,
        visibility: qnaQuestions.visibility,
        noticeTel: qnaQuestions.noticeTel,
        email: users.email,
        disabledAt: users.disabledAt,
      })
      .from(qnaAnswers)
      .innerJoin(qnaQuestions, eq(qnaQuestions.id, qnaAnswers.questionId))
      .innerJoin(users, eq(users.id, qnaQuestions.authorId))
      .where(eq(qnaAnswers.id, payload.answerId));
    if (!row) return { status: 'skipped', detail: 'the answer, its question or the asker is gone' };
    if (row.answerStatus !== 'published') return { status: 'skipped', detail: 'the answer is not published now' };
    if (row.disabledAt) return { status: 'skipped', detail: 'the account is disabled' };
    // A private question's page asks a reader without a session to sign in, and shows the asker theirs.
    const isPrivate = row.visibility === 'private';
    const url = `${config.siteUrl}${qnaQuestionPath(row.questionId)}`;
    await queueMailOnce(db, `qna-answer:${payload.answerId}`, { kind: 'qna-answer', to: row.email, ...qnaAnswerMail(row.title, url) });

    if (!row.noticeTel) return { status: 'done' };
    if (!config.partnerApiUrl)
      return { status: 'skipped', detail: 'mail queued; PARTNER_API_URL is not configured for the KakaoTalk notice' };
    // The partner sees no private question's words: a private title stays on this site.
    const title = isPrivate ? '비공개 질문' : row.title;
    const body: QnaKakaoNoticeBody = { tel: row.noticeTel, template: 'QNA_ANSWERED', title, url, questionId: row.questionId };
    return postKakaoNotice({
      partnerApiUrl: config.partnerApiUrl,
      idempotencyKey: `qna-answer-${payload.answerId}`,
      body,
      timeoutMs: config.timeoutMs,
    });
  };
}
