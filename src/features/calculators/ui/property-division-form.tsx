import type { FieldErrors } from '@/lib/field-errors';
import { ratioGuidance } from '@/features/calculators/domain/property-division';
import { calculatorInputClass, FieldError, joinIds } from '@/components/form/form-parts';
import { monthsHintId } from './property-division-ids';
import { AssetRowFields, DebtRowFields } from './property-division-rows';

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
        <p id={monthsHintId} className="text-[14.5px] leading-relaxed text-slate-700">
          퇴직금·퇴직연금이면 혼인 기간과 겹치는 근무 개월 수와 전체 근무 개월 수를 적으세요. 그 비율만큼만 분할 대상에 넣고, 비우면 전액을
          넣습니다.
        </p>
        <FieldError look="calculator" id="pd-assets" message={listError} />
        {state.assets.map((row, index) => (
          <AssetRowFields
            key={index}
            row={row}
            index={index}
            amountError={errors[`assets.${index}.amount`] ?? errors[`assets.${index}`]}
            monthsError={errors[`assets.${index}.months`]}
          />
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
          <DebtRowFields key={index} row={row} index={index} amountError={errors[`debts.${index}.amount`] ?? errors[`debts.${index}`]} />
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
