import type { Metadata } from 'next';
import Link from 'next/link';
import { describedBy, FieldError } from '@/components/form/form-parts';
import { Breadcrumbs } from '@/components/breadcrumbs';
import {
  analyseAwards,
  awardQuery,
  describeFilters,
  filterName,
  filterQuestionLabel,
  filterQuestions,
  firstCaseCursor,
  minReliableCount,
  pageOfCases,
  parseAwardQuery,
  parseCaseCursor,
  type AwardAnalysis,
  type AwardCase,
  type AwardFilters,
  type AwardStats,
} from '@/features/calculators/domain/award-analysis';
import { formatWon } from '@/features/calculators/domain/money';
import { listPublishedAwardsCached } from '@/features/calculators/server/award-cached';
import { AwardDistribution } from '@/features/calculators/ui/award-chart';
import { CalculatorConsultButton } from '@/features/calculators/ui/calculator-consult-button';
import { CalculatorDisclaimer } from '@/features/calculators/ui/calculator-disclaimer';
import { PrintButton } from '@/features/calculators/ui/print-button';
import { EmptyNote, PageHeader, PageSection, pageContainer } from '@/features/content/ui/firm-page';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';
import { awardSources, datasetLine } from './award-copy';
import type { SearchParams } from '@/lib/params';

const analysisMetadata = pageMetadata(
  routes.affairAwardAnalysis,
  '상간자 위자료 판례분석',
  '혼인 기간, 이혼 여부, 자녀, 동거, 임신, 부정행위 기간으로 상간자 위자료 사례를 골라 분포와 중앙값, 사례 수를 보여 줍니다. 법원의 재량을 대신하지 않는 참고 자료입니다.',
);

export async function awardAnalysisMetadata(query: SearchParams): Promise<Metadata> {
  // Later pages of the case list point search engines back at the first.
  return parseCaseCursor(query) ? { ...analysisMetadata, robots: { index: false, follow: true } } : analysisMetadata;
}

function statsLine(stats: AwardStats): string {
  return `가운데 절반 ${formatWon(stats.q1)} ~ ${formatWon(stats.q3)}, 가장 낮은 금액 ${formatWon(stats.min)}, 가장 높은 금액 ${formatWon(stats.max)}`;
}

function consultSummary(analysis: AwardAnalysis): string {
  const lines = ['[상간자 위자료 판례분석]', `내 상황: ${describeFilters(analysis.filters)}`];
  const { stats, reliable, cases } = analysis.similar;
  if (stats) lines.push(`비슷한 사례 ${cases.length}건의 위자료 중앙값 ${formatWon(stats.median)} (${statsLine(stats)})`);
  else lines.push('비슷한 사례: 0건');
  if (!reliable && analysis.broader?.stats)
    lines.push(`사례가 적어 넓혀 본 ${analysis.broader.cases.length}건의 중앙값 ${formatWon(analysis.broader.stats.median)}`);
  lines.push('(참고용 분석이며 실제 금액은 법원이 정합니다)');
  return lines.join('\n');
}

function Figure({ label, value, note, testId }: { label: string; value: string | [string, string]; note: string; testId?: string }) {
  return (
    <div className="award-figure">
      <dt className="award-figure-label">{label}</dt>
      <dd className={typeof value === 'string' ? 'award-figure-value' : 'award-figure-value award-figure-range'} data-testid={testId}>
        {typeof value === 'string' ? (
          value
        ) : (
          <>
            <span className="whitespace-nowrap">{value[0]}</span> ~ <span className="whitespace-nowrap">{value[1]}</span>
          </>
        )}
      </dd>
      <dd className="award-figure-note">{note}</dd>
    </div>
  );
}

function CaseTable({ cases, caption }: { cases: AwardCase[]; caption: string }) {
  const yes = (value: boolean) => (value ? '예' : '아니요');
  return (
    <div className="overflow-x-auto" role="region" aria-label={caption} tabIndex={0}>
      <table className="w-full min-w-[760px] text-[14px]">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className="data-head">
              사건
            </th>
            <th scope="col" className="data-head text-right">
              위자료
            </th>
            <th scope="col" className="data-head">
              혼인·부정행위 기간
            </th>
            <th scope="col" className="data-head">
              이혼 / 자녀 / 동거 / 임신
            </th>
            <th scope="col" className="data-head">
              요약
            </th>
          </tr>
        </thead>
        <tbody>
          {cases.map((item) => (
            <tr key={item.id} data-testid="award-case-row">
              <th scope="row" className="data-cell text-left font-normal">
                {item.caseLabel}
                <span className="award-date">{`${item.decidedOn} 선고`}</span>
              </th>
              <td className="data-num font-semibold">{formatWon(item.amount)}</td>
              {/* Template strings: one text per cell in the RSC payload rather than a piece per value. */}
              <td className="data-cell">{`혼인 ${item.marriageYears}년 · ${item.affairMonths}개월`}</td>
              <td className="data-cell">
                {[item.divorced, item.hasMinorChildren, item.cohabitation, item.pregnancy].map(yes).join(' / ')}
              </td>
              <td className="data-cell min-w-[260px]">{item.summary}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The address of a page of the case list: the filters, then the keyset; scrolled to the list. */
function casesHref(filters: AwardFilters, after: string): string {
  const query = new URLSearchParams(awardQuery(filters));
  query.set('after', after);
  return `${routes.affairAwardAnalysis}?${query}#award-cases`;
}

/** /tool/상간녀소송/위자료소송/판례분석: the distribution of past awards and the visitor's situation on it (issue 5, section 4). */
export async function AwardAnalysisView({ query }: { query: SearchParams }) {
  const { filters, ignored } = parseAwardQuery(query);
  const after = parseCaseCursor(query);
  const cases = await listPublishedAwardsCached();
  const analysis = analyseAwards(cases, filters);
  const filtered = Object.keys(filters).length > 0;
  const dataset = datasetLine(cases);
  const { similar, broader } = analysis;
  const headline = similar.reliable ? similar.stats : (broader?.stats ?? similar.stats);
  const casePage = pageOfCases(similar.cases, after);
  const casesTitle = filtered ? `비슷한 사례 ${similar.cases.length}건` : `전체 사례 ${cases.length}건`;

  return (
    <div className={`${pageContainer} py-10 desk:py-14`}>
      <Breadcrumbs
        crumbs={[
          { name: '법률 계산기', path: routes.toolIndex },
          { name: '상간자 위자료 판례분석', path: routes.affairAwardAnalysis },
        ]}
      />
      <PageHeader
        eyebrow="상간자 소송 도구"
        title="상간자 위자료 판례분석"
        lead={
          <>
            <p>
              배우자의 부정행위 상대방에게 인정된 위자료가 어느 범위에 모여 있는지, 내 상황과 비슷한 사례는 얼마였는지 보여 줍니다. 위자료는
              법원이 사건의 모든 사정을 참작해 재량으로 정하므로, 이 분석은 참고 자료일 뿐 결과를 약속하지 않습니다.
            </p>
            <p className="mt-3 text-[15px]" data-testid="award-dataset">
              분석에 쓰는 자료: 법인이 관리하는 <strong>{dataset}</strong>. 보도된 판결 경향(대개 500만~3,000만 원, 가장 흔한 범위는
              1,000만~2,000만 원, 3,000만 원을 넘는 경우는 드묾)에 맞추어 만든 예시이며, 실제 사건을 옮긴 것이 아닙니다.
            </p>
          </>
        }
      />

      {cases.length === 0 ? (
        <div className="mt-10">
          <EmptyNote>지금은 게시한 사례가 없어 분석을 보여 드릴 수 없습니다. 위자료 범위가 궁금하시면 상담으로 문의해 주세요.</EmptyNote>
        </div>
      ) : (
        <>
          <section aria-labelledby="award-form-title" className="no-print mt-10 rounded-2xl bg-slate-50 p-5 desk:p-7">
            <h2 id="award-form-title" className="text-[20px] font-bold text-brand-900">
              내 상황 고르기
            </h2>
            <p className="mt-1 text-[14.5px] text-slate-700">
              모르거나 상관없는 항목은 ‘상관없음’으로 두세요. 고른 조건이 모두 같은 사례만 비슷한 사례로 셉니다.
            </p>
            {ignored.length > 0 && (
              <div
                role="alert"
                className="mt-4 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-[14.5px] text-red-900"
                data-testid="award-errors"
              >
                <p className="font-semibold">주소에 알 수 없는 값이 있어 ‘상관없음’으로 보았습니다.</p>
                <ul className="mt-1 list-disc pl-5">
                  {ignored.map((key) => (
                    <li key={key}>
                      <a href={`#award-${key}`} className="underline">
                        {filterQuestionLabel(key)}
                      </a>
                    </li>
                  ))}
                </ul>
              </div>
            )}
            <form method="get" action={routes.affairAwardAnalysis} className="mt-5" data-testid="award-form">
              <div className="grid gap-4 call:grid-cols-2 desk:grid-cols-3">
                {filterQuestions.map((question) => {
                  const invalid = ignored.includes(question.key);
                  return (
                    <div key={question.key}>
                      <label htmlFor={`award-${question.key}`} className="award-label">
                        {question.label}
                      </label>
                      <select
                        id={`award-${question.key}`}
                        name={question.key}
                        defaultValue={filters[question.key] ?? ''}
                        aria-invalid={invalid ? true : undefined}
                        aria-describedby={describedBy(`award-${question.key}`, false, invalid)}
                        className="calc-select mt-1.5"
                      >
                        <option value="">상관없음</option>
                        {question.options.map((option) => (
                          <option key={option.value} value={option.value}>
                            {option.label}
                          </option>
                        ))}
                      </select>
                      <FieldError
                        look="calculator"
                        id={`award-${question.key}`}
                        message={invalid ? '알 수 없는 값이라 ‘상관없음’으로 보았습니다. 다시 골라 주세요.' : undefined}
                      />
                    </div>
                  );
                })}
              </div>
              <div className="mt-5 flex flex-wrap gap-3">
                <button
                  type="submit"
                  className="inline-flex h-12 items-center justify-center rounded-xl bg-brand-700 px-6 text-[16px] font-bold text-white hover:bg-brand-800"
                >
                  분석하기
                </button>
                {filtered && (
                  <Link
                    href={routes.affairAwardAnalysis}
                    className="inline-flex h-12 items-center justify-center rounded-xl px-5 text-[16px] font-semibold text-brand-800 ring-1 ring-slate-300 hover:ring-brand-600"
                  >
                    조건 지우기
                  </Link>
                )}
              </div>
            </form>
          </section>

          <PageSection id="award-result-title" title={filtered ? '내 상황과 비슷한 사례' : '전체 사례의 분포'}>
            <p className="text-[15.5px] text-slate-800" data-testid="award-situation">
              조건: <strong>{describeFilters(filters)}</strong>
            </p>
            {!similar.reliable && (
              <div
                className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-5 text-[15px] leading-relaxed text-slate-900"
                data-testid="award-unreliable"
              >
                <p className="font-bold">조건이 모두 같은 사례가 {similar.cases.length}건뿐이라 이 숫자는 믿을 만하지 않습니다.</p>
                <p className="mt-1">
                  {minReliableCount}건 이상이 모이도록
                  {broader && broader.dropped.length > 0 ? ` ‘${broader.dropped.map(filterName).join('’, ‘')}’ 조건을 빼고` : ''} 넓혀 본
                  사례 {broader?.cases.length ?? 0}건의 수치를 함께 보여 드립니다(조건: {describeFilters(broader?.filters ?? {})}).
                </p>
              </div>
            )}
            {headline ? (
              <dl className="mt-5 grid gap-3 call:grid-cols-3">
                <Figure
                  label={similar.reliable ? '위자료 중앙값' : '넓혀 본 사례의 중앙값'}
                  value={formatWon(headline.median)}
                  note={`${headline.count}건 기준`}
                  testId="award-median"
                />
                <Figure
                  label="가운데 절반의 범위"
                  value={[formatWon(headline.q1), formatWon(headline.q3)]}
                  note={`${headline.count}건 기준, 1사분위~3사분위`}
                />
                <Figure
                  label="가장 낮은 금액 ~ 가장 높은 금액"
                  value={[formatWon(headline.min), formatWon(headline.max)]}
                  note={`${headline.count}건 기준`}
                />
              </dl>
            ) : null}
            <p className="mt-3 text-[15px] text-slate-800" data-testid="award-count">
              {filtered ? (
                <>
                  조건이 모두 같은 사례 <strong>{similar.cases.length}건</strong>
                  {similar.stats && similar.reliable
                    ? ''
                    : similar.stats
                      ? ` (이 사례들만의 중앙값 ${formatWon(similar.stats.median)})`
                      : ''}{' '}
                  / 전체 {cases.length}건
                </>
              ) : (
                <>
                  전체 <strong>{cases.length}건</strong> 기준
                </>
              )}
            </p>
            {analysis.placement && (
              <p className="mt-2 text-[15px] text-slate-800">
                전체 {analysis.placement.total}건 가운데 {analysis.placement.below}건은 이 중앙값({formatWon(analysis.placement.amount)}
                )보다 낮고, {analysis.placement.above}건은 높습니다.
              </p>
            )}

            <h3 className="mt-8 text-[18px] font-bold text-brand-900">위자료 분포</h3>
            <AwardDistribution analysis={analysis} filtered={filtered} />

            <p className="mt-4 text-[14.5px] text-slate-700">
              중앙값과 구간을 계산하는 규칙, 위자료를 높이거나 낮추는 사정과 사정별 중앙값 비교는{' '}
              <Link href={routes.affairAwardGuide} className="text-link" data-testid="award-guide-link">
                판례분석 해설
              </Link>
              에 있습니다.
            </p>

            {/* The list is its own address (decision 022): the first screen carries the figures, not the cases. */}
            {similar.cases.length > 0 && after === null && (
              <p className="mt-6">
                <Link href={casesHref(filters, firstCaseCursor)} prefetch={false} className="more-link" data-testid="award-cases-open">
                  {`${casesTitle} 보기`}
                </Link>
              </p>
            )}
            {similar.cases.length > 0 && after !== null && (
              <section
                id="award-cases"
                aria-labelledby="award-cases-title"
                className="mt-6 scroll-mt-6 rounded-2xl border border-slate-200 bg-white p-5"
              >
                <h3 id="award-cases-title" className="text-[17px] font-bold text-brand-900">
                  {casesTitle}
                </h3>
                <p className="mt-4 text-[14px] text-slate-700" data-testid="award-cases-range">
                  {casePage.items.length > 0
                    ? `위자료가 낮은 사례부터 ${casePage.from}~${casePage.from + casePage.items.length - 1}번째 사례 (모두 ${similar.cases.length}건)`
                    : '더 보여 드릴 사례가 없습니다.'}
                </p>
                {casePage.items.length > 0 && (
                  <div className="mt-3">
                    <CaseTable cases={casePage.items} caption={filtered ? '내 상황과 비슷한 사례 목록' : '전체 사례 목록'} />
                  </div>
                )}
                {(casePage.from > 1 || casePage.nextCursor) && (
                  <nav aria-label="사례 목록 페이지" className="mt-4 flex justify-between text-[15px] font-semibold">
                    {/* No prefetch: Next 16.4 left the page as it was after a click on a prefetched link that
                        differs only in its query and carries a hash (the URL changed, the list did not). */}
                    {casePage.from > 1 ? (
                      <Link href={casesHref(filters, firstCaseCursor)} prefetch={false} className="text-link">
                        처음으로
                      </Link>
                    ) : (
                      <span />
                    )}
                    {casePage.nextCursor && (
                      <Link
                        href={casesHref(filters, casePage.nextCursor)}
                        prefetch={false}
                        className="text-link"
                        data-testid="award-cases-next"
                      >
                        다음 사례 보기
                      </Link>
                    )}
                  </nav>
                )}
              </section>
            )}

            <div className="no-print mt-8 flex flex-wrap items-center gap-3">
              <CalculatorConsultButton summary={consultSummary(analysis)} category="상간자" label="이 분석으로 상담 신청" />
              <PrintButton />
            </div>
            <p className="mt-3 text-[14px] text-slate-700">이 주소를 저장하거나 공유하면 같은 결과를 다시 볼 수 있습니다.</p>
          </PageSection>

          <CalculatorDisclaimer sources={awardSources(dataset)} />
        </>
      )}
    </div>
  );
}
