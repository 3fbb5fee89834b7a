'use client';

import { useId, useState } from 'react';

export type ConsentNotice = { purpose: string; items: string; retention: string; refusal: string };

/**
 * The consent checkbox with the notice the law asks for (개인정보 보호법 제15조 제2항: purpose,
 * items, retention, the right to refuse). Controlled (`checked`) or, for forms that must work
 * without JavaScript, uncontrolled (`defaultChecked`) with the notice shown open.
 */
export function ConsentField({
  notice,
  checked,
  defaultChecked,
  onChange,
  error,
  defaultOpen = false,
  tone = 'light',
  testId,
}: {
  notice: ConsentNotice;
  checked?: boolean;
  defaultChecked?: boolean;
  onChange?: (checked: boolean) => void;
  error?: string;
  defaultOpen?: boolean;
  tone?: 'light' | 'compact';
  testId?: string;
}) {
  const [open, setOpen] = useState(defaultOpen);
  const id = useId();
  const noticeId = `${id}-notice`;
  const errorId = `${id}-error`;
  const small = tone === 'compact';
  const state = onChange
    ? { checked: checked ?? false, onChange: (event: { target: { checked: boolean } }) => onChange(event.target.checked) }
    : { defaultChecked };
  return (
    <div className={small ? 'text-[12.5px]' : 'text-[14px]'}>
      <div className="flex items-start justify-between gap-2">
        <label className="flex cursor-pointer items-start gap-2 leading-snug font-semibold text-slate-800">
          <input
            type="checkbox"
            name="consent"
            value="on"
            {...state}
            aria-invalid={error ? true : undefined}
            aria-describedby={[error ? errorId : null, noticeId].filter(Boolean).join(' ')}
            data-testid={testId}
            className={`mt-0.5 shrink-0 accent-brand-800 ${small ? 'size-4' : 'size-[18px]'}`}
          />
          <span>
            개인정보 수집·이용에 동의합니다 <span className="text-accent-600">(필수)</span>
          </span>
        </label>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={noticeId}
          onClick={() => setOpen((value) => !value)}
          className="shrink-0 rounded text-slate-600 underline underline-offset-2 hover:text-brand-800"
        >
          {open ? '접기' : '내용 보기'}
        </button>
      </div>
      <dl id={noticeId} hidden={!open} className="mt-2 space-y-1.5 rounded-lg bg-slate-50 p-3 leading-relaxed text-slate-700">
        <div>
          <dt className="font-semibold text-slate-800">수집 목적</dt>
          <dd>{notice.purpose}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-800">수집 항목</dt>
          <dd>{notice.items}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-800">보유 기간</dt>
          <dd>{notice.retention}</dd>
        </div>
        <div>
          <dt className="font-semibold text-slate-800">동의 거부</dt>
          <dd>{notice.refusal}</dd>
        </div>
      </dl>
      {error && (
        <p id={errorId} className="mt-1 font-medium text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A field people never see: bots fill it, and the server drops requests where it is not empty. */
export function HoneypotField({ value, onChange }: { value?: string; onChange?: (value: string) => void }) {
  const state = onChange
    ? { value: value ?? '', onChange: (event: { target: { value: string } }) => onChange(event.target.value) }
    : { defaultValue: '' };
  return (
    <div aria-hidden="true" className="pointer-events-none absolute -left-[10000px] top-auto h-px w-px overflow-hidden">
      <label>
        웹사이트
        <input type="text" name="website" tabIndex={-1} autoComplete="off" {...state} />
      </label>
    </div>
  );
}
