import type { FieldErrors } from '@/lib/field-errors';
import { calculatorInputClass, FieldError, joinIds } from '@/components/form/form-parts';

/**
 * The child-support calculator's form: a plain GET form, so it works without JavaScript. Its
 * fields are the codec's (`custodialIncome`, `nonCustodialIncome`) plus the salaries, who raises
 * the children and one `age` field per child; the page folds a submission into the canonical
 * address (`childAges=15,8`) and renders the result on the server.
 */

export type ChildSupportFormValues = {
  custodian: string;
  custodialIncome: string;
  custodialAnnual: string;
  nonCustodialIncome: string;
  nonCustodialAnnual: string;
  ages: string[];
};

function IncomeFields({
  role,
  values,
  errors,
}: {
  role: 'custodial' | 'nonCustodial';
  values: ChildSupportFormValues;
  errors: FieldErrors;
}) {
  const monthlyName = `${role}Income` as const;
  const annualName = `${role}Annual` as const;
  const monthlyError = errors[monthlyName];
  const annualError = errors[annualName];
  const title = role === 'custodial' ? '양육자(자녀를 키우는 부모)의 소득' : '비양육자(양육비를 지급하는 부모)의 소득';
  return (
    <fieldset className="rounded-2xl border border-slate-200 p-5">
      <legend className="px-1 text-[16px] font-bold text-brand-900">{title}</legend>
      <div className="grid gap-4 desk:grid-cols-2">
        <div>
          <label htmlFor={`cs-${monthlyName}`} className="block text-[15px] font-semibold text-slate-900">
            월 소득(세전, 원)
          </label>
          <input
            id={`cs-${monthlyName}`}
            name={monthlyName}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values[monthlyName]}
            placeholder={role === 'custodial' ? '예: 1,800,000' : '예: 2,700,000'}
            aria-invalid={monthlyError ? true : undefined}
            aria-describedby={joinIds(`cs-${role}-hint`, monthlyError && `cs-${monthlyName}-error`)}
            className={`mt-1.5 ${calculatorInputClass}`}
          />
          <FieldError look="calculator" id={`cs-${monthlyName}`} message={monthlyError} />
        </div>
        <div>
          <label htmlFor={`cs-${annualName}`} className="block text-[15px] font-semibold text-slate-900">
            또는 연봉(세전, 원)
          </label>
          <input
            id={`cs-${annualName}`}
            name={annualName}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            defaultValue={values[annualName]}
            placeholder="예: 32,400,000"
            aria-invalid={annualError ? true : undefined}
            aria-describedby={joinIds(`cs-${role}-hint`, annualError && `cs-${annualName}-error`)}
            className={`mt-1.5 ${calculatorInputClass}`}
          />
          <FieldError look="calculator" id={`cs-${annualName}`} message={annualError} />
        </div>
      </div>
      <p id={`cs-${role}-hint`} className="mt-3 text-[14px] leading-relaxed text-slate-700">
        근로·사업·임대 소득 등 모든 소득을 더한 세전 금액입니다. 소득이 없으면 0을 적습니다. 월 소득을 비워 두고 연봉을 적으면 연봉을 12로
        나누고 원 단위 미만은 버려 월 소득으로 씁니다. 둘 다 적으면 월 소득을 씁니다.
      </p>
    </fieldset>
  );
}

export function ChildSupportForm({
  action,
  values,
  errors,
  ageFields,
}: {
  action: string;
  values: ChildSupportFormValues;
  errors: FieldErrors;
  ageFields: number;
}) {
  const agesError = errors.childAges;
  const slots = Array.from({ length: ageFields }, (_, index) => values.ages[index] ?? '');
  return (
    <form method="get" action={action} className="mt-8 space-y-6" aria-label="양육비 계산 입력" data-testid="child-support-form">
      <fieldset className="rounded-2xl border border-slate-200 p-5">
        <legend className="px-1 text-[16px] font-bold text-brand-900">자녀를 키우는 부모(양육자)</legend>
        <p id="cs-custodian-hint" className="text-[14px] text-slate-700">
          양육비는 자녀와 함께 살지 않는 다른 부모(비양육자)가 지급합니다. 고르지 않아도 계산할 수 있습니다.
        </p>
        <div className="mt-3 flex flex-wrap gap-5">
          {[
            { value: 'mother', label: '어머니가 키웁니다' },
            { value: 'father', label: '아버지가 키웁니다' },
          ].map((option) => (
            <label key={option.value} className="inline-flex min-h-11 items-center gap-2 text-[15.5px] text-slate-900">
              <input
                type="radio"
                name="custodian"
                value={option.value}
                defaultChecked={values.custodian === option.value}
                className="size-5 accent-brand-700"
                aria-describedby="cs-custodian-hint"
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      <IncomeFields role="custodial" values={values} errors={errors} />
      <IncomeFields role="nonCustodial" values={values} errors={errors} />

      <fieldset
        className="rounded-2xl border border-slate-200 p-5"
        aria-describedby={joinIds('cs-ages-hint', agesError && 'cs-childAges-error')}
      >
        <legend className="px-1 text-[16px] font-bold text-brand-900">자녀의 만 나이</legend>
        <p id="cs-ages-hint" className="text-[14px] text-slate-700">
          만 18세까지의 미성년 자녀만 적습니다(최대 10명). 빈칸은 계산에서 빠집니다.
        </p>
        <FieldError look="calculator" id="cs-childAges" message={agesError} />
        <div className="mt-3 grid grid-cols-2 gap-4 desk:grid-cols-4">
          {slots.map((age, index) => {
            const error = errors[`childAges.${index}`];
            return (
              <div key={index}>
                <label htmlFor={`cs-age-${index}`} className="block text-[15px] font-semibold text-slate-900">
                  자녀 {index + 1} 만 나이(세)
                </label>
                <input
                  id={`cs-age-${index}`}
                  name="age"
                  type="text"
                  inputMode="numeric"
                  autoComplete="off"
                  defaultValue={age}
                  aria-invalid={error || (agesError && index === 0) ? true : undefined}
                  aria-describedby={joinIds(error && `cs-age-${index}-error`, agesError && index === 0 && 'cs-childAges-error')}
                  className={`mt-1.5 ${calculatorInputClass}`}
                />
                <FieldError look="calculator" id={`cs-age-${index}`} message={error} />
              </div>
            );
          })}
        </div>
      </fieldset>
      <input type="hidden" name="slots" value={ageFields} />

      <div className="flex flex-wrap gap-3">
        <button
          type="submit"
          className="inline-flex h-12 items-center justify-center rounded-xl bg-brand-800 px-8 text-[16px] font-bold text-white hover:bg-brand-700"
        >
          양육비 계산하기
        </button>
        {ageFields < 10 && (
          <button
            type="submit"
            name="addChild"
            value="1"
            className="inline-flex h-12 items-center justify-center rounded-xl px-5 text-[16px] font-semibold text-brand-800 ring-1 ring-slate-400 hover:ring-brand-600"
          >
            자녀 입력칸 추가
          </button>
        )}
      </div>
    </form>
  );
}
