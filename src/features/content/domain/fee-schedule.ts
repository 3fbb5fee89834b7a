import type { FeeSchedule } from './types';

export const feeScheduleKey = 'fee-schedule';

/**
 * Pages that read a fee item's amount: the 상간자 위자료 소송 cost calculator (its '변호사 보수'
 * line) and the paid in-depth consultation (/consult/premium). One item per use.
 */
export const feeCalculators = ['affair-suit', 'premium-consult'] as const;
export type FeeCalculator = (typeof feeCalculators)[number];

export const feeCalculatorLabels: Record<FeeCalculator, string> = {
  'affair-suit': '상간자 위자료 소송 비용 계산기의 변호사 보수',
  'premium-consult': '심층 상담 예약 페이지의 상담료',
};

/** The item a calculator adds as its fee line, if the firm marked one with an amount. */
export function feeItemFor(
  schedule: FeeSchedule | null,
  calculator: FeeCalculator,
): (FeeSchedule['items'][number] & { amount: number }) | null {
  const item = schedule?.items.find((candidate) => candidate.calculator === calculator && candidate.amount !== undefined);
  return item ? { ...item, amount: item.amount! } : null;
}
