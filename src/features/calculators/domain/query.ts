import type { FieldErrors } from '@/lib/field-errors';
import type { ChildSupportInput } from './child-support';
import { assetKinds, type AssetInput, type AssetKind, type DebtInput, type Owner, type PropertyDivisionInput } from './property-division';
import type { Court, Instance, SuitCostInput } from './suit-cost';

/**
 * The calculators' state lives in the URL (issue 5): one codec per calculator, shared by the
 * pages (which render the result on the server from the query) and the JSON API. A parse either
 * gives the domain input or field errors in Korean; an empty query is 'nothing asked yet'.
 */
export type Query = URLSearchParams | Record<string, string | string[] | undefined>;

export type Parsed<T> =
  { kind: 'empty' } | { kind: 'ok'; input: T } | { kind: 'invalid'; errors: FieldErrors; raw: Record<string, string> };

function all(query: Query, key: string): string[] {
  if (query instanceof URLSearchParams) return query.getAll(key);
  const value = query[key];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
}

function one(query: Query, key: string): string | undefined {
  return all(query, key)[0];
}

/** Digits only, commas and spaces allowed ('1,800,000'); anything else is not a number. */
export function parseWon(text: string | undefined): number | null {
  if (text === undefined) return null;
  const cleaned = text.replace(/[,\s]/g, '');
  if (!/^\d{1,16}$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isSafeInteger(value) ? value : null;
}

const notANumber = '숫자(원)로만 적어 주세요. 예: 2,700,000';

export function parseChildSupportQuery(query: Query): Parsed<ChildSupportInput> {
  const raw = {
    custodialIncome: one(query, 'custodialIncome') ?? '',
    nonCustodialIncome: one(query, 'nonCustodialIncome') ?? '',
    childAges: one(query, 'childAges') ?? '',
  };
  if (!raw.custodialIncome && !raw.nonCustodialIncome && !raw.childAges) return { kind: 'empty' };
  const errors: FieldErrors = {};
  const custodialIncome = parseWon(raw.custodialIncome);
  const nonCustodialIncome = parseWon(raw.nonCustodialIncome);
  if (custodialIncome === null)
    errors.custodialIncome = raw.custodialIncome ? notANumber : '양육자의 월 소득을 적어 주세요. 소득이 없으면 0을 적습니다.';
  if (nonCustodialIncome === null)
    errors.nonCustodialIncome = raw.nonCustodialIncome ? notANumber : '비양육자의 월 소득을 적어 주세요. 소득이 없으면 0을 적습니다.';
  const ages = raw.childAges
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const childAges = ages.map((age) => (/^\d{1,3}$/.test(age) ? Number(age) : Number.NaN));
  if (ages.length === 0) errors.childAges = '자녀의 만 나이를 한 명 이상 적어 주세요.';
  childAges.forEach((age, index) => {
    if (Number.isNaN(age)) errors[`childAges.${index}`] = '자녀의 만 나이는 0 이상의 정수로 적어 주세요.';
  });
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors, raw };
  return { kind: 'ok', input: { custodialIncome: custodialIncome!, nonCustodialIncome: nonCustodialIncome!, childAges } };
}

export function childSupportQuery(input: ChildSupportInput): string {
  return new URLSearchParams({
    custodialIncome: String(input.custodialIncome),
    nonCustodialIncome: String(input.nonCustodialIncome),
    childAges: input.childAges.join(','),
  }).toString();
}

export function parseSuitCostQuery(query: Query, today: string): Parsed<SuitCostInput> {
  const raw = {
    claim: one(query, 'claim') ?? '',
    court: one(query, 'court') ?? '',
    instance: one(query, 'instance') ?? '',
    efiling: one(query, 'efiling') ?? '',
    filedOn: one(query, 'filedOn') ?? '',
    plaintiffs: one(query, 'plaintiffs') ?? '',
    defendants: one(query, 'defendants') ?? '',
  };
  if (!raw.claim)
    return Object.values(raw).some(Boolean)
      ? { kind: 'invalid', errors: { claim: '청구할 위자료 금액(소가)을 적어 주세요.' }, raw }
      : { kind: 'empty' };
  const errors: FieldErrors = {};
  const claim = parseWon(raw.claim);
  if (claim === null) errors.claim = notANumber;
  const court = (raw.court || 'civil') as Court;
  if (court !== 'civil' && court !== 'family') errors.court = '이혼했거나 이혼 소송 중인지 골라 주세요.';
  const instance = Number(raw.instance || '1') as Instance;
  if (![1, 2, 3].includes(instance)) errors.instance = '심급은 1심, 항소심, 상고심 가운데 골라 주세요.';
  if (raw.efiling && raw.efiling !== 'true' && raw.efiling !== 'false') errors.efiling = '전자소송 여부는 true 또는 false로 보내 주세요.';
  const count = (text: string) => (text === '' ? 1 : /^\d{1,3}$/.test(text) ? Number(text) : Number.NaN);
  const plaintiffs = count(raw.plaintiffs);
  const defendants = count(raw.defendants);
  if (Number.isNaN(plaintiffs)) errors.plaintiffs = '원고 수는 정수로 적어 주세요.';
  if (Number.isNaN(defendants)) errors.defendants = '피고 수는 정수로 적어 주세요.';
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors, raw };
  return {
    kind: 'ok',
    input: { claim: claim!, court, instance, efiling: raw.efiling !== 'false', filedOn: raw.filedOn || today, plaintiffs, defendants },
  };
}

export function suitCostQuery(input: SuitCostInput): string {
  return new URLSearchParams({
    claim: String(input.claim),
    court: input.court,
    instance: String(input.instance),
    efiling: String(input.efiling),
    filedOn: input.filedOn,
    plaintiffs: String(input.plaintiffs),
    defendants: String(input.defendants),
  }).toString();
}

/**
 * Property division in the URL: `asset=c:realEstate:500000000[:separate|:shared][:120/240]`
 * (c the claimant, s the spouse; separate = 특유재산, shared = 특유재산 kept up by both; the last
 * part, married/employed months of retirement pay), `debt=s:100000000[:personal]`, `ratio=50`.
 */
export function parsePropertyDivisionQuery(query: Query): Parsed<PropertyDivisionInput> {
  const assetsRaw = all(query, 'asset');
  const debtsRaw = all(query, 'debt');
  const ratioRaw = one(query, 'ratio') ?? '';
  const raw = { asset: assetsRaw.join(' '), debt: debtsRaw.join(' '), ratio: ratioRaw };
  if (assetsRaw.length === 0 && debtsRaw.length === 0 && !ratioRaw) return { kind: 'empty' };
  const errors: FieldErrors = {};
  const owner = (code: string | undefined): Owner | null => (code === 'c' ? 'claimant' : code === 's' ? 'spouse' : null);
  const kinds = assetKinds.map((k) => k.value) as string[];
  const assets: AssetInput[] = [];
  assetsRaw.forEach((text, index) => {
    const [who, kind, amountText, ...rest] = text.split(':');
    const amount = parseWon(amountText);
    const flags = rest.filter((part) => part === 'separate' || part === 'shared');
    const months = rest.find((part) => /^\d+\/\d+$/.test(part));
    const unknown = rest.filter((part) => part && !(flags as string[]).includes(part) && part !== months);
    if (!owner(who) || !kind || !kinds.includes(kind) || amount === null || unknown.length > 0) {
      errors[`assets.${index}`] = '재산 항목의 형식이 올바르지 않습니다. 계산기에서 다시 입력해 주세요.';
      return;
    }
    const [married, employed] = months ? months.split('/').map(Number) : [undefined, undefined];
    assets.push({
      owner: owner(who)!,
      kind: kind as AssetKind,
      amount,
      separate: flags.length > 0,
      maintainedByBoth: flags.includes('shared'),
      ...(kind === 'retirement' && months ? { monthsMarried: married, monthsEmployed: employed } : {}),
    });
  });
  const debts: DebtInput[] = [];
  debtsRaw.forEach((text, index) => {
    const [who, amountText, flag] = text.split(':');
    const amount = parseWon(amountText);
    if (!owner(who) || amount === null || (flag !== undefined && flag !== 'personal')) {
      errors[`debts.${index}`] = '채무 항목의 형식이 올바르지 않습니다. 계산기에서 다시 입력해 주세요.';
      return;
    }
    debts.push({ owner: owner(who)!, amount, personal: flag === 'personal' });
  });
  const ratio = ratioRaw === '' ? 50 : /^\d{1,3}$/.test(ratioRaw) ? Number(ratioRaw) : Number.NaN;
  if (Number.isNaN(ratio)) errors.ratio = '분할 비율은 0에서 100 사이의 정수(%)로 적어 주세요.';
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors, raw };
  return { kind: 'ok', input: { assets, debts, ratio } };
}

export function propertyDivisionQuery(input: PropertyDivisionInput): string {
  const params = new URLSearchParams();
  for (const asset of input.assets) {
    const parts = [asset.owner === 'claimant' ? 'c' : 's', asset.kind, String(asset.amount)];
    if (asset.separate) parts.push(asset.maintainedByBoth ? 'shared' : 'separate');
    if (asset.kind === 'retirement' && asset.monthsMarried !== undefined && asset.monthsEmployed !== undefined)
      parts.push(`${asset.monthsMarried}/${asset.monthsEmployed}`);
    params.append('asset', parts.join(':'));
  }
  for (const debt of input.debts)
    params.append('debt', [debt.owner === 'claimant' ? 'c' : 's', String(debt.amount), ...(debt.personal ? ['personal'] : [])].join(':'));
  params.set('ratio', String(input.ratio));
  return params.toString();
}
