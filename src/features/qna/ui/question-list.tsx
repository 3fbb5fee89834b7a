import Link from 'next/link';
import { formatSeoulDate } from '@/lib/seoul-date';
import { qnaQuestionPath, qnaTopicPath } from '@/lib/routes';
import { qnaStateLabels, type QnaState } from '../domain/question-rules';
import type { QnaCard } from '../server/queries';

const stateTone: Record<QnaState, string> = {
  review: 'bg-slate-100 text-slate-800',
  waiting: 'bg-amber-100 text-amber-950',
  answered: 'bg-emerald-100 text-emerald-900',
  closed: 'bg-slate-100 text-slate-800',
  declined: 'bg-rose-100 text-rose-900',
  withdrawn: 'bg-slate-100 text-slate-800',
};

export function QnaStateBadge({ state }: { state: QnaState }) {
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-[13px] font-semibold ${stateTone[state]}`} data-testid="qna-state">
      {qnaStateLabels[state]}
    </span>
  );
}

/** Members' questions as cards: topic, state, title, first words, answers and the date. */
export function QnaQuestionList({ items, showTopic = true, empty }: { items: QnaCard[]; showTopic?: boolean; empty: string }) {
  if (items.length === 0) return <p className="mt-4 rounded-2xl bg-slate-50 p-5 text-[15px] text-slate-700">{empty}</p>;
  return (
    <ul className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" data-testid="qna-question-list">
      {items.map((item) => (
        <li key={item.id} className="p-4 desk:p-5" data-qna-question>
          <p className="flex flex-wrap items-center gap-2 text-[13px] text-slate-600">
            <QnaStateBadge state={item.state} />
            {item.accepted && <span className="rounded-full bg-brand-50 px-2.5 py-0.5 font-semibold text-brand-800">채택 완료</span>}
            {showTopic && (
              <Link href={qnaTopicPath(item.topic)} className="underline-offset-2 hover:underline">
                {item.topicTitle}
              </Link>
            )}
          </p>
          <h3 className="mt-1.5 text-[17px] font-bold leading-snug text-brand-900">
            <Link href={qnaQuestionPath(item.id)} className="hover:underline">
              {item.title}
            </Link>
          </h3>
          <p className="mt-1 line-clamp-2 text-[15px] leading-relaxed text-slate-700">{item.excerpt}</p>
          <p className="mt-2 flex gap-3 text-[13px] text-slate-600">
            <span>변호사 답변 {item.answerCount}개</span>
            {item.helpfulCount > 0 && <span>도움이 됐어요 {item.helpfulCount}</span>}
            <time dateTime={item.at}>{formatSeoulDate(item.at)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
