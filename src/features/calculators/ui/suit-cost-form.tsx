import type { FieldErrors } from '@/lib/field-errors';
import { calculatorInputClass, FieldError, fieldIds, joinIds } from '@/components/form/form-parts';
import type { SuitFormValues } from '../server/suit-cost-view';

/**
 * The suit cost form: a plain GET form whose fields carry the codec's names (claim, court,
 * instance, efiling, filedOn, plaintiffs, defendants), so it works without JavaScript and the
 * address is the state. Shared by the full page and the popup.
 */
const fieldOrder = ['claim', 'court', 'instance', 'efiling', 'filedOn', 'plaintiffs', 'defendants'] as const;
const fieldNames: Record<(typeof fieldOrder)[number], string> = {
  claim: '청구할 위자료 (소가)',
  court: '이혼 여부',
  instance: '심급',
  efiling: '전자소송',
  filedOn: '소 제기일',
  plaintiffs: '원고 수',
  defendants: '피고 수',
};

const fieldClass = `mt-1.5 block ${calculatorInputClass}`;
const labelClass = 'block text-[15px] font-semibold text-slate-900';

export function SuitCostForm({
  action,
  values,
  errors,
  idPrefix = 'suit',
  compact = false,
}: {
  action: string;
  values: SuitFormValues;
  errors: FieldErrors;
  idPrefix?: string;
  compact?: boolean;
}) {
  const id = (name: string) => `${idPrefix}-${name}`;
  const errorId = (name: string) => fieldIds(id(name)).error;
  const invalid = (name: string) => (errors[name] ? true : undefined);
  const listed = fieldOrder.filter((name) => errors[name]);
  const other = Object.entries(errors).filter(([name]) => !(fieldOrder as readonly string[]).includes(name));
  return (
    <form method="get" action={action} noValidate className="grid gap-5" data-testid="suit-cost-form">
      {(listed.length > 0 || other.length > 0) && (
        <div
          role="alert"
          className="rounded-xl border border-red-300 bg-red-50 p-4 text-[15px] text-red-900"
          data-testid="suit-cost-errors"
        >
          <p className="font-bold">입력한 값을 확인해 주세요.</p>
          <ul className="mt-1 list-disc pl-5">
            {listed.map((name) => (
              <li key={name}>
                <a
                  href={`#${id(name === 'court' || name === 'efiling' ? `${name}-first` : name)}`}
                  className="underline underline-offset-2"
                >
                  {fieldNames[name]}: {errors[name]}
                </a>
              </li>
            ))}
            {other.map(([name, message]) => (
              <li key={name}>{message}</li>
            ))}
          </ul>
        </div>
      )}

      <div>
        <label htmlFor={id('claim')} className={labelClass}>
          청구할 위자료 (소가, 원)
        </label>
        <input
          id={id('claim')}
          name="claim"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          defaultValue={values.claim}
          placeholder="예: 30,000,000"
          aria-invalid={invalid('claim')}
          aria-describedby={joinIds(!compact && id('claim-hint'), errors.claim && errorId('claim'))}
          className={fieldClass}
        />
        {!compact && (
          <p id={id('claim-hint')} className="mt-1 text-[14px] text-slate-600">
            소장에 적을 청구 금액입니다. 받을 수 있다고 예상하는 금액이 아니라 청구하는 금액을 기준으로 인지액이 정해집니다.
          </p>
        )}
        <FieldError look="calculator" id={id('claim')} message={errors.claim} />
      </div>

      <fieldset aria-describedby={joinIds(!compact && id('court-hint'), errors.court && errorId('court'))} aria-invalid={invalid('court')}>
        <legend className={labelClass}>배우자와 이혼했거나 이혼 소송 중인가요?</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-[16px] text-slate-900">
          <label className="flex items-center gap-2">
            <input
              id={id('court-first')}
              type="radio"
              name="court"
              value="family"
              defaultChecked={values.court === 'family'}
              className="size-[18px] accent-brand-800"
            />
            예 (가정법원)
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="court"
              value="civil"
              defaultChecked={values.court !== 'family'}
              className="size-[18px] accent-brand-800"
            />
            아니오 (지방법원)
          </label>
        </div>
        {!compact && (
          <p id={id('court-hint')} className="mt-1 text-[14px] text-slate-600">
            이혼과 함께 또는 이혼한 뒤 상간자에게 청구하면 가정법원의 가사 다류 사건(가사소송법 제2조 제1항 제1호 다목)이 되어 인지액이
            절반입니다. 혼인을 유지하면서 상간자만 상대로 하면 지방법원의 민사 사건입니다.
          </p>
        )}
        <FieldError look="calculator" id={id('court')} message={errors.court} />
      </fieldset>

      <div className={compact ? 'grid gap-5' : 'grid gap-5 desk:grid-cols-2'}>
        <div>
          <label htmlFor={id('instance')} className={labelClass}>
            심급
          </label>
          <select
            id={id('instance')}
            name="instance"
            defaultValue={values.instance}
            aria-invalid={invalid('instance')}
            aria-describedby={joinIds(errors.instance && errorId('instance'))}
            className={fieldClass}
          >
            <option value="1">1심 (소장)</option>
            <option value="2">항소심 (항소장)</option>
            <option value="3">상고심 (상고장)</option>
          </select>
          <FieldError look="calculator" id={id('instance')} message={errors.instance} />
        </div>
        <div>
          <label htmlFor={id('filedOn')} className={labelClass}>
            소 제기일
          </label>
          <input
            id={id('filedOn')}
            name="filedOn"
            type="date"
            defaultValue={values.filedOn}
            aria-invalid={invalid('filedOn')}
            aria-describedby={joinIds(!compact && id('filedOn-hint'), errors.filedOn && errorId('filedOn'))}
            className={fieldClass}
          />
          {!compact && (
            <p id={id('filedOn-hint')} className="mt-1 text-[14px] text-slate-600">
              송달료 1회분 금액은 소를 내는 날에 따라 다릅니다.
            </p>
          )}
          <FieldError look="calculator" id={id('filedOn')} message={errors.filedOn} />
        </div>
      </div>

      <fieldset aria-describedby={joinIds(errors.efiling && errorId('efiling'))} aria-invalid={invalid('efiling')}>
        <legend className={labelClass}>전자소송으로 내나요?</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-[16px] text-slate-900">
          <label className="flex items-center gap-2">
            <input
              id={id('efiling-first')}
              type="radio"
              name="efiling"
              value="true"
              defaultChecked={values.efiling !== 'false'}
              className="size-[18px] accent-brand-800"
            />
            예 (전자소송)
          </label>
          <label className="flex items-center gap-2">
            <input
              type="radio"
              name="efiling"
              value="false"
              defaultChecked={values.efiling === 'false'}
              className="size-[18px] accent-brand-800"
            />
            아니오 (종이 소장)
          </label>
        </div>
        <FieldError look="calculator" id={id('efiling')} message={errors.efiling} />
      </fieldset>

      <div className="grid grid-cols-2 gap-5">
        {(['plaintiffs', 'defendants'] as const).map((name) => (
          <div key={name}>
            <label htmlFor={id(name)} className={labelClass}>
              {name === 'plaintiffs' ? '원고 수 (명)' : '피고 수 (명)'}
            </label>
            <input
              id={id(name)}
              name={name}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={values[name]}
              aria-invalid={invalid(name)}
              aria-describedby={joinIds(errors[name] && errorId(name))}
              className={fieldClass}
            />
            <FieldError look="calculator" id={id(name)} message={errors[name]} />
          </div>
        ))}
      </div>

      <button type="submit" className="no-print h-12 rounded-xl bg-brand-800 px-6 text-[17px] font-bold text-white hover:bg-brand-700">
        비용 계산하기
      </button>
    </form>
  );
}
