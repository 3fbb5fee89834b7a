'use client';

import { useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CONTENT_MAX, type ConsultSource, type ConsultFieldErrors } from '../domain/consult-form-rules';
import { ShieldIcon } from '@/components/icons';
import { TurnstileWidget } from '@/components/turnstile-widget';
import { ConsentField, HoneypotField, type ConsentNotice } from './consent-field';
import { hasErrors, quickConsultErrors, withCallHint } from './consult-form-errors';
import { useConsultSubmission } from './use-consult-submission';

type Look = {
  form: string;
  label: string;
  required: string;
  input: string;
  textarea: string;
  fieldError: string;
  formError: string;
  submit: string;
};

const panelInput =
  'mt-1 block h-11 w-full rounded-lg border bg-white px-3 text-[15px] text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0';
const widgetField =
  'mt-1.5 block w-full scroll-mt-28 rounded-xl border bg-white px-4 text-[16px] text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0';

/**
 * The two places the quick consult form appears. They differ in fields, look and test ids only:
 * validation, submission, Turnstile, honeypot and consent are the same code.
 */
const variants = {
  /** The desktop side panel: an optional name and the phone; the content says where it came from. */
  panel: {
    source: 'panel',
    testId: 'contact-panel',
    form: { 'data-testid': 'contact-panel-form' },
    showName: true,
    /** The content the panel files, since it asks for none. */
    fixedContent: '빠른 상담 요청 (우측 상담 패널)',
    snackbarEveryFailure: false,
    consentTone: 'compact',
    telErrorTestId: 'contact-panel-tel-error',
    submitLabel: '상담 요청',
    look: {
      form: 'relative space-y-3 px-5 pb-5 pt-4',
      label: 'text-[13px] font-semibold text-slate-800',
      required: 'font-normal text-accent-600',
      input: panelInput,
      textarea: panelInput, // unused: the panel has no content field
      fieldError: 'mt-1 text-[13px] font-medium text-red-700',
      formError: 'rounded-lg bg-red-50 px-3 py-2 text-[13px] font-medium text-red-800',
      submit:
        'h-12 w-full rounded-xl bg-accent-600 text-[16px] font-bold text-white hover:bg-accent-500 disabled:cursor-wait disabled:opacity-70',
    },
  },
  /** The home page widget (spec section 2): phone and content; every failure also in a snackbar (section 9). */
  quick: {
    source: 'quick',
    testId: 'quick-consult',
    form: { 'aria-label': '빠른 상담 신청', 'data-testid': 'quick-consult' },
    showName: false,
    fixedContent: null,
    snackbarEveryFailure: true,
    consentTone: undefined,
    telErrorTestId: undefined,
    submitLabel: '빠른 상담 신청',
    look: {
      form: 'relative space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm call:p-7',
      label: 'text-[15px] font-semibold text-slate-900',
      required: 'text-[13px] font-normal text-accent-600',
      input: `${widgetField} h-12`,
      textarea: `${widgetField} resize-y py-3 leading-relaxed`,
      fieldError: 'mt-1.5 text-[14px] font-medium text-red-700',
      formError: 'rounded-xl bg-red-50 px-4 py-3 text-[14px] font-medium text-red-800',
      submit:
        'h-[54px] w-full rounded-xl bg-accent-600 text-[17px] font-bold text-white hover:bg-accent-500 disabled:cursor-wait disabled:opacity-70',
    },
  },
} satisfies Record<
  string,
  {
    source: ConsultSource;
    testId: string;
    form: { 'aria-label'?: string; 'data-testid': string };
    showName: boolean;
    fixedContent: string | null;
    snackbarEveryFailure: boolean;
    consentTone: 'compact' | undefined;
    telErrorTestId: string | undefined;
    submitLabel: string;
    look: Look;
  }
>;

export type QuickConsultVariant = keyof typeof variants;

/**
 * The quick consult form (the phone number with an optional name or with the content, and the
 * consent) shared by the side panel and the home page widget. It reports the real outcome: success only when the
 * server stored the request. Field ids are `${id}-name`, `${id}-tel` and `${id}-content`.
 */
export function QuickConsultForm({
  variant: variantName,
  id,
  mainPhone,
  notice,
  deskUrl,
  turnstileSiteKey,
  children,
}: {
  variant: QuickConsultVariant;
  /** The prefix of the field ids (from the caller's useId, so it can address the fields too). */
  id: string;
  mainPhone: string;
  /** `sensitive` is the warning shown above the content field, for the variant that has one. */
  notice: ConsentNotice & { sensitive?: string };
  deskUrl: string;
  turnstileSiteKey: string | null;
  /** Shown at the end of the form, after the submit button. */
  children?: ReactNode;
}) {
  const variant = variants[variantName];
  const { look, testId, showName, fixedContent } = variant;
  const showContent = fixedContent === null;
  const [token, setToken] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [tel, setTel] = useState('');
  const [content, setContent] = useState('');
  const [consent, setConsent] = useState(false);
  const [website, setWebsite] = useState('');
  const [clientErrors, setClientErrors] = useState<ConsultFieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);
  const telRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const { pending, serverFieldErrors, formError, submit, clearServerErrors } = useConsultSubmission({
    source: variant.source,
    deskBase: deskUrl,
    snackbarEveryFailure: variant.snackbarEveryFailure,
  });

  const errors: ConsultFieldErrors = { ...serverFieldErrors, ...clientErrors };

  /** Focuses the first field shown, in page order, that has an error. */
  const focusFirst = useCallback(
    (found: ConsultFieldErrors) => {
      if (showName && found.name) nameRef.current?.focus();
      else if (found.tel) telRef.current?.focus();
      else if (showContent && found.content) contentRef.current?.focus();
    },
    [showName, showContent],
  );

  // A field the server rejected takes the focus, so its message is read out and easy to fix.
  useEffect(() => focusFirst(serverFieldErrors), [serverFieldErrors, focusFirst]);

  type Values = { name: string; tel: string; content: string; consent: boolean };
  const validate = (values: Values) =>
    quickConsultErrors({
      ...(showName ? { name: values.name } : {}),
      tel: values.tel,
      content: fixedContent ?? values.content,
      consent: values.consent,
    });

  const update = (next: Partial<Values>) => {
    const values = { name, tel, content, consent, ...next };
    if (next.name !== undefined) setName(next.name);
    if (next.tel !== undefined) setTel(next.tel);
    if (next.content !== undefined) setContent(next.content);
    if (next.consent !== undefined) setConsent(next.consent);
    clearServerErrors();
    if (attempted) setClientErrors(validate(values));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    const found = validate({ name, tel, content, consent });
    setClientErrors(found);
    if (hasErrors(found)) {
      focusFirst(found);
      return;
    }
    await submit({
      ...(showName ? { name: name.trim() || undefined } : {}),
      tel: tel.trim(),
      content: fixedContent ?? content.trim(),
      consent,
      website,
      token,
    });
  };

  const fieldErrorShown = (showName && errors.name) || errors.tel || (showContent && errors.content) || errors.consent;
  const border = (error: string | undefined) => (error ? 'border-red-600' : 'border-slate-300');

  return (
    <form onSubmit={onSubmit} noValidate {...variant.form} className={look.form}>
      {showName && (
        <div>
          <label htmlFor={`${id}-name`} className={look.label}>
            이름 <span className="font-normal text-slate-500">(선택)</span>
          </label>
          <input
            ref={nameRef}
            id={`${id}-name`}
            name="name"
            autoComplete="name"
            data-testid={`${testId}-name`}
            value={name}
            onChange={(event) => update({ name: event.target.value })}
            aria-invalid={errors.name ? true : undefined}
            aria-describedby={errors.name ? `${id}-name-error` : undefined}
            className={`${look.input} ${border(errors.name)}`}
          />
          {errors.name && (
            <p id={`${id}-name-error`} className={look.fieldError}>
              {errors.name}
            </p>
          )}
        </div>
      )}
      <div>
        <label htmlFor={`${id}-tel`} className={look.label}>
          연락처 <span className={look.required}>(필수)</span>
        </label>
        <input
          ref={telRef}
          id={`${id}-tel`}
          name="tel"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          placeholder="010-0000-0000"
          value={tel}
          onChange={(event) => update({ tel: event.target.value })}
          aria-invalid={errors.tel ? true : undefined}
          aria-describedby={errors.tel ? `${id}-tel-error` : undefined}
          data-testid={`${testId}-tel`}
          className={`${look.input} ${border(errors.tel)}`}
        />
        {errors.tel && (
          <p id={`${id}-tel-error`} className={look.fieldError} data-testid={variant.telErrorTestId}>
            {errors.tel}
          </p>
        )}
      </div>

      {showContent && (
        <>
          <p id={`${id}-sensitive`} className="flex gap-2 rounded-xl bg-amber-50 px-4 py-3 text-[13.5px] leading-relaxed text-amber-900">
            <ShieldIcon size={18} className="mt-0.5 shrink-0" />
            <span>{notice.sensitive}</span>
          </p>

          <div>
            <label htmlFor={`${id}-content`} className={look.label}>
              상담 내용 <span className={look.required}>(필수)</span>
            </label>
            <textarea
              ref={contentRef}
              id={`${id}-content`}
              name="content"
              rows={4}
              maxLength={CONTENT_MAX}
              placeholder="예) 결혼 7년 차이고 자녀가 한 명 있습니다. 재산분할과 양육권이 어떻게 되는지 궁금합니다."
              value={content}
              onChange={(event) => update({ content: event.target.value })}
              aria-invalid={errors.content ? true : undefined}
              aria-describedby={`${id}-sensitive${errors.content ? ` ${id}-content-error` : ''}`}
              data-testid={`${testId}-content`}
              className={`${look.textarea} ${border(errors.content)}`}
            />
            {errors.content && (
              <p id={`${id}-content-error`} className={look.fieldError}>
                {errors.content}
              </p>
            )}
          </div>
        </>
      )}

      <ConsentField
        notice={notice}
        checked={consent}
        onChange={(value) => update({ consent: value })}
        error={errors.consent}
        tone={variant.consentTone}
        testId={`${testId}-consent`}
      />
      <HoneypotField value={website} onChange={setWebsite} />
      {turnstileSiteKey && <TurnstileWidget siteKey={turnstileSiteKey} onToken={setToken} />}

      {formError && !fieldErrorShown && (
        <p role="alert" className={look.formError} data-testid={`${testId}-error`}>
          {withCallHint(formError, mainPhone)}
        </p>
      )}

      <button type="submit" disabled={pending} aria-busy={pending || undefined} data-testid={`${testId}-submit`} className={look.submit}>
        {pending ? '접수 중…' : variant.submitLabel}
      </button>
      {children}
    </form>
  );
}
