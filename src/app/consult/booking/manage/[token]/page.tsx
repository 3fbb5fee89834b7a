import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { loadPicker, pickerParams } from '@/features/booking/server/picker';
import { bookingByToken } from '@/features/booking/server/manage';
import { BookingPicker } from '@/features/booking/ui/booking-picker';
import { CancelBookingForm, MoveBookingForm } from '@/features/booking/ui/manage-forms';
import { telHref } from '@/features/firm/domain/firm-settings';
import { kakaoMapHref, naverMapHref } from '@/features/firm/domain/map-links';
import { getFirmSettings } from '@/features/firm/server/queries';
import { bookingIcsPath, bookingManagePath, routes } from '@/lib/routes';
import { formatSeoulDateTime } from '@/lib/seoul-date';
import { paymentsForBooking } from '@/features/payments/server/visitor-queries';
import { PaymentList } from '@/features/payments/ui/my-payments';
import { bookingMessages } from '@/features/booking/domain/booking-rules';
import { getDb } from '@/server/db/db';

// A private page: never indexed, never cached, and its address (the key) never sent to the map sites.
export const dynamic = 'force-dynamic';
export const metadata: Metadata = { title: '내 상담 예약', robots: { index: false, follow: false }, referrer: 'no-referrer' };

const banners: Record<string, string> = {
  done: '예약이 확정되었습니다. 이 페이지 주소가 예약을 바꾸거나 취소하는 열쇠이니 보관해 주세요. 같은 링크를 알림톡(이메일을 적으셨다면 메일)으로도 보내 드립니다.',
  held: '신청을 받았습니다. 고르신 시간을 잡아 두었고, 담당자가 전화로 확정해 드립니다.',
  moved: '예약 시간을 바꿨습니다. 바뀐 안내를 알림톡으로도 보내 드립니다.',
  cancelled: '예약을 취소했습니다. 다시 예약하시려면 예약 화면에서 시간을 골라주세요.',
};

export default async function ManageBookingPage({
  params,
  searchParams,
}: {
  params: Promise<{ token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const [{ token }, query, settings] = await Promise.all([params, searchParams, getFirmSettings()]);
  const booking = await bookingByToken(token, settings);
  if (!booking) notFound();
  const path = bookingManagePath(token);
  const payments = booking.kind === 'premium' ? await paymentsForBooking(await getDb(), booking.id) : [];
  const moving = query.move === '1' && booking.mayChange;
  const picker = moving
    ? await loadPicker(
        path,
        { ...pickerParams(query), place: String(booking.placeId), lawyer: booking.lawyerChosen ? String(booking.lawyerId) : 'any' },
        { placeKinds: ['office', 'video'], exceptBookingId: booking.id, keep: { move: '1' } },
      )
    : null;
  const banner =
    query.changed === 'moved'
      ? banners.moved
      : query.changed === 'cancelled'
        ? banners.cancelled
        : query.done === '1'
          ? booking.status === 'held'
            ? banners.held
            : banners.done
          : null;
  const live = booking.status === 'confirmed' || booking.status === 'held';
  return (
    <div className="mx-auto max-w-[760px] px-4 py-10 desk:py-14">
      <h1 className="text-2xl font-bold text-brand-900 desk:text-3xl">내 상담 예약</h1>
      {banner && (
        <p role="status" className="mt-4 rounded-xl bg-emerald-50 p-4 font-semibold text-emerald-900" data-testid="booking-banner">
          {banner}
        </p>
      )}
      <section
        aria-labelledby="booking-summary"
        className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm desk:p-7"
        data-testid="booking-summary"
      >
        <h2 id="booking-summary" className="sr-only">
          예약 내용
        </h2>
        <p className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-800" data-testid="booking-status">
          {booking.statusLabel}
        </p>
        <p className="mt-3 text-xl font-bold text-slate-900" data-testid="booking-when">
          {booking.when}
        </p>
        <dl className="mt-4 grid grid-cols-[5.5rem_1fr] gap-y-2 text-[15px]">
          <dt className="font-semibold text-slate-600">장소</dt>
          <dd>{booking.placeName}</dd>
          {booking.office && (
            <>
              <dt className="font-semibold text-slate-600">주소</dt>
              <dd>{booking.office.address}</dd>
              <dt className="font-semibold text-slate-600">지하철</dt>
              <dd>
                {booking.office.station} {booking.office.exit}, {booking.office.walk}
              </dd>
              <dt className="font-semibold text-slate-600">주차</dt>
              <dd>{booking.office.parking}</dd>
            </>
          )}
          {booking.placeKind === 'video' && (
            <>
              <dt className="font-semibold text-slate-600">접속</dt>
              <dd>상담 10분 전에 접속 링크를 문자로 보내 드립니다. 휴대전화나 PC로 참여하실 수 있습니다.</dd>
            </>
          )}
          <dt className="font-semibold text-slate-600">변호사</dt>
          <dd>{booking.lawyerName} 변호사</dd>
          <dt className="font-semibold text-slate-600">예약하신 분</dt>
          <dd>
            {booking.name} ({booking.maskedTel})
          </dd>
          {booking.status === 'held' && booking.holdExpiresAt && (
            <>
              <dt className="font-semibold text-slate-600">확정 대기</dt>
              <dd>{formatSeoulDateTime(booking.holdExpiresAt)}까지 담당자가 전화로 확정해 드립니다.</dd>
            </>
          )}
          {booking.status === 'cancelled' && booking.cancelledBy === 'staff' && booking.cancelReason && (
            <>
              <dt className="font-semibold text-slate-600">취소 사유</dt>
              <dd>{booking.cancelReason}</dd>
            </>
          )}
        </dl>
        {live && (
          <div className="mt-5 flex flex-wrap gap-2">
            <a
              href={bookingIcsPath(token)}
              className="rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
              download
            >
              내 캘린더에 추가 (.ics)
            </a>
            {booking.office && (
              <>
                <a
                  href={kakaoMapHref(booking.office.address)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="rounded-lg border border-slate-300 px-4 py-2.5 font-semibold text-slate-900 hover:border-brand-600"
                >
                  카카오맵<span className="sr-only"> (새 창)</span>
                </a>
                <a
                  href={naverMapHref(booking.office.address)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="rounded-lg border border-slate-300 px-4 py-2.5 font-semibold text-slate-900 hover:border-brand-600"
                >
                  네이버 지도<span className="sr-only"> (새 창)</span>
                </a>
              </>
            )}
          </div>
        )}
      </section>

      {payments.length > 0 && (
        <section aria-labelledby="booking-payments" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 desk:p-7">
          <h2 id="booking-payments" className="text-lg font-bold text-brand-900">
            결제 내역
          </h2>
          <PaymentList payments={payments} />
        </section>
      )}

      {live && booking.mayChange && !moving && (
        <section aria-labelledby="change-title" className="mt-8 grid gap-6 desk:grid-cols-2">
          <h2 id="change-title" className="sr-only">
            예약 바꾸기
          </h2>
          <div className="rounded-2xl border border-slate-200 p-5">
            <h3 className="font-bold text-brand-900">시간 바꾸기</h3>
            <p className="mt-1 text-sm text-slate-700">
              같은 장소{booking.lawyerChosen ? '와 변호사' : ''}로 비어 있는 다른 시간을 고릅니다.
            </p>
            <Link
              href={`${path}?move=1#step-day`}
              prefetch={false}
              className="mt-3 inline-block rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              다른 시간 고르기
            </Link>
          </div>
          <div className="rounded-2xl border border-slate-200 p-5">
            <h3 className="font-bold text-brand-900">예약 취소</h3>
            {booking.mayCancel && (
              <p className="mt-1 text-sm text-slate-700">
                상담 {settings.bookingChangeCutoffHours}시간 전까지 이 화면에서 취소하실 수 있습니다.
              </p>
            )}
            {booking.mayCancel ? (
              <div className="mt-3">
                <CancelBookingForm token={token} />
              </div>
            ) : (
              <p className="mt-3 text-sm font-semibold text-slate-800" data-testid="booking-cancel-by-phone">
                {bookingMessages.paidCancelByPhone}{' '}
                <a href={telHref(settings.mainPhone)} className="text-brand-700 underline">
                  {settings.mainPhone}
                </a>
              </p>
            )}
          </div>
        </section>
      )}

      {moving && picker && (
        <section aria-labelledby="move-title" className="mt-8 rounded-2xl border border-slate-200 bg-white p-5 desk:p-7">
          <h2 id="move-title" className="text-lg font-bold text-brand-900">
            바꿀 시간 고르기
          </h2>
          <div className="mt-4">
            <BookingPicker model={picker} phone={settings.mainPhone} only="when" />
          </div>
          {picker.choice && (
            <div id="step-details" className="mt-6 scroll-mt-24">
              <MoveBookingForm token={token} day={picker.choice.day} time={picker.choice.time} label={picker.choice.label} />
            </div>
          )}
          <p className="mt-4">
            <Link href={path} prefetch={false} className="font-semibold text-brand-700 underline">
              바꾸지 않고 돌아가기
            </Link>
          </p>
        </section>
      )}

      {live && !booking.mayChange && (
        <p className="mt-8 rounded-xl bg-slate-100 p-4 text-[15px]">
          상담 {settings.bookingChangeCutoffHours}시간 전부터는 온라인으로 바꾸거나 취소할 수 없습니다. 대표번호{' '}
          <a href={telHref(settings.mainPhone)} className="font-bold text-brand-700 underline">
            {settings.mainPhone}
          </a>
          로 전화 주세요.
        </p>
      )}
      {!live && (
        <p className="mt-8">
          <Link href={routes.consultBooking} prefetch={false} className="font-semibold text-brand-700 underline">
            새로 예약하기
          </Link>
        </p>
      )}
    </div>
  );
}
