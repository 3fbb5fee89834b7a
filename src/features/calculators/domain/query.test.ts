import { describe, expect, it } from 'vitest';
import {
  childSupportQuery,
  parseChildSupportQuery,
  parsePropertyDivisionQuery,
  parseSuitCostQuery,
  parseWon,
  propertyDivisionQuery,
  suitCostQuery,
} from './query';

describe('parseWon', () => {
  it.each([
    ['2,700,000', 2_700_000],
    [' 0 ', 0],
    ['1 800 000', 1_800_000],
  ])('reads %j', (text, won) => expect(parseWon(text)).toBe(won));

  it.each(['-1', '1.5', '1e6', '', 'abc', '99999999999999999'])('refuses %j', (text) => expect(parseWon(text)).toBeNull());
});

describe('child support query', () => {
  it('round-trips the inputs through the URL', () => {
    const input = { custodialIncome: 1_800_000, nonCustodialIncome: 2_700_000, childAges: [15, 8] };
    expect(parseChildSupportQuery(new URLSearchParams(childSupportQuery(input)))).toEqual({ kind: 'ok', input });
  });

  it('is empty without parameters and names the field of a bad one', () => {
    expect(parseChildSupportQuery({})).toEqual({ kind: 'empty' });
    const parsed = parseChildSupportQuery({ custodialIncome: 'abc', nonCustodialIncome: '100', childAges: '3,x' });
    expect(parsed.kind === 'invalid' && Object.keys(parsed.errors)).toEqual(['custodialIncome', 'childAges.1']);
  });
});

describe('suit cost query', () => {
  it('round-trips and defaults to today, the civil court, the first instance and e-filing', () => {
    const input = {
      claim: 30_000_000,
      court: 'family' as const,
      instance: 2 as const,
      efiling: false,
      filedOn: '2026-07-01',
      plaintiffs: 1,
      defendants: 2,
    };
    expect(parseSuitCostQuery(new URLSearchParams(suitCostQuery(input)), '2026-11-22')).toEqual({ kind: 'ok', input });
    expect(parseSuitCostQuery({ claim: '30,000,000' }, '2026-11-22')).toEqual({
      kind: 'ok',
      input: { claim: 30_000_000, court: 'civil', instance: 1, efiling: true, filedOn: '2026-11-22', plaintiffs: 1, defendants: 1 },
    });
  });

  it('names each bad field', () => {
    const parsed = parseSuitCostQuery({ claim: 'x', court: 'criminal', instance: '9', efiling: 'yes', plaintiffs: 'two' }, '2026-11-22');
    expect(parsed.kind === 'invalid' && Object.keys(parsed.errors).sort()).toEqual(['claim', 'court', 'efiling', 'instance', 'plaintiffs']);
  });
});

describe('property division query', () => {
  it('round-trips assets, debts, flags, retirement months and the ratio', () => {
    const input = {
      assets: [
        { owner: 'claimant' as const, kind: 'deposit' as const, amount: 30_000_000, separate: false, maintainedByBoth: false },
        { owner: 'spouse' as const, kind: 'realEstate' as const, amount: 500_000_000, separate: true, maintainedByBoth: true },
        {
          owner: 'spouse' as const,
          kind: 'retirement' as const,
          amount: 80_000_000,
          separate: false,
          maintainedByBoth: false,
          monthsMarried: 120,
          monthsEmployed: 240,
        },
      ],
      debts: [
        { owner: 'spouse' as const, amount: 100_000_000, personal: false },
        { owner: 'claimant' as const, amount: 5_000_000, personal: true },
      ],
      ratio: 45,
    };
    expect(parsePropertyDivisionQuery(new URLSearchParams(propertyDivisionQuery(input)))).toEqual({ kind: 'ok', input });
  });

  it('refuses a malformed item at its place', () => {
    const parsed = parsePropertyDivisionQuery(new URLSearchParams('asset=c:house:1&debt=x:1&ratio=half'));
    expect(parsed.kind === 'invalid' && Object.keys(parsed.errors)).toEqual(['assets.0', 'debts.0', 'ratio']);
  });
});
