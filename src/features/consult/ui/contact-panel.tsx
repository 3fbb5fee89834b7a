'use client';

import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { FieldErrors } from '../domain/consult-form-rules';
import { ChatIcon, ChevronRightIcon, PhoneIcon } from '@/components/site/icons';
import { TurnstileWidget } from '@/components/turnstile-widget';
import { routes } from '@/lib/routes';
import { ConsentField, HoneypotField, type ConsentNotice } from './consent-field';
import { hasErrors, quickConsultErrors, withCallHint } from './consult-form-errors';
import { useConsultSubmission } from './use-consult-submission';

export const PANEL_CONTENT = '빠른 상담 요청 (우측 상담 패널)';

/** Desktop right-side contact panel: a mini tab that expands into a quick call-back form. */
export function ContactPanel({
  mainPhone,
  mainPhoneHref,
  notice,
  deskUrl = routes.consultReceipt,
  turnstileSiteKey = null,
}: {
  mainPhone: string;
  mainPhoneHref: string;
  notice: ConsentNotice;
  deskUrl?: string;
  turnstileSiteKey?: string | null;
}) {
  const [token, setToken] = useState<string | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [name, setName] = useState('');
  const [tel, setTel] = useState('');
  const [consent, setConsent] = useState(false);
  const [website, setWebsite] = useState('');
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const telRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const { pending, serverFieldErrors, formError, submit, clearServerErrors } = useConsultSubmission({
    source: 'panel',
    deskBase: deskUrl,
  });

  const errors: FieldErrors = { ...serverFieldErrors, ...clientErrors };

  // A field the server rejected takes the focus, so its message is read out and easy to fix.
  useEffect(() => {
    if (serverFieldErrors.name) nameRef.current?.focus();
    else if (serverFieldErrors.tel) telRef.current?.focus();
  }, [serverFieldErrors]);
  const validate = (next: { name: string; tel: string; consent: boolean }) =>
    quickConsultErrors({ ...next, content: PANEL_CONTENT });

  const update = (next: { name?: string; tel?: string; consent?: boolean }) => {
    const values = { name, tel, consent, ...next };
    if (next.name !== undefined) setName(next.name);
    if (next.tel !== undefined) setTel(next.tel);
    if (next.consent !== undefined) setConsent(next.consent);
    clearServerErrors();
    if (attempted) setClientErrors(validate(values));
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    const found = validate({ name, tel, consent });
    setClientErrors(found);
    if (hasErrors(found)) {
      if (found.name) nameRef.current?.focus();
      else if (found.tel) telRef.current?.focus();
      return;
    }
    await submit({ name: name.trim() || undefined, tel: tel.trim(), content: PANEL_CONTENT, consent, website, token });
  };

  const panelId = `${id}-panel`;
  const inputClass =
    'mt-1 block h-11 w-full rounded-lg border bg-white px-3 text-[15px] text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-0';

  return (
    <aside
      aria-label="빠른 상담 패널"
      data-testid="contact-panel"
      className="no-print fixed right-0 top-1/2 z-30 hidden -translate-y-1/2 desk:block"
    >
      <div className="flex items-start">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          onClick={() => {
            const next = !expanded;
            setExpanded(next);
            if (next) requestAnimationFrame(() => nameRef.current?.focus());
          }}
          data-testid="contact-panel-toggle"
          className={`flex w-[60px] flex-col items-center gap-2 rounded-l-2xl px-2 py-5 shadow-xl ${
            expanded ? 'mt-4 bg-white text-brand-800 ring-1 ring-slate-200 hover:bg-slate-50' : 'bg-brand-800 text-white hover:bg-brand-700'
          }`}
        >
          {expanded ? <ChevronRightIcon size={22} /> : <ChatIcon size={24} />}
          <span className="text-[14px] font-semibold leading-tight [writing-mode:vertical-rl]">
            {expanded ? '상담 패널 접기' : '빠른 상담 신청'}
          </span>
        </button>
        <div
          id={panelId}
          hidden={!expanded}
          className="w-[300px] overflow-hidden rounded-l-2xl border border-r-0 border-slate-200 bg-white shadow-2xl"
        >
          <div className="bg-brand-800 px-5 py-3.5 text-white">
            <h2 className="text-[16px] font-bold">빠른 상담 신청</h2>
            <p className="mt-0.5 text-[12.5px] text-brand-100">연락처를 남기시면 변호사가 직접 전화드립니다.</p>
          </div>
          <form onSubmit={onSubmit} noValidate className="relative space-y-3 px-5 pb-5 pt-4" data-testid="contact-panel-form">
            <div>
              <label htmlFor={`${id}-name`} className="text-[13px] font-semibold text-slate-800">
                이름 <span className="font-normal text-slate-500">(선택)</span>
              </label>
              <input
                ref={nameRef}
                id={`${id}-name`}
                name="name"
                autoComplete="name"
                data-testid="contact-panel-name"
                value={name}
                onChange={(event) => update({ name: event.target.value })}
                aria-invalid={errors.name ? true : undefined}
                aria-describedby={errors.name ? `${id}-name-error` : undefined}
                className={`${inputClass} ${errors.name ? 'border-red-600' : 'border-slate-300'}`}
              />
              {errors.name && (
                <p id={`${id}-name-error`} className="mt-1 text-[13px] font-medium text-red-700">
                  {errors.name}
                </p>
              )}
            </div>
            <div>
              <label htmlFor={`${id}-tel`} className="text-[13px] font-semibold text-slate-800">
                연락처 <span className="font-normal text-accent-600">(필수)</span>
              </label>
              <input
                ref={telRef}
                id={`${id}-tel`}
                name="tel"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                data-testid="contact-panel-tel"
                placeholder="010-0000-0000"
                value={tel}
                onChange={(event) => update({ tel: event.target.value })}
                aria-invalid={errors.tel ? true : undefined}
                aria-describedby={errors.tel ? `${id}-tel-error` : undefined}
                className={`${inputClass} ${errors.tel ? 'border-red-600' : 'border-slate-300'}`}
              />
              {errors.tel && (
                <p id={`${id}-tel-error`} className="mt-1 text-[13px] font-medium text-red-700" data-testid="contact-panel-tel-error">
                  {errors.tel}
                </p>
              )}
            </div>
            <ConsentField
              notice={notice}
              checked={consent}
              onChange={(value) => update({ consent: value })}
              error={errors.consent}
              tone="compact"
              testId="contact-panel-consent"
            />
            <HoneypotField value={website} onChange={setWebsite} />
            {turnstileSiteKey && <TurnstileWidget siteKey={turnstileSiteKey} onToken={setToken} />}
            {formError && !errors.name && !errors.tel && !errors.consent && (
              <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-[13px] font-medium text-red-800" data-testid="contact-panel-error">
                {withCallHint(formError, mainPhone)}
              </p>
            )}
            <button
              type="submit"
              disabled={pending}
              aria-busy={pending || undefined}
              data-testid="contact-panel-submit"
              className="h-12 w-full rounded-xl bg-accent-600 text-[16px] font-bold text-white hover:bg-accent-500 disabled:cursor-wait disabled:opacity-70"
            >
              {pending ? '접수 중…' : '상담 요청'}
            </button>
            <a
              href={mainPhoneHref}
              className="flex items-center justify-center gap-1.5 rounded text-[14px] font-semibold text-brand-800 hover:underline"
            >
              <PhoneIcon size={16} />
              {mainPhone} <span className="font-normal text-slate-600">24시간</span>
            </a>
          </form>
        </div>
      </div>
    </aside>
  );
}
