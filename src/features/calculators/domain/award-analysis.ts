import type { Query } from './query';

/**
 * The analysis of past awards against the affair partner (issue 5, section 4; calculators.md
 * section 4). Pure: the page and the tests hand it the published cases. Every figure carries the
 * number of cases behind it; amounts are whole won and the one division (the median of an even
 * count) is rounded half-up to the won.
 */

export type AwardCase = {
  id: number;
  caseLabel: string;
  court: string;
  decidedOn: string;
  amount: number;
  marriageYears: number;
  divorced: boolean;
  hasMinorChildren: boolean;
  affairMonths: number;
  cohabitation: boolean;
  pregnancy: boolean;
  knewOfMarriage: boolean;
  continuedAfterDiscovery: boolean;
  summary: string;
};

/** A case as stored and edited, without its id. */
export type AwardCaseData = Omit<AwardCase, 'id'>;

export type YesNo = 'yes' | 'no';

export const marriageBands = [
  { value: '0-4', label: '5년 미만', min: 0, max: 4 },
  { value: '5-9', label: '5년 이상 10년 미만', min: 5, max: 9 },
  { value: '10-19', label: '10년 이상 20년 미만', min: 10, max: 19 },
  { value: '20up', label: '20년 이상', min: 20, max: Number.POSITIVE_INFINITY },
] as const;

export const affairBands = [
  { value: '0-5', label: '6개월 미만', min: 0, max: 5 },
  { value: '6-11', label: '6개월 이상 1년 미만', min: 6, max: 11 },
  { value: '12-35', label: '1년 이상 3년 미만', min: 12, max: 35 },
  { value: '36up', label: '3년 이상', min: 36, max: Number.POSITIVE_INFINITY },
] as const;

export type MarriageBand = (typeof marriageBands)[number]['value'];
export type AffairBand = (typeof affairBands)[number]['value'];

/** The visitor's answers; an absent key is '상관없음' (any). */
export type AwardFilters = {
  divorced?: YesNo;
  children?: YesNo;
  cohabitation?: YesNo;
  pregnancy?: YesNo;
  marriage?: MarriageBand;
  affair?: AffairBand;
};

export type FilterKey = keyof AwardFilters;

/** The questions in the order the form asks them; the URL uses the same keys. */
export const filterQuestions: Array<{ key: FilterKey; label: string; options: Array<{ value: string; label: string }> }> = [
  {
    key: 'divorced',
    label: '이혼했거나 이혼 소송 중인가요?',
    options: [
      { value: 'yes', label: '예 (혼인 파탄, 이혼)' },
      { value: 'no', label: '아니요 (혼인 유지)' },
    ],
  },
  {
    key: 'children',
    label: '미성년 자녀가 있나요?',
    options: [
      { value: 'yes', label: '예' },
      { value: 'no', label: '아니요' },
    ],
  },
  {
    key: 'cohabitation',
    label: '배우자와 상대방이 동거했나요?',
    options: [
      { value: 'yes', label: '예' },
      { value: 'no', label: '아니요' },
    ],
  },
  {
    key: 'pregnancy',
    label: '부정행위로 임신이나 출산이 있었나요?',
    options: [
      { value: 'yes', label: '예' },
      { value: 'no', label: '아니요' },
    ],
  },
  { key: 'marriage', label: '혼인 기간', options: marriageBands.map(({ value, label }) => ({ value, label })) },
  { key: 'affair', label: '부정행위가 이어진 기간', options: affairBands.map(({ value, label }) => ({ value, label })) },
];

const filterKeys: FilterKey[] = ['divorced', 'children', 'cohabitation', 'pregnancy', 'marriage', 'affair'];

function bandOf<B extends { min: number; max: number }>(bands: readonly B[], value: number): B | undefined {
  return bands.find((band) => value >= band.min && value <= band.max);
}

export function marriageBandOf(years: number): MarriageBand | undefined {
  return bandOf(marriageBands, years)?.value;
}

export function affairBandOf(months: number): AffairBand | undefined {
  return bandOf(affairBands, months)?.value;
}

function matchesYesNo(answer: YesNo | undefined, value: boolean): boolean {
  return answer === undefined || (answer === 'yes') === value;
}

export function matchesFilters(item: AwardCase, filters: AwardFilters): boolean {
  return (
    matchesYesNo(filters.divorced, item.divorced) &&
    matchesYesNo(filters.children, item.hasMinorChildren) &&
    matchesYesNo(filters.cohabitation, item.cohabitation) &&
    matchesYesNo(filters.pregnancy, item.pregnancy) &&
    (filters.marriage === undefined || marriageBandOf(item.marriageYears) === filters.marriage) &&
    (filters.affair === undefined || affairBandOf(item.affairMonths) === filters.affair)
  );
}

export function filterCases(cases: AwardCase[], filters: AwardFilters): AwardCase[] {
  return cases.filter((item) => matchesFilters(item, filters));
}

export function activeFilterCount(filters: AwardFilters): number {
  return filterKeys.filter((key) => filters[key] !== undefined).length;
}

/** '혼인 파탄 · 동거 있음 · 혼인 10년 이상 20년 미만' — the visitor's answers in words. */
export function describeFilters(filters: AwardFilters): string {
  const parts: string[] = [];
  if (filters.divorced) parts.push(filters.divorced === 'yes' ? '이혼(혼인 파탄)' : '혼인 유지');
  if (filters.children) parts.push(filters.children === 'yes' ? '미성년 자녀 있음' : '미성년 자녀 없음');
  if (filters.cohabitation) parts.push(filters.cohabitation === 'yes' ? '동거 있음' : '동거 없음');
  if (filters.pregnancy) parts.push(filters.pregnancy === 'yes' ? '임신·출산 있음' : '임신·출산 없음');
  if (filters.marriage) parts.push(`혼인 ${marriageBands.find((band) => band.value === filters.marriage)!.label}`);
  if (filters.affair) parts.push(`부정행위 ${affairBands.find((band) => band.value === filters.affair)!.label}`);
  return parts.length > 0 ? parts.join(' · ') : '조건 없음(전체 사례)';
}

// ---- statistics -------------------------------------------------------------------------------

/** The median of sorted integers: the middle one, or for an even count the two middle ones' average rounded half-up to the won. */
export function medianOfSorted(sorted: number[]): number | null {
  const n = sorted.length;
  if (n === 0) return null;
  const mid = Math.floor(n / 2);
  if (n % 2 === 1) return sorted[mid]!;
  // (a + b) / 2 is whole or ends in .5: half-up is the floor of (a + b + 1) / 2 for amounts ≥ 0.
  return Math.floor((sorted[mid - 1]! + sorted[mid]! + 1) / 2);
}

export type AwardStats = {
  count: number;
  min: number;
  max: number;
  /** Q1 and Q3: the medians of the lower and upper halves (the middle case, for an odd count, in neither). */
  q1: number;
  median: number;
  q3: number;
};

export function awardStats(cases: AwardCase[]): AwardStats | null {
  const sorted = cases.map((item) => item.amount).sort((a, b) => a - b);
  const n = sorted.length;
  if (n === 0) return null;
  const half = Math.floor(n / 2);
  const lower = n === 1 ? sorted : sorted.slice(0, half);
  const upper = n === 1 ? sorted : sorted.slice(n - half);
  return {
    count: n,
    min: sorted[0]!,
    max: sorted[n - 1]!,
    q1: medianOfSorted(lower)!,
    median: medianOfSorted(sorted)!,
    q3: medianOfSorted(upper)!,
  };
}

export const binWidth = 5_000_000;
export const binCount = 7;

export type Bin = { index: number; from: number; to: number | null; label: string; count: number; matching: number };

function manwon(won: number): string {
  return `${(won / 10_000).toLocaleString('ko-KR')}만`;
}

/** The bin of an amount: [0, 5백만), [5백만, 10백만), … [25백만, 30백만), then 30백만 and above. Lower bound included. */
export function binIndexOf(amount: number): number {
  return Math.min(Math.floor(Math.max(amount, 0) / binWidth), binCount - 1);
}

export function binLabel(index: number): string {
  const from = index * binWidth;
  if (index === 0) return `${manwon(binWidth)} 원 미만`;
  if (index === binCount - 1) return `${manwon(from)} 원 이상`;
  return `${manwon(from)} ~ ${manwon(from + binWidth)} 원 미만`;
}

/** Counts per bin of every case, and of the cases that match the visitor's answers. */
export function histogram(cases: AwardCase[], matching: AwardCase[] = []): Bin[] {
  const bins: Bin[] = Array.from({ length: binCount }, (_, index) => ({
    index,
    from: index * binWidth,
    to: index === binCount - 1 ? null : (index + 1) * binWidth,
    label: binLabel(index),
    count: 0,
    matching: 0,
  }));
  for (const item of cases) bins[binIndexOf(item.amount)]!.count += 1;
  for (const item of matching) bins[binIndexOf(item.amount)]!.matching += 1;
  return bins;
}

// ---- the visitor's situation ------------------------------------------------------------------

/** Fewer matching cases than this and the figure is shown as unreliable, next to a broader set. */
export const minReliableCount = 5;

/** The order answers are set aside to find a broader set: the finest distinctions first. */
const broadenOrder: FilterKey[] = ['affair', 'marriage', 'pregnancy', 'children', 'cohabitation', 'divorced'];

export type AwardAnalysis = {
  filters: AwardFilters;
  total: AwardStats | null;
  /** The cases with the same answers and their figures. */
  similar: { cases: AwardCase[]; stats: AwardStats | null; reliable: boolean };
  /** Only when the similar cases are too few: the answers kept, the ones set aside, and that set's figures. */
  broader: { filters: AwardFilters; dropped: FilterKey[]; cases: AwardCase[]; stats: AwardStats | null } | null;
  /** Which cases the bins' `matching` counts: the similar ones, or the broader set when those are too few. */
  highlighted: 'none' | 'similar' | 'broader';
  bins: Bin[];
  /** Where the typical amount for the visitor's situation falls among all cases. */
  placement: { amount: number; binIndex: number; below: number; above: number; total: number } | null;
};

export function analyseAwards(cases: AwardCase[], filters: AwardFilters): AwardAnalysis {
  const similarCases = filterCases(cases, filters);
  const similarStats = awardStats(similarCases);
  const reliable = similarCases.length >= minReliableCount;
  let broader: AwardAnalysis['broader'] = null;
  if (!reliable && activeFilterCount(filters) > 0) {
    const kept: AwardFilters = { ...filters };
    const dropped: FilterKey[] = [];
    let broaderCases = similarCases;
    for (const key of broadenOrder) {
      if (broaderCases.length >= minReliableCount) break;
      if (kept[key] === undefined) continue;
      delete kept[key];
      dropped.push(key);
      broaderCases = filterCases(cases, kept);
    }
    broader = { filters: kept, dropped, cases: broaderCases, stats: awardStats(broaderCases) };
  }
  const typical = reliable ? similarStats : (broader?.stats ?? similarStats);
  const placement =
    typical && cases.length > 0
      ? {
          amount: typical.median,
          binIndex: binIndexOf(typical.median),
          below: cases.filter((item) => item.amount < typical.median).length,
          above: cases.filter((item) => item.amount > typical.median).length,
          total: cases.length,
        }
      : null;
  const highlighted: AwardAnalysis['highlighted'] = activeFilterCount(filters) === 0 ? 'none' : broader ? 'broader' : 'similar';
  return {
    filters,
    total: awardStats(cases),
    similar: { cases: similarCases, stats: similarStats, reliable },
    broader,
    highlighted,
    bins: histogram(cases, highlighted === 'similar' ? similarCases : highlighted === 'broader' ? broader!.cases : []),
    placement,
  };
}

/** For each factor, the median with and without it, with the counts: the data set's own view of what raises an award. */
export type FactorComparison = { key: string; label: string; with: AwardStats | null; without: AwardStats | null };

export const factorDefinitions: Array<{ key: string; label: string; test: (item: AwardCase) => boolean }> = [
  { key: 'cohabitation', label: '동거', test: (item) => item.cohabitation },
  { key: 'pregnancy', label: '임신·출산', test: (item) => item.pregnancy },
  { key: 'continuedAfterDiscovery', label: '발각 뒤에도 관계 지속', test: (item) => item.continuedAfterDiscovery },
  { key: 'divorced', label: '이혼(혼인 파탄)', test: (item) => item.divorced },
  { key: 'hasMinorChildren', label: '미성년 자녀', test: (item) => item.hasMinorChildren },
  { key: 'longAffair', label: '부정행위 1년 이상', test: (item) => item.affairMonths >= 12 },
  { key: 'longMarriage', label: '혼인 10년 이상', test: (item) => item.marriageYears >= 10 },
  { key: 'knewOfMarriage', label: '상대방이 처음부터 혼인 사실을 앎', test: (item) => item.knewOfMarriage },
];

export function compareFactors(cases: AwardCase[]): FactorComparison[] {
  return factorDefinitions.map(({ key, label, test }) => ({
    key,
    label,
    with: awardStats(cases.filter(test)),
    without: awardStats(cases.filter((item) => !test(item))),
  }));
}

// ---- the URL ----------------------------------------------------------------------------------

function first(query: Query, key: string): string | undefined {
  if (query instanceof URLSearchParams) return query.get(key) ?? undefined;
  const value = query[key];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The filters from the URL. Unknown or empty values read as '상관없음' (the form's blank choice),
 * so a hand-edited address still shows an analysis; `ignored` names the keys that were set aside.
 */
export function parseAwardQuery(query: Query): { filters: AwardFilters; ignored: FilterKey[] } {
  const filters: AwardFilters = {};
  const ignored: FilterKey[] = [];
  for (const question of filterQuestions) {
    const raw = first(query, question.key)?.trim();
    if (!raw) continue;
    if (question.options.some((option) => option.value === raw)) (filters as Record<string, string>)[question.key] = raw;
    else ignored.push(question.key);
  }
  return { filters, ignored };
}

/** The query string of the filters, keys in the form's order, '상관없음' left out. */
export function awardQuery(filters: AwardFilters): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value !== undefined) params.set(key, value);
  }
  return params.toString();
}

export function filterQuestionLabel(key: FilterKey): string {
  return filterQuestions.find((question) => question.key === key)!.label;
}

const filterNames: Record<FilterKey, string> = {
  divorced: '이혼 여부',
  children: '미성년 자녀',
  cohabitation: '동거',
  pregnancy: '임신·출산',
  marriage: '혼인 기간',
  affair: '부정행위 기간',
};

/** The short name of a question ('동거'), for sentences about the answers set aside. */
export function filterName(key: FilterKey): string {
  return filterNames[key];
}

// ---- the case list's pages ----------------------------------------------------------------------

/** Cases per page of the case list: long lists paginate, so the page stays light (issue 17). */
export const casePageSize = 10;

/**
 * The case list's keyset: the list order is the data set's (amount, then id, ascending;
 * listPublishedAwards sorts so), and a page continues after the last case shown, named in the
 * link as `?after=<amount>-<id>`.
 */
export type CaseCursor = { amount: number; id: number };

export function encodeCaseCursor(item: CaseCursor): string {
  return `${item.amount}-${item.id}`;
}

/**
 * The cursor before every case: the first page as the pager links to it, so the list stays open
 * there; the plain address shows the same first page with the list folded.
 */
export const firstCaseCursor = '0-0';

/** `?after=` back to a cursor; null for anything that is not one (the page then offers the list by a link). */
export function parseCaseCursor(query: Query): CaseCursor | null {
  const match = /^(\d{1,10})-(\d{1,10})$/.exec(first(query, 'after')?.trim() ?? '');
  if (!match) return null;
  const amount = Number(match[1]);
  const id = Number(match[2]);
  return amount <= 2_147_483_647 && id <= 2_147_483_647 ? { amount, id } : null;
}

const isAfter = (item: CaseCursor, cursor: CaseCursor) =>
  item.amount > cursor.amount || (item.amount === cursor.amount && item.id > cursor.id);

/**
 * One page of the cases (in list order) after the cursor: the cases, the position of the first
 * (1-based, for '11~20번째'), and the cursor of the next page when there is one.
 */
export function pageOfCases(
  cases: AwardCase[],
  after: CaseCursor | null,
  size = casePageSize,
): { items: AwardCase[]; from: number; nextCursor: string | null } {
  const start = after ? cases.findIndex((item) => isAfter(item, after)) : 0;
  if (start < 0) return { items: [], from: cases.length + 1, nextCursor: null };
  const items = cases.slice(start, start + size);
  const last = items.at(-1);
  return { items, from: start + 1, nextCursor: last && start + size < cases.length ? encodeCaseCursor(last) : null };
}
