import type { Metadata } from 'next';
import { StatusPage } from '@/components/status-page';
import { routes } from '@/lib/routes';

export const metadata: Metadata = { title: '접근 권한이 없습니다', robots: { index: false } };

/** 403: a signed-in member without the role a back-office screen needs. */
export default function Forbidden() {
  return (
    <StatusPage
      code="403"
      title="접근 권한이 없습니다"
      text="이 화면은 권한을 받은 법인 직원만 볼 수 있습니다. 권한이 필요하면 관리자에게 요청해 주세요."
      link={{ href: routes.home, label: '메인 페이지로' }}
      testId="forbidden"
    />
  );
}
