'use client';

import { useActionState, useEffect, useRef, useState } from 'react';
import { FieldError, fieldIds, FormAlert, joinIds } from '@/components/form/form-parts';
import { TurnstileWidget } from '@/components/turnstile-widget';
import { categories, formFieldErrors } from '@/features/consult/domain/consult-form-rules';
import { ConsentField, HoneypotField } from '@/features/consult/ui/consent-field';
import type { ConsultConsentText } from '@/features/consult/ui/consult-fields';
import { checkBookingChoice, type BookingKind } from '../domain/booking-rules';
import { fileBookingAction, type BookingFormState } from '../server/actions';

const inputClass =
  'mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-700';
const choiceClass =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-[15px] has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50 has-[:checked]:font-semibold has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-brand-600';

type Errors = BookingFormState['fieldErrors'];

/**
 * The last step of booking (/consult/booking, /consult/premium-pay): the chosen time travels in
 * hidden fields, the visitor adds who they are and what it is about. A server action, so it works
 * with JavaScript off; when the time was just taken it offers the nearest free times in place,
 * keeping everything typed.
 */
export function BookingForm({
  kind,
  choice,
  consent,
  turnstileSiteKey,
  contentPlaceholder,
  submitLabel,
  action = fileBookingAction,
}: {
  kind: BookingKind;
  choice: { placeId: string; lawyer: string; day: string; time: string; label: string };
  consent: ConsultConsentText;
  turnstileSiteKey: string | null;
  contentPlaceholder: string;
  submitLabel: string;
  /** The paid consultation files through its own action (payments, issue 16): same form, same state. */
  action?: (previous: BookingFormState, formData: FormData) => Promise<BookingFormState>;
}) {
  const [state, formAction, pending] = useActionState(action, {
    attempt: 0,
    values: { tel: '', content: '', name: '', category: '', consent: false, email: '', ...choice },
    fieldErrors: {},
  });
  const form = useRef<HTMLFormElement>(null);
  const [invalid, setInvalid] = useState(false);
  const id = `booking-${kind}`;
  const errors: Errors = state.fieldErrors;
  const values = state.values;
  const alternatives = state.alternatives ?? [];

  const recheck = () => {
    if (!form.current) return;
    const data = new FormData(form.current);
    const text = (key: string) => String(data.get(key) ?? '');
    const consultErrors = formFieldErrors({ tel: text('tel'), content: text('content'), name: text('name'), category: text('category') });
    const bookingErrors = checkBookingChoice({ ...choice, name: text('name'), email: text('email') });
    const needsPick = alternatives.length > 0 && !data.get('pick');
    setInvalid(Object.keys(consultErrors).length + Object.keys(bookingErrors).length > 0 || data.get('consent') !== 'on' || needsPick);
  };
  useEffect(recheck, [state.attempt]); // eslint-disable-line react-hooks/exhaustive-deps

  const err = (key: keyof Errors) => <FieldError look="page" announce id={`${id}-${key}`} message={errors[key]} />;
  const described = (key: keyof Errors, extra?: string) => joinIds(errors[key] && fieldIds(`${id}-${key}`).error, extra);

  return (
    <form key={state.attempt} ref={form} action={formAction} onChange={recheck} noValidate className="space-y-5" data-testid={`${id}-form`}>
      <input type="hidden" name="kind" value={kind} />
      <input type="hidden" name="placeId" value={choice.placeId} />
      <input type="hidden" name="lawyer" value={choice.lawyer} />
      <input type="hidden" name="day" value={choice.day} />
      <input type="hidden" name="time" value={choice.time} />
      <FormAlert look="page" message={state.formError} />
      {alternatives.length > 0 && (
        <fieldset className="rounded-xl border-2 border-amber-600 bg-amber-50 p-4" data-testid="booking-alternatives">
          <legend className="px-1 text-sm font-bold text-amber-950">가까운 다른 시간</legend>
          <div className="mt-1 grid gap-2 sm:grid-cols-2">
            {alternatives.map((alternative) => (
              <label key={`${alternative.day} ${alternative.time}`} className={choiceClass}>
                <input type="radio" name="pick" value={`${alternative.day} ${alternative.time}`} className="size-4 accent-brand-800" />
                {alternative.label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
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
            휴대전화 <span className="text-red-700">(필수)</span>
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
            aria-describedby={described('tel', `${id}-tel-hint`)}
            className={inputClass}
          />
          <p id={`${id}-tel-hint`} className="mt-1 text-xs text-slate-600">
            확정 안내와 전날 알림을 카카오톡 알림톡으로 보내 드립니다.
          </p>
          {err('tel')}
        </div>
      </div>
      <div>
        <label htmlFor={`${id}-email`} className="block text-sm font-semibold">
          이메일 <span className="font-normal text-slate-600">(선택)</span>
        </label>
        <input
          id={`${id}-email`}
          name="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          defaultValue={values.email}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={described('email', `${id}-email-hint`)}
          className={inputClass}
        />
        <p id={`${id}-email-hint`} className="mt-1 text-xs text-slate-600">
          적으시면 예약 안내와 캘린더 파일 링크를 메일로도 보내 드립니다.
        </p>
        {err('email')}
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
      {(errors.place || errors.lawyer || errors.day || errors.time) && (
        <FormAlert look="page" message={errors.place ?? errors.lawyer ?? errors.day ?? errors.time} />
      )}
      <HoneypotField />
      <ConsentField notice={consent} defaultOpen defaultChecked={values.consent} error={errors.consent} />
      {turnstileSiteKey && <TurnstileWidget siteKey={turnstileSiteKey} onToken={() => recheck()} />}
      <button
        type="submit"
        disabled={invalid || pending}
        className="w-full rounded-lg bg-brand-700 px-4 py-4 text-lg font-bold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400"
      >
        {pending
          ? kind === 'premium'
            ? '신청하는 중…'
            : '예약하는 중…'
          : alternatives.length > 0
            ? '고른 시간으로 예약'
            : `${choice.label} ${submitLabel}`}
      </button>
    </form>
  );
}
