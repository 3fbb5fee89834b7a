import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { searchQuestions } from '@/features/qna/server/queries';
import { qnaMessages } from '@/features/qna/domain/question-rules';
import { QnaQuestionList } from '@/features/qna/ui/question-list';
import { QnaSearchBox } from '@/features/qna/ui/search-box';
import { qnaEntryPath, qnaSearchPath, routes } from '@/lib/routes';
import { AskButton } from '../_components/ask-button';

export const metadata: Metadata = {
  title: '법률 Q&A 검색',
  description: '변호사가 답한 법률 Q&A를 검색합니다.',
  alternates: { canonical: qnaSearchPath() },
  robots: { index: false, follow: true },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

function first(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value) ?? '';
}

/** /qna/search?q=: public questions and the firm's curated ones that hold every word (two-syllable words included). */
export default async function QnaSearchPage({ searchParams }: Props) {
  const params = await searchParams;
  const q = first(params.q).slice(0, 50);
  const beforeRaw = first(params.before);
  const before = /^[1-9]\d{0,8}$/.test(beforeRaw) ? Number(beforeRaw) : null;
  const result = q.trim() ? await searchQuestions(q, before) : null;
  const nothing = result && result.items.length === 0 && result.curated.length === 0;
  return (
    <div className="mx-auto max-w-[900px] px-4 py-10 desk:py-14">
      <Breadcrumbs
        crumbs={[
          { name: '법률 Q&A', path: routes.qna },
          { name: '검색', path: qnaSearchPath() },
        ]}
      />
      <h1 className="text-3xl font-bold tracking-[-0.03em] text-brand-900">법률 Q&amp;A 검색</h1>
      <div className="mt-5">
        <QnaSearchBox value={q} />
      </div>
      {q.trim() && result && result.words.length === 0 && (
        <p role="alert" className="mt-4 text-[15px] text-rose-800">
          {qnaMessages.searchShort}
        </p>
      )}
      {result && result.words.length > 0 && (
        <p role="status" className="mt-4 text-[15px] text-slate-700" data-testid="qna-search-summary">
          ‘{result.words.join(' ')}’ 검색 결과: 회원 질문 {result.items.length}
          {result.nextCursor ? '개 이상' : '개'}
          {!before && `, 자주 묻는 질문 ${result.curated.length}개`}
        </p>
      )}
      {result && result.curated.length > 0 && (
        <section aria-labelledby="curated-hits" className="mt-8">
          <h2 id="curated-hits" className="text-lg font-bold text-brand-900">
            법무법인이 정리한 질문
          </h2>
          <ul className="mt-3 space-y-2">
            {result.curated.map((entry) => (
              <li key={entry.id}>
                <Link href={qnaEntryPath(entry.id)} className="text-[15.5px] text-slate-800 underline-offset-2 hover:underline">
                  <span className="text-[13px] font-semibold text-accent-600">{entry.topicTitle}</span> {entry.question}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {result && result.items.length > 0 && (
        <section aria-labelledby="member-hits" className="mt-8">
          <h2 id="member-hits" className="text-lg font-bold text-brand-900">
            변호사가 답한 회원 질문
          </h2>
          <QnaQuestionList items={result.items} empty="" />
          {result.nextCursor && (
            <p className="mt-4 text-right">
              <Link href={`${qnaSearchPath(q)}&before=${result.nextCursor}`} className="font-semibold text-brand-700 underline">
                더 보기
              </Link>
            </p>
          )}
        </section>
      )}
      {nothing && result.words.length > 0 && (
        <div className="mt-8 rounded-2xl bg-slate-50 p-6 text-[15.5px] text-slate-700">
          <p>찾는 질문이 없어요. 다른 낱말로 찾아보시거나 변호사에게 직접 물어보세요.</p>
          <div className="mt-4">
            <AskButton />
          </div>
        </div>
      )}
    </div>
  );
}
