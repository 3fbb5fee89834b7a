import type { Metadata } from 'next';
import { StatusPage } from '@/components/status-page';
import { routes } from '@/lib/routes';

export const metadata: Metadata = { title: '로그인이 필요합니다', robots: { index: false } };

/**
 * 401. Pages send visitors without a session to the login page themselves (requireUser), so this
 * shows only if a page calls unauthorized(); it replaces Next's English default, which every page's
 * payload would otherwise carry.
 */
export default function Unauthorized() {
  return (
    <StatusPage
      code="401"
      title="로그인이 필요합니다"
      text="이 화면은 로그인한 뒤에 볼 수 있습니다."
      link={{ href: routes.login, label: '로그인하기' }}
    />
  );
}
