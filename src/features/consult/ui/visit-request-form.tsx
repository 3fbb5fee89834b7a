'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { FieldError, fieldIds, FormAlert, joinIds } from '@/components/form/form-parts';
import { TurnstileWidget } from '@/components/turnstile-widget';
import { categories, formFieldErrors, type ConsultFieldErrors } from '../domain/consult-form-rules';
import { checkVisitRequest, visitSlots, type VisitFieldErrors, type VisitKind } from '../domain/visit-request';
import { fileVisitRequestAction, type VisitFormState } from '../server/actions';
import { ConsentField, HoneypotField } from './consent-field';
import type { ConsultConsentText } from './consult-fields';
import { addSeoulDays, seoulHour } from '@/lib/seoul-date';

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-700';
const choiceClass =
  'flex cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-[15px] has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600';

type Errors = ConsultFieldErrors & VisitFieldErrors;

const emptyValues: VisitFormState['values'] = {
  tel: '',
  content: '',
  name: '',
  address: '',
  category: '',
  consent: false,
  place: '',
  date: '',
  slot: '',
};

/**
 * The booking form of /consult/booking (a visit) and /consult/premium-pay (the paid in-depth
 * consultation). A server action, so it works with JavaScript off; once hydrated it keeps the
 * submit button disabled while a rule fails, like the consultation form.
 */
export function VisitRequestForm({
  kind,
  places,
  dateRange,
  consent,
  turnstileSiteKey,
  contentPlaceholder,
  submitLabel,
}: {
  kind: VisitKind;
  places: string[];
  dateRange: { min: string; max: string };
  consent: ConsultConsentText;
  turnstileSiteKey: string | null;
  contentPlaceholder: string;
  submitLabel: string;
}) {
  const [state, formAction, pending] = useActionState(fileVisitRequestAction, { attempt: 0, values: emptyValues, fieldErrors: {} });
  const form = useRef<HTMLFormElement>(null);
  const [invalid, setInvalid] = useState(false);
  const id = `visit-${kind}`;
  const errors: Errors = state.fieldErrors;
  const values = state.values;

  const recheck = () => {
    if (!form.current) return;
    const data = new FormData(form.current);
    const text = (key: string) => String(data.get(key) ?? '');
    const consultErrors = formFieldErrors({ tel: text('tel'), content: text('content'), name: text('name'), category: text('category') });
    const visitErrors = checkVisitRequest(
      { place: text('place'), date: text('date'), slot: text('slot'), name: text('name') },
      // The page's own window (the day before its first date is 'today'); the server checks again with its clock.
      { kind, officeNames: places, now: seoulHour(addSeoulDays(dateRange.min, -1), 12) },
    );
    setInvalid(Object.keys(consultErrors).length + Object.keys(visitErrors).length > 0 || data.get('consent') !== 'on');
  };
  useEffect(recheck, [state.attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  // A refused request comes back without moving the focus to a field, so each message is announced.
  const err = (key: keyof Errors) => <FieldError look="page" announce id={`${id}-${key}`} message={errors[key]} />;
  const described = (key: keyof Errors, extra?: string) => joinIds(errors[key] && fieldIds(`${id}-${key}`).error, extra);

  return (
    <form
      key={state.attempt}
      ref={form}
      action={formAction}
      onChange={recheck}
      noValidate
      className="relative space-y-5"
      data-testid={`${id}-form`}
    >
      <input type="hidden" name="kind" value={kind} />
      <fieldset aria-describedby={described('place')}>
        <legend className="text-sm font-semibold">
          상담 장소 <span className="text-red-700">(필수)</span>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {places.map((place) => (
            <label key={place} className={choiceClass}>
              <input type="radio" name="place" value={place} defaultChecked={values.place === place} className="size-4 accent-brand-800" />
              {place}
            </label>
          ))}
        </div>
        {err('place')}
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-[minmax(0,14rem)_1fr]">
        <div>
          <label htmlFor={`${id}-date`} className="block text-sm font-semibold">
            희망 날짜 <span className="text-red-700">(필수)</span>
          </label>
          <input
            id={`${id}-date`}
            name="date"
            type="date"
            min={dateRange.min}
            max={dateRange.max}
            defaultValue={values.date}
            aria-invalid={errors.date ? true : undefined}
            aria-describedby={described('date', `${id}-date-hint`)}
            className={inputClass}
          />
          <p id={`${id}-date-hint`} className="mt-1 text-xs text-slate-600">
            평일(월–금), 내일부터 60일 안에서 고르세요.
          </p>
          {err('date')}
        </div>
        <fieldset aria-describedby={described('slot')}>
          <legend className="text-sm font-semibold">
            희망 시간 <span className="text-red-700">(필수)</span>
          </legend>
          <div className="mt-1 grid grid-cols-3 gap-2">
            {visitSlots.map((slot) => (
              <label key={slot} className={choiceClass}>
                <input type="radio" name="slot" value={slot} defaultChecked={values.slot === slot} className="size-4 accent-brand-800" />
                {slot}
              </label>
            ))}
          </div>
          {err('slot')}
        </fieldset>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor={`${id}-name`} className="block text-sm font-semibold">
            이름 <span className="text-red-700">(필수)</span>
          </label>
          <input
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            defaultValue={values.name}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={described('name')}
            className={inputClass}
          />
          {err('name')}
        </div>
        <div>
          <label htmlFor={`${id}-tel`} className="block text-sm font-semibold">
            연락처 <span className="text-red-700">(필수)</span>
          </label>
          <input
            id={`${id}-tel`}
            name="tel"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="010-0000-0000"
            defaultValue={values.tel}
            aria-invalid={errors.tel ? true : undefined}
            aria-describedby={described('tel')}
            className={inputClass}
          />
          {err('tel')}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-category`} className="block text-sm font-semibold">
          상담 분야 <span className="font-normal text-slate-600">(선택)</span>
        </label>
        <select
          id={`${id}-category`}
          name="category"
          defaultValue={values.category}
          aria-invalid={errors.category ? true : undefined}
          aria-describedby={described('category')}
          className={inputClass}
        >
          <option value="">선택 안 함</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
        {err('category')}
      </div>
      <div>
        <label htmlFor={`${id}-content`} className="block text-sm font-semibold">
          상담받고 싶은 내용 <span className="text-red-700">(필수)</span>
        </label>
        <p id={`${id}-sensitive`} className="mt-1 text-xs text-amber-900">
          ⚠ {consent.sensitive}
        </p>
        <textarea
          id={`${id}-content`}
          name="content"
          rows={4}
          placeholder={contentPlaceholder}
          defaultValue={values.content}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={described('content', `${id}-sensitive`)}
          className={inputClass}
        />
        {err('content')}
      </div>
      <HoneypotField />
      <ConsentField notice={consent} defaultOpen defaultChecked={values.consent} error={errors.consent} />
      {turnstileSiteKey && <TurnstileWidget siteKey={turnstileSiteKey} onToken={() => recheck()} />}
      <FormAlert look="page" message={state.formError} />
      <button
        type="submit"
        disabled={invalid || pending}
        className="w-full rounded-lg bg-brand-700 px-4 py-4 text-lg font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        {pending ? '접수 중…' : submitLabel}
      </button>
    </form>
  );
}
