import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { codeFontStyle, linkClass } from '@/components/office/admin-ui';
import { requireCapability } from '@/features/auth/server/viewer';
import { officeRefundMessages } from '@/features/payments/domain/office-payments';
import { won } from '@/features/payments/domain/products';
import { getOfficePayment } from '@/features/payments/server/office-queries';
import { OfficeRefundForm } from '@/features/payments/ui/office-refund-form';
import { officePaymentPath, routes } from '@/lib/routes';
import { formatSeoulDateTime } from '@/lib/seoul-date';

export const metadata: Metadata = { title: '결제 상세' };
// Staff data, read per request: never cached or prerendered.
export const dynamic = 'force-dynamic';

const dt = 'font-semibold text-slate-600';

/** One order: what was paid, by whom, for which booking, its refunds, Toss's ledger, and the refund form. */
export default async function OfficePaymentPage({ params }: { params: Promise<{ orderId: string }> }) {
  const { orderId } = await params;
  const viewer = await requireCapability('payments.manage', officePaymentPath(orderId));
  const payment = await getOfficePayment(viewer, orderId);
  if (!payment) notFound();
  return (
    <div className="max-w-[960px] space-y-6" data-testid="office-payment">
      <p>
        <Link href={routes.officePayments} className={linkClass}>
          ‹ 결제 내역으로
        </Link>
      </p>
      <h1 className="text-2xl font-bold text-brand-900">
        결제 <span className="break-all font-mono text-xl">{payment.orderId}</span>
      </h1>
      <dl className="grid grid-cols-[8rem_1fr] gap-y-2 rounded-2xl border border-slate-200 p-5 text-[15px]">
        <dt className={dt}>상태</dt>
        <dd data-testid="office-payment-status">
          {payment.statusLabel}
          {payment.holdLost && ' (결제 중 예약 시간이 풀려 자동 취소)'}
        </dd>
        <dt className={dt}>상품</dt>
        <dd>{payment.productName}</dd>
        <dt className={dt}>결제 금액</dt>
        <dd>
          {won(payment.amount)} (부가세 {won(payment.vat)} 포함)
        </dd>
        <dt className={dt}>환불</dt>
        <dd>
          {payment.refundedAmount > 0 ? won(payment.refundedAmount) : '없음'}
          {payment.pendingRefund > 0 && ` · 처리 중 ${won(payment.pendingRefund)}`}
        </dd>
        <dt className={dt}>결제 수단</dt>
        <dd>{payment.method ?? '—'}</dd>
        <dt className={dt}>주문 시각</dt>
        <dd>{formatSeoulDateTime(payment.createdAt)}</dd>
        <dt className={dt}>승인 시각</dt>
        <dd>{payment.approvedAt ? formatSeoulDateTime(payment.approvedAt) : '—'}</dd>
        {payment.virtualAccount && (
          <>
            <dt className={dt}>가상계좌</dt>
            <dd>
              {payment.virtualAccount.accountNumber} (은행 코드 {payment.virtualAccount.bankCode}) · 입금 기한{' '}
              {payment.virtualAccount.dueDate}
            </dd>
          </>
        )}
        {payment.failureMessage && (
          <>
            <dt className={dt}>실패 사유</dt>
            <dd>{payment.failureMessage}</dd>
          </>
        )}
        <dt className={dt}>구매자</dt>
        <dd>
          {payment.buyerName} · {payment.buyerPhone}
          {payment.buyerEmail ? ` · ${payment.buyerEmail}` : ''}
        </dd>
        {(payment.receiptUrl || payment.cashReceiptUrl) && (
          <>
            <dt className={dt}>영수증</dt>
            <dd className="flex flex-wrap gap-3">
              {payment.receiptUrl && (
                <a href={payment.receiptUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  결제 영수증<span className="sr-only"> (새 창)</span>
                </a>
              )}
              {payment.cashReceiptUrl && (
                <a href={payment.cashReceiptUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  현금영수증{payment.cashReceiptType ? ` (${payment.cashReceiptType})` : ''}
                  <span className="sr-only"> (새 창)</span>
                </a>
              )}
            </dd>
          </>
        )}
        <dt className={dt}>예약</dt>
        <dd>
          {payment.booking ? (
            <>
              {payment.booking.when} · {payment.booking.placeName} · {payment.booking.lawyerName} 변호사 · {payment.booking.statusLabel}{' '}
              <Link href={payment.booking.href} className={linkClass}>
                예약 #{payment.booking.id} 열기
              </Link>
            </>
          ) : (
            '없음'
          )}
        </dd>
        <dt className={dt}>상담 기록</dt>
        <dd>
          {payment.consult ? (
            <Link href={payment.consult.href} className={linkClass}>
              상담 #{payment.consult.id} 열기
            </Link>
          ) : (
            '없음'
          )}
        </dd>
      </dl>

      {payment.canRefund || payment.refunds.length > 0 ? (
        payment.refundsEnabled ? (
          <OfficeRefundForm orderId={payment.orderId} refundable={payment.canRefund ? payment.refundable : 0} />
        ) : (
          <p className="rounded-lg bg-amber-50 px-4 py-3 text-[15px] text-amber-950">{officeRefundMessages.notConfigured}</p>
        )
      ) : (
        <p className="text-sm text-slate-600">결제가 끝나지 않은 주문이라 환불할 것이 없습니다.</p>
      )}

      <section aria-labelledby="refunds-title">
        <h2 id="refunds-title" className="font-bold text-brand-900">
          환불 기록
        </h2>
        {payment.refunds.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">환불 기록이 없습니다.</p>
        ) : (
          <ol className="mt-2 space-y-2 text-sm" data-testid="office-payment-refunds">
            {payment.refunds.map((refund) => (
              <li key={refund.id} className="rounded-lg border border-slate-200 px-3 py-2">
                <span className="font-semibold">{won(refund.amount)}</span> · {refund.statusLabel} · {refund.actorName} ·{' '}
                <span className="text-slate-600">{formatSeoulDateTime(refund.requestedAt)}</span>
                {refund.doneAt && <span className="text-slate-600"> (완료 {formatSeoulDateTime(refund.doneAt)})</span>}
                <span className="block">사유: {refund.reason}</span>
                {refund.failureMessage && <span className="block text-red-800">실패 사유: {refund.failureMessage}</span>}
              </li>
            ))}
          </ol>
        )}
      </section>

      <section aria-labelledby="events-title">
        <h2 id="events-title" className="font-bold text-brand-900">
          토스페이먼츠 기록
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          토스페이먼츠의 응답과 웹훅을 받은 그대로 보관한 기록입니다.
          {payment.olderEvents > 0 && ` 오래된 기록 ${payment.olderEvents.toLocaleString('ko-KR')}건은 생략했습니다.`}
        </p>
        {payment.events.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">기록이 없습니다.</p>
        ) : (
          <ol className="mt-2 space-y-2 text-sm" data-testid="office-payment-events">
            {payment.events.map((event) => (
              <li key={event.id} className="rounded-lg border border-slate-200 px-3 py-2">
                <span className="font-semibold">{event.sourceLabel}</span>
                {event.status && ` · ${event.status}`}
                {event.httpStatus !== null && ` · HTTP ${event.httpStatus}`} ·{' '}
                <span className="text-slate-600">{formatSeoulDateTime(event.at)}</span>
                <details className="mt-1">
                  <summary className="cursor-pointer text-brand-700">내용 보기</summary>
                  <pre
                    className="mt-2 max-h-96 overflow-auto whitespace-pre-wrap break-all rounded bg-slate-50 p-3 text-[13px]"
                    style={codeFontStyle}
                  >
                    {event.body}
                  </pre>
                </details>
              </li>
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
