import Link from 'next/link';
import { SectionCard } from '@/components/section-card';
import { payReceiptPath } from '@/lib/routes';
import { formatSeoulDate } from '@/lib/seoul-date';
import { won } from '../domain/products';
import type { OrderSummary } from '../server/visitor-queries';

/** The payments list of my page and of a booking's private page (issue 16): each with its receipt. */
export function PaymentList({ payments }: { payments: OrderSummary[] }) {
  return (
    <ul className="divide-y divide-slate-200" data-testid="my-payments">
      {payments.map((payment) => (
        <li key={payment.orderId} className="flex flex-wrap items-center justify-between gap-2 py-3">
          <span className="min-w-0">
            <Link href={payReceiptPath(payment.orderId)} prefetch={false} className="font-semibold text-slate-900 hover:underline">
              {payment.orderName}
            </Link>
            <span className="ml-2 text-[13px] text-slate-600">
              {won(payment.amount)}
              {payment.refundedAmount > 0 && ` · 환불 ${won(payment.refundedAmount)}`} ·{' '}
              {formatSeoulDate(payment.approvedAt ?? payment.createdAt)}
              {payment.booking && ` · 상담 ${payment.booking.when}`}
            </span>
          </span>
          <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-[13px] font-bold text-brand-800">{payment.statusLabel}</span>
        </li>
      ))}
    </ul>
  );
}

export function MyPaymentsSection({ payments }: { payments: OrderSummary[] }) {
  if (payments.length === 0) return null;
  return (
    <SectionCard id="payments" title="결제 내역" description="심층 상담 결제와 환불 내역입니다. 항목을 누르면 영수증을 볼 수 있습니다.">
      <PaymentList payments={payments} />
    </SectionCard>
  );
}
