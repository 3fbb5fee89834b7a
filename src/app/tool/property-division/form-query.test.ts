import { describe, expect, it } from 'vitest';
import { parsePropertyDivisionQuery } from '@/features/calculators/domain/query';
import { defaultAssetRows, defaultDebtRows, inputToFormState, padRows, propertyDivisionFormRedirect } from './form-query';

const emptyAsset = { a1_owner: 'c', a1_kind: 'realEstate', a1_amount: '', a1_married: '', a1_employed: '' };

describe('propertyDivisionFormRedirect', () => {
  it('leaves the canonical address alone', () => {
    expect(propertyDivisionFormRedirect({ asset: 'c:deposit:100', ratio: '50' })).toBeNull();
  });

  it('turns the filled rows into the codec query and ignores the empty ones', () => {
    const outcome = propertyDivisionFormRedirect({
      a0_owner: 's',
      a0_kind: 'realEstate',
      a0_amount: '600,000,000',
      a0_married: '',
      a0_employed: '',
      ...emptyAsset,
      a2_owner: 'c',
      a2_kind: 'retirement',
      a2_amount: '40000000',
      a2_married: '60',
      a2_employed: '120',
      a3_owner: 'c',
      a3_kind: 'deposit',
      a3_amount: '50000000',
      a3_separate: '1',
      a3_shared: '1',
      d0_owner: 's',
      d0_amount: '200000000',
      d1_owner: 'c',
      d1_amount: '10000000',
      d1_personal: '1',
      d2_owner: 'c',
      d2_amount: '',
      ratio: '40',
    });
    expect(outcome).toEqual({
      redirect:
        'asset=s%3ArealEstate%3A600000000&asset=c%3Aretirement%3A40000000%3A60%2F120&asset=c%3Adeposit%3A50000000%3Ashared&debt=s%3A200000000&debt=c%3A10000000%3Apersonal&ratio=40',
    });
  });

  it('counts 공동 유지 only for an asset marked separate', () => {
    const outcome = propertyDivisionFormRedirect({ a0_owner: 'c', a0_kind: 'car', a0_amount: '100', a0_shared: '1', ratio: '' });
    expect(outcome).toEqual({ redirect: 'asset=c%3Acar%3A100&ratio=50' });
  });

  it('keeps the rows and points at the unreadable fields', () => {
    const outcome = propertyDivisionFormRedirect({
      ...emptyAsset,
      a0_owner: 'c',
      a0_kind: 'retirement',
      a0_amount: '1억',
      a0_married: '12',
      a0_employed: '',
      d0_owner: 's',
      d0_amount: 'x',
      ratio: '반반',
    });
    expect(outcome).not.toBeNull();
    expect('errors' in outcome! && outcome.errors).toEqual({
      'assets.0.amount': '금액은 숫자(원)로만 적어 주세요. 예: 300,000,000',
      'assets.0.months': '퇴직금은 혼인 중 근무한 개월 수와 전체 근무 개월 수를 1 이상의 정수로 적어 주세요.',
      'debts.0.amount': '금액은 숫자(원)로만 적어 주세요. 예: 300,000,000',
      ratio: '분할 비율은 0에서 100 사이의 정수(%)로 적어 주세요.',
    });
    expect('state' in outcome! && outcome.state.assets).toHaveLength(2);
  });
});

describe('inputToFormState and padRows', () => {
  it('round-trips a canonical query into the form with empty rows to spare', () => {
    const parsed = parsePropertyDivisionQuery(
      new URLSearchParams('asset=c:retirement:40000000:60/120&asset=s:stock:5:separate&debt=s:7:personal&ratio=45'),
    );
    expect(parsed.kind).toBe('ok');
    const state = padRows(inputToFormState(parsed.kind === 'ok' ? parsed.input : null));
    expect(state.ratio).toBe('45');
    expect(state.assets).toHaveLength(defaultAssetRows);
    expect(state.assets[0]).toEqual({
      owner: 'c',
      kind: 'retirement',
      amount: '40000000',
      separate: false,
      shared: false,
      married: '60',
      employed: '120',
    });
    expect(state.assets[1]).toMatchObject({ owner: 's', kind: 'stock', separate: true, shared: false });
    expect(state.debts).toHaveLength(defaultDebtRows);
    expect(state.debts[0]).toEqual({ owner: 's', amount: '7', personal: true });
  });

  it('offers one more row than are filled once the defaults are used up', () => {
    const rows = Array.from({ length: defaultAssetRows }, () => 'c:deposit:1');
    const parsed = parsePropertyDivisionQuery(new URLSearchParams(rows.map((row) => `asset=${row}`).join('&')));
    expect(padRows(inputToFormState(parsed.kind === 'ok' ? parsed.input : null)).assets).toHaveLength(defaultAssetRows + 1);
  });
});
