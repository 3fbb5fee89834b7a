import { isCalendarDay } from '@/lib/seoul-date';
import type { FieldErrors } from '@/lib/field-errors';
import { divideDown, toWon } from './money';

/**
 * 상간자 위자료 소송 비용: stamp duty (민사소송 등 인지법 제2조·제3조, 가사소송수수료규칙) and
 * service-of-process fees (송달료규칙, 송달료규칙의 시행에 따른 업무처리요령), by
 * ../shared/reference/calculators.md section 2.
 */

export type Court = 'civil' | 'family';
export type Instance = 1 | 2 | 3;

export type SuitCostInput = {
  claim: number;
  court: Court;
  instance: Instance;
  efiling: boolean;
  /** 'YYYY-MM-DD' */
  filedOn: string;
  plaintiffs: number;
  defendants: number;
};

/** 송달료 1회분 by filing date (dated data: a new rate is one line). */
export const serviceFeeRates = [
  { from: '2026-07-01', fee: 5_640 },
  { from: '2025-06-01', fee: 5_500 },
  { from: '2021-09-01', fee: 5_200 },
] as const;

export const suitCostMessages = {
  claimInvalid: '소가(청구 금액)는 1원 이상의 정수로 적어 주세요.',
  courtInvalid: '이혼했거나 이혼 소송 중인지 골라 주세요.',
  instanceInvalid: '심급은 1심, 항소심, 상고심 가운데 골라 주세요.',
  dateInvalid: '소 제기일을 YYYY-MM-DD 형식의 날짜로 적어 주세요.',
  dateTooEarly: '2021년 9월 1일 이전에 낸 소송의 송달료는 계산하지 않습니다.',
  partiesInvalid: '당사자 수는 1명에서 50명 사이의 정수로 적어 주세요.',
};

/**
 * 인지액 (원). The base applies one rate to the whole 소가; the minimum of 1,000 applies to the
 * base; appeal ×1.5, final appeal ×2, electronic filing ×0.9 and the family court's 다류 claim ×0.5
 * multiply it; the part under 100 won is dropped once, at the end.
 */
export function calcStampDuty(input: Pick<SuitCostInput, 'claim' | 'court' | 'instance' | 'efiling'>): {
  stampDuty: number;
  base: number;
  basis: string[];
} {
  const claim = BigInt(input.claim);
  // The base in 1/10,000 won, so the rates 0.5%, 0.45%, 0.4%, 0.35% stay integers.
  let base10k: bigint;
  let rate: string;
  if (claim < 10_000_000n) [base10k, rate] = [claim * 50n, '소가 × 0.5%'];
  else if (claim < 100_000_000n) [base10k, rate] = [claim * 45n + 5_000n * 10_000n, '소가 × 0.45% + 5,000원'];
  else if (claim < 1_000_000_000n) [base10k, rate] = [claim * 40n + 55_000n * 10_000n, '소가 × 0.4% + 55,000원'];
  else [base10k, rate] = [claim * 35n + 555_000n * 10_000n, '소가 × 0.35% + 555,000원'];
  const basis = [`민사소송 등 인지법 제2조 제1항: ${rate}`];
  if (base10k < 1_000n * 10_000n) {
    base10k = 1_000n * 10_000n;
    basis.push('같은 법 제2조 제3항: 1,000원 미만이면 1,000원');
  }
  let numerator = base10k;
  let denominator = 10_000n;
  if (input.instance === 2) {
    [numerator, denominator] = [numerator * 3n, denominator * 2n];
    basis.push('같은 법 제3조: 항소장은 1.5배');
  } else if (input.instance === 3) {
    numerator *= 2n;
    basis.push('같은 법 제3조: 상고장은 2배');
  }
  if (input.efiling) {
    [numerator, denominator] = [numerator * 9n, denominator * 10n];
    basis.push('민사소송 등에서의 전자문서 이용 등에 관한 규칙: 전자소송은 0.9배');
  }
  if (input.court === 'family') {
    denominator *= 2n;
    basis.push('가사소송수수료규칙(2016. 7. 1. 시행): 다류 가사소송의 손해배상 청구는 민사 인지액의 2분의 1');
  }
  const stampDuty = toWon(divideDown(numerator, denominator * 100n) * 100n);
  basis.push('100원 미만은 버림');
  return { stampDuty, base: toWon(divideDown(base10k, 10_000n)), basis };
}

/** 송달료 회수 per party for the court, instance and claim. */
export function serviceRounds(court: Court, instance: Instance, claim: number): { rounds: number; label: string } {
  if (instance === 2) return { rounds: 12, label: court === 'civil' ? '민사 항소심' : '가사 항소심' };
  if (instance === 3) return { rounds: 8, label: court === 'civil' ? '민사 상고심' : '가사 상고심' };
  if (court === 'family') return { rounds: 15, label: '가사 1심' };
  return claim <= 30_000_000
    ? { rounds: 10, label: '민사 소액사건 (소가 3,000만 원 이하)' }
    : { rounds: 15, label: '민사 1심 (단독·합의)' };
}

export function serviceFeeRate(filedOn: string): number | null {
  return serviceFeeRates.find((rate) => filedOn >= rate.from)?.fee ?? null;
}

export type SuitCostResult = {
  stampDuty: number;
  stampDutyBase: number;
  serviceFee: number;
  serviceFeePerRound: number;
  serviceRounds: number;
  parties: number;
  total: number;
  basis: { stampDuty: string[]; serviceFee: string[] };
  notes: string[];
};

export function validateSuitCost(input: SuitCostInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!Number.isSafeInteger(input.claim) || input.claim < 1) errors.claim = suitCostMessages.claimInvalid;
  if (input.court !== 'civil' && input.court !== 'family') errors.court = suitCostMessages.courtInvalid;
  if (![1, 2, 3].includes(input.instance)) errors.instance = suitCostMessages.instanceInvalid;
  if (!isCalendarDay(input.filedOn)) errors.filedOn = suitCostMessages.dateInvalid;
  else if (serviceFeeRate(input.filedOn) === null) errors.filedOn = suitCostMessages.dateTooEarly;
  for (const key of ['plaintiffs', 'defendants'] as const) {
    if (!Number.isSafeInteger(input[key]) || input[key] < 1 || input[key] > 50) errors[key] = suitCostMessages.partiesInvalid;
  }
  return errors;
}

/** Court costs of the suit (the firm's fee is a separate line from its fee schedule). */
export function calcSuitCost(input: SuitCostInput): { ok: true; result: SuitCostResult } | { ok: false; errors: FieldErrors } {
  const errors = validateSuitCost(input);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const stamp = calcStampDuty(input);
  const perRound = serviceFeeRate(input.filedOn)!;
  const { rounds, label } = serviceRounds(input.court, input.instance, input.claim);
  const parties = input.plaintiffs + input.defendants;
  const serviceFee = perRound * rounds * parties;
  const notes = [
    '전자소송에서 원고가 전자 송달을 받는 경우, 법원이 피고 몫의 송달료만 납부하게 하기도 합니다. 여기서는 규칙대로 원고와 피고 모두의 몫을 셉니다.',
    '쓰고 남은 송달료는 사건이 끝난 뒤 돌려받습니다.',
  ];
  return {
    ok: true,
    result: {
      stampDuty: stamp.stampDuty,
      stampDutyBase: stamp.base,
      serviceFee,
      serviceFeePerRound: perRound,
      serviceRounds: rounds,
      parties,
      total: stamp.stampDuty + serviceFee,
      basis: {
        stampDuty: stamp.basis,
        serviceFee: [
          `송달료규칙: 1회분 ${perRound.toLocaleString('ko-KR')}원 (${serviceFeeRates.find((r) => input.filedOn >= r.from)!.from}부터)`,
          `${label}: 당사자 1명당 ${rounds}회분`,
          `당사자 ${parties}명 (원고 ${input.plaintiffs}, 피고 ${input.defendants})`,
        ],
      },
      notes,
    },
  };
}
