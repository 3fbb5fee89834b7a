import type { Ref } from 'react';
import { inputClass as officeInputClass, labelClass as officeLabelClass } from '@/components/office/admin-ui';

/**
 * The one form kit (STYLE.md, "one form kit"): a field with its label, hint and error wired
 * together (aria-describedby, aria-invalid), a checkbox, the form's messages (FormAlert for a
 * failure, FormStatus for a success) and its submit button. The hook that runs a server action is
 * in use-action.ts.
 *
 * Three looks share the one API: `page` for the public screens (sign-in, sign-up, my page: larger
 * type, the hint above the input, `aria-required` because those forms show their own messages),
 * `calculator` for the public calculators (the page look with their taller input and bolder
 * error) and `office` for the back office (compact, the hint under the input, native `required`). The fields,
 * hints, errors and form messages take `look` and are in the office look unless told otherwise.
 */

export type FieldLook = 'page' | 'office' | 'calculator';

const pageInputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-600 aria-[invalid=true]:border-red-700 read-only:bg-slate-100 read-only:text-slate-700';

/**
 * The calculators' input (tall, rounded, tabular figures); their GET forms write their inputs with
 * it. One short class (globals.css), since a calculator's form repeats it in the HTML and the RSC payload.
 */
export const calculatorInputClass = 'calc-input';

const pageLook = {
  label: 'block text-[15px] font-semibold text-slate-900',
  input: pageInputClass,
  hint: 'mt-0.5 text-[13px] text-slate-600',
  error: 'mt-1 text-[14px] font-medium text-red-700',
  alert: 'rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-[15px] font-medium leading-relaxed text-red-800',
  status: 'rounded-lg border border-emerald-200 bg-emerald-50 px-4 py-3 text-[15px] font-medium text-emerald-900',
} as const;

const looks = {
  page: pageLook,
  /** The public calculators: the page look with their own input and a bolder error further below it. */
  calculator: {
    ...pageLook,
    input: `mt-1.5 block ${calculatorInputClass}`,
    error: 'mt-1.5 text-[14px] font-semibold text-red-700',
  },
  office: {
    label: officeLabelClass,
    input: `mt-1 ${officeInputClass}`,
    hint: 'mt-1 text-[13px] text-slate-600',
    error: 'mt-1 text-[14px] font-medium text-red-800',
    alert: 'mt-3 rounded-lg bg-red-50 px-3 py-2 text-[14px] font-medium text-red-800',
    status: 'mt-3 rounded-lg bg-emerald-50 px-3 py-2 text-[14px] font-medium text-emerald-900',
  },
} as const;

export function fieldIds(id: string) {
  return { hint: `${id}-hint`, error: `${id}-error` };
}

/** The aria-describedby of field `id`: its hint, then its error, when shown. */
export function describedBy(id: string, hint: boolean, error: boolean): string | undefined {
  return joinIds(hint && fieldIds(id).hint, error && fieldIds(id).error);
}

/** An id list (aria-describedby) from the ids that are set. */
export function joinIds(...ids: Array<string | false | null | undefined>): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

/**
 * The error under field `id` (its element id is `${id}-error`). `announce` reads it out at once
 * (role=alert), for a form that shows the message without moving the focus to the field.
 */
export function FieldError({
  id,
  message,
  look = 'office',
  announce = false,
}: {
  id: string;
  message?: string;
  look?: FieldLook;
  announce?: boolean;
}) {
  if (!message) return null;
  return (
    <p id={fieldIds(id).error} role={announce ? 'alert' : undefined} className={looks[look].error}>
      {message}
    </p>
  );
}

/** The hint of field `id` (its element id is `${id}-hint`). */
export function FieldHint({ id, hint, look = 'office' }: { id: string; hint?: React.ReactNode; look?: FieldLook }) {
  if (!hint) return null;
  return (
    <p id={fieldIds(id).hint} className={looks[look].hint}>
      {hint}
    </p>
  );
}

type TextFieldProps = {
  id: string;
  label: string;
  value: string;
  /** Left out for a read-only field. */
  onChange?: (value: string) => void;
  error?: string;
  hint?: React.ReactNode;
  type?: 'text' | 'email' | 'password' | 'url' | 'tel' | 'number';
  required?: boolean;
  readOnly?: boolean;
  inputMode?: 'numeric' | 'tel' | 'email' | 'url' | 'text';
  /** Defaults to "off" in the office, where forms edit records rather than the person's own details. */
  autoComplete?: string;
  inputRef?: Ref<HTMLInputElement>;
  testId?: string;
  className?: string;
  /** The office look unless told otherwise, as for FieldError and FieldHint. */
  look?: FieldLook;
};

export function TextField({
  id,
  label,
  value,
  onChange,
  error,
  hint,
  type = 'text',
  required = false,
  readOnly,
  inputMode,
  autoComplete,
  inputRef,
  testId,
  className,
  look = 'office',
}: TextFieldProps) {
  const office = look === 'office';
  const marked = required && !readOnly;
  const hintPart = <FieldHint id={id} hint={hint} look={look} />;
  return (
    <div className={className}>
      <label htmlFor={id} className={looks[look].label}>
        {label}
        {marked &&
          (office ? (
            <span className="ml-1 text-[13px] font-normal text-slate-600">(필수)</span>
          ) : (
            <>
              {' '}
              <span className="text-[13px] font-medium text-red-700">(필수)</span>
            </>
          ))}
      </label>
      {!office && hintPart}
      <input
        ref={inputRef}
        id={id}
        name={id}
        type={type}
        value={value}
        onChange={onChange ? (event) => onChange(event.target.value) : undefined}
        readOnly={readOnly}
        autoComplete={autoComplete ?? (office ? 'off' : undefined)}
        inputMode={inputMode}
        required={office ? required : undefined}
        aria-required={!office && marked ? true : undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={
          office ? describedBy(id, Boolean(hint), Boolean(error)) : joinIds(error && fieldIds(id).error, Boolean(hint) && fieldIds(id).hint)
        }
        data-testid={testId}
        className={looks[look].input}
      />
      {office && hintPart}
      <FieldError id={id} message={error} look={look} />
    </div>
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
          aria-describedby={joinIds(error && fieldIds(id).error, describedById)}
          className="mt-0.5 size-5 shrink-0 accent-brand-800"
        />
        <label htmlFor={id} className="cursor-pointer text-[15px] font-semibold leading-snug text-slate-900">
          {children} <span className="text-[13px] font-medium text-red-700">(필수)</span>
        </label>
      </div>
      <FieldError id={id} message={error} look="page" />
    </div>
  );
}

/**
 * A form's own failure (not one field's), announced at once (role=alert). The office look keeps
 * its distance from the form above it; a public form spaces it with the form's own gaps.
 */
export function FormAlert({ message, testId, look = 'office' }: { message: string | null | undefined; testId?: string; look?: FieldLook }) {
  if (!message) return null;
  return (
    <div role="alert" data-testid={testId} className={looks[look].alert}>
      {message}
    </div>
  );
}

/**
 * A form's success note, read out politely (role=status). The region stays in the page while
 * empty, so a screen reader is already listening when the note arrives.
 */
export function FormStatus({
  message,
  testId,
  look = 'office',
}: {
  message: string | null | undefined;
  testId?: string;
  look?: FieldLook;
}) {
  return (
    <div role="status" data-testid={testId} className={message ? looks[look].status : 'sr-only'}>
      {message ?? ''}
    </div>
  );
}

export function SubmitButton({
  pending,
  children,
  pendingLabel,
  tone = 'primary',
  testId,
}: {
  pending: boolean;
  children: React.ReactNode;
  pendingLabel: string;
  tone?: 'primary' | 'danger';
  testId?: string;
}) {
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
