import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { affairBands, compareFactors, marriageBands, minReliableCount } from '@/features/calculators/domain/award-analysis';
import { formatWon } from '@/features/calculators/domain/money';
import { listPublishedAwardsCached } from '@/features/calculators/server/award-cached';
import { FaqSection } from '@/features/content/ui/faq-section';
import { PageHeader, PageSection, pageContainer } from '@/features/content/ui/firm-page';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { awardSources, datasetLine } from '../award-copy';

export const metadata = pageMetadata(
  routes.affairAwardGuide,
  '상간자 위자료 판례분석 해설',
  '상간자 위자료를 높이거나 낮추는 사정, 사정별 중앙값 비교, 판례분석의 중앙값과 구간을 계산하는 규칙, 청구 기간을 설명합니다.',
);

const raising = [
  '부정행위가 오래 이어졌거나 여러 번 되풀이된 경우',
  '배우자와 상대방이 동거한 경우',
  '상대방이 처음부터 혼인 사실을 알고 있었던 경우',
  '부정행위로 혼인이 파탄되어 이혼에 이른 경우',
  '혼인 기간이 길고 미성년 자녀가 있는 경우',
  '부정행위로 임신하거나 출산한 경우',
  '발각된 뒤에도 관계를 끝내지 않은 경우',
];

const lowering = [
  '부정행위 전에 이미 혼인 관계가 파탄되어 있었던 경우: 청구 자체가 받아들여지지 않습니다(대법원 2014. 11. 20. 선고 2011므2997 전원합의체 판결).',
  '연락이나 만남이 짧게 끝난 경우',
  '상대방이 혼인 사실을 몰랐고 모른 데 과실도 없는 경우: 책임이 인정되지 않거나, 안 뒤의 기간만 책임이 인정됩니다.',
  '배우자가 이미 위자료를 지급하는 등 손해가 일부 메워진 경우',
];

const faqs = [
  {
    question: '판례분석에 나온 중앙값만큼 위자료를 받을 수 있나요?',
    answer:
      '아닙니다. 위자료 액수는 혼인 기간, 부정행위의 경위와 기간, 혼인 파탄 여부, 당사자의 사정 등 모든 사정을 참작해 법원이 재량으로 정합니다. 판례분석은 조건이 비슷한 사례가 어느 범위에 모여 있는지 보여 주는 참고 자료이며, 결과를 약속하지 않습니다.',
  },
  {
    question: '이혼하지 않아도 상간자에게 위자료를 청구할 수 있나요?',
    answer:
      '청구할 수 있습니다. 배우자 있는 사람과 부정행위를 해 부부공동생활을 침해한 제3자는 배우자에게 불법행위 책임을 집니다(민법 제750조, 제751조). 혼인을 유지하면 민사소송으로, 이혼 소송과 함께 청구하면 가정법원에서 다룹니다.',
  },
  {
    question: '언제까지 청구해야 하나요?',
    answer:
      '부정행위와 상대방을 안 날부터 3년, 부정행위가 있었던 날부터 10년이 지나면 청구권이 시효로 소멸합니다(민법 제766조). 기간이 얼마 남지 않았다면 서둘러 상담을 받으세요.',
  },
  {
    question: '사례는 어떻게 고른 것인가요?',
    answer:
      '판례분석의 사례는 보도된 판결 경향에 맞추어 법인이 만든 가상의 익명 사례이며, 실제 사건을 옮긴 것이 아닙니다. 사건번호는 모두 0000으로 적었고, 법인이 사례를 고치거나 더할 수 있습니다.',
  },
];

/**
 * /tool/상간녀소송/위자료소송/판례분석/해설: what raises or lowers an award, the factors compared in
 * the data set, how the analysis computes its figures, and the questions people ask. The analysis
 * itself keeps the form and the figures within the first screen's budget (decision 024).
 */
export default async function AwardGuidePage() {
  const cases = await listPublishedAwardsCached();
  const factors = cases.length > 0 ? compareFactors(cases) : [];

  return (
    <div className={`${pageContainer} py-10 desk:py-14`}>
      <Breadcrumbs
        crumbs={[
          { name: '법률 계산기', path: routes.toolIndex },
          { name: '상간자 위자료 판례분석', path: routes.affairAwardAnalysis },
          { name: '해설', path: routes.affairAwardGuide },
        ]}
      />
      <PageHeader
        eyebrow="상간자 소송 도구"
        title="상간자 위자료 판례분석 해설"
        lead={
          <p>
            위자료를 높이거나 낮추는 사정, 판례분석 자료에서 사정별로 본 중앙값, 판례분석이 중앙값과 구간을 계산하는 규칙을 설명합니다.
            위자료는 법원이 사건의 모든 사정을 참작해 재량으로 정하므로, 어느 사정도 금액을 혼자 정하지 않습니다.
          </p>
        }
      />

      <PageSection id="award-factors-title" title="위자료를 높이거나 낮추는 사정">
        <div className="grid gap-4 desk:grid-cols-2">
          <div className="rounded-2xl border border-slate-200 p-5">
            <h3 className="text-[17px] font-bold text-brand-900">높이는 사정</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-[15px] text-slate-800">
              {raising.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl border border-slate-200 p-5">
            <h3 className="text-[17px] font-bold text-brand-900">낮추거나 청구를 막는 사정</h3>
            <ul className="mt-2 list-disc space-y-1 pl-5 text-[15px] text-slate-800">
              {lowering.map((line) => (
                <li key={line}>{line}</li>
              ))}
            </ul>
          </div>
        </div>
        {factors.length > 0 && (
          <div className="mt-6 overflow-x-auto" role="region" aria-label="사정별 중앙값 비교" tabIndex={0}>
            <table className="w-full min-w-[560px] text-[14.5px]" data-testid="award-factors-table">
              <caption className="mb-2 text-left text-[14px] font-semibold text-slate-800">
                판례분석 자료에서 사정별 중앙값 비교 ({cases.length}건, 다른 사정을 통제하지 않은 단순 비교)
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="data-head">
                    사정
                  </th>
                  <th scope="col" className="data-head text-right">
                    있을 때 중앙값
                  </th>
                  <th scope="col" className="data-head text-right">
                    없을 때 중앙값
                  </th>
                </tr>
              </thead>
              <tbody>
                {factors.map((factor) => (
                  <tr key={factor.key}>
                    <th scope="row" className="data-cell text-left font-normal">
                      {factor.label}
                    </th>
                    <td className="data-num">{factor.with ? `${formatWon(factor.with.median)} (${factor.with.count}건)` : '사례 없음'}</td>
                    <td className="data-num">
                      {factor.without ? `${formatWon(factor.without.median)} (${factor.without.count}건)` : '사례 없음'}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
        <p className="mt-3 text-[14px] text-slate-700">
          판례분석에서는 혼인 기간을 {marriageBands.map((band) => band.label).join(', ')}으로, 부정행위 기간을{' '}
          {affairBands.map((band) => band.label).join(', ')}으로 나누어 고를 수 있습니다.
        </p>
      </PageSection>

      <PageSection id="award-rules-title" title="판례분석의 계산 규칙">
        <ul className="list-disc space-y-2 pl-5 text-[15px] leading-relaxed text-slate-800" data-testid="award-rules">
          <li>
            중앙값: 금액 순으로 줄 세운 가운데 사례의 금액입니다. 사례 수가 짝수이면 가운데 두 사례의 평균을 원 단위에서
            반올림합니다(0.5원은 올림).
          </li>
          <li>
            가운데 절반의 범위: 아래쪽 절반과 위쪽 절반 각각의 중앙값(1사분위, 3사분위)입니다. 사례 수가 홀수이면 가운데 사례는 어느 쪽에도
            넣지 않습니다.
          </li>
          <li>
            구간: 500만 원 단위이며 아래 경계는 포함하고 위 경계는 포함하지 않습니다(예: 1,000만 원은 ‘1,000만 ~ 1,500만 원 미만’ 구간).
            3,000만 원 이상은 한 구간으로 묶습니다.
          </li>
          <li>
            비슷한 사례: 고른 조건이 모두 같은 사례입니다. {minReliableCount}건보다 적으면 부정행위 기간, 혼인 기간, 임신, 자녀, 동거, 이혼
            순으로 조건을 하나씩 빼서 넓혀 본 사례의 수치를 함께 보여 드립니다.
          </li>
        </ul>
        <p className="mt-6">
          <Link href={routes.affairAwardAnalysis} className="more-link" data-testid="award-guide-back">
            내 상황으로 판례분석하기
          </Link>
        </p>
      </PageSection>

      <aside aria-label="근거" className="mt-10 rounded-2xl bg-slate-50 p-5 text-[14px] leading-relaxed text-slate-800">
        <p className="font-bold text-slate-900">근거</p>
        <ul className="mt-1 list-disc pl-5">
          {awardSources(cases.length > 0 ? datasetLine(cases) : null).map((source) => (
            <li key={source}>{source}</li>
          ))}
        </ul>
      </aside>

      <FaqSection faqs={faqs} />
    </div>
  );
}
