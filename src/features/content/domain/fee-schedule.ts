import { z } from 'zod';

// These schemas also run in the browser (back-office forms): without jitless, zod probes
// `new Function` once, which the site's Content-Security-Policy reports as a violation.
z.config({ jitless: true });
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

export const feeScheduleSchema = z.object({
  intro: z.string().trim().min(1, '안내 문구를 적어 주세요.').max(1000, '안내 문구는 1000자 이내로 적어 주세요.'),
  items: z
    .array(
      z.object({
        service: z.string().trim().min(1, '사건 종류를 적어 주세요.').max(60, '사건 종류는 60자 이내로 적어 주세요.'),
        fee: z.string().trim().min(1, '비용을 적어 주세요.').max(60, '비용은 60자 이내로 적어 주세요.'),
        note: z.string().trim().max(300, '설명은 300자 이내로 적어 주세요.'),
        /** The calculators' figure for this item: won, VAT included, a whole number. */
        amount: z
          .number({ error: '금액은 원 단위 숫자로 적어 주세요.' })
          .int('금액은 원 단위 정수로 적어 주세요.')
          .min(0, '금액은 0원 이상이어야 합니다.')
          .max(10_000_000_000, '금액이 너무 큽니다.')
          .optional(),
        /** Which calculator adds this item as its '변호사 보수' line (issue 5). */
        calculator: z.literal(feeCalculators, { error: '계산기 표시가 올바르지 않습니다.' }).optional(),
      }),
    )
    .min(1, '항목을 하나 이상 넣어 주세요.')
    .max(30, '항목은 30개까지 넣을 수 있습니다.')
    .superRefine((items, context) => {
      const marked = items.flatMap((item, index) => (item.calculator ? [{ item, index }] : []));
      for (const { item, index } of marked) {
        if (item.amount === undefined)
          context.addIssue({ code: 'custom', path: [index, 'amount'], message: '금액을 쓰는 곳을 고른 항목에는 금액(원)을 적어 주세요.' });
      }
      for (const [at, { item, index }] of marked.entries()) {
        if (marked.slice(0, at).some((earlier) => earlier.item.calculator === item.calculator)) {
          context.addIssue({ code: 'custom', path: [index, 'calculator'], message: '같은 곳에 쓰는 금액 항목은 하나만 고를 수 있습니다.' });
        }
      }
    }),
  notes: z.array(z.string().trim().min(1).max(300, '유의사항은 한 줄에 300자 이내로 적어 주세요.')).max(20),
}) satisfies z.ZodType<FeeSchedule>;
