import Link from 'next/link';
import { formatSeoulDate } from '@/lib/seoul-date';
import { officeQnaQuestionPath, qnaTopicPath } from '@/lib/routes';
import { mayAddFollowUp, mayClose, mayWithdraw, qnaStateLabels } from '../domain/question-rules';
import type { QnaCard, QnaQuestionView, QnaPageReader } from '../server/queries';
import { AnswerCard } from './answer-card';
import { AcceptButton, AskerControls } from './reader-controls';
import { HelpfulButton, QnaReader } from './reader';
import { QnaQuestionList, QnaStateBadge } from './question-list';

/** What the state means to the asker, under the badge. */
function stateNote(question: QnaQuestionView, isAsker: boolean): string | null {
  if (!isAsker) return question.state === 'waiting' ? '변호사가 답변을 준비하고 있어요.' : null;
  switch (question.state) {
    case 'review':
      return '운영진이 개인정보가 없는지 확인한 뒤 게시합니다. 보통 하루 안에 검토가 끝나요.';
    case 'waiting':
      return '검토를 마쳤어요. 변호사가 답변을 준비하고 있어요. 답변이 오면 알림과 이메일로 알려 드려요.';
    case 'answered':
      return '변호사 답변이 등록되었어요. 도움이 된 답변을 채택해 주세요.';
    default:
      return null;
  }
}

/**
 * A question page's body: the question (title, state, pseudonym, text, follow-ups), the answers
 * with the accepted one first, the asker's panel, related questions. `reader` is null on the cached
 * page, where the QnaReader island finds a signed-in reader's votes; the per-request page passes
 * the reader's state.
 */
export function QuestionView({
  question,
  reader,
  related,
  loginHref,
}: {
  question: QnaQuestionView;
  reader: QnaPageReader | null;
  related: QnaCard[];
  loginHref: string;
}) {
  const isAsker = reader?.isAsker ?? false;
  const note = stateNote(question, isAsker);
  const canAccept = isAsker && !question.hasAccepted;
  return (
    <>
      <article aria-labelledby="question-title" data-testid="qna-question">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <Link href={qnaTopicPath(question.topic)} className="font-semibold text-accent-600 hover:underline">
            {question.topicTitle}
          </Link>
          <QnaStateBadge state={question.state} testId="qna-state" />
          {question.visibility === 'private' && (
            <span className="rounded-full bg-slate-800 px-2.5 py-0.5 text-[13px] font-semibold text-white">비공개 질문</span>
          )}
          {question.hidden && <span className="rounded-full bg-rose-100 px-2.5 py-0.5 text-[13px] font-semibold text-rose-900">숨김</span>}
        </p>
        <h1 id="question-title" className="mt-2 text-[26px] font-bold leading-snug tracking-[-0.03em] text-brand-900 desk:text-3xl">
          {question.title}
        </h1>
        <p className="mt-2 text-[14px] text-slate-600">
          {question.visibility === 'public' ? question.authorLabel : '질문자'} ·{' '}
          <time dateTime={question.createdAt}>{formatSeoulDate(question.createdAt)}</time>
        </p>
        {note && (
          <p role="status" className="mt-4 rounded-xl bg-brand-50 px-4 py-3 text-[15px] text-brand-900" data-testid="qna-state-note">
            <strong>{qnaStateLabels[question.state]}</strong> · {note}
          </p>
        )}
        {question.state === 'declined' && question.declineReason && (
          <p
            className="mt-4 rounded-xl border border-rose-300 bg-rose-50 px-4 py-3 text-[15px] text-rose-950"
            data-testid="qna-decline-reason"
          >
            게시하지 않은 사유: {question.declineReason}
          </p>
        )}
        {question.staffNote && (
          <p
            className="mt-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-[15px] text-amber-950"
            data-testid="qna-staff-note"
          >
            운영진 수정 안내: {question.staffNote}
          </p>
        )}
        <div className="mt-5 whitespace-pre-line rounded-2xl border border-slate-200 bg-white p-5 text-[16.5px] leading-relaxed text-slate-800 desk:p-6">
          {question.body}
        </div>
        {question.followUps.length > 0 && (
          <section aria-label="추가 질문" className="mt-4 space-y-3">
            {question.followUps.map((item) => (
              <div key={item.id} className="rounded-2xl border border-dashed border-slate-300 bg-slate-50 p-4" data-testid="qna-follow-up">
                <p className="text-[13px] font-semibold text-slate-700">
                  추가 질문 · <time dateTime={item.createdAt}>{formatSeoulDate(item.createdAt)}</time>
                  {item.hidden && ' · 운영진이 숨김 (질문한 분과 법무법인만 봅니다)'}
                </p>
                <p className="mt-1 whitespace-pre-line text-[15.5px] leading-relaxed text-slate-800">{item.body}</p>
              </div>
            ))}
          </section>
        )}
      </article>

      <QnaReader questionId={question.id} state={reader ? { full: false, helpful: reader.helpful } : undefined}>
        <section aria-labelledby="answers-title" className="mt-10">
          <h2 id="answers-title" className="text-xl font-bold text-brand-900">
            변호사 답변 {question.answers.length}개
          </h2>
          {question.answers.length === 0 ? (
            <p className="mt-3 rounded-2xl bg-slate-50 p-5 text-[15px] text-slate-700">
              아직 답변이 없어요. 변호사가 답변하면 이곳에 표시됩니다.
            </p>
          ) : (
            <div className="mt-4 space-y-5">
              {question.answers.map((answer) => (
                <AnswerCard key={answer.id} answer={answer}>
                  <HelpfulButton answerId={answer.id} count={answer.helpfulCount} loginHref={loginHref} />
                  {canAccept && <AcceptButton answerId={answer.id} />}
                </AnswerCard>
              ))}
            </div>
          )}
        </section>
      </QnaReader>

      {isAsker && (mayAddFollowUp(question.state) || mayWithdraw(question.state, question.answers.length) || mayClose(question.state)) && (
        <AskerControls
          questionId={question.id}
          canFollowUp={mayAddFollowUp(question.state)}
          canWithdraw={mayWithdraw(question.state, question.answers.length)}
          canClose={mayClose(question.state)}
        />
      )}
      {reader?.isStaff && (
        <p className="mt-6">
          <Link href={officeQnaQuestionPath(question.id)} className="font-semibold text-brand-700 underline">
            관리 화면에서 이 질문 보기
          </Link>
        </p>
      )}

      {related.length > 0 && (
        <section aria-labelledby="related-title" className="mt-12">
          <h2 id="related-title" className="text-lg font-bold text-brand-900">
            비슷한 질문
          </h2>
          <QnaQuestionList items={related} empty="" />
        </section>
      )}
    </>
  );
}
