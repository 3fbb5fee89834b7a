'use client';

import Link from 'next/link';
import { routes } from '@/lib/routes';

type Screen = {
  code: string;
  title: string;
  text: string;
  link: { href: string; label: string };
  testId?: string;
  linkTestId?: string;
};

const screens = {
  'not-found': {
    code: '404',
    title: '이 페이지에 내용이 없습니다',
    text: '주소가 바뀌었거나 삭제된 페이지입니다. 주소를 다시 확인하시거나 메인 페이지에서 찾아 주세요.',
    link: { href: routes.home, label: '메인 페이지로' },
    linkTestId: 'not-found-home',
  },
  forbidden: {
    code: '403',
    title: '접근 권한이 없습니다',
    text: '이 화면은 권한을 받은 법인 직원만 볼 수 있습니다. 권한이 필요하면 관리자에게 요청해 주세요.',
    link: { href: routes.home, label: '메인 페이지로' },
    testId: 'forbidden',
  },
  unauthorized: {
    code: '401',
    title: '로그인이 필요합니다',
    text: '이 화면은 로그인한 뒤에 볼 수 있습니다.',
    link: { href: routes.login, label: '로그인하기' },
  },
} satisfies Record<string, Screen>;

/**
 * The root 404, 403 and 401 screens. Next puts all three into every page's React Server Component
 * payload as the root boundaries' fallbacks; as a client component each is one short reference
 * there, and its text is in the shared script once. Short component classes from globals.css.
 */
export function RootStatus({ kind }: { kind: keyof typeof screens }) {
  const screen: Screen = screens[kind];
  return (
    <section className="status-page" data-testid={screen.testId}>
      <p className="status-code">{screen.code}</p>
      <h1 className="status-title">{screen.title}</h1>
      <p className="status-text">{screen.text}</p>
      <Link href={screen.link.href} className="status-link" data-testid={screen.linkTestId}>
        {screen.link.label}
      </Link>
    </section>
  );
}
