import Link from 'next/link';
import { formatSeoulDateTime } from '@/lib/seoul-date';
import { won } from '../domain/products';
import type { OrderSummary } from '../server/visitor-queries';

const bankNames: Record<string, string> = {
  '20': '우리은행',
  '88': '신한은행',
  '04': 'KB국민은행',
  '11': 'NH농협은행',
  '81': '하나은행',
  '03': 'IBK기업은행',
  '90': '카카오뱅크',
  '92': '토스뱅크',
};

/** The visitor's receipt of one order (issue 16): what was paid, how, what was refunded, and the booking. */
export function OrderReceipt({ order }: { order: OrderSummary }) {
  const paidTotal = order.amount - order.refundedAmount;
  return (
    <section
      aria-labelledby={`receipt-${order.orderId}`}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm desk:p-7"
      data-testid="order-receipt"
    >
      <h2 id={`receipt-${order.orderId}`} className="sr-only">
        결제 영수증
      </h2>
      <p className="inline-block rounded-full bg-brand-50 px-3 py-1 text-sm font-bold text-brand-800" data-testid="order-status">
        {order.statusLabel}
      </p>
      <p className="mt-3 text-xl font-bold text-slate-900">{order.orderName}</p>
      <dl className="mt-4 grid grid-cols-[6.5rem_1fr] gap-y-2 text-[15px]">
        <dt className="font-semibold text-slate-600">결제 금액</dt>
        <dd className="font-bold text-brand-900" data-testid="order-amount">
          {won(order.amount)} <span className="font-normal text-slate-700">(부가가치세 {won(order.vat)} 포함)</span>
        </dd>
        {order.refundedAmount > 0 && (
          <>
            <dt className="font-semibold text-slate-600">환불 금액</dt>
            <dd data-testid="order-refunded">
              {won(order.refundedAmount)} <span className="text-slate-700">(남은 결제 {won(paidTotal)})</span>
            </dd>
          </>
        )}
        {order.method && (
          <>
            <dt className="font-semibold text-slate-600">결제 수단</dt>
            <dd>{order.method}</dd>
          </>
        )}
        {order.approvedAt && (
          <>
            <dt className="font-semibold text-slate-600">승인 시각</dt>
            <dd>{formatSeoulDateTime(order.approvedAt)}</dd>
          </>
        )}
        <dt className="font-semibold text-slate-600">주문번호</dt>
        <dd className="break-all font-mono text-sm">{order.orderId}</dd>
        <dt className="font-semibold text-slate-600">결제하신 분</dt>
        <dd>
          {order.buyerName} ({order.maskedPhone})
        </dd>
        {order.virtualAccount && (
          <>
            <dt className="font-semibold text-slate-600">입금 계좌</dt>
            <dd data-testid="order-virtual-account">
              {bankNames[order.virtualAccount.bankCode] ?? `은행 코드 ${order.virtualAccount.bankCode}`}{' '}
              {order.virtualAccount.accountNumber} (예금주 {order.virtualAccount.customerName})
              {order.virtualAccount.dueDate && <> · {formatSeoulDateTime(new Date(order.virtualAccount.dueDate))}까지</>}
            </dd>
          </>
        )}
        {(order.cashReceiptUrl || order.cashReceiptType) && (
          <>
            <dt className="font-semibold text-slate-600">현금영수증</dt>
            <dd data-testid="order-cash-receipt">
              {order.cashReceiptType ?? '발급'}
              {order.cashReceiptUrl && (
                <>
                  {' '}
                  ·{' '}
                  <a
                    href={order.cashReceiptUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="font-semibold text-brand-700 underline"
                  >
                    현금영수증 보기<span className="sr-only"> (새 창)</span>
                  </a>
                </>
              )}
            </dd>
          </>
        )}
      </dl>
      {order.refunds.length > 0 && (
        <ul className="mt-4 space-y-1 rounded-lg bg-slate-50 p-3 text-sm text-slate-800" data-testid="order-refunds">
          {order.refunds.map((refund, index) => (
            <li key={index}>
              {formatSeoulDateTime(refund.at)} · {won(refund.amount)} 환불 · {refund.reason}
            </li>
          ))}
        </ul>
      )}
      {order.receiptUrl && (
        <p className="mt-4">
          <a href={order.receiptUrl} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
            카드·결제 영수증 (토스페이먼츠)<span className="sr-only"> (새 창)</span>
          </a>
        </p>
      )}
      {order.booking && (
        <div className="mt-5 rounded-xl border border-slate-200 p-4" data-testid="order-booking">
          <p className="font-bold text-brand-900">{order.booking.when}</p>
          <p className="mt-1 text-[15px] text-slate-800">
            {order.booking.placeName} · {order.booking.lawyerName} 변호사
          </p>
          <Link href={order.booking.managePath} prefetch={false} className="mt-2 inline-block font-semibold text-brand-700 underline">
            예약 확인·시간 변경
          </Link>
        </div>
      )}
    </section>
  );
}
