import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { getQnaTopic, qnaTopics } from '@/features/content/guides/qna-topics';
import { QnaAskBox, QnaEntryList } from '@/features/content/ui/qna-list';
import { pageMetadata } from '@/lib/metadata';
import { qnaTopicPath, routes } from '@/lib/routes';

type Props = { params: Promise<{ id: string }> };

// The topics are written in code: every address is known at build time, any other is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return qnaTopics().map((topic) => ({ id: topic.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const topic = getQnaTopic((await params).id);
  if (!topic) return {};
  return pageMetadata(
    qnaTopicPath(topic.id),
    `${topic.title} Q&A: 이혼 법률정보 센터`,
    `${topic.summary}. ${topic.title}에 관해 자주 묻는 질문 ${topic.entries.length}개에 법 조문과 판례를 근거로 답했습니다.`,
  );
}

/** /qna/category/{id}: one topic of the legal information centre. */
export default async function QnaTopicPage({ params }: Props) {
  const topic = getQnaTopic((await params).id);
  if (!topic) notFound();
  return (
    <div className="mx-auto max-w-[900px] px-4 py-10 desk:py-14">
      <Breadcrumbs
        crumbs={[
          { name: '법률 Q&A', path: routes.qna },
          { name: topic.title, path: qnaTopicPath(topic.id) },
        ]}
      />
      <p className="text-sm font-semibold text-accent-600">이혼 법률정보 센터</p>
      <h1 className="mt-1 text-3xl font-bold tracking-[-0.03em] text-brand-900">{topic.title} Q&amp;A</h1>
      <p className="mt-3 text-[17px] leading-relaxed text-slate-700">{topic.summary}에 관해 상담에서 자주 받는 질문입니다.</p>
      <QnaEntryList entries={topic.entries} />
      <nav aria-label="다른 주제" className="mt-10">
        <h2 className="text-lg font-bold text-brand-900">다른 주제</h2>
        <ul className="mt-3 flex flex-wrap gap-2">
          {qnaTopics()
            .filter((other) => other.id !== topic.id)
            .map((other) => (
              <li key={other.id}>
                <Link
                  href={qnaTopicPath(other.id)}
                  className="inline-block rounded-full border border-slate-300 px-4 py-2 text-[15px] text-slate-800 hover:border-brand-700 hover:text-brand-900"
                >
                  {other.title}
                </Link>
              </li>
            ))}
        </ul>
      </nav>
      <QnaAskBox
        text="내 사건에 맞는 답이 필요하시면 변호사에게 직접 물어보세요."
        placeholder={`예) ${topic.title}에 관해 궁금한 점을 적어 주세요.`}
      />
    </div>
  );
}
