import type { Metadata } from 'next';
import { StatusPage } from '@/components/status-page';
import { routes } from '@/lib/routes';

export const metadata: Metadata = {
  title: '페이지를 찾을 수 없습니다',
  robots: { index: false },
};

/** 404 (spec section 8): '이 페이지에 내용이 없습니다' with a link to the main page. */
export default function NotFound() {
  return (
    <StatusPage
      code="404"
      title="이 페이지에 내용이 없습니다"
      text="주소가 바뀌었거나 삭제된 페이지입니다. 주소를 다시 확인하시거나 메인 페이지에서 찾아 주세요."
      link={{ href: routes.home, label: '메인 페이지로' }}
      linkTestId="not-found-home"
    />
  );
}
