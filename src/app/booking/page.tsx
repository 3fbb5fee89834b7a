import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { env } from '@/server/env';
import { BookingPage } from '../consult/booking/_components/booking-page';

// Dev-only in the spec (section 2): the visit-booking page behind the development flag. It shows
// the public booking page, whose address is the canonical one; its links stay under /booking.
export const metadata: Metadata = pageMetadata(
  routes.consultBooking,
  '방문 상담 예약 (개발용 주소)',
  '개발용 메뉴에서 여는 방문 상담 예약 화면입니다.',
  {
    robots: { index: false, follow: false },
  },
);

export default async function BookingDevPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  if (!env().DEV_MENU) notFound();
  return <BookingPage query={await searchParams} basePath={routes.bookingDev} />;
}
