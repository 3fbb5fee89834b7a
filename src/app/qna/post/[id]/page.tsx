import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { getQnaEntry, qnaTopics } from '@/features/content/guides/qna-topics';
import { QnaAskBox } from '@/features/content/ui/qna-list';
import { pageMetadata } from '@/lib/metadata';
import { qnaEntryPath, qnaTopicPath, routes } from '@/lib/routes';

type Props = { params: Promise<{ id: string }> };

export const dynamicParams = false;

export function generateStaticParams() {
  return qnaTopics().flatMap((topic) => topic.entries.map((entry) => ({ id: entry.id })));
}

function summary(text: string): string {
  return text.length > 110 ? `${text.slice(0, 108)}…` : text;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = getQnaEntry((await params).id);
  if (!found) return {};
  return pageMetadata(qnaEntryPath(found.entry.id), `${found.entry.question} | ${found.topic.title} Q&A`, summary(found.entry.answer));
}

/** /qna/post/{id}: one question of the legal information centre, with its answer and guide. */
export default async function QnaEntryPage({ params }: Props) {
  const found = getQnaEntry((await params).id);
  if (!found) notFound();
  const { topic, entry } = found;
  const related = topic.entries.filter((other) => other.id !== entry.id).slice(0, 5);
  return (
    <div className="mx-auto max-w-[800px] px-4 py-10 desk:py-14">
      <Breadcrumbs
        crumbs={[
          { name: '법률 Q&A', path: routes.qna },
          { name: topic.title, path: qnaTopicPath(topic.id) },
          { name: entry.question, path: qnaEntryPath(entry.id) },
        ]}
      />
      <article>
        <p className="text-sm font-semibold text-accent-600">{topic.title} Q&amp;A</p>
        <h1 className="mt-1 text-[26px] font-bold leading-snug tracking-[-0.03em] text-brand-900 desk:text-3xl">{entry.question}</h1>
        <p
          className="mt-5 rounded-2xl border border-slate-200 bg-white p-6 text-[17px] leading-relaxed text-slate-800"
          data-testid="qna-answer"
        >
          {entry.answer}
        </p>
        {entry.source && (
          <p className="mt-4">
            <Link href={entry.source.path} className="font-semibold text-brand-700 underline underline-offset-2">
              자세히 보기: {entry.source.title}
            </Link>
          </p>
        )}
        <p className="mt-4 text-sm text-slate-600">
          일반적인 법률 정보입니다. 같은 질문이라도 사실관계와 증거에 따라 결론이 달라질 수 있습니다.
        </p>
      </article>
      {related.length > 0 && (
        <nav aria-label="같은 주제의 다른 질문" className="mt-10">
          <h2 className="text-lg font-bold text-brand-900">같은 주제의 다른 질문</h2>
          <ul className="mt-3 space-y-2">
            {related.map((other) => (
              <li key={other.id}>
                <Link href={qnaEntryPath(other.id)} className="text-[15.5px] text-slate-800 underline-offset-2 hover:underline">
                  {other.question}
                </Link>
              </li>
            ))}
          </ul>
          <p className="mt-3">
            <Link href={qnaTopicPath(topic.id)} className="text-sm font-semibold text-brand-700 underline">
              {topic.title} 질문 모두 보기
            </Link>
          </p>
        </nav>
      )}
      <QnaAskBox
        text="내 경우에도 그런지 궁금하시면 변호사에게 직접 물어보세요."
        placeholder={`예) "${entry.question}" 관련해서 제 상황은 이렇습니다.`}
        testId="qna-entry-ask"
      />
    </div>
  );
}
