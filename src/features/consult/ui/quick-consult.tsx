'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CONTENT_MAX, type FieldErrors } from '../domain/consult-form-rules';
import { ShieldIcon } from '@/components/site/icons';
import { TurnstileWidget } from '@/components/turnstile-widget';
import { routes } from '@/lib/routes';
import { ConsentField, HoneypotField, type ConsentNotice } from './consent-field';
import { hasErrors, quickConsultErrors, withCallHint } from './consult-form-errors';
import { useConsultSubmission } from './use-consult-submission';

/**
 * The quick-consult widget (spec section 2): phone and content, the consent notice and a
 * '빠른 상담 신청' button. Unlike the old site it reports the real outcome.
 */
export function QuickConsult({
  mainPhone,
  notice,
  deskUrl = routes.consultReceipt,
  turnstileSiteKey = null,
}: {
  mainPhone: string;
  notice: ConsentNotice & { sensitive: string };
  deskUrl?: string;
  turnstileSiteKey?: string | null;
}) {
  const [token, setToken] = useState<string | null>(null);
  const [tel, setTel] = useState('');
  const [content, setContent] = useState('');
  const [consent, setConsent] = useState(false);
  const [website, setWebsite] = useState('');
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const telRef = useRef<HTMLInputElement>(null);
  const contentRef = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const { pending, serverFieldErrors, formError, submit, clearServerErrors } = useConsultSubmission({
    source: 'quick',
    deskBase: deskUrl,
    snackbarEveryFailure: true,
  });
  const errors: FieldErrors = { ...serverFieldErrors, ...clientErrors };

  // A field the server rejected takes the focus, so its message is read out and easy to fix.
  useEffect(() => {
    if (serverFieldErrors.tel) telRef.current?.focus();
    else if (serverFieldErrors.content) contentRef.current?.focus();
  }, [serverFieldErrors]);

  const update = (next: { tel?: string; content?: string; consent?: boolean }) => {
    const values = { tel, content, consent, ...next };
    if (next.tel !== undefined) setTel(next.tel);
    if (next.content !== undefined) setContent(next.content);
    if (next.consent !== undefined) setConsent(next.consent);
    clearServerErrors();
    if (attempted) setClientErrors(quickConsultErrors(values));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    const found = quickConsultErrors({ tel, content, consent });
    setClientErrors(found);
    if (hasErrors(found)) {
      if (found.tel) telRef.current?.focus();
      else if (found.content) contentRef.current?.focus();
      return;
    }
    await submit({ tel: tel.trim(), content: content.trim(), consent, website, token });
  };

  const fieldClass =
    'mt-1.5 block w-full scroll-mt-28 rounded-xl border bg-white px-4 text-[16px] text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0';

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      aria-label="빠른 상담 신청"
      data-testid="quick-consult"
      className="relative space-y-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm call:p-7"
    >
      <div>
        <label htmlFor={`${id}-tel`} className="text-[15px] font-semibold text-slate-900">
          연락처 <span className="text-[13px] font-normal text-accent-600">(필수)</span>
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
          data-testid="quick-consult-tel"
          className={`${fieldClass} h-12 ${errors.tel ? 'border-red-600' : 'border-slate-300'}`}
        />
        {errors.tel && (
          <p id={`${id}-tel-error`} className="mt-1.5 text-[14px] font-medium text-red-700">
            {errors.tel}
          </p>
        )}
      </div>

      <p id={`${id}-sensitive`} className="flex gap-2 rounded-xl bg-amber-50 px-4 py-3 text-[13.5px] leading-relaxed text-amber-900">
        <ShieldIcon size={18} className="mt-0.5 shrink-0" />
        <span>{notice.sensitive}</span>
      </p>

      <div>
        <label htmlFor={`${id}-content`} className="text-[15px] font-semibold text-slate-900">
          상담 내용 <span className="text-[13px] font-normal text-accent-600">(필수)</span>
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
          data-testid="quick-consult-content"
          className={`${fieldClass} resize-y py-3 leading-relaxed ${errors.content ? 'border-red-600' : 'border-slate-300'}`}
        />
        {errors.content && (
          <p id={`${id}-content-error`} className="mt-1.5 text-[14px] font-medium text-red-700">
            {errors.content}
          </p>
        )}
      </div>

      <ConsentField
        notice={notice}
        checked={consent}
        onChange={(value) => update({ consent: value })}
        error={errors.consent}
        testId="quick-consult-consent"
      />
      <HoneypotField value={website} onChange={setWebsite} />
      {turnstileSiteKey && <TurnstileWidget siteKey={turnstileSiteKey} onToken={setToken} />}

      {formError && !errors.tel && !errors.content && !errors.consent && (
        <p role="alert" className="rounded-xl bg-red-50 px-4 py-3 text-[14px] font-medium text-red-800" data-testid="quick-consult-error">
          {withCallHint(formError, mainPhone)}
        </p>
      )}

      <button
        type="submit"
        disabled={pending}
        aria-busy={pending || undefined}
        data-testid="quick-consult-submit"
        className="h-[54px] w-full rounded-xl bg-accent-600 text-[17px] font-bold text-white hover:bg-accent-500 disabled:cursor-wait disabled:opacity-70"
      >
        {pending ? '접수 중…' : '빠른 상담 신청'}
      </button>
    </form>
  );
}
