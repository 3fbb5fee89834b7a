import { describe, expect, it } from 'vitest';
import { annualToMonthly, resolveMonthlyIncome } from './annual-income';

describe('annualToMonthly', () => {
  it('divides by 12 exactly when it can', () => {
    expect(annualToMonthly(54_000_000)).toBe(4_500_000);
    expect(annualToMonthly(0)).toBe(0);
  });

  it('drops the part under one won', () => {
    expect(annualToMonthly(32_400_005)).toBe(2_700_000);
    expect(annualToMonthly(11)).toBe(0);
    expect(annualToMonthly(50_000_000)).toBe(4_166_666);
  });

  it('stays exact near the largest safe integer', () => {
    const annual = Number.MAX_SAFE_INTEGER - 1; // 12k − 1 for no k: check against bigint
    expect(annualToMonthly(annual)).toBe(Number(BigInt(annual) / 12n));
    expect(annualToMonthly(12 * 2 ** 48 - 1)).toBe(2 ** 48 - 1);
  });

  it('rejects what is not a non-negative integer', () => {
    expect(() => annualToMonthly(-12)).toThrow(RangeError);
    expect(() => annualToMonthly(1.5)).toThrow(RangeError);
  });
});

describe('resolveMonthlyIncome', () => {
  it('prefers the monthly figure when both are given', () => {
    expect(resolveMonthlyIncome('2,700,000', '60000000')).toEqual({ source: 'monthly', monthly: '2,700,000' });
  });

  it('uses the salary ÷ 12 when the monthly field is empty', () => {
    expect(resolveMonthlyIncome(' ', '21,600,000')).toEqual({ source: 'annual', monthly: '1800000', annual: 21_600_000 });
  });

  it('reports an unreadable salary and an empty pair', () => {
    expect(resolveMonthlyIncome('', '연봉 삼천')).toEqual({ source: 'invalidAnnual', annual: '연봉 삼천' });
    expect(resolveMonthlyIncome(undefined, undefined)).toEqual({ source: 'none' });
  });
});
