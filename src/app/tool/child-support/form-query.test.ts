import { describe, expect, it } from 'vitest';
import { ageFieldCount, childSupportFormRedirect } from './form-query';

describe('childSupportFormRedirect', () => {
  it('leaves a canonical address alone', () => {
    expect(childSupportFormRedirect({ custodialIncome: '1800000', nonCustodialIncome: '2700000', childAges: '15,8' })).toBeNull();
  });

  it('joins the filled age fields into childAges and drops the empty ones', () => {
    const query = childSupportFormRedirect({
      custodian: 'mother',
      custodialIncome: '1,800,000',
      custodialAnnual: '',
      nonCustodialIncome: '2700000',
      nonCustodialAnnual: '',
      age: ['15', '', '8', ''],
    });
    expect(new URLSearchParams(query!).toString()).toBe(
      'custodian=mother&custodialIncome=1800000&nonCustodialIncome=2700000&childAges=15%2C8',
    );
  });

  it('turns a salary into the monthly figure and keeps the salary it came from', () => {
    const params = new URLSearchParams(
      childSupportFormRedirect({
        custodialIncome: '',
        custodialAnnual: '21,600,000',
        nonCustodialIncome: '',
        nonCustodialAnnual: '32400011',
        age: ['15'],
      })!,
    );
    expect(params.get('custodialIncome')).toBe('1800000');
    expect(params.get('custodialAnnual')).toBe('21600000');
    expect(params.get('nonCustodialIncome')).toBe('2700000');
  });

  it('keeps an unreadable monthly figure as typed, for the error at its field', () => {
    expect(new URLSearchParams(childSupportFormRedirect({ custodialIncome: '백만', age: ['3'] })!).get('custodialIncome')).toBe('백만');
  });

  it('keeps an unreadable salary so the page can point at it', () => {
    const params = new URLSearchParams(childSupportFormRedirect({ custodialIncome: '', custodialAnnual: '많음', age: [''] })!);
    expect(params.get('custodialIncome')).toBeNull();
    expect(params.get('custodialAnnual')).toBe('많음');
  });

  it('adds one age field per press of 자녀 추가, up to 10', () => {
    expect(new URLSearchParams(childSupportFormRedirect({ age: ['1', '2', '3', '4'], addChild: '1' })!).get('slots')).toBe('5');
    expect(new URLSearchParams(childSupportFormRedirect({ age: Array(10).fill('1'), addChild: '1' })!).get('slots')).toBe('10');
    expect(new URLSearchParams(childSupportFormRedirect({ age: ['1', '', '', ''] })!).get('slots')).toBeNull();
  });
});

describe('ageFieldCount', () => {
  it('shows at least 4, enough for every child and at most 10', () => {
    expect(ageFieldCount({}, 2)).toBe(4);
    expect(ageFieldCount({ slots: '6' }, 2)).toBe(6);
    expect(ageFieldCount({}, 7)).toBe(7);
    expect(ageFieldCount({ slots: '99' }, 2)).toBe(10);
  });
});
