import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { suitCostView } from '@/features/calculators/server/suit-cost-view';
import { SuitCostForm } from '@/features/calculators/ui/suit-cost-form';
import { SuitCostResult } from '@/features/calculators/ui/suit-cost-result';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import type { SearchParams } from '@/lib/params';

export const suitCostMetadata = pageMetadata(
  routes.suitCostCalculator,
  '상간자 위자료 소송 비용 계산기',
  '청구 금액과 이혼 여부, 심급, 전자소송 여부를 넣으면 인지액과 송달료, 선임 비용을 근거 조문과 함께 계산합니다.',
);

/** /tool/상간녀소송/상간녀위자료소송-비용계산기: the result is computed on the server from the address. */
export async function SuitCostView({ query }: { query: SearchParams }) {
  const view = await suitCostView(query);
  return (
    <div className="mx-auto max-w-[1100px] px-4 py-8 desk:py-12">
      <Breadcrumbs
        crumbs={[
          { name: '계산기', path: routes.toolIndex },
          { name: '상간자 위자료 소송 비용 계산기', path: routes.suitCostCalculator },
        ]}
      />
      <h1 className="page-title">상간자 위자료 소송 비용 계산기</h1>
      <p className="mt-3 max-w-[760px] text-[16px] leading-relaxed text-slate-700">
        배우자의 부정행위 상대방(상간자)에게 위자료를 청구할 때 법원에 내는 인지액과 송달료, 그리고 법무법인의 착수금을 한 번에 계산합니다.
        각 금액에는 계산 과정과 근거 규정을 함께 적었습니다.
      </p>
      <div className="mt-8 grid gap-8 desk:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <section aria-labelledby="suit-form-title" className="no-print rounded-2xl border border-slate-200 bg-white p-5 shadow-sm desk:p-7">
          <h2 id="suit-form-title" className="mb-5 text-[20px] font-bold text-brand-900">
            사건 정보 입력
          </h2>
          <SuitCostForm action={routes.suitCostCalculator} values={view.values} errors={view.kind === 'invalid' ? view.errors : {}} />
        </section>
        <div>
          {view.kind === 'ok' ? (
            <SuitCostResult view={view} />
          ) : (
            <section
              aria-labelledby="suit-guide-title"
              className="rounded-2xl border border-slate-200 bg-slate-50 p-5 text-[15px] leading-relaxed text-slate-800 desk:p-7"
            >
              <h2 id="suit-guide-title" className="text-[20px] font-bold text-brand-900">
                이렇게 계산합니다
              </h2>
              <ul className="mt-3 list-disc space-y-1.5 pl-5">
                <li>
                  인지액은 소가 전체에 한 구간의 비율을 곱합니다(민사소송 등 인지법 제2조). 항소는 1.5배, 상고는 2배, 전자소송은
                  0.9배입니다.
                </li>
                <li>이혼과 함께 또는 이혼 뒤 가정법원에 청구하면 가사소송수수료규칙에 따라 인지액이 절반입니다.</li>
                <li>송달료는 소를 내는 날의 1회분 금액 × 당사자 1명당 회수 × 당사자 수입니다.</li>
                <li>변호사 보수는 법무법인의 수임료 기준에서 가져옵니다.</li>
              </ul>
            </section>
          )}
        </div>
      </div>
      <section aria-labelledby="suit-more-title" className="no-print mt-10 rounded-2xl border border-slate-200 p-5 desk:p-7">
        <h2 id="suit-more-title" className="text-[18px] font-bold text-brand-900">
          함께 보면 좋은 자료
        </h2>
        <ul className="mt-3 grid gap-2 text-[15px]">
          <li>
            <Link href={routes.suitPreparation} className="font-semibold text-brand-700 underline underline-offset-2">
              상간자 소송 준비: 증거 모으는 방법과 순서
            </Link>
          </li>
          <li>
            <Link href={routes.affairAwardAnalysis} className="font-semibold text-brand-700 underline underline-offset-2">
              상간자 위자료 판결 금액 분석
            </Link>
          </li>
          <li>
            <Link href={routes.evidenceUpload} prefetch={false} className="font-semibold text-brand-700 underline underline-offset-2">
              가진 증거를 보내고 검토 상담 신청하기
            </Link>
          </li>
        </ul>
      </section>
    </div>
  );
}
