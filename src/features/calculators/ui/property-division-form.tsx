import type { FieldErrors } from '@/lib/field-errors';
import { assetKinds, ratioGuidance } from '@/features/calculators/domain/property-division';
import { calculatorInputClass, FieldError, joinIds } from '@/components/form/form-parts';

/**
 * The property-division form: a plain GET form with one set of fields per row (a0_owner,
 * a0_kind, a0_amount …, d0_owner …, ratio), so it works without JavaScript. The page folds a
 * submission into the codec's short address and renders the result from it.
 */
export type OwnerCode = 'c' | 's';
export type AssetRow = {
  owner: OwnerCode;
  kind: string;
  amount: string;
  separate: boolean;
  shared: boolean;
  married: string;
  employed: string;
};
export type DebtRow = { owner: OwnerCode; amount: string; personal: boolean };
export type PropertyDivisionFormState = { assets: AssetRow[]; debts: DebtRow[]; ratio: string };

const selectClass =
  'h-12 w-full rounded-xl border border-slate-400 bg-white px-3 text-[16px] text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30';
const smallLabel = 'block text-[14.5px] font-semibold text-slate-900';
const checkLabel = 'inline-flex min-h-11 items-start gap-2 py-2 text-[14.5px] leading-snug text-slate-900';

function OwnerSelect({ id, name, value }: { id: string; name: string; value: OwnerCode }) {
  return (
    <select id={id} name={name} defaultValue={value} className={selectClass}>
      <option value="c">나(청구하는 사람)</option>
      <option value="s">배우자</option>
    </select>
  );
}

function AssetRowFields({ row, index, errors }: { row: AssetRow; index: number; errors: FieldErrors }) {
  const p = `pd-a${index}`;
  const amountError = errors[`assets.${index}.amount`] ?? errors[`assets.${index}`];
  const monthsError = errors[`assets.${index}.months`];
  return (
    <fieldset className="rounded-2xl border border-slate-200 p-4" data-testid={`asset-row-${index}`}>
      <legend className="px-1 text-[15.5px] font-bold text-brand-900">재산 {index + 1}</legend>
      <div className="grid gap-3 desk:grid-cols-[1fr_1fr_1.4fr]">
        <div>
          <label htmlFor={`${p}-owner`} className={smallLabel}>
            명의
          </label>
          <OwnerSelect id={`${p}-owner`} name={`a${index}_owner`} value={row.owner} />
        </div>
        <div>
          <label htmlFor={`${p}-kind`} className={smallLabel}>
            종류
          </label>
          <select id={`${p}-kind`} name={`a${index}_kind`} defaultValue={row.kind || 'realEstate'} className={selectClass}>
            {assetKinds.map((kind) => (
              <option key={kind.value} value={kind.value}>
                {kind.label}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${p}-amount`} className={smallLabel}>
            현재 가치(원)
          </label>
          <input
            id={`${p}-amount`}
            name={`a${index}_amount`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={row.amount}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={joinIds(amountError && `${p}-amount-error`)}
            className={calculatorInputClass}
          />
          <FieldError look="calculator" id={`${p}-amount`} message={amountError} />
        </div>
      </div>
      <div className="mt-2 flex flex-col gap-x-6 desk:flex-row">
        <label className={checkLabel}>
          <input
            type="checkbox"
            name={`a${index}_separate`}
            value="1"
            defaultChecked={row.separate}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          특유재산(혼인 전부터 가진 재산, 상속·증여받은 재산)
        </label>
        <label className={checkLabel}>
          <input
            type="checkbox"
            name={`a${index}_shared`}
            value="1"
            defaultChecked={row.shared}
            className="mt-0.5 size-5 shrink-0 accent-brand-700"
          />
          특유재산이지만 두 사람이 함께 유지하거나 늘렸음
        </label>
      </div>
      <div className="mt-2 grid gap-3 desk:grid-cols-2">
        <p id={`${p}-months-hint`} className="text-[13.5px] leading-snug text-slate-700 desk:col-span-2">
          퇴직금·퇴직연금이면: 혼인 기간과 겹치는 근무 개월 수와 전체 근무 개월 수를 적으면 그 비율만큼만 분할 대상에 넣습니다. 비우면
          전액을 넣습니다.
        </p>
        <div>
          <label htmlFor={`${p}-married`} className={smallLabel}>
            혼인 중 근무 개월 수
          </label>
          <input
            id={`${p}-married`}
            name={`a${index}_married`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={row.married}
            aria-invalid={monthsError ? true : undefined}
            aria-describedby={joinIds(`${p}-months-hint`, monthsError && `${p}-months-error`)}
            className={calculatorInputClass}
          />
        </div>
        <div>
          <label htmlFor={`${p}-employed`} className={smallLabel}>
            전체 근무 개월 수
          </label>
          <input
            id={`${p}-employed`}
            name={`a${index}_employed`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={row.employed}
            aria-invalid={monthsError ? true : undefined}
            aria-describedby={joinIds(`${p}-months-hint`, monthsError && `${p}-months-error`)}
            className={calculatorInputClass}
          />
        </div>
      </div>
      <FieldError look="calculator" id={`${p}-months`} message={monthsError} />
    </fieldset>
  );
}

function DebtRowFields({ row, index, errors }: { row: DebtRow; index: number; errors: FieldErrors }) {
  const p = `pd-d${index}`;
  const amountError = errors[`debts.${index}.amount`] ?? errors[`debts.${index}`];
  return (
    <fieldset className="rounded-2xl border border-slate-200 p-4" data-testid={`debt-row-${index}`}>
      <legend className="px-1 text-[15.5px] font-bold text-brand-900">채무 {index + 1}</legend>
      <div className="grid gap-3 desk:grid-cols-[1fr_1.4fr]">
        <div>
          <label htmlFor={`${p}-owner`} className={smallLabel}>
            채무자
          </label>
          <OwnerSelect id={`${p}-owner`} name={`d${index}_owner`} value={row.owner} />
        </div>
        <div>
          <label htmlFor={`${p}-amount`} className={smallLabel}>
            남은 금액(원)
          </label>
          <input
            id={`${p}-amount`}
            name={`d${index}_amount`}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={row.amount}
            aria-invalid={amountError ? true : undefined}
            aria-describedby={joinIds(amountError && `${p}-amount-error`)}
            className={calculatorInputClass}
          />
          <FieldError look="calculator" id={`${p}-amount`} message={amountError} />
        </div>
      </div>
      <label className={`${checkLabel} mt-2`}>
        <input
          type="checkbox"
          name={`d${index}_personal`}
          value="1"
          defaultChecked={row.personal}
          className="mt-0.5 size-5 shrink-0 accent-brand-700"
        />
        개인 채무(도박·개인 사업 등 가족의 공동생활과 관계없는 빚이라 분할에서 뺌)
      </label>
    </fieldset>
  );
}

export function PropertyDivisionForm({ action, state, errors }: { action: string; state: PropertyDivisionFormState; errors: FieldErrors }) {
  const ratioError = errors.ratio;
  const listError = errors.assets;
  return (
    <form method="get" action={action} className="mt-8 space-y-8" aria-label="재산분할 계산 입력" data-testid="property-division-form">
      <section aria-labelledby="pd-assets" className="space-y-4">
        <h2 id="pd-assets" className="text-[20px] font-bold text-brand-900">
          재산
        </h2>
        <p className="text-[14.5px] leading-relaxed text-slate-700">
          두 사람 명의의 재산을 하나씩 적습니다. 금액을 비운 줄은 계산에서 빠집니다. 특유재산은 분할 대상에서 빼지만, 상대방이 함께
          유지하거나 늘린 경우에는 넣습니다.
        </p>
        <FieldError look="calculator" id="pd-assets" message={listError} />
        {state.assets.map((row, index) => (
          <AssetRowFields key={index} row={row} index={index} errors={errors} />
        ))}
      </section>

      <section aria-labelledby="pd-debts" className="space-y-4">
        <h2 id="pd-debts" className="text-[20px] font-bold text-brand-900">
          채무
        </h2>
        <p className="text-[14.5px] leading-relaxed text-slate-700">
          주택담보대출, 생활비 대출처럼 혼인 생활을 위해 생긴 빚은 분할 대상 재산에서 뺍니다.
        </p>
        {state.debts.map((row, index) => (
          <DebtRowFields key={index} row={row} index={index} errors={errors} />
        ))}
      </section>

      <section aria-labelledby="pd-ratio-heading" className="space-y-3">
        <h2 id="pd-ratio-heading" className="text-[20px] font-bold text-brand-900">
          분할 비율
        </h2>
        <div className="max-w-[280px]">
          <label htmlFor="pd-ratio" className="block text-[15px] font-semibold text-slate-900">
            내 몫의 비율(%, 0~100)
          </label>
          <input
            id="pd-ratio"
            name="ratio"
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={state.ratio}
            aria-invalid={ratioError ? true : undefined}
            aria-describedby={joinIds('pd-ratio-guidance', ratioError && 'pd-ratio-error')}
            className={`mt-1.5 ${calculatorInputClass}`}
          />
          <FieldError look="calculator" id="pd-ratio" message={ratioError} />
        </div>
        <div id="pd-ratio-guidance" className="rounded-2xl bg-slate-50 p-5 text-[14.5px] leading-relaxed text-slate-800">
          <p className="font-bold text-slate-900">비율을 정할 때 참고할 점 (법이 정한 기준이 아니라 보도된 통계와 판례 경향입니다)</p>
          <ul className="mt-2 list-disc space-y-1.5 pl-5">
            {ratioGuidance.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </div>
      </section>

      <button
        type="submit"
        className="inline-flex h-12 items-center justify-center rounded-xl bg-brand-800 px-8 text-[16px] font-bold text-white hover:bg-brand-700"
      >
        재산분할 계산하기
      </button>
    </form>
  );
}
