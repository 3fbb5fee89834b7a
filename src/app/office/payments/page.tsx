import type { Metadata } from 'next';
import { IgnoredFilters, PageHeader, secondaryButtonClass } from '@/components/office/admin-ui';
import { requireCapability } from '@/features/auth/server/viewer';
import { parsePaymentFilters, paymentListQuery } from '@/features/payments/domain/office-payments';
import { listOfficePayments } from '@/features/payments/server/office-queries';
import { tossConfig } from '@/features/payments/server/toss-client';
import type { SearchParams } from '@/lib/params';
import { routes } from '@/lib/routes';
import { PaymentFiltersForm } from './_components/payment-filters';
import { PaymentTable } from './_components/payment-table';

export const metadata: Metadata = { title: '결제 내역' };
// Staff data, read per request: never cached or prerendered.
export const dynamic = 'force-dynamic';

/** /office/payments: the online payments (issue 16), newest first, filtered, 50 a page. */
export default async function OfficePaymentsPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  const params = await searchParams;
  const { filters, before, errors } = parsePaymentFilters(params);
  const viewer = await requireCapability('payments.manage', `${routes.officePayments}${paymentListQuery(filters)}`);
  const page = await listOfficePayments(viewer, filters, before);
  return (
    <section aria-labelledby="payments-title" className="grid grid-cols-1 gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <PageHeader id="payments-title" title="결제 내역">
          <p>온라인으로 결제된 심층 상담료입니다. 주문번호를 누르면 결제 기록을 보고 환불할 수 있습니다.</p>
        </PageHeader>
        <a href={`/api/office/payments/export${paymentListQuery(filters)}`} download className={secondaryButtonClass}>
          CSV 내려받기 (현재 조건)
        </a>
      </div>
      {!tossConfig() && (
        <p
          role="note"
          className="rounded-lg border border-slate-300 bg-slate-50 px-4 py-3 text-[15px] text-slate-800"
          data-testid="payments-unconfigured"
        >
          온라인 결제(토스페이먼츠)가 설정되지 않았습니다. 지금은 심층 상담을 담당자가 확정한 뒤 결제 링크로 받으며, 이 목록에는 온라인
          결제만 나옵니다. 서버 설정 TOSS_CLIENT_KEY와 TOSS_SECRET_KEY를 넣으면 신청 직후 결제가 열립니다.
        </p>
      )}
      <IgnoredFilters errors={errors} />
      <PaymentFiltersForm filters={filters} />
      <PaymentTable page={page} filters={filters} />
    </section>
  );
}
