import type { FieldErrors } from '@/lib/field-errors';
import { divideHalfUp, toWon } from './money';

/**
 * 재산분할 (민법 제839조의2), by ../shared/reference/calculators.md section 3: only the marital
 * estate is divided; the claimant's share of the net estate, less what the claimant already holds,
 * is what the other spouse pays.
 */

export const assetKinds = [
  { value: 'realEstate', label: '부동산' },
  { value: 'deposit', label: '예금·현금' },
  { value: 'stock', label: '주식·펀드' },
  { value: 'car', label: '자동차' },
  { value: 'retirement', label: '퇴직금·퇴직연금' },
  { value: 'other', label: '그 밖의 재산' },
] as const;

export type AssetKind = (typeof assetKinds)[number]['value'];
export type Owner = 'claimant' | 'spouse';

export type AssetInput = {
  owner: Owner;
  kind: AssetKind;
  amount: number;
  /** 특유재산: owned before the marriage, inherited or gifted. */
  separate: boolean;
  /** The other spouse helped keep or increase it, so it is divided after all. */
  maintainedByBoth: boolean;
  /** Retirement pay only: the months of the job that fall within the marriage, and all of them. */
  monthsMarried?: number;
  monthsEmployed?: number;
};

export type DebtInput = {
  owner: Owner;
  amount: number;
  /** A personal debt (not for the family's common life) is the debtor's own. */
  personal: boolean;
};

export type PropertyDivisionInput = { assets: AssetInput[]; debts: DebtInput[]; ratio: number };

export type CountedAsset = AssetInput & { counted: number; reason: string | null };

export type PropertyDivisionResult = {
  assets: CountedAsset[];
  claimantAssets: number;
  claimantDebts: number;
  spouseAssets: number;
  spouseDebts: number;
  /** N: the marital estate, net of marital debts. */
  netEstate: number;
  ratio: number;
  /** S = N × ratio, in won (rounded half-up for display; the settlement is computed exactly). */
  claimantShare: number;
  /** H: what the claimant already holds, net. */
  claimantHoldings: number;
  /** S − H: positive, the spouse pays the claimant; negative, the claimant pays. */
  settlement: number;
  payer: 'spouse' | 'claimant' | 'none';
  warnings: string[];
};

export const propertyDivisionMessages = {
  amountInvalid: '금액은 0 이상의 정수(원)로 적어 주세요.',
  ratioInvalid: '분할 비율은 0에서 100 사이의 정수(%)로 적어 주세요.',
  monthsInvalid: '퇴직금은 혼인 중 근무한 개월 수와 전체 근무 개월 수를 1 이상의 정수로 적어 주세요.',
  monthsOrder: '혼인 중 근무 개월 수는 전체 근무 개월 수보다 클 수 없습니다.',
  nothing: '재산이나 채무를 하나 이상 적어 주세요.',
  tooMany: '재산과 채무는 각각 40개까지 적을 수 있습니다.',
  negativeEstate:
    '채무가 재산보다 많아 분할할 순재산이 마이너스입니다. 대법원은 이 경우에도 채무를 나누는 재산분할을 인정할 수 있다고 보았지만(대법원 2013. 6. 20. 선고 2010므4071 전원합의체 판결), 단순히 금액을 주고받는 방식이 아니라 분담의 적정성을 따로 판단합니다. 아래 금액은 참고로만 보시고 변호사와 상의하세요.',
};

const isWon = (value: number) => Number.isSafeInteger(value) && value >= 0;

export function validatePropertyDivision(input: PropertyDivisionInput): FieldErrors {
  const errors: FieldErrors = {};
  if (input.assets.length + input.debts.length === 0) errors.assets = propertyDivisionMessages.nothing;
  if (input.assets.length > 40 || input.debts.length > 40) errors.assets = propertyDivisionMessages.tooMany;
  if (!Number.isSafeInteger(input.ratio) || input.ratio < 0 || input.ratio > 100) errors.ratio = propertyDivisionMessages.ratioInvalid;
  input.assets.forEach((asset, index) => {
    if (!isWon(asset.amount)) errors[`assets.${index}.amount`] = propertyDivisionMessages.amountInvalid;
    if (asset.kind === 'retirement' && (asset.monthsMarried !== undefined || asset.monthsEmployed !== undefined)) {
      const { monthsMarried: married, monthsEmployed: employed } = asset;
      if (!Number.isSafeInteger(married) || !Number.isSafeInteger(employed) || married! < 0 || employed! < 1)
        errors[`assets.${index}.months`] = propertyDivisionMessages.monthsInvalid;
      else if (married! > employed!) errors[`assets.${index}.months`] = propertyDivisionMessages.monthsOrder;
    }
  });
  input.debts.forEach((debt, index) => {
    if (!isWon(debt.amount)) errors[`debts.${index}.amount`] = propertyDivisionMessages.amountInvalid;
  });
  return errors;
}

/** The part of one asset that belongs to the marital estate, and why part of it does not. */
export function countedAmount(asset: AssetInput): { counted: number; reason: string | null } {
  if (asset.separate && !asset.maintainedByBoth) return { counted: 0, reason: '특유재산이라 분할 대상에서 뺐습니다.' };
  if (
    asset.kind === 'retirement' &&
    asset.monthsEmployed &&
    asset.monthsMarried !== undefined &&
    asset.monthsMarried < asset.monthsEmployed
  ) {
    const counted = toWon(divideHalfUp(BigInt(asset.amount) * BigInt(asset.monthsMarried), BigInt(asset.monthsEmployed)));
    return {
      counted,
      reason: `혼인 중 근무한 ${asset.monthsMarried}개월 ÷ 전체 ${asset.monthsEmployed}개월 몫만 넣었습니다(원 단위 반올림).`,
    };
  }
  return { counted: asset.amount, reason: asset.separate ? '특유재산이지만 함께 유지·증식했다고 표시해 분할 대상에 넣었습니다.' : null };
}

export function calcPropertyDivision(
  input: PropertyDivisionInput,
): { ok: true; result: PropertyDivisionResult } | { ok: false; errors: FieldErrors } {
  const errors = validatePropertyDivision(input);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const assets = input.assets.map((asset) => ({ ...asset, ...countedAmount(asset) }));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  const claimantAssets = sum(assets.filter((a) => a.owner === 'claimant').map((a) => a.counted));
  const spouseAssets = sum(assets.filter((a) => a.owner === 'spouse').map((a) => a.counted));
  const marital = input.debts.filter((debt) => !debt.personal);
  const claimantDebts = sum(marital.filter((d) => d.owner === 'claimant').map((d) => d.amount));
  const spouseDebts = sum(marital.filter((d) => d.owner === 'spouse').map((d) => d.amount));
  const netEstate = claimantAssets + spouseAssets - claimantDebts - spouseDebts;
  const claimantHoldings = claimantAssets - claimantDebts;
  const settlement = toWon(divideHalfUp(BigInt(netEstate) * BigInt(input.ratio) - BigInt(claimantHoldings) * 100n, 100n));
  const warnings = netEstate < 0 ? [propertyDivisionMessages.negativeEstate] : [];
  return {
    ok: true,
    result: {
      assets,
      claimantAssets,
      claimantDebts,
      spouseAssets,
      spouseDebts,
      netEstate,
      ratio: input.ratio,
      claimantShare: toWon(divideHalfUp(BigInt(netEstate) * BigInt(input.ratio), 100n)),
      claimantHoldings,
      settlement,
      payer: settlement > 0 ? 'spouse' : settlement < 0 ? 'claimant' : 'none',
      warnings,
    },
  };
}

/**
 * What the reported statistics say about ratios: guidance, cited, never a rule (calculators.md §3).
 * No court table maps the length of a marriage to a ratio.
 */
export const ratioGuidance = [
  '분할 비율은 법원이 재산의 형성·유지에 대한 기여, 혼인 기간, 나이와 직업, 소득 등을 두루 보고 재량으로 정합니다(민법 제839조의2 제2항). 혼인 기간별 비율을 정한 법원의 표는 없습니다.',
  '보도된 2015년 1심 판결 통계에서는 아내가 50~59%를 인정받은 경우가 39%로 가장 많았고, 348건 가운데 125건이 정확히 50:50이었습니다.',
  '전업주부도 가사와 육아로 재산 유지에 기여한 것으로 인정되며, 통계상 50% 안팎은 주로 혼인 기간 20년 이상에서 인정되었습니다. 혼인 기간이 짧으면 각자 가져온 재산과 소득의 차이가 더 크게 반영됩니다.',
];
