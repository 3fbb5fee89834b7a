import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireCapability } from '@/features/auth/server/viewer';
import { whenLabel } from '@/features/booking/domain/booking-rules';
import { getOfficeBooking } from '@/features/booking/server/office-queries';
import { OfficeBookingActs } from '@/features/booking/ui/office-booking-acts';
import { can } from '@/features/auth/domain/permissions';
import { wasPaid } from '@/features/payments/domain/order-status';
import { won } from '@/features/payments/domain/products';
import { paymentsForBooking } from '@/features/payments/server/visitor-queries';
import { idParam } from '@/lib/params';
import { officeBookingPath, officePaymentPath, routes } from '@/lib/routes';
import { getDb } from '@/server/db/db';
import { formatSeoulDateTime } from '@/lib/seoul-date';

export const metadata: Metadata = { title: '예약 상세' };

/** One booking: who, when, where, its state, its story, and the acts staff may take. */
export default async function OfficeBookingPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const bookingId = idParam(id);
  const viewer = await requireCapability('booking.manage', bookingId ? officeBookingPath(bookingId) : routes.officeBookings);
  const booking = bookingId ? await getOfficeBooking(viewer, bookingId) : null;
  if (!booking) notFound();
  // A paid consultation paid online: cancelling the booking does not refund it (the payment screen does).
  const payments = booking.kind === 'premium' ? await paymentsForBooking(await getDb(), booking.id) : [];
  const refundable = payments.some((payment) => wasPaid(payment.status) && payment.status !== 'refunded');
  const mayOpenPayments = can(viewer.ability, 'payments.manage');
  return (
    <div className="max-w-[860px] space-y-6" data-testid="office-booking">
      <p>
        <Link
          href={`${routes.officeBookings}?day=${booking.day}&place=${booking.placeId}`}
          className="font-semibold text-brand-700 underline"
        >
          ‹ 예약 일정으로
        </Link>
      </p>
      <h1 className="text-2xl font-bold text-brand-900">
        {booking.kind === 'block' ? '막은 시간' : booking.kind === 'premium' ? '심층 상담 예약' : '방문 상담 예약'} #{booking.id}
      </h1>
      <dl className="grid grid-cols-[7rem_1fr] gap-y-2 rounded-2xl border border-slate-200 p-5 text-[15px]">
        <dt className="font-semibold text-slate-600">상태</dt>
        <dd data-testid="office-booking-status">{booking.statusLabel}</dd>
        <dt className="font-semibold text-slate-600">일시</dt>
        <dd>
          {whenLabel(booking.day, booking.from)} – {booking.to}
        </dd>
        <dt className="font-semibold text-slate-600">장소</dt>
        <dd>{booking.placeName}</dd>
        <dt className="font-semibold text-slate-600">변호사</dt>
        <dd>
          {booking.lawyerName} 변호사 {booking.kind !== 'block' && (booking.lawyerChosen ? '(예약하신 분이 지정)' : '(자동 배정)')}
        </dd>
        {booking.name !== null && (
          <>
            <dt className="font-semibold text-slate-600">예약하신 분</dt>
            <dd>
              {booking.name || '고객'} · {booking.tel}
              {booking.email ? ` · ${booking.email}` : ''}
            </dd>
          </>
        )}
        {booking.holdExpiresAt && booking.status === 'held' && (
          <>
            <dt className="font-semibold text-slate-600">확정 기한</dt>
            <dd>{formatSeoulDateTime(booking.holdExpiresAt)}까지 확정하지 않으면 시간이 풀립니다.</dd>
          </>
        )}
        {booking.note && (
          <>
            <dt className="font-semibold text-slate-600">메모</dt>
            <dd>{booking.note}</dd>
          </>
        )}
        {booking.cancelReason && (
          <>
            <dt className="font-semibold text-slate-600">취소 사유</dt>
            <dd>
              {booking.cancelReason} ({booking.cancelledBy === 'visitor' ? '예약하신 분' : '담당자'})
            </dd>
          </>
        )}
        {payments.map((payment) => (
          <div key={payment.orderId} className="contents" data-testid="office-booking-payment">
            <dt className="font-semibold text-slate-600">온라인 결제</dt>
            <dd>
              {mayOpenPayments ? (
                <Link href={officePaymentPath(payment.orderId)} className="font-semibold text-brand-700 underline">
                  {payment.statusLabel} · {won(payment.amount)}
                </Link>
              ) : (
                <>
                  {payment.statusLabel} · {won(payment.amount)}
                </>
              )}
              {payment.refundedAmount > 0 && ` (환불 ${won(payment.refundedAmount)})`}
            </dd>
          </div>
        ))}
        {booking.consultId && (
          <>
            <dt className="font-semibold text-slate-600">상담 기록</dt>
            <dd>
              <Link href={`/office/consults/${booking.consultId}`} className="font-semibold text-brand-700 underline">
                상담 #{booking.consultId} 열기
              </Link>
            </dd>
          </>
        )}
      </dl>
      {refundable && (
        <p role="note" className="rounded-xl bg-amber-50 p-4 text-sm font-semibold text-amber-950">
          이 상담료는 온라인으로 결제되었습니다. 예약을 취소해도 환불되지 않으니, 환불은 결제 화면에서 관리자나 매니저가 해 주세요.
        </p>
      )}
      {booking.acts.length > 0 ? (
        <OfficeBookingActs booking={booking} />
      ) : (
        <p className="text-sm text-slate-600">이 상태에서는 더 할 일이 없습니다.</p>
      )}
      {booking.history.length > 0 && (
        <section aria-labelledby="history-title">
          <h2 id="history-title" className="font-bold text-brand-900">
            기록
          </h2>
          <ol className="mt-2 space-y-1 text-sm">
            {booking.history.map((entry, index) => (
              <li key={index}>
                <span className="text-slate-600">{formatSeoulDateTime(entry.at)}</span> · {entry.actor} · {entry.note}
              </li>
            ))}
          </ol>
        </section>
      )}
    </div>
  );
}
