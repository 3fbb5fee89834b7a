import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { qnaTopics } from '@/features/content/guides/qna-topics';
import { QnaEntryLinks } from '@/features/content/ui/qna-list';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { listAnsweredQuestions, listMostHelpfulQuestions } from '@/features/qna/server/queries';
import { QnaQuestionList } from '@/features/qna/ui/question-list';
import { QnaSearchBox } from '@/features/qna/ui/search-box';
import { pageMetadata } from '@/lib/metadata';
import { qnaFeedPath, qnaTopicPath, routes } from '@/lib/routes';
import { AskButton } from './_components/ask-button';
import { TopicChips } from './_components/topic-chips';

export const metadata = pageMetadata(
  routes.qna,
  '이혼 법률 Q&A: 변호사가 답하는 법률정보 센터',
  '협의이혼 절차, 재산분할, 위자료와 상간자 소송, 양육권·양육비까지 회원이 묻고 가사 사건을 맡는 변호사가 법 조문과 판례를 근거로 답합니다.',
  { alternates: { types: { 'application/rss+xml': qnaFeedPath } } },
);

/** How many of a topic's curated questions the centre lists; the topic's page has them all. */
const qnaCentreEntriesPerTopic = 3;

/** /qna: the centre's front page, the same for everyone (cached; decision 014). */
export default async function QnaCentrePage() {
  const [settings, newest, helpful] = await Promise.all([
    getFirmSettings(),
    listAnsweredQuestions({ limit: 6 }),
    listMostHelpfulQuestions(4),
  ]);
  const topics = qnaTopics();
  return (
    <div className="mx-auto max-w-[1100px] px-4 py-10 desk:py-14">
      <Breadcrumbs crumbs={[{ name: '법률 Q&A', path: routes.qna }]} />
      <header>
        <p className="text-sm font-semibold text-accent-600">이혼 법률정보 센터</p>
        <h1 className="page-title mt-1">변호사가 답하는 법률 Q&amp;A</h1>
        <p className="page-lead">
          회원이 올린 질문에 가사 사건을 맡는 변호사가 법 조문과 판례를 근거로 답합니다. 답변은 질문에 적힌 사실을 바탕으로 한 일반적인
          의견이며, 내 사건에 맞는 판단은 상담에서 받으실 수 있습니다.
        </p>
        <div className="qna-tools desk:max-w-[760px]">
          <QnaSearchBox />
          <AskButton />
        </div>
        <nav aria-label="Q&A 주제" className="mt-5">
          <TopicChips topics={topics} />
        </nav>
      </header>

      <div className="mt-10 grid gap-10 desk:grid-cols-[1fr_320px]">
        <div className="min-w-0 space-y-12">
          <section aria-labelledby="newest-title">
            <h2 id="newest-title" className="h2-section">
              최근 답변한 질문
            </h2>
            <QnaQuestionList items={newest.items} empty="아직 답변한 질문이 없어요." />
          </section>

          <section aria-labelledby="curated-title">
            <h2 id="curated-title" className="h2-section">
              법무법인이 정리한 자주 묻는 질문
            </h2>
            <p className="mt-1 text-[15px] text-slate-600">상담에서 자주 받는 질문에 법 조문과 판례를 근거로 답했습니다.</p>
            {/* Each topic's first questions (decisions 022, 023): its page lists them all; each answer is on the question's own page. */}
            <ul className="mt-6 space-y-8">
              {topics.map((topic) => (
                <li key={topic.id} data-qna-topic>
                  <h3 className="qna-topic-title">
                    <Link href={qnaTopicPath(topic.id)}>{topic.title}</Link>
                  </h3>
                  <QnaEntryLinks entries={topic.entries.slice(0, qnaCentreEntriesPerTopic)} />
                  <Link href={`${qnaTopicPath(topic.id)}#curated-title`} className="more-link mt-3">
                    {`${topic.title} 자주 묻는 질문 ${topic.entries.length}개 모두 보기`}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        </div>

        <aside className="space-y-8">
          <section aria-labelledby="helpful-title">
            <h2 id="helpful-title" className="text-lg font-bold text-brand-900">
              도움이 많이 된 답변
            </h2>
            <QnaQuestionList items={helpful} compact empty="아직 없어요." />
          </section>
          <section aria-labelledby="private-title" className="qna-private">
            <h2 id="private-title">공개하기 어려운 사정이라면</h2>
            <p>상담 신청을 남기시면 공개 게시판에 올리지 않고 변호사가 직접 읽고 연락드립니다.</p>
            <div>
              <Link href={routes.consultBoard}>상담 신청</Link>
              <a href={telHref(settings.mainPhone)}>전화 {settings.mainPhone}</a>
            </div>
          </section>
          <p className="text-[14px]">
            <a href={qnaFeedPath} className="text-brand-700 underline">
              새 답변 RSS 피드
            </a>
          </p>
        </aside>
      </div>
    </div>
  );
}
