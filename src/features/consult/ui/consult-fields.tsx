import { FieldError, fieldIds, joinIds } from '@/components/form/form-parts';
import { categories, regions, type ConsultFieldErrors } from '../domain/consult-form-rules';
import { ConsentField, HoneypotField } from './consent-field';

export type ConsultConsentText = { purpose: string; items: string; retention: string; refusal: string; sensitive: string };
export type ConsultFieldValues = { tel: string; content: string; name: string; address: string; category: string; consent: boolean };

export const emptyConsultValues: ConsultFieldValues = { tel: '', content: '', name: '', address: '', category: '', consent: false };

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-700';

/**
 * The consultation form's fields, shared by the modal (controlled) and /consult/board
 * (uncontrolled, so it works without JavaScript).
 */
export function ConsultFields({
  idPrefix,
  values,
  errors,
  onChange,
  contentPlaceholder,
  consent,
}: {
  idPrefix: string;
  values: ConsultFieldValues;
  errors: ConsultFieldErrors;
  onChange?: (patch: Partial<ConsultFieldValues>) => void;
  contentPlaceholder?: string;
  consent: ConsultConsentText;
}) {
  const bind = (key: 'tel' | 'content' | 'name' | 'address' | 'category') =>
    onChange
      ? { value: values[key], onChange: (e: { target: { value: string } }) => onChange({ [key]: e.target.value }) }
      : { defaultValue: values[key] };
  // The modal checks as the person types, the board page comes back with messages; neither moves the focus, so each is announced.
  const err = (key: keyof ConsultFieldErrors) => <FieldError look="page" announce id={`${idPrefix}-${key}`} message={errors[key]} />;
  const described = (key: keyof ConsultFieldErrors, extra?: string) => joinIds(errors[key] && fieldIds(`${idPrefix}-${key}`).error, extra);

  return (
    <div className="space-y-4">
      <p id={`${idPrefix}-hint`} className="rounded-md bg-brand-50 px-3 py-2 text-sm text-brand-900">
        지금 어떤 상황인지, 무엇을 원하시는지 간단히 적어주세요. 변호사가 읽고 전화드립니다.
      </p>
      <div>
        <label htmlFor={`${idPrefix}-tel`} className="block text-sm font-semibold">
          연락처 <span className="text-red-700">(필수)</span>
        </label>
        <input
          id={`${idPrefix}-tel`}
          name="tel"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="010-0000-0000"
          aria-invalid={errors.tel ? true : undefined}
          aria-describedby={described('tel')}
          className={inputClass}
          {...bind('tel')}
        />
        {err('tel')}
      </div>
      <div>
        <label htmlFor={`${idPrefix}-content`} className="block text-sm font-semibold">
          상담 내용 <span className="text-red-700">(필수)</span>
        </label>
        <p id={`${idPrefix}-sensitive`} className="mt-1 text-xs text-amber-900">
          ⚠ {consent.sensitive}
        </p>
        <textarea
          id={`${idPrefix}-content`}
          name="content"
          rows={4}
          placeholder={contentPlaceholder ?? '예) 결혼 8년 차, 배우자의 외도로 이혼을 고민 중입니다. 자녀 양육권이 걱정됩니다.'}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={described('content', `${idPrefix}-hint ${idPrefix}-sensitive`)}
          className={inputClass}
          {...bind('content')}
        />
        {err('content')}
      </div>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-3">
        <div>
          <label htmlFor={`${idPrefix}-name`} className="block text-sm font-semibold">
            이름 <span className="font-normal text-slate-600">(선택)</span>
          </label>
          <input
            id={`${idPrefix}-name`}
            name="name"
            autoComplete="name"
            className={inputClass}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={described('name')}
            {...bind('name')}
          />
          {err('name')}
        </div>
        <div>
          <label htmlFor={`${idPrefix}-address`} className="block text-sm font-semibold">
            지역 <span className="font-normal text-slate-600">(선택)</span>
          </label>
          <select
            id={`${idPrefix}-address`}
            name="address"
            className={inputClass}
            aria-invalid={errors.address ? true : undefined}
            {...bind('address')}
          >
            <option value="">선택 안 함</option>
            {regions.map((r) => (
              <option key={r} value={r}>
                {r}
              </option>
            ))}
          </select>
          {err('address')}
        </div>
        <div>
          <label htmlFor={`${idPrefix}-category`} className="block text-sm font-semibold">
            상담 분야 <span className="font-normal text-slate-600">(선택)</span>
          </label>
          <select
            id={`${idPrefix}-category`}
            name="category"
            className={inputClass}
            aria-invalid={errors.category ? true : undefined}
            {...bind('category')}
          >
            <option value="">선택 안 함</option>
            {categories.map((c) => (
              <option key={c} value={c}>
                {c}
              </option>
            ))}
          </select>
          {err('category')}
        </div>
      </div>
      <HoneypotField />
      <ConsentField
        notice={consent}
        defaultOpen
        error={errors.consent}
        {...(onChange
          ? { checked: values.consent, onChange: (checked: boolean) => onChange({ consent: checked }) }
          : { defaultChecked: values.consent })}
      />
    </div>
  );
}
