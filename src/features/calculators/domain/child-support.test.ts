import { describe, expect, it } from 'vitest';
import { ageBandIndex, amountRanges, calcChildSupport, childSupportMessages, incomeBracketIndex, standardAmounts } from './child-support';

// Source: 2021년 양육비 산정기준표 (서울가정법원), transcribed in ../shared/reference/calculators.md §1.
describe('calcChildSupport', () => {
  it('reproduces the official worked example: 180만 + 270만, children 15 and 8 → 1,525,200원', () => {
    const outcome = calcChildSupport({ custodialIncome: 1_800_000, nonCustodialIncome: 2_700_000, childAges: [15, 8] });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    expect(outcome.result.children.map((c) => c.standardAmount)).toEqual([1_402_000, 1_140_000]);
    expect(outcome.result.total).toBe(2_542_000);
    expect(outcome.result.shareRatio).toBeCloseTo(0.6, 10);
    expect(outcome.result.monthlyPayment).toBe(1_525_200);
  });

  it.each([
    [1_999_999, 0],
    [2_000_000, 1],
    [2_999_999, 1],
    [9_999_999, 8],
    [10_000_000, 9],
    [11_999_999, 9],
    [12_000_000, 10],
    [500_000_000, 10],
  ])('puts a combined income of %i won in bracket %i (half-open brackets)', (income, index) => {
    expect(incomeBracketIndex(income)).toBe(index);
  });

  it.each([
    [0, 0],
    [2, 0],
    [3, 1],
    [5, 1],
    [6, 2],
    [8, 2],
    [9, 3],
    [11, 3],
    [12, 4],
    [14, 4],
    [15, 5],
    [18, 5],
  ])('puts a child of %i in age band %i (18 is in 15~18)', (age, band) => {
    expect(ageBandIndex(age)).toBe(band);
  });

  it('reads every cell of the table with its range around the average', () => {
    standardAmounts.forEach((row, band) =>
      row.forEach((amount, bracket) => {
        const [lower, upper] = amountRanges[band]![bracket]!;
        expect(amount).toBeGreaterThanOrEqual(lower);
        if (upper !== null) expect(amount).toBeLessThanOrEqual(upper);
      }),
    );
  });

  it.each([
    // 621,000 × 1 ÷ 1,242,000 = 0.5 → 1 (half rounds up)
    [1_241_999, 1, 1],
    // 621,000 × 1 ÷ 1,242,001 = 0.49999… → 0
    [1_242_000, 1, 0],
    // 621,000 × 500,000 ÷ 1,500,000 = 207,000 exactly
    [1_000_000, 500_000, 207_000],
    // 621,000 × 1,000,001 ÷ 1,999,999 = 310,500.46… → 310,500
    [999_998, 1_000_001, 310_500],
  ])('rounds the payment half-up to the won once (custodial %i, non-custodial %i → %i)', (custodialIncome, nonCustodialIncome, payment) => {
    const outcome = calcChildSupport({ custodialIncome, nonCustodialIncome, childAges: [0] });
    expect(outcome.ok && outcome.result.monthlyPayment).toBe(payment);
  });

  it('answers 0 won with a note when the non-custodial parent has no income', () => {
    const outcome = calcChildSupport({ custodialIncome: 3_000_000, nonCustodialIncome: 0, childAges: [4] });
    expect(outcome.ok && outcome.result.monthlyPayment).toBe(0);
    expect(outcome.ok && outcome.result.notes[0]).toContain('최소한의 양육비');
  });

  it.each([
    [{ custodialIncome: 0, nonCustodialIncome: 0, childAges: [3] }, 'custodialIncome', childSupportMessages.combinedZero],
    [{ custodialIncome: -1, nonCustodialIncome: 100, childAges: [3] }, 'custodialIncome', childSupportMessages.incomeInvalid],
    [{ custodialIncome: 100, nonCustodialIncome: 1.5, childAges: [3] }, 'nonCustodialIncome', childSupportMessages.incomeInvalid],
    [{ custodialIncome: 100, nonCustodialIncome: 100, childAges: [] }, 'childAges', childSupportMessages.noChildren],
    [{ custodialIncome: 100, nonCustodialIncome: 100, childAges: [19] }, 'childAges.0', childSupportMessages.adult],
    [{ custodialIncome: 100, nonCustodialIncome: 100, childAges: [4, -1] }, 'childAges.1', childSupportMessages.ageInvalid],
    [{ custodialIncome: 100, nonCustodialIncome: 100, childAges: [2.5] }, 'childAges.0', childSupportMessages.ageInvalid],
  ])('refuses %j at the field %s', (input, field, message) => {
    const outcome = calcChildSupport(input);
    expect(outcome.ok).toBe(false);
    expect(!outcome.ok && outcome.errors[field]).toBe(message);
  });
});
