import { parseWon } from './query';

/**
 * The child-support calculator's 연봉 ÷ 12 helper: an annual pre-tax salary given instead of the
 * monthly figure becomes a monthly income by dividing by 12 and dropping the part under one won
 * (버림), in integer arithmetic.
 */
export function annualToMonthly(annual: number): number {
  if (!Number.isSafeInteger(annual) || annual < 0) throw new RangeError('annual income must be a non-negative integer');
  return Number(BigInt(annual) / 12n);
}

export type ResolvedIncome =
  | { source: 'monthly'; monthly: string }
  | { source: 'annual'; monthly: string; annual: number }
  | { source: 'none' }
  | { source: 'invalidAnnual'; annual: string };

/**
 * Which figure the form's monthly field should carry: the monthly text when one was typed (it
 * wins over the salary), otherwise the salary ÷ 12, otherwise nothing.
 */
export function resolveMonthlyIncome(monthlyText: string | undefined, annualText: string | undefined): ResolvedIncome {
  const monthly = (monthlyText ?? '').trim();
  const annual = (annualText ?? '').trim();
  if (monthly) return { source: 'monthly', monthly };
  if (!annual) return { source: 'none' };
  const value = parseWon(annual);
  if (value === null) return { source: 'invalidAnnual', annual };
  return { source: 'annual', monthly: String(annualToMonthly(value)), annual: value };
}
