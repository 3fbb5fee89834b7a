import {
  assetKinds,
  propertyDivisionMessages,
  type AssetInput,
  type DebtInput,
  type PropertyDivisionInput,
} from '@/features/calculators/domain/property-division';
import type { FieldErrors } from '@/lib/field-errors';
import { parseWon, propertyDivisionQuery } from '@/features/calculators/domain/query';
import type { AssetRow, DebtRow, OwnerCode, PropertyDivisionFormState } from '@/features/calculators/ui/property-division-form';

/**
 * The property-division form works without JavaScript: it submits one set of fields per row
 * (a0_owner, a0_kind, a0_amount, a0_separate, a0_shared, a0_married, a0_employed; d0_owner,
 * d0_amount, d0_personal; ratio). Rows without an amount are ignored. A readable submission
 * becomes the codec's short address (`asset=c:realEstate:500000000&debt=…&ratio=50`), which the
 * page redirects to; an unreadable one is shown again with the errors at its fields.
 */
export type SearchParams = Record<string, string | string[] | undefined>;

/** Empty rows on a first visit: five assets (a page within issue 17's 60 KB), and one more after each calculation. */
export const defaultAssetRows = 5;
export const defaultDebtRows = 3;
export const maxRows = 40;

function first(query: SearchParams, key: string): string {
  const value = query[key];
  return ((Array.isArray(value) ? value[0] : value) ?? '').trim();
}

const ownerCode = (text: string): OwnerCode => (text === 's' ? 's' : 'c');

export function isFormSubmission(query: SearchParams): boolean {
  return Object.keys(query).some((key) => /^[ad]\d+_/.test(key));
}

export function readFormRows(query: SearchParams): PropertyDivisionFormState {
  const assets: AssetRow[] = [];
  for (let i = 0; i < maxRows && query[`a${i}_amount`] !== undefined; i += 1) {
    assets.push({
      owner: ownerCode(first(query, `a${i}_owner`)),
      kind: first(query, `a${i}_kind`),
      amount: first(query, `a${i}_amount`),
      separate: query[`a${i}_separate`] !== undefined,
      shared: query[`a${i}_shared`] !== undefined,
      married: first(query, `a${i}_married`),
      employed: first(query, `a${i}_employed`),
    });
  }
  const debts: DebtRow[] = [];
  for (let i = 0; i < maxRows && query[`d${i}_amount`] !== undefined; i += 1) {
    debts.push({
      owner: ownerCode(first(query, `d${i}_owner`)),
      amount: first(query, `d${i}_amount`),
      personal: query[`d${i}_personal`] !== undefined,
    });
  }
  return { assets, debts, ratio: first(query, 'ratio') };
}

const kindValues = assetKinds.map((kind) => kind.value) as string[];
const notANumber = '금액은 숫자(원)로만 적어 주세요. 예: 300,000,000';

/** The domain input for the filled rows, or errors keyed by the submitted row's position. */
export function formToInput(
  state: PropertyDivisionFormState,
): { ok: true; input: PropertyDivisionInput } | { ok: false; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const assets: AssetInput[] = [];
  state.assets.forEach((row, index) => {
    if (!row.amount) return;
    const amount = parseWon(row.amount);
    if (amount === null) errors[`assets.${index}.amount`] = notANumber;
    const kind = kindValues.includes(row.kind) ? (row.kind as AssetInput['kind']) : 'other';
    let months: { monthsMarried: number; monthsEmployed: number } | null = null;
    if (kind === 'retirement' && (row.married || row.employed)) {
      if (/^\d{1,4}$/.test(row.married) && /^\d{1,4}$/.test(row.employed))
        months = { monthsMarried: Number(row.married), monthsEmployed: Number(row.employed) };
      else errors[`assets.${index}.months`] = propertyDivisionMessages.monthsInvalid;
    }
    if (amount === null) return;
    assets.push({
      owner: row.owner === 's' ? 'spouse' : 'claimant',
      kind,
      amount,
      separate: row.separate,
      maintainedByBoth: row.separate && row.shared,
      ...(months ?? {}),
    });
  });
  const debts: DebtInput[] = [];
  state.debts.forEach((row, index) => {
    if (!row.amount) return;
    const amount = parseWon(row.amount);
    if (amount === null) errors[`debts.${index}.amount`] = notANumber;
    else debts.push({ owner: row.owner === 's' ? 'spouse' : 'claimant', amount, personal: row.personal });
  });
  const ratio = state.ratio === '' ? 50 : /^\d{1,3}$/.test(state.ratio) ? Number(state.ratio) : Number.NaN;
  if (Number.isNaN(ratio)) errors.ratio = propertyDivisionMessages.ratioInvalid;
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: { assets, debts, ratio } };
}

/** The canonical address's query for a readable submission, or the errors to show at the fields. */
export function propertyDivisionFormRedirect(
  query: SearchParams,
): { redirect: string } | { errors: FieldErrors; state: PropertyDivisionFormState } | null {
  if (!isFormSubmission(query)) return null;
  const state = readFormRows(query);
  const outcome = formToInput(state);
  return outcome.ok ? { redirect: propertyDivisionQuery(outcome.input) } : { errors: outcome.errors, state };
}

/** The form's rows for a parsed input: every asset and debt, then empty rows to add more. */
export function inputToFormState(input: PropertyDivisionInput | null): PropertyDivisionFormState {
  const assets: AssetRow[] = (input?.assets ?? []).map((asset) => ({
    owner: asset.owner === 'spouse' ? 's' : 'c',
    kind: asset.kind,
    amount: String(asset.amount),
    separate: asset.separate,
    shared: asset.maintainedByBoth,
    married: asset.monthsMarried === undefined ? '' : String(asset.monthsMarried),
    employed: asset.monthsEmployed === undefined ? '' : String(asset.monthsEmployed),
  }));
  const debts: DebtRow[] = (input?.debts ?? []).map((debt) => ({
    owner: debt.owner === 'spouse' ? 's' : 'c',
    amount: String(debt.amount),
    personal: debt.personal,
  }));
  return { assets, debts, ratio: input ? String(input.ratio) : '50' };
}

/** Pads the rows so the form always offers empty ones (defaultAssetRows and defaultDebtRows, or one more than used). */
export function padRows(state: PropertyDivisionFormState): PropertyDivisionFormState {
  const assets = [...state.assets];
  const assetTarget = Math.min(maxRows, Math.max(defaultAssetRows, assets.filter((a) => a.amount).length + 1, assets.length));
  while (assets.length < assetTarget)
    assets.push({ owner: 'c', kind: 'realEstate', amount: '', separate: false, shared: false, married: '', employed: '' });
  const debts = [...state.debts];
  const debtTarget = Math.min(maxRows, Math.max(defaultDebtRows, debts.filter((d) => d.amount).length + 1, debts.length));
  while (debts.length < debtTarget) debts.push({ owner: 'c', amount: '', personal: false });
  return { ...state, assets, debts };
}
