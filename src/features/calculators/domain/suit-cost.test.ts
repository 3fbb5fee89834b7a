import { describe, expect, it } from 'vitest';
import { calcStampDuty, calcSuitCost, serviceFeeRate, serviceRounds, suitCostMessages } from './suit-cost';

// Source: ../shared/reference/calculators.md §2 (민사소송 등 인지법 제2조·제3조, 가사소송수수료규칙, 송달료규칙).
describe('calcStampDuty', () => {
  it.each([
    // [소가, court, instance, e-filed, 인지액]
    [50_000_000, 'civil', 1, false, 230_000],
    [100_000_000, 'civil', 1, false, 455_000],
    [100_000_000, 'civil', 1, true, 409_500],
    [100_000, 'civil', 1, false, 1_000],
    [199_999, 'civil', 1, false, 1_000],
    [200_000, 'civil', 1, false, 1_000],
    [2_959_800, 'civil', 1, true, 13_300],
    [9_999_999, 'civil', 1, false, 49_900],
    [10_000_000, 'civil', 1, false, 50_000],
    [99_999_999, 'civil', 1, false, 454_900],
    [999_999_999, 'civil', 1, false, 4_054_900],
    [1_000_000_000, 'civil', 1, false, 4_055_000],
    [30_000_000, 'civil', 2, false, 210_000],
    [30_000_000, 'civil', 3, false, 280_000],
    [30_000_000, 'civil', 2, true, 189_000],
    [30_000_000, 'family', 1, false, 70_000],
    [30_000_000, 'family', 1, true, 63_000],
    [30_000_000, 'family', 2, true, 94_500],
    [100_000, 'family', 1, true, 400],
  ] as const)('소가 %i (%s, instance %i, e-filed %s) → %i won', (claim, court, instance, efiling, expected) => {
    expect(calcStampDuty({ claim, court, instance, efiling }).stampDuty).toBe(expected);
  });
});

describe('service fees', () => {
  it.each([
    ['2021-09-01', 5_200],
    ['2025-05-31', 5_200],
    ['2025-06-01', 5_500],
    ['2026-06-30', 5_500],
    ['2026-07-01', 5_640],
    ['2021-08-31', null],
  ])('a suit filed on %s pays %s won a round', (day, fee) => {
    expect(serviceFeeRate(day)).toBe(fee);
  });

  it.each([
    ['civil', 1, 30_000_000, 10],
    ['civil', 1, 30_000_001, 15],
    ['civil', 2, 10_000_000, 12],
    ['civil', 3, 10_000_000, 8],
    ['family', 1, 10_000_000, 15],
    ['family', 2, 10_000_000, 12],
    ['family', 3, 10_000_000, 8],
  ] as const)('%s instance %i with 소가 %i takes %i rounds a party', (court, instance, claim, rounds) => {
    expect(serviceRounds(court, instance, claim).rounds).toBe(rounds);
  });
});

describe('calcSuitCost', () => {
  it('adds the stamp duty and the service fee for every party', () => {
    const outcome = calcSuitCost({
      claim: 30_000_000,
      court: 'civil',
      instance: 1,
      efiling: true,
      filedOn: '2026-11-22',
      plaintiffs: 1,
      defendants: 1,
    });
    expect(outcome.ok).toBe(true);
    if (!outcome.ok) return;
    // 30,000,000 × 0.45% + 5,000 = 140,000 × 0.9 = 126,000; 5,640 × 10 × 2 = 112,800
    expect(outcome.result).toMatchObject({ stampDuty: 126_000, serviceFee: 112_800, total: 238_800, serviceRounds: 10, parties: 2 });
    expect(outcome.result.basis.stampDuty[0]).toContain('인지법 제2조');
  });

  it.each([
    [{ claim: 0 }, 'claim', suitCostMessages.claimInvalid],
    [{ claim: 1.5 }, 'claim', suitCostMessages.claimInvalid],
    [{ court: 'criminal' }, 'court', suitCostMessages.courtInvalid],
    [{ instance: 4 }, 'instance', suitCostMessages.instanceInvalid],
    [{ filedOn: '2026-02-30' }, 'filedOn', suitCostMessages.dateInvalid],
    [{ filedOn: '2020-01-01' }, 'filedOn', suitCostMessages.dateTooEarly],
    [{ plaintiffs: 0 }, 'plaintiffs', suitCostMessages.partiesInvalid],
    [{ defendants: 51 }, 'defendants', suitCostMessages.partiesInvalid],
  ])('refuses %j at the field %s', (change, field, message) => {
    const input = {
      claim: 30_000_000,
      court: 'civil',
      instance: 1,
      efiling: false,
      filedOn: '2026-11-22',
      plaintiffs: 1,
      defendants: 1,
      ...change,
    };
    const outcome = calcSuitCost(input as Parameters<typeof calcSuitCost>[0]);
    expect(!outcome.ok && outcome.errors[field]).toBe(message);
  });
});
