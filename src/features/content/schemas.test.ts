import { describe, expect, it } from 'vitest';
import { feeItemFor } from './domain/fee-schedule';
import { feeScheduleSchema } from './schemas';

const item = (service: string, extra: object = {}) => ({ service, fee: '착수금 330만 원부터 (부가세 포함)', note: '', ...extra });

describe('fee schedule amounts used by pages', () => {
  it('lets the suit cost calculator and the in-depth consultation each read their own item', () => {
    const schedule = {
      intro: '수임료 기준입니다.',
      items: [
        item('상간자 위자료 소송', { amount: 3_300_000, calculator: 'affair-suit' }),
        item('심층 상담', { amount: 220_000, calculator: 'premium-consult' }),
      ],
      notes: [],
    };
    const parsed = feeScheduleSchema.parse(schedule);
    expect(feeItemFor(parsed, 'affair-suit')?.amount).toBe(3_300_000);
    expect(feeItemFor(parsed, 'premium-consult')?.amount).toBe(220_000);
  });

  it('refuses two items for the same use and an item marked without an amount', () => {
    const result = feeScheduleSchema.safeParse({
      intro: '수임료 기준입니다.',
      items: [
        item('심층 상담', { amount: 220_000, calculator: 'premium-consult' }),
        item('심층 상담 2', { amount: 330_000, calculator: 'premium-consult' }),
        item('이혼소송', { calculator: 'affair-suit' }),
      ],
      notes: [],
    });
    expect(result.success).toBe(false);
    const issues = result.error!.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    expect(issues).toEqual(
      expect.arrayContaining([
        'items.1.calculator: 같은 곳에 쓰는 금액 항목은 하나만 고를 수 있습니다.',
        'items.2.amount: 금액을 쓰는 곳을 고른 항목에는 금액(원)을 적어 주세요.',
      ]),
    );
    expect(issues).not.toContain('items.2.calculator: 같은 곳에 쓰는 금액 항목은 하나만 고를 수 있습니다.');
  });
});
