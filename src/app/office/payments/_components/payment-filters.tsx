import Link from 'next/link';
import { buttonClass, inputClass, labelClass, linkClass } from '@/components/office/admin-ui';
import { PAYMENT_SEARCH_MAX, paymentMethods, type PaymentFilters } from '@/features/payments/domain/office-payments';
import { orderStatusLabels, orderStatuses } from '@/features/payments/domain/order-status';
import { routes } from '@/lib/routes';

/**
 * The payment list's filters: a plain GET form, so a filtered list is a link staff can share and
 * the filters work without JavaScript. Every field has a visible label.
 */
export function PaymentFiltersForm({ filters }: { filters: PaymentFilters }) {
  return (
    <form
      method="get"
      action={routes.officePayments}
      role="search"
      aria-label="결제 검색과 필터"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div className="grid gap-4 desk:grid-cols-4">
        <div className="desk:col-span-2">
          <label htmlFor="payments-q" className={labelClass}>
            주문번호, 이름 또는 연락처 검색
          </label>
          <input
            id="payments-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            maxLength={PAYMENT_SEARCH_MAX}
            placeholder="예: ON3kd…, 김하늘, 010-1234"
            className={`mt-1 ${inputClass}`}
            aria-describedby="payments-q-hint"
          />
          <p id="payments-q-hint" className="mt-1 text-[13px] text-slate-600">
            주문번호는 전체를, 이름과 연락처는 앞부분부터 적어 주세요. 연락처는 하이픈(-) 없이 숫자만 적어도 찾습니다.
          </p>
        </div>
        <div>
          <label htmlFor="payments-status" className={labelClass}>
            결제 상태
          </label>
          <select id="payments-status" name="status" defaultValue={filters.status ?? ''} className={`mt-1 ${inputClass}`}>
            <option value="">전체</option>
            {orderStatuses.map((status) => (
              <option key={status} value={status}>
                {orderStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="payments-method" className={labelClass}>
            결제 수단
          </label>
          <select id="payments-method" name="method" defaultValue={filters.method ?? ''} className={`mt-1 ${inputClass}`}>
            <option value="">전체</option>
            {paymentMethods.map((method) => (
              <option key={method} value={method}>
                {method}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="payments-from" className={labelClass}>
            주문일 (부터)
          </label>
          <input id="payments-from" name="from" type="date" defaultValue={filters.from ?? ''} className={`mt-1 ${inputClass}`} />
        </div>
        <div>
          <label htmlFor="payments-to" className={labelClass}>
            주문일 (까지)
          </label>
          <input id="payments-to" name="to" type="date" defaultValue={filters.to ?? ''} className={`mt-1 ${inputClass}`} />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className={buttonClass}>
          조회
        </button>
        <Link href={routes.officePayments} className={linkClass}>
          조건 초기화
        </Link>
      </div>
    </form>
  );
}
