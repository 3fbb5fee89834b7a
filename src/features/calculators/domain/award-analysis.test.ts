import { describe, expect, it } from 'vitest';
import { demoAffairAwards } from '../demo/affair-awards';
import {
  affairBandOf,
  analyseAwards,
  awardQuery,
  awardStats,
  binIndexOf,
  binLabel,
  compareFactors,
  describeFilters,
  encodeCaseCursor,
  filterCases,
  firstCaseCursor,
  histogram,
  marriageBandOf,
  medianOfSorted,
  pageOfCases,
  parseAwardQuery,
  parseCaseCursor,
  type AwardCase,
} from './award-analysis';

let nextId = 1;
function award(amount: number, overrides: Partial<AwardCase> = {}): AwardCase {
  return {
    id: nextId++,
    caseLabel: '서울가정법원 2024드단0000 (가상)',
    court: '서울가정법원',
    decidedOn: '2024-05-01',
    amount,
    marriageYears: 8,
    divorced: false,
    hasMinorChildren: false,
    affairMonths: 8,
    cohabitation: false,
    pregnancy: false,
    knewOfMarriage: true,
    continuedAfterDiscovery: false,
    summary: '시험용 사례',
    ...overrides,
  };
}

const demo: AwardCase[] = demoAffairAwards.map((item, index) => ({ ...item, id: index + 1 }));

describe('median', () => {
  it('takes the middle case of an odd count', () => {
    expect(medianOfSorted([5_000_000, 12_000_000, 30_000_000])).toBe(12_000_000);
  });

  it('averages the two middle cases of an even count, rounding half-up to the won', () => {
    expect(medianOfSorted([10_000_000, 15_000_000])).toBe(12_500_000);
    expect(medianOfSorted([1, 2])).toBe(2); // 1.5 → 2
    expect(medianOfSorted([10_000_000, 10_000_001])).toBe(10_000_001); // 10,000,000.5 → 10,000,001
    expect(medianOfSorted([3, 4, 8, 9])).toBe(6);
  });

  it('has none for no cases', () => {
    expect(medianOfSorted([])).toBeNull();
    expect(awardStats([])).toBeNull();
  });
});

describe('awardStats', () => {
  it('gives the count, the extremes and the quartiles as medians of the halves', () => {
    const stats = awardStats([7, 1, 5, 3, 9].map((n) => award(n * 1_000_000)));
    // sorted 1 3 5 7 9: lower half 1 3, upper half 7 9
    expect(stats).toEqual({ count: 5, min: 1_000_000, max: 9_000_000, q1: 2_000_000, median: 5_000_000, q3: 8_000_000 });
  });

  it('treats a single case as every figure', () => {
    expect(awardStats([award(15_000_000)])).toEqual({
      count: 1,
      min: 15_000_000,
      max: 15_000_000,
      q1: 15_000_000,
      median: 15_000_000,
      q3: 15_000_000,
    });
  });
});

describe('bins', () => {
  it.each([
    [0, 0],
    [4_999_999, 0],
    [5_000_000, 1],
    [10_000_000, 2],
    [19_999_999, 3],
    [29_999_999, 5],
    [30_000_000, 6],
    [80_000_000, 6],
  ])('puts %i won in bin %i (lower bound included)', (amount, index) => expect(binIndexOf(amount)).toBe(index));

  it('labels the bins in 만 원', () => {
    expect(binLabel(0)).toBe('500만 원 미만');
    expect(binLabel(2)).toBe('1,000만 ~ 1,500만 원 미만');
    expect(binLabel(6)).toBe('3,000만 원 이상');
  });

  it('counts every case and the matching ones', () => {
    const all = [award(4_000_000), award(12_000_000), award(14_000_000), award(45_000_000)];
    const bins = histogram(all, [all[1]!]);
    expect(bins.map((bin) => bin.count)).toEqual([1, 0, 2, 0, 0, 0, 1]);
    expect(bins.map((bin) => bin.matching)).toEqual([0, 0, 1, 0, 0, 0, 0]);
    expect(bins[6]!.to).toBeNull();
  });
});

describe('filters', () => {
  it('puts marriage and affair lengths in their bands at the boundaries', () => {
    expect([0, 4, 5, 9, 10, 19, 20, 35].map(marriageBandOf)).toEqual(['0-4', '0-4', '5-9', '5-9', '10-19', '10-19', '20up', '20up']);
    expect([0, 5, 6, 11, 12, 35, 36, 120].map(affairBandOf)).toEqual(['0-5', '0-5', '6-11', '6-11', '12-35', '12-35', '36up', '36up']);
  });

  it('keeps only the cases with every given answer', () => {
    const a = award(10_000_000, { cohabitation: true, divorced: true, marriageYears: 12 });
    const b = award(11_000_000, { cohabitation: true, divorced: false, marriageYears: 12 });
    const c = award(12_000_000, { cohabitation: false, divorced: true, marriageYears: 3, affairMonths: 40 });
    expect(filterCases([a, b, c], {})).toEqual([a, b, c]);
    expect(filterCases([a, b, c], { cohabitation: 'yes' })).toEqual([a, b]);
    expect(filterCases([a, b, c], { cohabitation: 'yes', divorced: 'yes' })).toEqual([a]);
    expect(filterCases([a, b, c], { marriage: '10-19' })).toEqual([a, b]);
    expect(filterCases([a, b, c], { affair: '36up' })).toEqual([c]);
    expect(filterCases([a, b, c], { children: 'yes' })).toEqual([]);
  });

  it('describes the answers in words', () => {
    expect(describeFilters({})).toBe('조건 없음(전체 사례)');
    expect(describeFilters({ divorced: 'yes', cohabitation: 'yes', marriage: '10-19' })).toBe(
      '이혼(혼인 파탄) · 동거 있음 · 혼인 10년 이상 20년 미만',
    );
  });
});

describe('analyseAwards', () => {
  const base = [
    ...[8, 10, 12, 14, 16, 18].map((m) => award(m * 1_000_000)),
    ...[20, 24, 26].map((m) => award(m * 1_000_000, { cohabitation: true })),
    award(35_000_000, { cohabitation: true, pregnancy: true }),
  ];

  it('gives the similar cases, their figures and where their typical amount falls among all cases', () => {
    const result = analyseAwards(base, { cohabitation: 'no' });
    expect(result.similar.stats).toMatchObject({ count: 6, median: 13_000_000 });
    expect(result.similar.reliable).toBe(true);
    expect(result.broader).toBeNull();
    expect(result.placement).toEqual({ amount: 13_000_000, binIndex: 2, below: 3, above: 7, total: 10 });
    expect(result.bins.map((bin) => bin.matching)).toEqual([0, 1, 3, 2, 0, 0, 0]);
  });

  it('marks fewer than five matching cases as unreliable and shows a broader set, setting aside the finest answers first', () => {
    const result = analyseAwards(base, { cohabitation: 'yes', pregnancy: 'yes' });
    expect(result.similar.cases).toHaveLength(1);
    expect(result.similar.reliable).toBe(false);
    expect(result.broader).not.toBeNull();
    // pregnancy goes first, still only 4 cohabitation cases; then cohabitation: all 10.
    expect(result.broader!.dropped).toEqual(['pregnancy', 'cohabitation']);
    expect(result.broader!.filters).toEqual({});
    expect(result.broader!.stats!.count).toBe(10);
    expect(result.placement!.amount).toBe(result.broader!.stats!.median);
    // The chart highlights the set the typical amount comes from.
    expect(result.highlighted).toBe('broader');
    expect(result.bins.reduce((sum, bin) => sum + bin.matching, 0)).toBe(10);
  });

  it('stops broadening as soon as five cases match', () => {
    const cases = [...base, award(22_000_000, { cohabitation: true })];
    const result = analyseAwards(cases, { cohabitation: 'yes', pregnancy: 'yes' });
    expect(result.broader!.dropped).toEqual(['pregnancy']);
    expect(result.broader!.filters).toEqual({ cohabitation: 'yes' });
    expect(result.broader!.stats!.count).toBe(5);
  });

  it('without answers shows every case, no highlighted bars', () => {
    const result = analyseAwards(base, {});
    expect(result.similar.stats!.count).toBe(10);
    expect(result.bins.every((bin) => bin.matching === 0)).toBe(true);
    expect(result.highlighted).toBe('none');
  });

  it('handles an empty data set', () => {
    const result = analyseAwards([], { divorced: 'yes' });
    expect(result.total).toBeNull();
    expect(result.placement).toBeNull();
    expect(result.broader!.cases).toEqual([]);
  });
});

describe('the URL codec', () => {
  it('round-trips the answers', () => {
    const filters = { divorced: 'yes', children: 'no', cohabitation: 'yes', pregnancy: 'no', marriage: '10-19', affair: '36up' } as const;
    expect(awardQuery(filters)).toBe('divorced=yes&children=no&cohabitation=yes&pregnancy=no&marriage=10-19&affair=36up');
    expect(parseAwardQuery(new URLSearchParams(awardQuery(filters)))).toEqual({ filters, ignored: [] });
  });

  it('reads blanks as any and sets aside unknown values', () => {
    expect(parseAwardQuery({ divorced: '', cohabitation: 'maybe', marriage: ['5-9', '0-4'] })).toEqual({
      filters: { marriage: '5-9' },
      ignored: ['cohabitation'],
    });
    expect(awardQuery({})).toBe('');
  });
});

describe('the case list pages', () => {
  // In list order: amount, then id, as listPublishedAwards sorts; two cases share 12,000,000 won.
  const cases = [5, 8, 12, 12, 15, 20, 25, 30, 40, 50, 60, 70].map((manwon, index) => award(manwon * 1_000_000, { id: 100 + index }));

  it('shows the first page without a cursor and names the last case shown as the next cursor', () => {
    const page = pageOfCases(cases, null, 5);
    expect(page.items.map((item) => item.id)).toEqual([100, 101, 102, 103, 104]);
    expect(page.from).toBe(1);
    expect(page.nextCursor).toBe('15000000-104');
  });

  it('continues after the cursor, past a case with the same amount, and ends without a next cursor', () => {
    expect(pageOfCases(cases, { amount: 12_000_000, id: 102 }, 5).items.map((item) => item.id)).toEqual([103, 104, 105, 106, 107]);
    const last = pageOfCases(cases, parseCaseCursor({ after: '40000000-108' }), 5);
    expect(last.items.map((item) => item.id)).toEqual([109, 110, 111]);
    expect(last.from).toBe(10);
    expect(last.nextCursor).toBeNull();
    // A full last page has no next page either.
    expect(pageOfCases(cases, { amount: 30_000_000, id: 107 }, 4).nextCursor).toBeNull();
  });

  it('finds the place of a cursor whose case is gone, and has nothing past the end', () => {
    expect(pageOfCases(cases, { amount: 13_000_000, id: 1 }, 2).items.map((item) => item.id)).toEqual([104, 105]);
    expect(pageOfCases(cases, { amount: 90_000_000, id: 1 }, 5)).toEqual({ items: [], from: cases.length + 1, nextCursor: null });
  });

  it('reads the first-page cursor as before every case, and anything else that is not a cursor as none', () => {
    expect(pageOfCases(cases, parseCaseCursor({ after: firstCaseCursor }), 5).items[0]!.id).toBe(100);
    expect(parseCaseCursor({ after: encodeCaseCursor({ amount: 15_000_000, id: 104 }) })).toEqual({ amount: 15_000_000, id: 104 });
    for (const after of [undefined, '', '15000000', '-1-2', '1.5-2', 'a-1', '99999999999-1', '1-3000000000', ["1-2'", '1-2']])
      expect(parseCaseCursor({ after }), String(after)).toBeNull();
  });
});

describe('the demo data set', () => {
  it('has at least 64 clearly fictional cases', () => {
    expect(demo.length).toBeGreaterThanOrEqual(64);
    for (const item of demo) {
      expect(item.caseLabel).toMatch(/0000 \(가상\)$/);
      expect(item.decidedOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(Number.isInteger(item.amount)).toBe(true);
    }
  });

  it('follows the reported pattern: mostly 10–20 million won, above 30 million only with strong aggravating factors', () => {
    const inRange = demo.filter((item) => item.amount >= 10_000_000 && item.amount <= 20_000_000).length;
    expect(inRange / demo.length).toBeGreaterThan(0.5);
    const stats = awardStats(demo)!;
    expect(stats.median).toBeGreaterThanOrEqual(10_000_000);
    expect(stats.median).toBeLessThanOrEqual(20_000_000);
    for (const item of demo.filter((entry) => entry.amount > 30_000_000)) {
      const aggravating = [
        item.cohabitation,
        item.pregnancy,
        item.continuedAfterDiscovery,
        item.affairMonths >= 36,
        item.divorced,
        item.marriageYears >= 10 && item.hasMinorChildren,
      ];
      expect(aggravating.filter(Boolean).length).toBeGreaterThanOrEqual(4);
    }
  });

  it('shows higher awards with cohabitation and lower ones where the partner did not know of the marriage', () => {
    const factors = Object.fromEntries(compareFactors(demo).map((factor) => [factor.key, factor]));
    expect(factors.cohabitation!.with!.median).toBeGreaterThan(factors.cohabitation!.without!.median);
    expect(factors.knewOfMarriage!.with!.median).toBeGreaterThan(factors.knewOfMarriage!.without!.median);
    // Every factor the reference lists as raising an award does so in the data set.
    for (const factor of Object.values(factors)) expect(factor.with!.median, factor.label).toBeGreaterThan(factor.without!.median);
  });
});
