import type { FieldErrors } from '@/lib/field-errors';
import { divideHalfUp, toWon } from './money';

/**
 * 양육비 산정기준표 2021 (서울가정법원 공고, the leaflet '2021년 양육비 산정기준표'), as transcribed in
 * ../shared/reference/calculators.md section 1. The table in force; never label it with a later year.
 */
export const childSupportTableYear = 2021;

/** Combined monthly pre-tax income brackets, half-open [from, to) in won. */
export const incomeBrackets = [
  { from: 0, to: 2_000_000, label: '0~199만 원' },
  { from: 2_000_000, to: 3_000_000, label: '200~299만 원' },
  { from: 3_000_000, to: 4_000_000, label: '300~399만 원' },
  { from: 4_000_000, to: 5_000_000, label: '400~499만 원' },
  { from: 5_000_000, to: 6_000_000, label: '500~599만 원' },
  { from: 6_000_000, to: 7_000_000, label: '600~699만 원' },
  { from: 7_000_000, to: 8_000_000, label: '700~799만 원' },
  { from: 8_000_000, to: 9_000_000, label: '800~899만 원' },
  { from: 9_000_000, to: 10_000_000, label: '900~999만 원' },
  { from: 10_000_000, to: 12_000_000, label: '1,000~1,199만 원' },
  { from: 12_000_000, to: Number.POSITIVE_INFINITY, label: '1,200만 원 이상' },
] as const;

/** 만 나이 bands; 18 is in the last one. */
export const ageBands = [
  { from: 0, to: 2, label: '0~2세' },
  { from: 3, to: 5, label: '3~5세' },
  { from: 6, to: 8, label: '6~8세' },
  { from: 9, to: 11, label: '9~11세' },
  { from: 12, to: 14, label: '12~14세' },
  { from: 15, to: 18, label: '15~18세' },
] as const;

/** 표준양육비 (average of each cell), [age band][income bracket]. */
export const standardAmounts: readonly (readonly number[])[] = [
  [621_000, 752_000, 945_000, 1_098_000, 1_245_000, 1_401_000, 1_582_000, 1_789_000, 1_997_000, 2_095_000, 2_207_000],
  [631_000, 759_000, 949_000, 1_113_000, 1_266_000, 1_422_000, 1_598_000, 1_807_000, 2_017_000, 2_116_000, 2_245_000],
  [648_000, 767_000, 959_000, 1_140_000, 1_292_000, 1_479_000, 1_614_000, 1_850_000, 2_065_000, 2_137_000, 2_312_000],
  [667_000, 782_000, 988_000, 1_163_000, 1_318_000, 1_494_000, 1_630_000, 1_887_000, 2_137_000, 2_180_000, 2_405_000],
  [679_000, 790_000, 998_000, 1_280_000, 1_423_000, 1_598_000, 1_711_000, 1_984_000, 2_159_000, 2_223_000, 2_476_000],
  [703_000, 957_000, 1_227_000, 1_402_000, 1_604_000, 1_794_000, 1_964_000, 2_163_000, 2_246_000, 2_540_000, 2_883_000],
];

/** The leaflet's range per cell, [lower, upper] (upper null for the open top bracket). */
export const amountRanges: readonly (readonly (readonly [number, number | null])[])[] = [
  [
    [264_000, 686_000],
    [687_000, 848_000],
    [849_000, 1_021_000],
    [1_022_000, 1_171_000],
    [1_172_000, 1_323_000],
    [1_324_000, 1_491_000],
    [1_492_000, 1_685_000],
    [1_686_000, 1_893_000],
    [1_894_000, 2_046_000],
    [2_047_000, 2_151_000],
    [2_152_000, null],
  ],
  [
    [268_000, 695_000],
    [696_000, 854_000],
    [855_000, 1_031_000],
    [1_032_000, 1_189_000],
    [1_190_000, 1_344_000],
    [1_345_000, 1_510_000],
    [1_511_000, 1_702_000],
    [1_703_000, 1_912_000],
    [1_913_000, 2_066_000],
    [2_067_000, 2_180_000],
    [2_181_000, null],
  ],
  [
    [272_000, 707_000],
    [708_000, 863_000],
    [864_000, 1_049_000],
    [1_050_000, 1_216_000],
    [1_217_000, 1_385_000],
    [1_386_000, 1_546_000],
    [1_547_000, 1_732_000],
    [1_733_000, 1_957_000],
    [1_958_000, 2_101_000],
    [2_102_000, 2_224_000],
    [2_225_000, null],
  ],
  [
    [281_000, 724_000],
    [725_000, 885_000],
    [886_000, 1_075_000],
    [1_076_000, 1_240_000],
    [1_241_000, 1_406_000],
    [1_407_000, 1_562_000],
    [1_563_000, 1_758_000],
    [1_759_000, 2_012_000],
    [2_013_000, 2_158_000],
    [2_159_000, 2_292_000],
    [2_293_000, null],
  ],
  [
    [295_000, 734_000],
    [735_000, 894_000],
    [895_000, 1_139_000],
    [1_140_000, 1_351_000],
    [1_352_000, 1_510_000],
    [1_511_000, 1_654_000],
    [1_655_000, 1_847_000],
    [1_848_000, 2_071_000],
    [2_072_000, 2_191_000],
    [2_192_000, 2_349_000],
    [2_350_000, null],
  ],
  [
    [319_000, 830_000],
    [831_000, 1_092_000],
    [1_093_000, 1_314_000],
    [1_315_000, 1_503_000],
    [1_504_000, 1_699_000],
    [1_700_000, 1_879_000],
    [1_880_000, 2_063_000],
    [2_064_000, 2_204_000],
    [2_205_000, 2_393_000],
    [2_394_000, 2_711_000],
    [2_712_000, null],
  ],
];

export type ChildSupportInput = { custodialIncome: number; nonCustodialIncome: number; childAges: number[] };

export type ChildSupportChild = {
  age: number;
  ageBand: string;
  standardAmount: number;
  range: { lower: number; upper: number | null };
};

export type ChildSupportResult = {
  combinedIncome: number;
  incomeBracket: string;
  children: ChildSupportChild[];
  total: number;
  /** Non-custodial income ÷ combined income, for display (the payment is computed exactly). */
  shareRatio: number;
  monthlyPayment: number;
  notes: string[];
};

export const childSupportMessages = {
  incomeInvalid: '소득은 0 이상의 정수(원)로 적어 주세요.',
  combinedZero: '두 사람의 소득이 모두 0원이면 기준표로 산정할 수 없습니다. 한 사람 이상의 소득을 적어 주세요.',
  noChildren: '자녀의 만 나이를 한 명 이상 적어 주세요.',
  tooManyChildren: '자녀는 10명까지 계산할 수 있습니다.',
  ageInvalid: '자녀의 만 나이는 0 이상의 정수로 적어 주세요.',
  adult: '만 19세 이상은 성년이라 양육비 산정 대상이 아닙니다.',
};

export function incomeBracketIndex(combinedIncome: number): number {
  return incomeBrackets.findIndex((b) => combinedIncome >= b.from && combinedIncome < b.to);
}

export function ageBandIndex(age: number): number {
  return ageBands.findIndex((b) => age >= b.from && age <= b.to);
}

const isWon = (value: number) => Number.isSafeInteger(value) && value >= 0;

/** Field errors in the form's field names; empty when the input can be computed. */
export function validateChildSupport(input: ChildSupportInput): FieldErrors {
  const errors: FieldErrors = {};
  if (!isWon(input.custodialIncome)) errors.custodialIncome = childSupportMessages.incomeInvalid;
  if (!isWon(input.nonCustodialIncome)) errors.nonCustodialIncome = childSupportMessages.incomeInvalid;
  if (!errors.custodialIncome && !errors.nonCustodialIncome && input.custodialIncome + input.nonCustodialIncome === 0) {
    errors.custodialIncome = childSupportMessages.combinedZero;
  }
  if (input.childAges.length === 0) errors.childAges = childSupportMessages.noChildren;
  else if (input.childAges.length > 10) errors.childAges = childSupportMessages.tooManyChildren;
  input.childAges.forEach((age, index) => {
    if (!Number.isSafeInteger(age) || age < 0) errors[`childAges.${index}`] = childSupportMessages.ageInvalid;
    else if (age >= 19) errors[`childAges.${index}`] = childSupportMessages.adult;
  });
  return errors;
}

/**
 * 양육비: the table amount per child for the parents' combined income, summed; the non-custodial
 * parent pays total × own income ÷ combined income, rounded half-up to the won once.
 */
export function calcChildSupport(input: ChildSupportInput): { ok: true; result: ChildSupportResult } | { ok: false; errors: FieldErrors } {
  const errors = validateChildSupport(input);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const combinedIncome = input.custodialIncome + input.nonCustodialIncome;
  const bracket = incomeBracketIndex(combinedIncome);
  const children = input.childAges.map((age) => {
    const band = ageBandIndex(age);
    const [lower, upper] = amountRanges[band]![bracket]!;
    return { age, ageBand: ageBands[band]!.label, standardAmount: standardAmounts[band]![bracket]!, range: { lower, upper } };
  });
  const total = children.reduce((sum, child) => sum + child.standardAmount, 0);
  const monthlyPayment = toWon(divideHalfUp(BigInt(total) * BigInt(input.nonCustodialIncome), BigInt(combinedIncome)));
  const notes: string[] = [];
  if (input.nonCustodialIncome === 0)
    notes.push('비양육자의 소득이 0원이면 기준표상 분담액은 0원이지만, 법원은 사정에 따라 최소한의 양육비를 정할 수 있습니다.');
  return {
    ok: true,
    result: {
      combinedIncome,
      incomeBracket: incomeBrackets[bracket]!.label,
      children,
      total,
      shareRatio: input.nonCustodialIncome / combinedIncome,
      monthlyPayment,
      notes,
    },
  };
}
