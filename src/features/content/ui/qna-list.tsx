import Link from 'next/link';
import { ConsultCtaButton } from '@/components/site/consult-cta-button';
import { qnaEntryPath } from '@/lib/routes';
import type { QnaEntry } from '../guides/qna-topics';

/**
 * A topic's curated questions as links to their own pages, where each answer lives once (decision
 * 023): the centre lists a topic's first three, the topic's page all of them.
 */
export function QnaEntryLinks({ entries }: { entries: QnaEntry[] }) {
  return (
    <ul className="list-card mt-3">
      {entries.map((entry) => (
        <li key={entry.id}>
          <Link href={qnaEntryPath(entry.id)} className="qna-entry-link">
            {entry.question}
          </Link>
        </li>
      ))}
    </ul>
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
