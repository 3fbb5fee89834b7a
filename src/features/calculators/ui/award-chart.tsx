import { binCount, binWidth, type AwardAnalysis, type Bin } from '../domain/award-analysis';
import { formatWon } from '../domain/money';

/**
 * The distribution of awards as a server-rendered SVG bar chart (issue 5, section 4): every case
 * per 5,000,000-won bin, the cases like the visitor's highlighted, and a line where the typical
 * amount for the visitor's situation falls. The SVG is one image with a spoken summary; the table
 * below it carries the same numbers as text.
 */

const width = 720;
const height = 300;
const margin = { top: 40, right: 16, bottom: 52, left: 44 };
const plotWidth = width - margin.left - margin.right;
const plotHeight = height - margin.top - margin.bottom;
const slot = plotWidth / binCount;
/** Coordinates to a tenth of a unit: finer digits change nothing on screen and only lengthen the markup. */
const tenth = (value: number) => Math.round(value * 10) / 10;
const barGap = 10;

const colors = { all: '#9db3cf', allStroke: '#234b7a', match: '#96431f', axis: '#475569', text: '#334155', marker: '#0d1e33' };

function niceMax(value: number): number {
  if (value <= 5) return 5;
  const step = value <= 20 ? 5 : 10;
  return Math.ceil(value / step) * step;
}

function manwon(won: number): string {
  return (won / 10_000).toLocaleString('ko-KR');
}

/** What the highlighted bars are: the similar cases, or the broader set when those were too few. */
export function highlightName(analysis: AwardAnalysis): string {
  return analysis.highlighted === 'broader' ? '넓혀 본 사례' : '비슷한 사례';
}

export function chartSummary(analysis: AwardAnalysis, filtered: boolean): string {
  const total = analysis.total?.count ?? 0;
  const parts = analysis.bins.map(
    (bin) => `${bin.label} ${bin.count}건${filtered ? `(${highlightName(analysis)} ${bin.matching}건)` : ''}`,
  );
  const placement = analysis.placement
    ? ` 내 상황의 대표 금액(중앙값) ${formatWon(analysis.placement.amount)}은 ${analysis.bins[analysis.placement.binIndex]!.label} 구간에 있습니다.`
    : '';
  return `위자료 분포 막대그래프, 전체 ${total}건: ${parts.join(', ')}.${placement}`;
}

/** x of an amount on the chart: linear inside its bin; the open last bin spans 30–35 million. */
function xOf(amount: number): number {
  const capped = Math.min(amount, binCount * binWidth - 1);
  return tenth(margin.left + (capped / binWidth) * slot);
}

export function AwardChart({ analysis, filtered }: { analysis: AwardAnalysis; filtered: boolean }) {
  const bins = analysis.bins;
  const yMax = niceMax(Math.max(...bins.map((bin) => bin.count), 1));
  const ticks = Array.from({ length: 6 }, (_, index) => Math.round((yMax / 5) * index));
  const y = (count: number) => tenth(margin.top + plotHeight - (count / yMax) * plotHeight);
  const placement = analysis.placement;

  return (
    <figure className="mt-2" data-testid="award-chart">
      {/* On a phone the chart keeps a readable size and scrolls sideways inside its own box. */}
      <div className="overflow-x-auto" role="region" aria-label="위자료 분포 그래프" tabIndex={0}>
        <svg
          role="img"
          aria-label={chartSummary(analysis, filtered)}
          viewBox={`0 0 ${width} ${height}`}
          className="h-auto w-full min-w-[600px] max-w-[760px]"
          data-testid="award-chart-svg"
          fontSize="12"
          fill={colors.text}
        >
          {/* Text attributes set once on groups (inherited), since the SVG is sent twice: in the HTML and the RSC payload. */}
          <g stroke="#e2e8f0">
            {ticks.map((tick) => (
              <line key={tick} x1={margin.left} x2={width - margin.right} y1={y(tick)} y2={y(tick)} />
            ))}
          </g>
          <g textAnchor="end">
            {ticks.map((tick) => (
              <text key={tick} x={margin.left - 8} y={y(tick) + 4}>
                {tick}
              </text>
            ))}
          </g>
          <text x={12} y={margin.top - 16}>
            사례 수(건)
          </text>
          <g stroke={colors.allStroke} fill={filtered ? colors.all : colors.allStroke}>
            {bins.map((bin: Bin) =>
              bin.count > 0 ? (
                <rect
                  key={bin.index}
                  x={tenth(margin.left + bin.index * slot + barGap / 2)}
                  y={y(bin.count)}
                  width={tenth(slot - barGap)}
                  height={tenth(y(0) - y(bin.count))}
                />
              ) : null,
            )}
          </g>
          {filtered && (
            <g fill={colors.match}>
              {bins.map((bin: Bin) =>
                bin.matching > 0 ? (
                  <rect
                    key={bin.index}
                    x={tenth(margin.left + bin.index * slot + barGap / 2 + 8)}
                    y={y(bin.matching)}
                    width={tenth(slot - barGap - 16)}
                    height={tenth(y(0) - y(bin.matching))}
                  />
                ) : null,
              )}
            </g>
          )}
          <line x1={margin.left} x2={width - margin.right} y1={y(0)} y2={y(0)} stroke={colors.axis} />
          <g textAnchor="middle">
            {Array.from({ length: binCount }, (_, index) => (
              <text key={index} x={tenth(margin.left + index * slot)} y={y(0) + 18}>
                {manwon(index * binWidth)}
              </text>
            ))}
            <text x={tenth(margin.left + (binCount - 0.5) * slot)} y={y(0) + 18}>
              이상
            </text>
            <text x={margin.left + plotWidth / 2} y={height - 8}>
              인정된 위자료(만 원)
            </text>
          </g>
          {placement && (
            <g data-testid="award-chart-marker">
              <line
                x1={xOf(placement.amount)}
                x2={xOf(placement.amount)}
                y1={margin.top - 4}
                y2={y(0)}
                stroke={colors.marker}
                strokeWidth="2"
                strokeDasharray="5 4"
              />
              <text
                x={Math.min(Math.max(xOf(placement.amount), margin.left + 90), width - margin.right - 90)}
                y={margin.top - 10}
                textAnchor="middle"
                fontSize="12.5"
                fontWeight="700"
                fill={colors.marker}
              >
                내 상황 중앙값 {manwon(placement.amount)}만 원
              </text>
            </g>
          )}
          {/* The counts last, with a white halo, so the marker line never hides them. */}
          <g textAnchor="middle" fontWeight="600" stroke="#ffffff" strokeWidth="4" paintOrder="stroke">
            {bins.map((bin) => (
              <text key={bin.index} x={tenth(margin.left + bin.index * slot + slot / 2)} y={tenth(y(bin.count) - 6)}>
                {filtered ? `${bin.matching}/${bin.count}` : bin.count}
              </text>
            ))}
          </g>
        </svg>
      </div>
      <figcaption className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-[13.5px] text-slate-700">
        <span className="inline-flex items-center gap-1.5">
          <span
            aria-hidden="true"
            className="inline-block h-3 w-4 border border-brand-600"
            style={{ background: filtered ? colors.all : colors.allStroke }}
          />
          전체 사례
        </span>
        {filtered && (
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-3 w-4" style={{ background: colors.match }} />
            {analysis.highlighted === 'broader' ? '조건을 넓혀 본 사례' : '내 상황과 비슷한 사례'} (막대 위 숫자: {highlightName(analysis)}
            /전체 사례)
          </span>
        )}
        {placement && (
          <span className="inline-flex items-center gap-1.5">
            <span aria-hidden="true" className="inline-block h-0 w-4 border-t-2 border-dashed border-brand-900" />내 상황의 대표
            금액(중앙값)
          </span>
        )}
      </figcaption>
    </figure>
  );
}

/** The chart's numbers as a table: the text alternative anyone can read. */
export function AwardBinsTable({ analysis, filtered }: { analysis: AwardAnalysis; filtered: boolean }) {
  const placementBin = analysis.placement?.binIndex;
  return (
    <div className="mt-4 overflow-x-auto" role="region" aria-label="구간별 사례 수 표" tabIndex={0}>
      <table className="w-full min-w-[420px] text-[14.5px]" data-testid="award-bins-table">
        <caption className="mb-2 text-left text-[14px] font-semibold text-slate-800">구간별 사례 수 (그래프의 내용을 표로 옮긴 것)</caption>
        <thead>
          <tr>
            <th scope="col" className="data-head">
              위자료 구간
            </th>
            <th scope="col" className="data-head text-right">
              전체 사례
            </th>
            {filtered && (
              <th scope="col" className="data-head text-right">
                {highlightName(analysis)}
              </th>
            )}
            <th scope="col" className="data-head">
              내 상황
            </th>
          </tr>
        </thead>
        <tbody>
          {analysis.bins.map((bin) => (
            <tr key={bin.index} className={bin.index === placementBin ? 'bg-amber-50' : undefined}>
              <th scope="row" className="data-cell text-left font-normal">
                {bin.label}
              </th>
              <td className="data-cell text-right tabular-nums">{bin.count}건</td>
              {filtered && <td className="data-cell text-right tabular-nums">{bin.matching}건</td>}
              <td className="data-cell">
                {bin.index === placementBin ? `대표 금액 ${formatWon(analysis.placement!.amount)}이 이 구간에 있습니다` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
