import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { BookingPage } from './_components/booking-page';

export const metadata: Metadata = pageMetadata(
  routes.consultBooking,
  '방문 상담 예약',
  '교대 본사무소, 사당 분사무소 또는 화상으로 변호사 상담을 예약하세요. 지금 비어 있는 시간만 보여 드리고, 고르시면 바로 확정됩니다.',
);

export default async function ConsultBookingPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  return <BookingPage query={await searchParams} basePath={routes.consultBooking} />;
}
