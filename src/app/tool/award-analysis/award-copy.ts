import type { AwardCase } from '@/features/calculators/domain/award-analysis';

/** What the analysis and its explanation (해설) both say about the data set and their grounds. */

/** The data set in one phrase: all fictional, or how many of the published cases are. */
export function datasetLine(cases: AwardCase[]): string {
  const fictional = cases.filter((item) => item.caseLabel.includes('(가상)')).length;
  return fictional === cases.length
    ? `가상의 익명 사례 ${cases.length}건`
    : `익명 처리한 사례 ${cases.length}건(그중 가상 사례 ${fictional}건)`;
}

/** The grounds both pages list; the data set's line only when there is one. */
export function awardSources(dataset: string | null): string[] {
  const sources = [
    '민법 제750조(불법행위의 내용), 제751조(재산 이외의 손해의 배상)',
    '대법원 2005. 5. 13. 선고 2004다1899 판결(부부공동생활을 침해한 제3자의 불법행위 책임)',
    '대법원 2014. 11. 20. 선고 2011므2997 전원합의체 판결(혼인이 이미 파탄된 뒤의 부정행위)',
  ];
  if (dataset) sources.push(`분석 자료: 법인이 관리하는 ${dataset}(실제 사건이 아니며, 법원은 사건마다 재량으로 위자료를 정합니다)`);
  return sources;
}
