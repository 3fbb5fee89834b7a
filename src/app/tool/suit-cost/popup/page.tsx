import Link from 'next/link';
import { suitCostView } from '@/features/calculators/server/suit-cost-view';
import { SuitCostForm } from '@/features/calculators/ui/suit-cost-form';
import { SuitCostResult } from '@/features/calculators/ui/suit-cost-result';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

// The compact copy for other pages and iframes: canonical to the full calculator, not indexed on its own.
export const metadata = pageMetadata(
  routes.suitCostCalculator,
  '상간자 위자료 소송 비용 계산기 (간단히 보기)',
  '인지액과 송달료, 선임 비용을 간단히 계산합니다.',
  { robots: { index: false, follow: true } },
);

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /tool/상간녀소송/상간녀위자료소송-비용계산기/popup: the same form and result without the site chrome. */
export default async function SuitCostPopupPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const view = await suitCostView(params);
  const query =
    view.kind === 'ok'
      ? `?${new URLSearchParams(Object.entries(params).flatMap(([key, value]) => (typeof value === 'string' ? [[key, value]] : []))).toString()}`
      : '';
  return (
    <div className="mx-auto max-w-[560px] px-4 py-5" data-testid="suit-cost-popup">
      <h1 className="text-[20px] font-bold text-brand-900">상간자 위자료 소송 비용 계산</h1>
      <div className="mt-4">
        <SuitCostForm
          action={routes.suitCostPopup}
          values={view.values}
          errors={view.kind === 'invalid' ? view.errors : {}}
          idPrefix="suit-popup"
          compact
        />
      </div>
      {view.kind === 'ok' && (
        <div className="mt-6">
          <SuitCostResult view={view} compact />
        </div>
      )}
      <p className="mt-5 text-[14px] text-slate-700">
        <Link
          href={`${routes.suitCostCalculator}${query}`}
          target="_top"
          className="font-semibold text-brand-700 underline underline-offset-2"
        >
          계산 근거와 함께 자세히 보기
        </Link>
      </p>
    </div>
  );
}
