'use client';

import Link from 'next/link';
import { useRef, useState, type FormEvent } from 'react';
import { routes } from '@/lib/routes';
import type { FieldErrors } from '@/lib/field-errors';
import { authRequest } from './auth-request';
import { codesTo, newPasswordCodes, placeFailure } from './auth-failure';
import { emailError, firstInvalid, resetRequestedMessage, validateNewPassword, type NewPasswordField } from './auth-form-rules';
import { FormAlert, FormStatus, SubmitButton, TextField } from '@/components/form/form-parts';

/** Step 1: ask for the email; better-auth mails a link that comes back here with `?token=`. */
export function ResetRequestForm() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = emailError(email);
    setError(found);
    setFormError(null);
    if (found) {
      emailRef.current?.focus();
      return;
    }
    setPending(true);
    const result = await authRequest('/request-password-reset', { email: email.trim(), redirectTo: routes.passwordReset });
    setPending(false);
    // Only a failure that says nothing about the account is shown (too many tries, no connection).
    if (!result.ok && (result.code === 'TOO_MANY_REQUESTS' || result.status === 0)) {
      setFormError(result.message);
      return;
    }
    if (!result.ok && result.code === 'INVALID_EMAIL') {
      setError(result.message);
      emailRef.current?.focus();
      return;
    }
    setSent(true);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="비밀번호 재설정 메일 요청" data-testid="reset-request-form">
      <TextField
        look="page"
        required
        id="reset-email"
        label="가입한 이메일"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setSent(false);
        }}
        error={error}
        inputRef={emailRef}
      />
      <FormAlert look="page" message={formError} />
      <FormStatus look="page" message={sent ? resetRequestedMessage : null} testId="reset-requested" />
      <SubmitButton pending={pending} pendingLabel="보내는 중…">
        재설정 링크 받기
      </SubmitButton>
    </form>
  );
}

/** Step 2: the mailed link's token and a new password. */
export function NewPasswordForm({ token }: { token: string }) {
  const [values, setValues] = useState({ newPassword: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldErrors<NewPasswordField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const [pending, setPending] = useState(false);
  const newPasswordRef = useRef<HTMLInputElement>(null);
  const confirmPasswordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = validateNewPassword(values);
    setErrors(found);
    setFormError(null);
    const first = firstInvalid(['newPassword', 'confirmPassword'] as const, found);
    if (first) {
      (first === 'newPassword' ? newPasswordRef : confirmPasswordRef).current?.focus();
      return;
    }
    setPending(true);
    const result = await authRequest('/reset-password', { newPassword: values.newPassword, token });
    setPending(false);
    if (!result.ok) {
      const placed = placeFailure<NewPasswordField>(result, codesTo(newPasswordCodes, 'newPassword'));
      setErrors(placed.fieldErrors);
      setFormError(placed.formError);
      return;
    }
    setDone(true);
  };

  if (done) {
    return (
      <div className="space-y-5" data-testid="reset-done">
        <FormStatus
          look="page"
          message="비밀번호를 바꾸었습니다. 다른 기기의 로그인은 모두 해제되었습니다. 새 비밀번호로 로그인해 주세요."
        />
        <Link
          href={routes.login}
          className="inline-flex h-12 w-full items-center justify-center rounded-xl bg-brand-800 px-5 text-[16px] font-bold text-white hover:bg-brand-700"
        >
          로그인하러 가기
        </Link>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="새 비밀번호 정하기" data-testid="new-password-form">
      <TextField
        look="page"
        required
        id="reset-new-password"
        label="새 비밀번호"
        type="password"
        autoComplete="new-password"
        hint="8자 이상으로 정해 주세요."
        value={values.newPassword}
        onChange={(newPassword) => setValues((v) => ({ ...v, newPassword }))}
        error={errors.newPassword}
        inputRef={newPasswordRef}
      />
      <TextField
        look="page"
        required
        id="reset-confirm-password"
        label="새 비밀번호 확인"
        type="password"
        autoComplete="new-password"
        value={values.confirmPassword}
        onChange={(confirmPassword) => setValues((v) => ({ ...v, confirmPassword }))}
        error={errors.confirmPassword}
        inputRef={confirmPasswordRef}
      />
      <FormAlert look="page" message={formError} testId="new-password-error" />
      {formError && (
        <p className="text-[14.5px]">
          <Link href={routes.passwordReset} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
            재설정 메일 다시 받기
          </Link>
        </p>
      )}
      <SubmitButton pending={pending} pendingLabel="바꾸는 중…">
        비밀번호 바꾸기
      </SubmitButton>
    </form>
  );
}
