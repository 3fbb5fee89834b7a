import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { getViewer } from '@/features/auth/server/viewer';
import { configuredProviders, SOCIAL_CONSENT_COOKIE } from '@/features/auth/server/auth';
import { loginHref } from '@/features/auth/ui/auth-paths';
import { QuickSocialSignIn } from '@/features/auth/ui/auth-screen';
import { providerNames } from '@/features/auth/ui/social-providers';
import { qnaTopics } from '@/features/content/guides/qna-topics';
import { AskForm } from '@/features/qna/ui/ask-form';
import { qnaTopicIds } from '@/features/qna/schemas';
import { qnaAskPath, routes } from '@/lib/routes';
import { env } from '@/server/env';

export const metadata: Metadata = {
  title: '변호사에게 질문하기 | 법률 Q&A',
  description: '이혼·재산분할·위자료·양육 문제를 질문하면 법무법인 변호사가 답합니다.',
  alternates: { canonical: qnaAskPath },
  robots: { index: false, follow: true },
};

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/**
 * /qna/ask: a member writes a question; a visitor is asked to sign in (Kakao, Naver, Google or
 * email) or to use the consultation form for a private answer.
 */
export default async function QnaAskPage({ searchParams }: Props) {
  const viewer = await getViewer();
  const topicParam = (await searchParams).topic;
  const topic = typeof topicParam === 'string' && qnaTopicIds.includes(topicParam) ? topicParam : '';
  const returnTo = topic ? `${qnaAskPath}?topic=${topic}` : qnaAskPath;
  const providers = configuredProviders();
  return (
    <div className="mx-auto max-w-[760px] px-4 py-10 desk:py-14">
      <Breadcrumbs
        crumbs={[
          { name: '법률 Q&A', path: routes.qna },
          { name: '질문하기', path: qnaAskPath },
        ]}
      />
      <h1 className="text-3xl font-bold tracking-[-0.03em] text-brand-900">변호사에게 질문하기</h1>
      {viewer ? (
        <>
          <p className="mt-3 text-[16px] leading-relaxed text-slate-700">
            운영진이 개인정보가 없는지 확인한 뒤 게시하고, 가사 사건을 맡는 변호사가 답변합니다. 답변이 오면 알림과 이메일로 알려 드려요.
          </p>
          <div className="mt-8">
            <AskForm
              topics={qnaTopics().map(({ id, title }) => ({ id, title }))}
              initialTopic={topic}
              turnstileSiteKey={env().TURNSTILE_SITE_KEY ?? null}
            />
          </div>
        </>
      ) : (
        <section
          aria-labelledby="guest-title"
          className="mt-6 rounded-2xl border border-slate-200 bg-white p-6"
          data-testid="qna-ask-guest"
        >
          <h2 id="guest-title" className="text-xl font-bold text-brand-900">
            로그인하고 질문해 주세요
          </h2>
          <p className="mt-2 text-[15.5px] leading-relaxed text-slate-700">
            질문한 분만 추가 질문과 답변 채택을 할 수 있도록 회원으로 질문을 받습니다.{' '}
            {providers.length > 0
              ? `${providers.map((provider) => providerNames[provider]).join(', ')} 계정으로 바로 시작할 수 있어요.`
              : '이메일로 가입하면 바로 질문할 수 있어요.'}
          </p>
          <QuickSocialSignIn providers={providers} redirect={returnTo} consentCookieName={SOCIAL_CONSENT_COOKIE} />
          <p className="mt-4">
            <Link
              href={loginHref(returnTo)}
              className="inline-flex h-12 w-full items-center justify-center rounded-xl bg-brand-800 text-[16px] font-bold text-white hover:bg-brand-900"
              data-testid="qna-ask-login"
            >
              이메일로 로그인 또는 가입
            </Link>
          </p>
          <div className="mt-6 rounded-xl bg-brand-50 p-4 text-[15px] text-slate-800">
            <p>공개하지 않고 변호사의 답을 듣고 싶으시면 상담 신청을 남겨 주세요. 로그인 없이 접수되고, 변호사가 직접 연락드립니다.</p>
            <Link href={routes.consultBoard} className="mt-3 inline-block font-semibold text-brand-700 underline">
              상담 신청하기
            </Link>
          </div>
        </section>
      )}
    </div>
  );
}
