'use client';

import Link from 'next/link';
import { useEffect } from 'react';

/** 500 (spec section 8): a route failed to render; the chrome around it still works. */
export default function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <section className="mx-auto flex min-h-[55vh] max-w-[640px] flex-col items-center justify-center px-5 py-16 text-center">
      <title>500 에러</title>
      <h1 className="page-title">500 에러</h1>
      <p className="mt-3 text-[16px] leading-relaxed text-slate-700">
        페이지를 표시하는 중에 문제가 생겼습니다. 잠시 후 다시 시도해 주세요.
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <button
          type="button"
          onClick={() => retry()}
          className="inline-flex h-12 items-center justify-center rounded-xl bg-brand-800 px-7 text-[16px] font-bold text-white hover:bg-brand-700"
          data-testid="error-retry"
        >
          다시 시도
        </button>
        <Link
          href="/"
          className="inline-flex h-12 items-center justify-center rounded-xl border border-slate-300 px-7 text-[16px] font-bold text-brand-900 hover:bg-slate-50"
        >
          메인 페이지로
        </Link>
      </div>
    </section>
  );
}
