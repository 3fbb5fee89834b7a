import Link from 'next/link';
import { EmptyRow, OlderLinks, TableFrame, TableHead, linkClass, tableClass, tdClass } from '@/components/office/admin-ui';
import { paymentListQuery, type PaymentFilters } from '@/features/payments/domain/office-payments';
import { won } from '@/features/payments/domain/products';
import type { OfficePaymentPage } from '@/features/payments/server/office-queries';
import { routes } from '@/lib/routes';
import { formatSeoulTime } from '@/lib/seoul-date';

const columns = ['주문 시각', '주문번호', '상품', '구매자', '연락처', '결제 금액', '환불', '결제 수단', '상태', '상담 일시'] as const;

/** One row per order, newest first; each links to the order. '다음' continues below the last row shown. */
export function PaymentTable({ page, filters }: { page: OfficePaymentPage; filters: PaymentFilters }) {
  return (
    <div>
      <TableFrame labelledBy="payments-caption">
        <table className={tableClass} data-testid="payments-table">
          <caption id="payments-caption" className="px-3 py-3 text-left text-[15px] font-semibold text-slate-800">
            결제 내역 (최신순, 한 쪽에 50건)
          </caption>
          <TableHead columns={columns} />
          <tbody>
            {page.rows.length === 0 && <EmptyRow colSpan={columns.length}>결제 내역이 없습니다.</EmptyRow>}
            {page.rows.map((row) => (
              <tr key={row.orderId} data-testid="payments-row">
                <td className={`${tdClass} whitespace-nowrap`}>
                  <time dateTime={row.createdAt.toISOString()}>{formatSeoulTime(row.createdAt)}</time>
                </td>
                <td className={`${tdClass} break-all font-mono text-[13px]`}>
                  <Link href={row.href} prefetch={false} className={linkClass}>
                    {row.orderId}
                    <span className="sr-only"> 결제 상세 보기</span>
                  </Link>
                </td>
                <td className={tdClass}>{row.productName}</td>
                <td className={tdClass}>{row.buyerName}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{row.buyerPhone}</td>
                <td className={`${tdClass} whitespace-nowrap text-right tabular-nums`}>{won(row.amount)}</td>
                <td className={`${tdClass} whitespace-nowrap text-right tabular-nums`}>
                  {row.refundedAmount > 0 ? won(row.refundedAmount) : '—'}
                </td>
                <td className={`${tdClass} whitespace-nowrap`}>{row.method ?? '—'}</td>
                <td className={`${tdClass} whitespace-nowrap font-semibold`}>{row.statusLabel}</td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  {row.bookingStartsAt ? (
                    <time dateTime={row.bookingStartsAt.toISOString()}>{formatSeoulTime(row.bookingStartsAt)}</time>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      <OlderLinks
        label="결제 내역 쪽 이동"
        isFirst={page.isFirst}
        firstHref={`${routes.officePayments}${paymentListQuery(filters)}`}
        olderHref={page.nextCursor ? `${routes.officePayments}${paymentListQuery(filters, page.nextCursor)}` : null}
        firstText="처음으로"
        olderText="다음"
      />
    </div>
  );
}
