import Link from 'next/link';
import { ConsultCtaButton } from '@/components/site/consult-cta-button';
import { qnaEntryPath } from '@/lib/routes';
import type { QnaEntry } from '../guides/qna-topics';
import { QuestionDetails } from './question-details';

/** A topic's questions as disclosures: the answer, its guide and the question's own page. */
export function QnaEntryList({ entries }: { entries: QnaEntry[] }) {
  return (
    <div className="list-card mt-4">
      {entries.map((entry) => (
        <QuestionDetails key={entry.id} id={`q-${entry.id}`} question={entry.question} data-qna-entry>
          <p className="faq-answer">{entry.answer}</p>
          <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
            {entry.source && (
              <Link href={entry.source.path} className="font-semibold text-brand-700 underline underline-offset-2">
                자세히 보기: {entry.source.title}
              </Link>
            )}
            <Link href={qnaEntryPath(entry.id)} className="text-slate-700 underline underline-offset-2">
              이 질문만 보기
            </Link>
          </p>
        </QuestionDetails>
      ))}
    </div>
  );
}

/** The box under a topic or a question: ask a lawyer privately through the consultation modal. */
export function QnaAskBox({ text, placeholder, testId }: { text: string; placeholder: string; testId?: string }) {
  return (
    <div className="mt-10 rounded-2xl bg-brand-50 p-6">
      <p className="text-slate-800">{text} 질문은 공개되지 않습니다.</p>
      <ConsultCtaButton
        label="변호사에게 질문하기"
        placeholder={placeholder}
        className="mt-4 inline-flex items-center gap-2 rounded-lg bg-brand-800 px-5 py-3 font-bold text-white hover:bg-brand-900"
        testId={testId}
      />
    </div>
  );
}
