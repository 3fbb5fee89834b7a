import Link from 'next/link';
import { SectionCard } from '@/components/section-card';
import { formatSeoulDate } from '@/lib/seoul-date';
import { qnaAskPath, qnaQuestionPath } from '@/lib/routes';
import type { MyQnaQuestion } from '../server/queries';
import { QnaStateBadge } from './question-list';

/** My page's '내 법률 Q&A 질문': the member's questions with their state (검토 대기 → 답변 대기 → 답변 완료 → 종료). */
export function MyQuestionsSection({ questions }: { questions: MyQnaQuestion[] }) {
  return (
    <SectionCard
      id="qna"
      title="내 법률 Q&A 질문"
      description={questions.length > 0 ? '질문의 진행 상태입니다. 이 목록은 나에게만 보입니다.' : undefined}
    >
      {questions.length === 0 ? (
        <div className="rounded-xl bg-slate-50 px-4 py-6 text-center text-[15px] text-slate-700">
          <p>아직 올린 질문이 없습니다.</p>
          <p className="mt-1">
            <Link href={qnaAskPath} className="font-semibold text-brand-700 underline">
              변호사에게 질문하기
            </Link>
          </p>
        </div>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="my-questions">
          {questions.map((question) => (
            <li key={question.id} className="flex flex-wrap items-center justify-between gap-2 py-3">
              <span className="min-w-0">
                <Link href={qnaQuestionPath(question.id)} className="font-semibold text-slate-900 hover:underline">
                  {question.title}
                </Link>
                <span className="ml-2 text-[13px] text-slate-600">
                  {question.visibility === 'private' ? '비공개' : '공개'} · 답변 {question.answerCount}개 ·{' '}
                  {formatSeoulDate(question.createdAt)}
                </span>
              </span>
              <QnaStateBadge state={question.state} />
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
