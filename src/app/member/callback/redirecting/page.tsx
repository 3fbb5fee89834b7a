import type { Metadata } from 'next';
import Link from 'next/link';
import { getViewer } from '@/features/auth/server/viewer';
import { routes } from '@/lib/routes';

export const metadata: Metadata = { title: '로그인되었습니다', robots: { index: false, follow: false } };

const primary =
  'inline-flex h-12 items-center justify-center rounded-xl bg-brand-800 px-6 text-[16px] font-bold text-white hover:bg-brand-700';
const secondary =
  'inline-flex h-12 items-center justify-center rounded-xl border border-slate-300 px-6 text-[16px] font-semibold text-brand-900 hover:border-brand-600';

/** The post-login landing page (spec section 2), for a login without a safe page to return to. */
export default async function LoginLandingPage() {
  const viewer = await getViewer();
  if (!viewer) {
    return (
      <section
        className="mx-auto flex min-h-[50vh] max-w-[560px] flex-col items-center justify-center px-5 py-14 text-center"
        aria-labelledby="landing-title"
      >
        <h1 id="landing-title" className="text-[26px] font-bold tracking-[-0.02em] text-brand-900">
          로그인 상태가 아닙니다
        </h1>
        <p className="mt-3 text-[16px] leading-relaxed text-slate-700">
          로그인이 끝나지 않았거나 로그아웃되었습니다. 다시 로그인해 주세요.
        </p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link href={routes.login} className={primary}>
            로그인
          </Link>
          <Link href={routes.home} className={secondary}>
            홈으로
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section
      className="mx-auto flex min-h-[50vh] max-w-[560px] flex-col items-center justify-center px-5 py-14 text-center"
      aria-labelledby="landing-title"
    >
      <h1 id="landing-title" className="text-[26px] font-bold tracking-[-0.02em] text-brand-900">
        로그인되었습니다
      </h1>
      <p className="mt-3 text-[16px] leading-relaxed text-slate-700" data-testid="landing-greeting">
        {viewer.name}님, 반갑습니다. 이어서 둘러보실 곳을 골라 주세요.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <Link href={routes.home} className={primary}>
          홈으로
        </Link>
        <Link href={routes.myPage} className={secondary}>
          마이페이지
        </Link>
      </div>
    </section>
  );
}
