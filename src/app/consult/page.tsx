import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { env } from '@/server/env';
import ConsultBoardPage from './board/page';

// Dev-only in the spec (section 2): the consultation page behind the development flag, read per
// request. It shows the public consultation page, whose address is the canonical one.
export const dynamic = 'force-dynamic';

export const metadata: Metadata = pageMetadata(
  routes.consultBoard,
  '상담 신청 (개발용 주소)',
  '개발용 메뉴에서 여는 온라인 상담 신청 화면입니다.',
  {
    robots: { index: false, follow: false },
  },
);

export default async function ConsultDevPage() {
  if (!env().DEV_MENU) notFound();
  return <ConsultBoardPage />;
}
