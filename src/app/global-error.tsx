'use client';

import { useEffect } from 'react';

/**
 * The error page of last resort (spec section 8): the root layout itself failed, so this renders
 * its own document with inline styles and no site dependencies.
 */
export default function GlobalError({ error }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);

  return (
    <html lang="ko">
      <body
        style={{
          margin: 0,
          minHeight: '100vh',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          background: '#eef3f9',
          color: '#0f172a',
          fontFamily:
            "'Pretendard Variable', Pretendard, -apple-system, BlinkMacSystemFont, 'Apple SD Gothic Neo', 'Noto Sans KR', 'Noto Sans CJK KR', 'Malgun Gothic', system-ui, sans-serif",
          wordBreak: 'keep-all',
        }}
      >
        <title>오류 안내</title>
        <main style={{ maxWidth: 520, padding: '48px 24px', textAlign: 'center' }}>
          <h1 style={{ fontSize: 22, lineHeight: 1.5, color: '#0d1e33', margin: 0 }}>오류 페이지를 표시하는 중에 문제가 발생했습니다.</h1>
          <p style={{ fontSize: 16, lineHeight: 1.7, color: '#334155', marginTop: 12 }}>
            잠시 후 다시 접속해 주세요. 불편을 드려 죄송합니다.
          </p>
          {/* A full page load on purpose: the client router may be what failed. */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages */}
          <a
            href="/"
            style={{
              display: 'inline-block',
              marginTop: 28,
              padding: '14px 28px',
              borderRadius: 12,
              background: '#142c49',
              color: '#fff',
              fontWeight: 700,
              textDecoration: 'none',
            }}
          >
            메인 페이지로
          </a>
        </main>
      </body>
    </html>
  );
}
