import type { Metadata } from 'next';
import Link from 'next/link';
import { routes } from '@/lib/routes';

export const metadata: Metadata = { title: '접근 권한이 없습니다', robots: { index: false } };

/** 403: a signed-in member without the role a back-office screen needs. */
export default function Forbidden() {
  return (
    <section
      className="mx-auto flex min-h-[55vh] max-w-[640px] flex-col items-center justify-center px-5 py-16 text-center"
      data-testid="forbidden"
    >
      <p className="text-[15px] font-semibold tracking-[0.2em] text-accent-600">403</p>
      <h1 className="mt-3 text-[26px] font-bold tracking-[-0.03em] text-brand-900 desk:text-[32px]">접근 권한이 없습니다</h1>
      <p className="mt-3 text-[16px] leading-relaxed text-slate-700">
        이 화면은 권한을 받은 법인 직원만 볼 수 있습니다. 권한이 필요하면 관리자에게 요청해 주세요.
      </p>
      <Link
        href={routes.home}
        className="mt-8 inline-flex h-12 items-center justify-center rounded-xl bg-brand-800 px-7 text-[16px] font-bold text-white hover:bg-brand-700"
      >
        메인 페이지로
      </Link>
    </section>
  );
}
