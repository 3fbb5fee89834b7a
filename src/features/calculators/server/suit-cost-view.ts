import 'server-only';
import { feeItemFor } from '@/features/content/domain/fee-schedule';
import { getFeeSchedule } from '@/features/content/server/cached';
import type { FieldErrors } from '@/lib/field-errors';
import { formatWon } from '../domain/money';
import { parseSuitCostQuery, type Query } from '../domain/query';
import { calcSuitCost, type SuitCostInput, type SuitCostResult } from '../domain/suit-cost';
import { seoulDay } from '@/lib/seoul-date';

/**
 * What the suit cost pages (full and popup) render, from the URL alone: the form's values, the
 * field errors, or the court costs plus the firm's fee from its fee schedule.
 */
export type SuitFormValues = {
  claim: string;
  court: string;
  instance: string;
  efiling: string;
  filedOn: string;
  plaintiffs: string;
  defendants: string;
};

export type FirmFeeLine = { service: string; amount: number; fee: string; note: string } | null;

export type SuitCostView =
  | { kind: 'empty'; values: SuitFormValues }
  | { kind: 'invalid'; values: SuitFormValues; errors: FieldErrors }
  | {
      kind: 'ok';
      values: SuitFormValues;
      input: SuitCostInput;
      result: SuitCostResult;
      firmFee: FirmFeeLine;
      total: number;
      summary: string;
    };

export const courtLabels = { civil: '지방법원 (민사 사건)', family: '가정법원 (가사 다류 사건)' } as const;
export const instanceLabels = { 1: '1심', 2: '항소심', 3: '상고심' } as const;

function valuesOf(input: SuitCostInput): SuitFormValues {
  return {
    claim: input.claim.toLocaleString('ko-KR'),
    court: input.court,
    instance: String(input.instance),
    efiling: String(input.efiling),
    filedOn: input.filedOn,
    plaintiffs: String(input.plaintiffs),
    defendants: String(input.defendants),
  };
}

export async function suitCostView(query: Query, now = new Date()): Promise<SuitCostView> {
  const today = seoulDay(now);
  const defaults: SuitFormValues = {
    claim: '',
    court: 'civil',
    instance: '1',
    efiling: 'true',
    filedOn: today,
    plaintiffs: '1',
    defendants: '1',
  };
  const parsed = parseSuitCostQuery(query, today);
  if (parsed.kind === 'empty') return { kind: 'empty', values: defaults };
  if (parsed.kind === 'invalid') {
    const raw = parsed.raw as Partial<SuitFormValues>;
    const values = Object.fromEntries(
      Object.entries(defaults).map(([key, value]) => [key, raw[key as keyof SuitFormValues] || value]),
    ) as SuitFormValues;
    return { kind: 'invalid', values, errors: parsed.errors };
  }
  const computed = calcSuitCost(parsed.input);
  if (!computed.ok) return { kind: 'invalid', values: valuesOf(parsed.input), errors: computed.errors };
  const item = feeItemFor(await getFeeSchedule(), 'affair-suit');
  const firmFee: FirmFeeLine = item ? { service: item.service, amount: item.amount, fee: item.fee, note: item.note } : null;
  const { input } = parsed;
  const { result } = computed;
  const total = result.total + (firmFee?.amount ?? 0);
  const summary = [
    '[상간자 위자료 소송 비용 계산]',
    `소가 ${formatWon(input.claim)} · ${courtLabels[input.court]} · ${instanceLabels[input.instance]} · ${input.efiling ? '전자소송' : '종이 소송'} · 소 제기일 ${input.filedOn} · 원고 ${input.plaintiffs}명, 피고 ${input.defendants}명`,
    `인지액 ${formatWon(result.stampDuty)}, 송달료 ${formatWon(result.serviceFee)} (법원 비용 ${formatWon(result.total)})`,
    firmFee ? `변호사 보수(착수금) ${formatWon(firmFee.amount)}, 합계 ${formatWon(total)}` : '변호사 보수는 상담 때 안내받기로 함',
  ].join('\n');
  return { kind: 'ok', values: valuesOf(input), input, result, firmFee, total, summary };
}

/** n / d as an exact decimal (d has only the factors 2 and 5 here), grouped by thousands. */
function exactDecimal(n: bigint, d: bigint): string {
  const whole = n / d;
  let rest = n % d;
  let digits = '';
  for (let i = 0; i < 6 && rest !== 0n; i += 1) {
    rest *= 10n;
    digits += String(rest / d);
    rest %= d;
  }
  return `${Number(whole).toLocaleString('ko-KR')}${digits ? `.${digits}` : ''}`;
}

/** The stamp duty's arithmetic, step by step, for the result (the domain gives the figure). */
export function stampArithmetic(input: SuitCostInput, stampDuty: number): string[] {
  const claim = BigInt(input.claim);
  const claimText = `${input.claim.toLocaleString('ko-KR')}원`;
  let base10k: bigint;
  let formula: string;
  if (claim < 10_000_000n) [base10k, formula] = [claim * 50n, `${claimText} × 0.5%`];
  else if (claim < 100_000_000n) [base10k, formula] = [claim * 45n + 50_000_000n, `${claimText} × 0.45% + 5,000원`];
  else if (claim < 1_000_000_000n) [base10k, formula] = [claim * 40n + 550_000_000n, `${claimText} × 0.4% + 55,000원`];
  else [base10k, formula] = [claim * 35n + 5_550_000_000n, `${claimText} × 0.35% + 555,000원`];
  const lines = [`기본 인지액: ${formula} = ${exactDecimal(base10k, 10_000n)}원`];
  if (base10k < 10_000_000n) {
    base10k = 10_000_000n;
    lines.push('1,000원 미만이므로 1,000원');
  }
  const factors: Array<[bigint, bigint, string]> = [];
  if (input.instance === 2) factors.push([3n, 2n, '× 1.5 (항소)']);
  if (input.instance === 3) factors.push([2n, 1n, '× 2 (상고)']);
  if (input.efiling) factors.push([9n, 10n, '× 0.9 (전자소송)']);
  if (input.court === 'family') factors.push([1n, 2n, '× 0.5 (가사 다류)']);
  let n = base10k;
  let d = 10_000n;
  for (const [fn, fd] of factors) [n, d] = [n * fn, d * fd];
  if (factors.length > 0)
    lines.push(`배율 적용: ${exactDecimal(base10k, 10_000n)}원 ${factors.map((f) => f[2]).join(' ')} = ${exactDecimal(n, d)}원`);
  lines.push(`100원 미만 버림: ${stampDuty.toLocaleString('ko-KR')}원`);
  return lines;
}
