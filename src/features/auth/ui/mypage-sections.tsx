'use client';

import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '@/components/dialog';
import { showSnackbar } from '@/components/snackbar-events';
import { notifyAuthChanged } from '@/lib/site-events';
import { routes } from '@/lib/routes';
import type { FieldErrors } from '@/lib/field-errors';
import { authRequest } from './auth-request';
import { codesTo, networkFailure, newPasswordCodes, placeFailure, readAuthFailure } from './auth-failure';
import {
  displayNameError,
  DISPLAY_NAME_MAX,
  firstInvalid,
  formMessages,
  validateChangePassword,
  type ChangePasswordField,
} from './auth-form-rules';
import { FormAlert, FormStatus, SubmitButton, TextField } from '@/components/form/form-parts';
import { SectionCard } from '@/components/section-card';
import { ProviderMark, providerNames, type SocialProvider } from './social-providers';

/** The my-page sections (/member/mypage): each talks to one better-auth endpoint. */

export function ProfileSection({ email, name }: { email: string; name: string }) {
  const router = useRouter();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const nameRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = displayNameError(value);
    setError(found);
    setFormError(null);
    setSaved(null);
    if (found) {
      nameRef.current?.focus();
      return;
    }
    setPending(true);
    const result = await authRequest('/update-user', { name: value.trim() });
    setPending(false);
    if (!result.ok) {
      setFormError(result.message);
      return;
    }
    setSaved('표시 이름을 바꾸었습니다.');
    notifyAuthChanged();
    router.refresh();
  };

  return (
    <SectionCard id="profile" title="회원 정보" description="커뮤니티에서는 표시 이름만 보이고 이메일은 보이지 않습니다.">
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="표시 이름 바꾸기">
        <TextField look="page" id="profile-email" label="이메일" type="email" value={email} readOnly />
        <TextField
          look="page"
          required
          id="profile-name"
          label="표시 이름"
          autoComplete="nickname"
          hint={`${DISPLAY_NAME_MAX}자 이하. 실명이 아니어도 됩니다.`}
          value={value}
          onChange={(next) => {
            setValue(next);
            setSaved(null);
          }}
          error={error}
          inputRef={nameRef}
        />
        <FormAlert look="page" message={formError} />
        <FormStatus look="page" message={saved} testId="profile-saved" />
        <div className="desk:w-48">
          <SubmitButton pending={pending} pendingLabel="저장하는 중…">
            표시 이름 저장
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}

const passwordOrder = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const emptyPasswords = { currentPassword: '', newPassword: '', confirmPassword: '' };

export function PasswordSection({ hasPassword, email }: { hasPassword: boolean; email: string }) {
  const [values, setValues] = useState(emptyPasswords);
  const [errors, setErrors] = useState<FieldErrors<ChangePasswordField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const currentPasswordRef = useRef<HTMLInputElement>(null);
  const newPasswordRef = useRef<HTMLInputElement>(null);
  const confirmPasswordRef = useRef<HTMLInputElement>(null);
  const focusField = (field: ChangePasswordField) => {
    const refs = { currentPassword: currentPasswordRef, newPassword: newPasswordRef, confirmPassword: confirmPasswordRef };
    refs[field].current?.focus();
  };

  if (!hasPassword) {
    return (
      <SectionCard id="password" title="비밀번호 변경">
        <p className="text-[15px] leading-relaxed text-slate-700">
          소셜 계정으로 가입하셔서 이 계정에는 비밀번호가 없습니다. 비밀번호로도 로그인하시려면 로그아웃한 뒤 로그인 화면의 ‘비밀번호를
          잊으셨나요?’에서 가입한 이메일로 비밀번호를 정해 주세요.
        </p>
      </SectionCard>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = validateChangePassword(values);
    setErrors(found);
    setFormError(null);
    setSaved(null);
    const first = firstInvalid(passwordOrder, found);
    if (first) {
      focusField(first);
      return;
    }
    setPending(true);
    const result = await authRequest('/change-password', {
      currentPassword: values.currentPassword,
      newPassword: values.newPassword,
      revokeOtherSessions: true,
    });
    setPending(false);
    if (!result.ok) {
      const placed = placeFailure<ChangePasswordField>(result, {
        INVALID_PASSWORD: 'currentPassword',
        ...codesTo(newPasswordCodes, 'newPassword'),
      });
      setErrors(placed.fieldErrors);
      setFormError(placed.formError);
      const field = firstInvalid(passwordOrder, placed.fieldErrors);
      if (field) focusField(field);
      return;
    }
    setValues(emptyPasswords);
    setSaved('비밀번호를 바꾸었습니다. 다른 기기에서 로그인된 곳은 모두 로그아웃되었습니다.');
  };

  const bind = (field: ChangePasswordField) => ({
    value: values[field],
    onChange: (value: string) => {
      setValues((v) => ({ ...v, [field]: value }));
      setSaved(null);
    },
    error: errors[field],
  });

  return (
    <SectionCard id="password" title="비밀번호 변경" description="바꾸면 이 기기를 뺀 다른 기기의 로그인은 모두 해제됩니다.">
      <form onSubmit={submit} noValidate className="space-y-4" aria-label="비밀번호 바꾸기">
        {/* For password managers: which account this password belongs to. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <TextField
          look="page"
          required
          id="password-current"
          label="현재 비밀번호"
          type="password"
          autoComplete="current-password"
          inputRef={currentPasswordRef}
          {...bind('currentPassword')}
        />
        <TextField
          look="page"
          required
          id="password-new"
          label="새 비밀번호"
          type="password"
          autoComplete="new-password"
          hint="8자 이상으로 정해 주세요."
          inputRef={newPasswordRef}
          {...bind('newPassword')}
        />
        <TextField
          look="page"
          required
          id="password-confirm"
          label="새 비밀번호 확인"
          type="password"
          autoComplete="new-password"
          inputRef={confirmPasswordRef}
          {...bind('confirmPassword')}
        />
        <FormAlert look="page" message={formError} />
        <FormStatus look="page" message={saved} testId="password-saved" />
        <div className="desk:w-48">
          <SubmitButton pending={pending} pendingLabel="바꾸는 중…">
            비밀번호 바꾸기
          </SubmitButton>
        </div>
      </form>
    </SectionCard>
  );
}

export type LinkedAccount = { providerId: string; accountId: string };

function isSocialProvider(id: string): id is SocialProvider {
  return id === 'kakao' || id === 'naver' || id === 'google';
}

export function LinkedAccountsSection({
  accounts,
  providers,
  notice,
  returnError,
}: {
  accounts: LinkedAccount[];
  /** Providers configured on this server: only these can be linked. */
  providers: SocialProvider[];
  /** After a successful link (`?linked=`). */
  notice?: string;
  /** After a failed link (`?error=`), in Korean. */
  returnError?: string;
}) {
  const router = useRouter();
  const [pending, setPending] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(returnError ?? null);
  const [status, setStatus] = useState<string | null>(notice ?? null);
  const linked = new Set(accounts.map((account) => account.providerId));
  const shown: SocialProvider[] = [...providers, ...[...linked].filter(isSocialProvider).filter((id) => !providers.includes(id))];
  const signInMethods = accounts.length;

  const link = async (provider: SocialProvider) => {
    setError(null);
    setStatus(null);
    setPending(provider);
    try {
      const { authClient } = await import('./auth-client');
      const { error: failure } = await authClient.linkSocial({
        provider,
        callbackURL: `${routes.myPage}?linked=${provider}`,
        errorCallbackURL: routes.myPage,
      });
      if (failure) {
        setError(readAuthFailure(failure.status, failure).message);
        setPending(null);
      }
    } catch {
      setError(networkFailure().message);
      setPending(null);
    }
  };

  const unlink = async (provider: SocialProvider) => {
    setError(null);
    setStatus(null);
    setPending(provider);
    const result = await authRequest('/unlink-account', { providerId: provider });
    setPending(null);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    setStatus(`${providerNames[provider]} 계정 연결을 해제했습니다.`);
    router.refresh();
  };

  return (
    <SectionCard id="social" title="연결된 소셜 계정" description="연결해 두면 이메일과 비밀번호 대신 그 계정으로 로그인할 수 있습니다.">
      {shown.length === 0 ? (
        <p className="text-[15px] leading-relaxed text-slate-700" data-testid="social-none">
          지금은 이 사이트에서 카카오·네이버·구글 로그인을 쓸 수 없어 연결할 계정이 없습니다. 이메일과 비밀번호로 로그인해 주세요.
        </p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200">
          {shown.map((provider) => {
            const isLinked = linked.has(provider);
            const canLink = providers.includes(provider);
            const lastMethod = isLinked && signInMethods <= 1;
            return (
              <li key={provider} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
                <span className="flex items-center gap-2.5 text-[16px] font-semibold text-slate-900">
                  <ProviderMark provider={provider} />
                  {providerNames[provider]}
                  <span
                    className={`rounded-full px-2 py-0.5 text-[12.5px] font-semibold ${isLinked ? 'bg-emerald-50 text-emerald-800' : 'bg-slate-100 text-slate-700'}`}
                  >
                    {isLinked ? '연결됨' : '연결 안 됨'}
                  </span>
                </span>
                {isLinked ? (
                  <button
                    type="button"
                    onClick={() => void unlink(provider)}
                    disabled={pending !== null || lastMethod}
                    aria-describedby={lastMethod ? 'social-last-method' : undefined}
                    className="h-10 rounded-lg border border-slate-300 px-4 text-[14.5px] font-semibold text-slate-800 hover:border-red-600 hover:text-red-700 disabled:cursor-not-allowed disabled:text-slate-500"
                  >
                    {pending === provider ? '해제하는 중…' : `${providerNames[provider]} 연결 해제`}
                  </button>
                ) : canLink ? (
                  <button
                    type="button"
                    onClick={() => void link(provider)}
                    disabled={pending !== null}
                    className="h-10 rounded-lg bg-brand-800 px-4 text-[14.5px] font-semibold text-white hover:bg-brand-700 disabled:cursor-not-allowed disabled:bg-slate-500"
                  >
                    {pending === provider ? '이동하는 중…' : `${providerNames[provider]} 연결하기`}
                  </button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      {accounts.length <= 1 && linked.size > 0 && [...linked].some(isSocialProvider) && (
        <p id="social-last-method" className="mt-3 text-[13.5px] text-slate-600">
          로그인 수단이 하나뿐이면 연결을 해제할 수 없습니다.
        </p>
      )}
      <div className="mt-3 space-y-2">
        <FormAlert look="page" message={error} />
        <FormStatus look="page" message={status} />
      </div>
    </SectionCard>
  );
}

export function DeleteAccountSection({ hasPassword }: { hasPassword: boolean }) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const changeOpen = (next: boolean) => {
    if (pending) return;
    setOpen(next);
    setPassword('');
    setError(undefined);
    setFormError(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    setFormError(null);
    if (hasPassword && !password) {
      setError(formMessages.passwordRequired);
      passwordRef.current?.focus();
      return;
    }
    setError(undefined);
    setPending(true);
    const result = await authRequest('/delete-user', hasPassword ? { password } : {});
    if (!result.ok) {
      setPending(false);
      if (result.code === 'INVALID_PASSWORD') {
        setError(result.message);
        passwordRef.current?.focus();
      } else setFormError(result.message);
      return;
    }
    setOpen(false);
    notifyAuthChanged();
    showSnackbar({ text: '탈퇴가 끝났습니다. 그동안 이용해 주셔서 감사합니다.', color: 'info', time: 6000 });
    router.replace(routes.home);
  };

  return (
    <SectionCard id="delete" title="회원 탈퇴" tone="danger" description="탈퇴하면 계정을 되돌릴 수 없습니다.">
      <button
        type="button"
        onClick={() => changeOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="h-11 rounded-xl border border-red-300 px-5 text-[15px] font-semibold text-red-800 hover:bg-red-50"
        data-testid="delete-open"
      >
        회원 탈퇴하기
      </button>
      <Dialog
        open={open}
        onOpenChange={changeOpen}
        data-testid="delete-dialog"
        className="fixed inset-auto left-1/2 top-1/2 max-h-[90vh] w-[calc(100%-2rem)] max-w-[460px] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-2xl outline-none backdrop:bg-slate-950/60"
      >
        <DialogTitle className="text-[20px] font-bold text-brand-900">정말 탈퇴하시겠어요?</DialogTitle>
        <DialogDescription as="ul" className="mt-3 list-disc space-y-1.5 pl-5 text-[15px] leading-relaxed text-slate-800">
          <li>이메일, 표시 이름, 비밀번호, 연결된 소셜 계정 등 개인정보는 바로 삭제되며 되돌릴 수 없습니다.</li>
          <li>
            커뮤니티에 쓴 글과 댓글은 지워지지 않고 작성자가 ‘탈퇴한 회원’으로 표시됩니다. 지우고 싶은 글은 탈퇴 전에 직접 삭제해 주세요.
          </li>
        </DialogDescription>
        <form onSubmit={submit} noValidate className="mt-5 space-y-4" aria-label="회원 탈퇴 확인">
          {hasPassword ? (
            <TextField
              look="page"
              required
              id="delete-password"
              label="비밀번호 확인"
              type="password"
              autoComplete="current-password"
              hint="본인 확인을 위해 현재 비밀번호를 입력해 주세요."
              value={password}
              onChange={(value) => setPassword(value)}
              error={error}
              inputRef={passwordRef}
            />
          ) : (
            <p className="text-[14px] text-slate-700">본인 확인을 위해, 로그인한 지 오래되었다면 다시 로그인한 뒤 탈퇴해 주세요.</p>
          )}
          <FormAlert look="page" message={formError} testId="delete-error" />
          <div className="grid grid-cols-2 gap-2">
            <DialogClose
              className="h-12 rounded-xl border border-slate-300 text-[16px] font-semibold text-slate-800 hover:bg-slate-50"
              disabled={pending}
            >
              취소
            </DialogClose>
            <SubmitButton pending={pending} pendingLabel="탈퇴하는 중…" tone="danger" testId="delete-confirm">
              탈퇴하기
            </SubmitButton>
          </div>
        </form>
      </Dialog>
    </SectionCard>
  );
}
