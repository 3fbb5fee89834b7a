import { describe, expect, it } from 'vitest';
import { calcPropertyDivision, countedAmount, propertyDivisionMessages, type AssetInput } from './property-division';

// Source: ../shared/reference/calculators.md §3 (민법 제839조의2; 대법원 2010므4071 전원합의체).
const asset = (fields: Partial<AssetInput>): AssetInput => ({
  owner: 'spouse',
  kind: 'deposit',
  amount: 0,
  separate: false,
  maintainedByBoth: false,
  ...fields,
});

describe('calcPropertyDivision', () => {
  it('divides the net marital estate and nets out what the claimant holds', () => {
    // N = (1억 + 5억) − 1억 = 5억; S = 2.5억; H = 1억; the spouse pays 1.5억
    const outcome = calcPropertyDivision({
      assets: [asset({ owner: 'claimant', amount: 100_000_000 }), asset({ owner: 'spouse', kind: 'realEstate', amount: 500_000_000 })],
      debts: [{ owner: 'spouse', amount: 100_000_000, personal: false }],
      ratio: 50,
    });
    expect(outcome.ok && outcome.result).toMatchObject({
      netEstate: 500_000_000,
      claimantShare: 250_000_000,
      claimantHoldings: 100_000_000,
      settlement: 150_000_000,
      payer: 'spouse',
      warnings: [],
    });
  });

  it('leaves out separate property unless both kept it up, and personal debts', () => {
    const outcome = calcPropertyDivision({
      assets: [
        asset({ owner: 'spouse', amount: 200_000_000, separate: true }),
        asset({ owner: 'spouse', kind: 'realEstate', amount: 300_000_000, separate: true, maintainedByBoth: true }),
      ],
      debts: [{ owner: 'spouse', amount: 50_000_000, personal: true }],
      ratio: 40,
    });
    expect(outcome.ok && outcome.result).toMatchObject({
      spouseAssets: 300_000_000,
      spouseDebts: 0,
      netEstate: 300_000_000,
      settlement: 120_000_000,
    });
  });

  it('counts the married months of retirement pay, rounded half-up to the won', () => {
    expect(countedAmount(asset({ kind: 'retirement', amount: 100_000_000, monthsMarried: 120, monthsEmployed: 240 })).counted).toBe(
      50_000_000,
    );
    // 10,000,001 × 1 ÷ 2 = 5,000,000.5 → 5,000,001
    expect(countedAmount(asset({ kind: 'retirement', amount: 10_000_001, monthsMarried: 1, monthsEmployed: 2 })).counted).toBe(5_000_001);
  });

  it('rounds the settlement half-up once: N 3원 at 50% with H 0 → 2원', () => {
    const outcome = calcPropertyDivision({ assets: [asset({ amount: 3 })], debts: [], ratio: 50 });
    expect(outcome.ok && outcome.result.settlement).toBe(2);
  });

  it('has the claimant pay when the claimant holds more than the share', () => {
    const outcome = calcPropertyDivision({
      assets: [asset({ owner: 'claimant', amount: 300_000_000 }), asset({ amount: 100_000_000 })],
      debts: [],
      ratio: 50,
    });
    expect(outcome.ok && outcome.result).toMatchObject({ settlement: -100_000_000, payer: 'claimant' });
  });

  it('warns, rather than showing a bare figure, when the estate is negative', () => {
    const outcome = calcPropertyDivision({
      assets: [asset({ amount: 10_000_000 })],
      debts: [{ owner: 'spouse', amount: 50_000_000, personal: false }],
      ratio: 50,
    });
    expect(outcome.ok && outcome.result.netEstate).toBe(-40_000_000);
    expect(outcome.ok && outcome.result.warnings).toEqual([propertyDivisionMessages.negativeEstate]);
  });

  it.each([
    [{ assets: [], debts: [], ratio: 50 }, 'assets', propertyDivisionMessages.nothing],
    [{ assets: [asset({ amount: -1 })], debts: [], ratio: 50 }, 'assets.0.amount', propertyDivisionMessages.amountInvalid],
    [{ assets: [asset({ amount: 1 })], debts: [], ratio: 101 }, 'ratio', propertyDivisionMessages.ratioInvalid],
    [{ assets: [asset({ amount: 1 })], debts: [], ratio: 33.3 }, 'ratio', propertyDivisionMessages.ratioInvalid],
    [
      { assets: [asset({ kind: 'retirement', amount: 1, monthsMarried: 30, monthsEmployed: 20 })], debts: [], ratio: 50 },
      'assets.0.months',
      propertyDivisionMessages.monthsOrder,
    ],
    [
      { assets: [asset({ amount: 1 })], debts: [{ owner: 'claimant' as const, amount: 1.5, personal: false }], ratio: 50 },
      'debts.0.amount',
      propertyDivisionMessages.amountInvalid,
    ],
  ])('refuses bad input at the field (%#)', (input, field, message) => {
    const outcome = calcPropertyDivision(input);
    expect(!outcome.ok && outcome.errors[field]).toBe(message);
  });
});
