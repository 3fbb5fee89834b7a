import type { CSSProperties } from 'react';
import { formatWon } from '../domain/money';
import type { AwardAnalysis } from '../domain/award-analysis';

/**
 * The distribution of awards (issue 5, section 4) as one table whose rows draw their own bars
 * (decision 024): every case per 5,000,000-won bin, the cases like the visitor's as the dark part
 * of each bar, and the row where the typical amount for the visitor's situation falls marked in
 * words. The numbers are text, so the table is its own text alternative; the bars are CSS and
 * hidden from screen readers. It replaced an SVG chart with a second table of the same numbers.
 */

/** What the highlighted bars are: the similar cases, or the broader set when those were too few. */
function highlightName(analysis: AwardAnalysis): string {
  return analysis.highlighted === 'broader' ? '넓혀 본 사례' : '비슷한 사례';
}

/** A share of the longest bar, to a tenth of a percent. */
function share(count: number, max: number): string {
  return `${Math.round((count / max) * 1000) / 10}%`;
}

export function AwardDistribution({ analysis, filtered }: { analysis: AwardAnalysis; filtered: boolean }) {
  const max = Math.max(...analysis.bins.map((bin) => bin.count), 1);
  const placement = analysis.placement;
  const name = highlightName(analysis);
  return (
    <div className="mt-3 overflow-x-auto" role="region" aria-label="위자료 분포" tabIndex={0}>
      <table className={filtered ? 'award-dist award-dist-filtered' : 'award-dist'} data-testid="award-distribution">
        <caption className="mb-2 text-left text-[14px] text-slate-700">
          {filtered ? `구간별 사례 수. 막대 전체는 전체 사례, 진한 부분은 ${name}입니다.` : '구간별 사례 수. 막대의 길이가 사례 수입니다.'}
        </caption>
        <thead>
          <tr>
            <th scope="col" className="data-head">
              위자료 구간
            </th>
            <th scope="col" className="data-head">
              전체 사례
            </th>
            {filtered && (
              <th scope="col" className="data-head text-right">
                {name}
              </th>
            )}
          </tr>
        </thead>
        <tbody>
          {analysis.bins.map((bin) => {
            const mine = bin.index === placement?.binIndex;
            return (
              <tr key={bin.index} className={mine ? 'award-mine' : undefined}>
                <th scope="row" className="data-cell text-left font-normal">
                  {bin.label}
                  {mine && (
                    <strong className="block" data-testid="award-mine">
                      {`내 상황 중앙값 ${formatWon(placement.amount)}`}
                    </strong>
                  )}
                </th>
                <td className="data-cell">
                  <span className="award-bar-cell">
                    <span className="award-count">{`${bin.count}건`}</span>
                    <span
                      aria-hidden="true"
                      className="award-bar"
                      style={{ '--a': share(bin.count, max), '--m': share(filtered ? bin.matching : 0, max) } as CSSProperties}
                    />
                  </span>
                </td>
                {filtered && <td className="data-num">{`${bin.matching}건`}</td>}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
