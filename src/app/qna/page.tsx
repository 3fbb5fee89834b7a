import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { qnaTopics } from '@/features/content/guides/qna-topics';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { listAnsweredQuestions, listMostHelpfulQuestions, listWaitingQuestions } from '@/features/qna/server/queries';
import { QnaQuestionList } from '@/features/qna/ui/question-list';
import { QnaSearchBox } from '@/features/qna/ui/search-box';
import { pageMetadata } from '@/lib/metadata';
import { qnaEntryPath, qnaFeedPath, qnaTopicPath, routes } from '@/lib/routes';
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
  const [settings, newest, helpful, waiting] = await Promise.all([
    getFirmSettings(),
    listAnsweredQuestions({ limit: 6 }),
    listMostHelpfulQuestions(5),
    listWaitingQuestions(3),
  ]);
  const topics = qnaTopics();
  return (
    <div className="mx-auto max-w-[1100px] px-4 py-10 desk:py-14">
      <Breadcrumbs crumbs={[{ name: '법률 Q&A', path: routes.qna }]} />
      <header>
        <p className="text-sm font-semibold text-accent-600">이혼 법률정보 센터</p>
        <h1 className="mt-1 text-3xl font-bold tracking-[-0.03em] text-brand-900 desk:text-4xl">변호사가 답하는 법률 Q&amp;A</h1>
        <p className="mt-3 max-w-[760px] text-[17px] leading-relaxed text-slate-700">
          회원이 올린 질문에 가사 사건을 맡는 변호사가 법 조문과 판례를 근거로 답합니다. 답변은 질문에 적힌 사실을 바탕으로 한 일반적인
          의견이며, 내 사건에 맞는 판단은 상담에서 받으실 수 있습니다.
        </p>
        <div className="mt-6 flex flex-col gap-3 desk:max-w-[760px] desk:flex-row desk:items-center">
          <div className="flex-1">
            <QnaSearchBox />
          </div>
          <AskButton />
        </div>
        <nav aria-label="Q&A 주제" className="mt-5">
          <TopicChips topics={topics} />
        </nav>
      </header>

      <div className="mt-10 grid gap-10 desk:grid-cols-[1fr_320px]">
        <div className="min-w-0 space-y-12">
          <section aria-labelledby="newest-title">
            <h2 id="newest-title" className="text-[22px] font-bold tracking-[-0.03em] text-brand-900">
              최근 답변한 질문
            </h2>
            <QnaQuestionList items={newest.items} empty="아직 답변한 질문이 없어요." />
          </section>

          <section aria-labelledby="curated-title">
            <h2 id="curated-title" className="text-[22px] font-bold tracking-[-0.03em] text-brand-900">
              법무법인이 정리한 자주 묻는 질문
            </h2>
            <p className="mt-1 text-[15px] text-slate-600">
              상담에서 가장 많이 받는 질문에 주제별로 답했습니다. 답마다 근거가 된 법 조문과 판례를 적었고, 위의 검색창에서 낱말로도 찾을 수
              있습니다.
            </p>
            {/* Each topic's first questions as links (decision 022): the rest, with their answers, are on the topic's page. */}
            <ul className="mt-6 space-y-8">
              {topics.map((topic) => (
                <li key={topic.id} data-qna-topic>
                  <h3 className="text-[19px] font-bold text-brand-900">
                    <Link href={qnaTopicPath(topic.id)} className="hover:underline">
                      {topic.title}
                    </Link>
                  </h3>
                  <p className="mt-1 text-[15px] text-slate-600">{topic.summary}</p>
                  <ul className="list-card mt-3">
                    {topic.entries.slice(0, qnaCentreEntriesPerTopic).map((entry) => (
                      <li key={entry.id} data-qna-entry>
                        <Link href={qnaEntryPath(entry.id)} className="qna-entry-link">
                          {entry.question}
                        </Link>
                      </li>
                    ))}
                  </ul>
                  <Link href={`${qnaTopicPath(topic.id)}#curated-title`} className="more-link mt-3" data-testid="qna-topic-more">
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
          {waiting.length > 0 && (
            <section aria-labelledby="waiting-title">
              <h2 id="waiting-title" className="text-lg font-bold text-brand-900">
                답변을 기다리는 질문
              </h2>
              <QnaQuestionList items={waiting} compact empty="" />
            </section>
          )}
          <section aria-labelledby="private-title" className="rounded-2xl bg-brand-900 p-6 text-white">
            <h2 id="private-title" className="text-lg font-bold">
              공개하기 어려운 사정이라면
            </h2>
            <p className="mt-2 text-[15px] leading-relaxed text-brand-100">
              상담 신청을 남기시면 공개 게시판에 올리지 않고 변호사가 직접 읽고 연락드립니다.
            </p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Link href={routes.consultBoard} className="rounded-lg bg-white px-4 py-2.5 font-bold text-brand-900 hover:bg-brand-50">
                상담 신청
              </Link>
              <a
                href={telHref(settings.mainPhone)}
                className="rounded-lg border border-white/60 px-4 py-2.5 font-semibold text-white hover:bg-white/10"
              >
                전화 {settings.mainPhone}
              </a>
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
