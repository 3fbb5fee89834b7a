import type { Ref } from 'react';

/** The sign-in screens' form pieces: labelled inputs with their errors, the alert box, buttons. */

export const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-700 read-only:bg-slate-100 read-only:text-slate-700';

export function describedBy(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

export function TextField({
  id,
  label,
  type = 'text',
  value,
  onChange,
  error,
  hint,
  autoComplete,
  inputMode,
  required = true,
  readOnly,
  inputRef,
  testId,
}: {
  id: string;
  label: string;
  type?: 'text' | 'email' | 'password';
  value: string;
  onChange?: (value: string) => void;
  error?: string;
  hint?: string;
  autoComplete?: string;
  inputMode?: 'email' | 'text';
  required?: boolean;
  readOnly?: boolean;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
}) {
  const hintId = hint ? `${id}-hint` : null;
  const errorId = error ? `${id}-error` : null;
  return (
    <div>
      <label htmlFor={id} className="block text-[15px] font-semibold text-slate-900">
        {label}
        {required && !readOnly && <> <span className="text-[13px] font-medium text-red-700">(필수)</span></>}
      </label>
      {hint && (
        <p id={hintId!} className="mt-0.5 text-[13px] text-slate-600">
          {hint}
        </p>
      )}
      <input
        ref={inputRef}
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        readOnly={readOnly}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-required={required && !readOnly ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(errorId, hintId)}
        data-testid={testId}
        className={inputClass}
      />
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function FieldError({ id, message }: { id: string | null; message?: string }) {
  if (!message || !id) return null;
  return (
    <p id={id} className="mt-1 text-[14px] font-medium text-red-700">
      {message}
    </p>
  );
}

/** The form's own failure (not one field's): announced at once. */
export function FormAlert({ message, testId }: { message: string | null | undefined; testId?: string }) {
  if (!message) return null;
  return (
    <div role="alert" data-testid={testId} className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-[15px] font-medium leading-relaxed text-red-800">
      {message}
    </div>
  );
}

/** A success note, read out politely. */
export function FormStatus({ message, testId }: { message: string | null | undefined; testId?: string }) {
  return (
    <div role="status" data-testid={testId} className={message ? 'rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-[15px] font-medium text-emerald-900' : 'sr-only'}>
      {message ?? ''}
    </div>
  );
}

export function SubmitButton({ pending, children, pendingLabel, tone = 'primary', testId }: { pending: boolean; children: React.ReactNode; pendingLabel: string; tone?: 'primary' | 'danger'; testId?: string }) {
  const colours = tone === 'danger' ? 'bg-red-700 hover:bg-red-800' : 'bg-brand-800 hover:bg-brand-700';
  return (
    <button
      type="submit"
      disabled={pending}
      aria-disabled={pending ? true : undefined}
      data-testid={testId}
      className={`inline-flex h-12 w-full items-center justify-center rounded-xl px-5 text-[16px] font-bold text-white disabled:cursor-not-allowed disabled:bg-slate-500 ${colours}`}
    >
      {pending ? pendingLabel : children}
    </button>
  );
}

export function CheckboxField({
  id,
  checked,
  onChange,
  error,
  describedById,
  children,
  inputRef,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error?: string;
  describedById?: string;
  children: React.ReactNode;
  inputRef?: Ref<HTMLInputElement>;
}) {
  const errorId = error ? `${id}-error` : null;
  return (
    <div>
      <div className="flex items-start gap-2.5">
        <input
          ref={inputRef}
          id={id}
          name={id}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-required="true"
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(errorId, describedById)}
          className="mt-0.5 size-5 shrink-0 accent-brand-800"
        />
        <label htmlFor={id} className="cursor-pointer text-[15px] font-semibold leading-snug text-slate-900">
          {children} <span className="text-[13px] font-medium text-red-700">(필수)</span>
        </label>
      </div>
      <FieldError id={errorId} message={error} />
    </div>
  );
}

export function SectionCard({ id, title, description, children, tone = 'default' }: { id: string; title: string; description?: React.ReactNode; children: React.ReactNode; tone?: 'default' | 'danger' }) {
  return (
    <section aria-labelledby={`${id}-title`} className={`rounded-2xl border bg-white p-5 desk:p-7 ${tone === 'danger' ? 'border-red-200' : 'border-slate-200'}`} data-testid={`section-${id}`}>
      <h2 id={`${id}-title`} className="text-[19px] font-bold text-brand-900">
        {title}
      </h2>
      {description && <div className="mt-1.5 text-[14.5px] leading-relaxed text-slate-700">{description}</div>}
      <div className="mt-5">{children}</div>
    </section>
  );
}
