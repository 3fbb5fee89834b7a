import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { ConsultCtaButton } from '@/components/site/consult-cta-button';
import { qnaTopics } from '@/features/content/guides/qna-topics';
import { QnaFilter } from '@/features/content/ui/qna-filter';
import { QnaEntryList } from '@/features/content/ui/qna-list';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { pageMetadata } from '@/lib/metadata';
import { qnaTopicPath, routes } from '@/lib/routes';

export const metadata = pageMetadata(
  routes.qna,
  '이혼 법률정보 센터: 자주 묻는 법률 Q&A',
  '협의이혼 절차, 재산분할, 위자료와 상간자 소송, 양육권·양육비까지 가사 사건에서 가장 많이 받는 질문에 법 조문과 판례를 근거로 답했습니다.',
);

export default async function QnaCentrePage() {
  const settings = await getFirmSettings();
  const topics = qnaTopics();
  const total = topics.reduce((sum, topic) => sum + topic.entries.length, 0);
  return (
    <div className="mx-auto max-w-[1100px] px-4 py-10 desk:py-14">
      <Breadcrumbs crumbs={[{ name: '법률 Q&A', path: routes.qna }]} />
      <header>
        <p className="text-sm font-semibold text-accent-600">이혼 법률정보 센터</p>
        <h1 className="mt-1 text-3xl font-bold tracking-[-0.03em] text-brand-900 desk:text-4xl">자주 묻는 법률 Q&amp;A</h1>
        <p className="mt-3 max-w-[760px] text-[17px] leading-relaxed text-slate-700">
          상담에서 가장 많이 받는 질문을 주제별로 모았습니다. 답마다 근거가 된 법 조문과 판례를 적었고, 더 자세한 설명은 각 안내 페이지에
          있습니다. 내 사건에 맞는 답이 필요하시면 변호사에게 직접 물어보세요.
        </p>
      </header>
      <div className="mt-8 grid gap-8 desk:grid-cols-[260px_1fr]">
        <aside className="space-y-5 desk:sticky desk:top-6 desk:self-start">
          <QnaFilter total={total} />
          <nav aria-label="Q&A 주제" className="rounded-2xl border border-slate-200 bg-white p-4">
            <h2 className="text-sm font-semibold text-slate-800">주제</h2>
            <ul className="mt-2 space-y-1 text-[15px]">
              {topics.map((topic) => (
                <li key={topic.id}>
                  <a
                    href={`#${topic.id}`}
                    className="flex justify-between rounded px-2 py-1.5 text-slate-800 hover:bg-brand-50 hover:text-brand-900"
                  >
                    {topic.title}
                    <span className="text-slate-600">{topic.entries.length}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        </aside>
        <div className="space-y-12">
          {topics.map((topic) => (
            <section key={topic.id} id={topic.id} aria-labelledby={`${topic.id}-title`} data-qna-topic className="scroll-mt-6">
              <h2 id={`${topic.id}-title`} className="text-[22px] font-bold tracking-[-0.03em] text-brand-900 desk:text-[26px]">
                <Link href={qnaTopicPath(topic.id)} className="hover:underline">
                  {topic.title}
                </Link>
              </h2>
              <p className="mt-1 text-[15px] text-slate-600">{topic.summary}</p>
              <QnaEntryList entries={topic.entries} />
            </section>
          ))}
          <section aria-labelledby="ask-title" className="rounded-2xl bg-brand-900 p-6 text-white desk:p-8">
            <h2 id="ask-title" className="text-xl font-bold">
              찾는 답이 없으신가요?
            </h2>
            <p className="mt-2 leading-relaxed text-brand-100">
              질문을 남겨 주시면 공개 게시판에 올리지 않고, 가사 사건을 맡는 변호사가 직접 읽고 전화로 답해 드립니다. 이름이나 사는 곳처럼
              알아볼 수 있는 내용은 적지 않으셔도 됩니다.
            </p>
            <div className="mt-5 flex flex-wrap gap-3">
              <ConsultCtaButton
                label="변호사에게 질문하기"
                placeholder="예) 협의이혼 숙려기간 중에 배우자가 집을 팔려고 합니다. 막을 방법이 있을까요?"
                className="inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 font-bold text-brand-900 hover:bg-brand-50"
                testId="qna-ask"
              />
              <a
                href={telHref(settings.mainPhone)}
                className="rounded-lg border border-white/60 px-5 py-3 font-semibold text-white hover:bg-white/10"
              >
                전화로 묻기 {settings.mainPhone}
              </a>
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}
