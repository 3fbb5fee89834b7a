import { bookingIcs } from '@/features/booking/domain/ics';
import { bookingByToken } from '@/features/booking/server/manage';
import { getFirmSettings } from '@/features/firm/server/queries';
import { bookingManagePath } from '@/lib/routes';
import { env } from '@/server/env';

export const dynamic = 'force-dynamic';

/** The booking as an .ics file for the visitor's calendar (issue 15); the private link is the key. */
export async function GET(_request: Request, { params }: { params: Promise<{ token: string }> }) {
  const { token } = await params;
  const settings = await getFirmSettings();
  const booking = await bookingByToken(token, settings);
  if (!booking) {
    return new Response('예약을 찾을 수 없어요. 받은 링크를 그대로 열어주세요.', {
      status: 404,
      headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    });
  }
  const site = env().SITE_URL;
  const location = booking.office ? `${booking.office.address} (${booking.office.station} ${booking.office.exit})` : booking.placeName;
  const body = bookingIcs({
    uid: `booking-${booking.id}@${new URL(site).hostname}`,
    startsAt: booking.startsAt,
    endsAt: booking.endsAt,
    stampedAt: new Date(),
    sequence: booking.version,
    summary: `${settings.firmName} ${booking.kind === 'premium' ? '심층 상담' : '상담'} (${booking.lawyerName} 변호사)`,
    location,
    description: `${booking.placeName} · ${booking.when}\n예약 확인·변경: ${site}${bookingManagePath(token)}\n문의: ${settings.mainPhone}`,
    url: `${site}${bookingManagePath(token)}`,
    cancelled: booking.status === 'cancelled' || booking.status === 'expired',
  });
  return new Response(body, {
    headers: {
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="booking-${booking.id}.ics"`,
      'cache-control': 'private, no-store',
    },
  });
}
