import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { getQnaTopic, qnaTopics } from '@/features/content/guides/qna-topics';
import { QnaEntryLinks } from '@/features/content/ui/qna-list';
import { listAnsweredQuestions } from '@/features/qna/server/queries';
import { QnaQuestionList } from '@/features/qna/ui/question-list';
import { QnaSearchBox } from '@/features/qna/ui/search-box';
import type { ListCursor } from '@/lib/keyset';
import { pageMetadata } from '@/lib/metadata';
import { qnaTopicPath, routes } from '@/lib/routes';
import { AskButton } from './ask-button';
import { TopicChips } from './topic-chips';

export function topicMetadata(id: string, paged: boolean): Metadata {
  const topic = getQnaTopic(id);
  if (!topic) return {};
  const metadata = pageMetadata(
    qnaTopicPath(topic.id),
    `${topic.title} Q&A: 이혼 법률정보 센터`,
    `${topic.summary}. ${topic.title}에 관해 자주 묻는 질문과 변호사가 답한 회원 질문을 모았습니다.`,
  );
  // Later pages of the list point search engines back at the first.
  if (paged) metadata.robots = { index: false, follow: true };
  return metadata;
}

/**
 * /qna/category/{id}: one topic: the members' questions lawyers answered (newest answer first,
 * keyset `?before=`), then links to the firm's curated questions of the topic.
 */
export async function TopicRoute({ id, before }: { id: string; before: ListCursor | null }) {
  const topic = getQnaTopic(id);
  if (!topic) notFound();
  const list = await listAnsweredQuestions({ topic: topic.id, before });
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
      <p className="mt-3 text-[17px] leading-relaxed text-slate-700">{topic.summary}에 관해 회원이 묻고 변호사가 답한 질문입니다.</p>
      <div className="qna-tools">
        <QnaSearchBox />
        <AskButton topic={topic.id} />
      </div>
      <section aria-labelledby="answered-title" className="mt-8">
        <h2 id="answered-title" className="text-xl font-bold text-brand-900">
          변호사가 답한 질문
        </h2>
        <QnaQuestionList items={list.items} showTopic={false} empty="이 주제에는 아직 답변한 회원 질문이 없어요. 첫 질문을 남겨 보세요." />
        {(before || list.nextCursor) && (
          <nav aria-label="질문 목록 페이지" className="mt-4 flex justify-between text-[15px] font-semibold">
            {before ? (
              <Link href={qnaTopicPath(topic.id)} className="text-brand-700 underline">
                처음으로
              </Link>
            ) : (
              <span />
            )}
            {list.nextCursor && (
              <Link
                href={`${qnaTopicPath(topic.id)}?before=${list.nextCursor}`}
                className="text-brand-700 underline"
                data-testid="qna-next-page"
              >
                이전 질문 더 보기
              </Link>
            )}
          </nav>
        )}
      </section>
      {!before && (
        <section aria-labelledby="curated-title" className="mt-12">
          <h2 id="curated-title" className="text-xl font-bold text-brand-900">
            법무법인이 정리한 자주 묻는 질문
          </h2>
          <p className="mt-1 text-[15px] text-slate-600">질문을 누르면 답과 근거가 된 법 조문·판례를 볼 수 있습니다.</p>
          <QnaEntryLinks entries={topic.entries} />
        </section>
      )}
      <nav aria-label="다른 주제" className="mt-10">
        <h2 className="text-lg font-bold text-brand-900">다른 주제</h2>
        <TopicChips topics={qnaTopics().filter((other) => other.id !== topic.id)} className="mt-3" />
      </nav>
    </div>
  );
}
