import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { JsonLd } from '@/components/json-ld';
import type { Viewer } from '@/features/auth/server/viewer';
import { loginHref } from '@/features/auth/ui/auth-paths';
import { getQnaEntry } from '@/features/content/guides/qna-topics';
import { QnaAskBox, QnaEntryLinks } from '@/features/content/ui/qna-list';
import { getFirmSettings } from '@/features/firm/server/queries';
import { getQuestion, listRelatedQuestions, questionExists } from '@/features/qna/server/queries';
import { QnaReader } from '@/features/qna/ui/reader';
import { QuestionView } from '@/features/qna/ui/question-view';
import { pageMetadata } from '@/lib/metadata';
import { canonicalUrl, lawyerPath, qnaEntryPath, qnaQuestionPath, qnaTopicPath, routes } from '@/lib/routes';
import { articleJsonLd } from '@/lib/structured-data';
import { excerptOf } from '@/lib/text';
import { env } from '@/server/env';
import { AskButton } from './ask-button';

/**
 * /qna/post/{id}: a member's question (a number) or one of the firm's curated questions (its old
 * eight-character id). Served from the cached route with no viewer to every reader but one whose
 * browser carries the routing hint (the asker, staff), who gets it per request (decision 014).
 */

const noIndex: Metadata['robots'] = { index: false, follow: false };

function questionIdParam(raw: string): number | null {
  return /^[1-9]\d{0,8}$/.test(raw) ? Number(raw) : null;
}

export async function questionMetadata(raw: string, viewer: Viewer | null): Promise<Metadata> {
  const curated = getQnaEntry(raw);
  if (curated)
    return pageMetadata(
      qnaEntryPath(curated.entry.id),
      `${curated.entry.question} | ${curated.topic.title} Q&A`,
      excerptOf(curated.entry.answer, 110),
    );
  const id = questionIdParam(raw);
  const found = id ? await getQuestion(id, viewer) : null;
  if (!found) return id && (await questionExists(id)) ? { title: '비공개 질문 | 법률 Q&A', robots: noIndex } : { robots: noIndex };
  const { question } = found;
  const metadata = pageMetadata(
    qnaQuestionPath(question.id),
    `${question.title} | ${question.topicTitle} 법률 Q&A`,
    excerptOf(question.body, 150),
    {
      openGraph: { type: 'article' },
    },
  );
  // Private, unreviewed, waiting or hidden questions stay out of search engines (issue 14, section 3).
  if (!question.indexable) metadata.robots = noIndex;
  return metadata;
}

export async function QuestionRoute({ raw, viewer }: { raw: string; viewer: Viewer | null }) {
  const curated = getQnaEntry(raw);
  if (curated) return <CuratedQuestion id={curated.entry.id} />;
  const id = questionIdParam(raw);
  const found = id ? await getQuestion(id, viewer) : null;
  if (!found) {
    if (id && (await questionExists(id))) return <LockedQuestion id={id} />;
    notFound();
  }
  const { question, reader } = found;
  const [related, settings] = await Promise.all([listRelatedQuestions(question), getFirmSettings()]);
  const path = qnaQuestionPath(question.id);
  const site = env().SITE_URL;
  const lawyers = [...new Map(question.answers.flatMap((answer) => (answer.lawyer ? [[answer.lawyer.id, answer.lawyer]] : []))).values()];
  // decision 014: an Article by the answering lawyers (Person with a profile url), never QAPage.
  const article = question.indexable
    ? {
        ...articleJsonLd(
          {
            title: question.title,
            description: excerptOf(question.body, 150),
            publishedAt: question.answeredAt ?? question.createdAt,
            updatedAt: question.updatedAt,
            authorName: lawyers[0]?.name ?? null,
            authorPath: lawyers[0] ? lawyerPath(lawyers[0].id) : null,
          },
          settings,
          site,
          path,
        ),
        ...(lawyers.length > 1
          ? { author: lawyers.map((lawyer) => ({ '@type': 'Person', name: lawyer.name, url: canonicalUrl(site, lawyerPath(lawyer.id)) })) }
          : {}),
      }
    : null;
  return (
    <div className="mx-auto max-w-[800px] px-4 py-10 desk:py-14">
      <Breadcrumbs
        crumbs={[
          { name: '법률 Q&A', path: routes.qna },
          { name: question.topicTitle, path: qnaTopicPath(question.topic) },
          { name: question.title, path },
        ]}
      />
      {article && <JsonLd data={article} />}
      <QuestionView question={question} reader={viewer ? reader : null} related={related} loginHref={loginHref(path)} />
      <div className="mt-10 rounded-2xl bg-brand-50 p-6">
        <p className="text-slate-800">
          내 사건의 사실관계로 정확한 답을 듣고 싶으시면 변호사 상담을 받아 보세요. 상담 내용은 공개되지 않습니다.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <AskButton />
          <Link
            href={routes.consultBoard}
            className="inline-flex items-center rounded-lg border border-brand-700 px-5 py-3 font-semibold text-brand-800"
          >
            상담 신청하기
          </Link>
        </div>
      </div>
    </div>
  );
}

/**
 * A question this reader may not read (private, in review, declined, withdrawn or hidden): no word
 * of it, a way to sign in, and the island that brings its asker and staff the page rendered for them.
 */
function LockedQuestion({ id }: { id: number }) {
  const path = qnaQuestionPath(id);
  return (
    <div className="mx-auto max-w-[800px] px-4 py-10 desk:py-14">
      <Breadcrumbs
        crumbs={[
          { name: '법률 Q&A', path: routes.qna },
          { name: '비공개 질문', path },
        ]}
      />
      <QnaReader questionId={id}>
        <section aria-labelledby="locked-title" className="rounded-2xl border border-slate-200 bg-white p-6" data-testid="qna-locked">
          <h1 id="locked-title" className="text-2xl font-bold text-brand-900">
            질문한 분과 법무법인만 볼 수 있는 질문이에요
          </h1>
          <p className="mt-3 text-[16px] leading-relaxed text-slate-700">
            비공개 질문이거나, 운영진이 검토하고 있거나, 게시되지 않은 질문입니다. 질문하신 분은 로그인하면 질문과 답변을 볼 수 있어요.
          </p>
          <div className="mt-5 flex flex-wrap gap-3">
            <Link href={loginHref(path)} className="rounded-lg bg-brand-800 px-5 py-3 font-bold text-white hover:bg-brand-900">
              로그인
            </Link>
            <Link href={routes.qna} className="rounded-lg border border-brand-700 px-5 py-3 font-semibold text-brand-800">
              법률 Q&amp;A로 가기
            </Link>
          </div>
        </section>
      </QnaReader>
    </div>
  );
}

/** One of the firm's curated questions, with its answer and guide (the centre's first content). */
function CuratedQuestion({ id }: { id: string }) {
  const found = getQnaEntry(id)!;
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
        <p className="text-sm font-semibold text-accent-600">{topic.title} Q&amp;A · 법무법인 답변</p>
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
          <QnaEntryLinks entries={related} />
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
