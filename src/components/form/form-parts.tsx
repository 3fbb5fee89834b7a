'use client';

import { inputClass, labelClass } from '@/components/office/admin-ui';

/**
 * Client pieces of the back-office forms: a field with its label, hint and error wired together
 * (aria-describedby, aria-invalid) and the form's message boxes. The hook that runs a server
 * action is in use-action.ts.
 */

export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  const ids = [hint ? fieldIds(id).hint : null, error ? fieldIds(id).error : null].filter(Boolean);
  return ids.length ? ids.join(' ') : undefined;
}

export function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={fieldIds(id).error} className="mt-1 text-[14px] font-medium text-red-800">
      {message}
    </p>
  );
}

export function FieldHint({ id, hint }: { id: string; hint?: React.ReactNode }) {
  if (!hint) return null;
  return (
    <p id={fieldIds(id).hint} className="mt-1 text-[13px] text-slate-600">
      {hint}
    </p>
  );
}

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  hint?: React.ReactNode;
  type?: 'text' | 'email' | 'url' | 'tel' | 'number';
  required?: boolean;
  inputMode?: 'numeric' | 'tel' | 'email' | 'url' | 'text';
  autoComplete?: string;
  className?: string;
};

export function TextField({ id, label, value, onChange, error, hint, type = 'text', required, inputMode, autoComplete = 'off', className }: TextFieldProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className={labelClass}>
        {label}
        {required && <span className="ml-1 text-[13px] font-normal text-slate-600">(필수)</span>}
      </label>
      <input
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, Boolean(hint), Boolean(error))}
        required={required}
        inputMode={inputMode}
        autoComplete={autoComplete}
        className={`mt-1 ${inputClass}`}
      />
      <FieldHint id={id} hint={hint} />
      <FieldError id={id} message={error} />
    </div>
  );
}

/** The result of the last submit: an alert for a failure, a polite status for a success. */
export function FormMessages({ error, success }: { error?: string | null; success?: string | null }) {
  return (
    <>
      {error && (
        <p role="alert" className="mt-3 rounded-lg bg-red-50 px-3 py-2 text-[14px] font-medium text-red-800">
          {error}
        </p>
      )}
      <p role="status" className={success ? 'mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-[14px] font-medium text-emerald-900' : 'sr-only'}>
        {success ?? ''}
      </p>
    </>
  );
}
