import Link from 'next/link';
import { formatSeoulDate, seoulDay } from '@/lib/seoul-date';
import { qnaQuestionPath, qnaTopicPath } from '@/lib/routes';
import { qnaStateLabels, type QnaState } from '../domain/question-rules';
import type { QnaCard } from '../server/queries';

/** A question's state; `testId` only where one badge stands alone (a list repeats it on every card, in the HTML and the payload). */
export function QnaStateBadge({ state, testId }: { state: QnaState; testId?: string }) {
  return (
    <span className={`qna-badge qna-badge-${state}`} data-testid={testId}>
      {qnaStateLabels[state]}
    </span>
  );
}

/**
 * Members' questions as cards: topic, state, title, first words, answers and the date; `compact`
 * (a side column) keeps the title and the counts. The cards' styles are short component classes
 * (globals.css): a list sends each class twice, in the HTML and the RSC payload.
 */
export function QnaQuestionList({
  items,
  showTopic = true,
  compact = false,
  empty,
}: {
  items: QnaCard[];
  showTopic?: boolean;
  compact?: boolean;
  empty: string;
}) {
  if (items.length === 0) return <p className="mt-4 rounded-2xl bg-slate-50 p-5 text-[15px] text-slate-700">{empty}</p>;
  return (
    <ul className="list-card mt-4" data-testid="qna-question-list">
      {items.map((item) => (
        <li key={item.id} className="qna-card">
          {!compact && (
            <p className="qna-card-tags">
              <QnaStateBadge state={item.state} />
              {item.accepted && <span className="qna-badge qna-badge-accepted">채택 완료</span>}
              {showTopic && <Link href={qnaTopicPath(item.topic)}>{item.topicTitle}</Link>}
            </p>
          )}
          <h3 className="qna-card-title">
            <Link href={qnaQuestionPath(item.id)}>{item.title}</Link>
          </h3>
          {!compact && <p className="qna-card-excerpt">{item.excerpt}</p>}
          <p className="qna-card-meta">
            <span>{`변호사 답변 ${item.answerCount}개`}</span>
            {item.helpfulCount > 0 && <span>{`도움이 됐어요 ${item.helpfulCount}`}</span>}
            <time dateTime={seoulDay(item.at)}>{formatSeoulDate(item.at)}</time>
          </p>
        </li>
      ))}
    </ul>
  );
}
