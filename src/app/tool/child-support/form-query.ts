import { resolveMonthlyIncome } from '@/features/calculators/domain/annual-income';
import { parseWon } from '@/features/calculators/domain/query';

/**
 * The child-support form submits one `age` field per child, optional salaries and an 'add a
 * child' button; the page turns such a submission into the canonical address (the codec's
 * `custodialIncome`, `nonCustodialIncome`, `childAges=15,8`, plus the salaries the monthly
 * figures came from, who raises the children and how many age fields to show) and redirects.
 */
export type SearchParams = Record<string, string | string[] | undefined>;

export const defaultAgeFields = 4;
export const maxChildren = 10;

export type Custodian = 'mother' | 'father';

function all(query: SearchParams, key: string): string[] {
  const value = query[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

export function first(query: SearchParams, key: string): string {
  return (all(query, key)[0] ?? '').trim();
}

export function parseCustodian(text: string): Custodian | null {
  return text === 'mother' || text === 'father' ? text : null;
}

/** How many age fields the form shows: the children given plus the requested extra ones, 4 to 10. */
export function ageFieldCount(query: SearchParams, childCount: number): number {
  const slots = Number(first(query, 'slots'));
  const requested = Number.isInteger(slots) ? slots : 0;
  return Math.min(maxChildren, Math.max(defaultAgeFields, childCount, requested));
}

/** The canonical query for a form submission, or null when the address is already canonical. */
export function childSupportFormRedirect(query: SearchParams): string | null {
  const submitted = query.age !== undefined || query.addChild !== undefined;
  if (!submitted) return null;
  const params = new URLSearchParams();
  const custodian = parseCustodian(first(query, 'custodian'));
  if (custodian) params.set('custodian', custodian);
  for (const role of ['custodial', 'nonCustodial'] as const) {
    const resolved = resolveMonthlyIncome(first(query, `${role}Income`), first(query, `${role}Annual`));
    if (resolved.source === 'monthly') params.set(`${role}Income`, String(parseWon(resolved.monthly) ?? resolved.monthly));
    else if (resolved.source === 'annual') {
      params.set(`${role}Income`, resolved.monthly);
      params.set(`${role}Annual`, String(resolved.annual));
    } else if (resolved.source === 'invalidAnnual') params.set(`${role}Annual`, resolved.annual);
  }
  const ages = all(query, 'age')
    .map((age) => age.trim())
    .filter(Boolean);
  const fromCanonical = first(query, 'childAges');
  const childAges = ages.length > 0 ? ages.join(',') : fromCanonical;
  if (childAges) params.set('childAges', childAges);
  const shown = Math.max(all(query, 'age').length, defaultAgeFields);
  const slots = query.addChild !== undefined ? Math.min(maxChildren, shown + 1) : Math.min(maxChildren, shown);
  if (slots > defaultAgeFields) params.set('slots', String(slots));
  return params.toString();
}
