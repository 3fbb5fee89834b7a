import Link from 'next/link';
import { qnaEntryPath } from '@/lib/routes';
import type { QnaEntry } from '../guides/qna-topics';

/** A topic's questions as disclosures: the answer, its guide and the question's own page. */
export function QnaEntryList({ entries }: { entries: QnaEntry[] }) {
  return (
    <div className="mt-4 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {entries.map((entry) => (
        <details key={entry.id} id={`q-${entry.id}`} data-qna-entry className="group px-5 py-4">
          <summary className="flex cursor-pointer list-none items-start justify-between gap-3 text-[16px] font-semibold text-slate-900">
            <span>
              <span aria-hidden="true" className="mr-1.5 text-accent-600">
                Q.
              </span>
              {entry.question}
            </span>
            <span aria-hidden="true" className="mt-0.5 shrink-0 text-slate-500 transition group-open:rotate-45">
              +
            </span>
          </summary>
          <p className="mt-3 text-[15px] leading-relaxed text-slate-700">{entry.answer}</p>
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
        </details>
      ))}
    </div>
  );
}
