import type { Metadata } from 'next';
import Link from 'next/link';
import { routes } from '@/lib/routes';

export const metadata: Metadata = {
  title: '페이지를 찾을 수 없습니다',
  robots: { index: false },
};

/** 404 (spec section 8): '이 페이지에 내용이 없습니다' with a link to the main page. */
export default function NotFound() {
  return (
    <section className="mx-auto flex min-h-[55vh] max-w-[640px] flex-col items-center justify-center px-5 py-16 text-center">
      <p className="text-[15px] font-semibold tracking-[0.2em] text-accent-600">404</p>
      <h1 className="mt-3 text-[26px] font-bold tracking-[-0.03em] text-brand-900 desk:text-[32px]">이 페이지에 내용이 없습니다</h1>
      <p className="mt-3 text-[16px] leading-relaxed text-slate-700">
        주소가 바뀌었거나 삭제된 페이지입니다. 주소를 다시 확인하시거나 메인 페이지에서 찾아 주세요.
      </p>
      <Link
        href={routes.home}
        className="mt-8 inline-flex h-12 items-center justify-center rounded-xl bg-brand-800 px-7 text-[16px] font-bold text-white hover:bg-brand-700"
        data-testid="not-found-home"
      >
        메인 페이지로
      </Link>
    </section>
  );
}
