'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { notifyAuthChanged } from '@/lib/site-events';
import { routes } from '@/lib/routes';
import type { FieldErrors } from '@/lib/field-errors';
import { authRequest } from './auth-request';
import { codesTo, emailCodes, networkFailure, newPasswordCodes, placeFailure, readAuthFailure } from './auth-failure';
import { consentErrors, firstInvalid, validateSignIn, validateSignUp, type SignInField, type SignUpField } from './auth-form-rules';
import { callbackPath, clearedSocialConsentCookie, socialConsentCookie } from './auth-paths';
import { FormAlert, SubmitButton, TextField } from '@/components/form/form-parts';
import { SignupConsentFields, type ConsentState } from './signup-consent-fields';
import { ProviderMark, providerButtonClass, providerNames, type SocialProvider } from './social-providers';

export type AuthMode = 'login' | 'signup';

const tabTitles: Record<AuthMode, string> = { login: '로그인', signup: '회원가입' };
const modes: AuthMode[] = ['login', 'signup'];

/**
 * /member/login and /auth/login: one screen with two tabs, 로그인 and 회원가입. Email and password,
 * or a configured social provider. Success goes through /member/callback with the remembered
 * page (`redirect`), which decides where it is safe to land.
 */
export function AuthScreen({
  initialMode,
  redirect,
  errorMessage,
  providers,
  consentCookieName,
}: {
  initialMode: AuthMode;
  redirect?: string;
  /** The Korean text of `?error=<code>` (an OAuth return). */
  errorMessage?: string;
  providers: SocialProvider[];
  consentCookieName: string;
}) {
  const router = useRouter();
  const id = useId();
  const [mode, setMode] = useState<AuthMode>(initialMode);
  const [consent, setConsent] = useState<ConsentState>({ ageConfirmed: false, privacyConsent: false });
  const [consentFieldErrors, setConsentFieldErrors] = useState<FieldErrors<keyof ConsentState>>({});
  const tabRefs = useRef<Record<AuthMode, HTMLButtonElement | null>>({ login: null, signup: null });

  const select = (next: AuthMode, focus = false) => {
    setMode(next);
    if (focus) tabRefs.current[next]?.focus();
    const url = new URL(window.location.href);
    if (next === 'signup') url.searchParams.set('mode', 'signup');
    else url.searchParams.delete('mode');
    window.history.replaceState(window.history.state, '', url);
  };

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const index = modes.indexOf(mode);
    const keys: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: modes.length - 1 };
    if (!(event.key in keys)) return;
    event.preventDefault();
    select(modes[(keys[event.key]! + modes.length) % modes.length]!, true);
  };

  const signedIn = () => {
    notifyAuthChanged();
    router.replace(callbackPath(redirect));
  };

  const updateConsent = (value: ConsentState) => {
    setConsent(value);
    setConsentFieldErrors((errors) => ({
      ageConfirmed: value.ageConfirmed ? undefined : errors.ageConfirmed,
      privacyConsent: value.privacyConsent ? undefined : errors.privacyConsent,
    }));
  };

  return (
    <div className="mx-auto w-full max-w-[480px] px-4 py-10 desk:py-14">
      <h1 className="text-center text-[26px] font-bold tracking-[-0.02em] text-brand-900">{tabTitles[mode]}</h1>
      <p className="mt-2 text-center text-[15px] leading-relaxed text-slate-700">
        회원은 커뮤니티에 글과 댓글을 쓸 수 있습니다. 상담 신청은 로그인하지 않아도 됩니다.
      </p>

      {errorMessage && (
        <div className="mt-6">
          <FormAlert look="page" message={errorMessage} testId="auth-return-error" />
        </div>
      )}

      <div role="tablist" aria-label="로그인 또는 회원가입" className="mt-7 grid grid-cols-2 rounded-xl bg-slate-100 p-1">
        {modes.map((tab) => (
          <button
            key={tab}
            ref={(element) => {
              tabRefs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={`${id}-tab-${tab}`}
            aria-selected={mode === tab}
            aria-controls={`${id}-panel-${tab}`}
            tabIndex={mode === tab ? 0 : -1}
            onClick={() => select(tab)}
            onKeyDown={onTabKey}
            className={`h-11 rounded-lg text-[16px] font-semibold transition-colors ${
              mode === tab ? 'bg-white text-brand-900 shadow-sm' : 'text-slate-700 hover:text-brand-800'
            }`}
          >
            {tabTitles[tab]}
          </button>
        ))}
      </div>

      <div role="tabpanel" id={`${id}-panel-login`} aria-labelledby={`${id}-tab-login`} hidden={mode !== 'login'} className="mt-6">
        <SignInForm idPrefix={`${id}-login`} onSignedIn={signedIn} />
        <SocialSignIn
          purpose="login"
          providers={providers}
          redirect={redirect}
          consent={consent}
          consentCookieName={consentCookieName}
          onConsentMissing={() => undefined}
        />
        <p className="mt-6 text-center text-[14.5px] text-slate-700">
          아직 회원이 아니신가요?{' '}
          <button
            type="button"
            onClick={() => select('signup', true)}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            회원가입
          </button>
        </p>
      </div>

      <div role="tabpanel" id={`${id}-panel-signup`} aria-labelledby={`${id}-tab-signup`} hidden={mode !== 'signup'} className="mt-6">
        <SignUpForm
          idPrefix={`${id}-signup`}
          consent={consent}
          onConsentChange={updateConsent}
          consentFieldErrors={consentFieldErrors}
          onConsentErrors={setConsentFieldErrors}
          onSignedIn={signedIn}
        />
        <SocialSignIn
          purpose="signup"
          providers={providers}
          redirect={redirect}
          consent={consent}
          consentCookieName={consentCookieName}
          onConsentMissing={(errors) => setConsentFieldErrors(errors)}
        />
        <p className="mt-6 text-center text-[14.5px] text-slate-700">
          이미 회원이신가요?{' '}
          <button
            type="button"
            onClick={() => select('login', true)}
            className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900"
          >
            로그인
          </button>
        </p>
      </div>
    </div>
  );
}

function SignInForm({ idPrefix, onSignedIn }: { idPrefix: string; onSignedIn: () => void }) {
  const [values, setValues] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<SignInField>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = validateSignIn(values);
    setErrors(found);
    setFormError(null);
    const first = firstInvalid(['email', 'password'] as const, found);
    if (first) {
      (first === 'email' ? emailRef : passwordRef).current?.focus();
      return;
    }
    setPending(true);
    const result = await authRequest('/sign-in/email', { email: values.email.trim(), password: values.password });
    if (!result.ok) {
      const placed = placeFailure<SignInField>(result, codesTo(['INVALID_EMAIL'], 'email'));
      setErrors(placed.fieldErrors);
      setFormError(placed.formError);
      setPending(false);
      return;
    }
    // Stays pending while the browser moves on, so the form cannot be sent twice.
    onSignedIn();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="이메일로 로그인" data-testid="sign-in-form">
      <TextField
        look="page"
        required
        id={`${idPrefix}-email`}
        label="이메일"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(email) => setValues((v) => ({ ...v, email }))}
        error={errors.email}
        inputRef={emailRef}
      />
      <TextField
        look="page"
        required
        id={`${idPrefix}-password`}
        label="비밀번호"
        type="password"
        autoComplete="current-password"
        value={values.password}
        onChange={(password) => setValues((v) => ({ ...v, password }))}
        error={errors.password}
        inputRef={passwordRef}
      />
      <FormAlert look="page" message={formError} testId="sign-in-error" />
      <SubmitButton pending={pending} pendingLabel="로그인하는 중…">
        로그인
      </SubmitButton>
      <p className="text-right text-[14.5px]">
        <Link href={routes.passwordReset} className="font-medium text-slate-700 underline underline-offset-2 hover:text-brand-800">
          비밀번호를 잊으셨나요?
        </Link>
      </p>
    </form>
  );
}

const signUpOrder = ['email', 'name', 'password', 'ageConfirmed', 'privacyConsent'] as const;

function SignUpForm({
  idPrefix,
  consent,
  onConsentChange,
  consentFieldErrors,
  onConsentErrors,
  onSignedIn,
}: {
  idPrefix: string;
  consent: ConsentState;
  onConsentChange: (value: ConsentState) => void;
  consentFieldErrors: FieldErrors<keyof ConsentState>;
  onConsentErrors: (errors: FieldErrors<keyof ConsentState>) => void;
  onSignedIn: () => void;
}) {
  const [values, setValues] = useState({ email: '', name: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<'email' | 'name' | 'password'>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);
  const nameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const ageRef = useRef<HTMLInputElement>(null);
  const privacyRef = useRef<HTMLInputElement>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = validateSignUp({ ...values, ...consent });
    setErrors({ email: found.email, name: found.name, password: found.password });
    onConsentErrors({ ageConfirmed: found.ageConfirmed, privacyConsent: found.privacyConsent });
    setFormError(null);
    const first = firstInvalid<SignUpField>(signUpOrder, found);
    if (first) {
      const refs = { email: emailRef, name: nameRef, password: passwordRef, ageConfirmed: ageRef, privacyConsent: privacyRef };
      refs[first].current?.focus();
      return;
    }
    setPending(true);
    const result = await authRequest('/sign-up/email', {
      email: values.email.trim(),
      name: values.name.trim(),
      password: values.password,
      ageConfirmed: true,
      privacyConsent: true,
    });
    if (!result.ok) {
      const placed = placeFailure<'email' | 'password'>(result, {
        ...codesTo(emailCodes, 'email'),
        ...codesTo(newPasswordCodes, 'password'),
      });
      setErrors(placed.fieldErrors);
      setFormError(placed.formError);
      setPending(false);
      if (placed.fieldErrors.email) emailRef.current?.focus();
      else if (placed.fieldErrors.password) passwordRef.current?.focus();
      return;
    }
    onSignedIn();
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-label="이메일로 회원가입" data-testid="sign-up-form">
      <TextField
        look="page"
        required
        id={`${idPrefix}-email`}
        label="이메일"
        type="email"
        inputMode="email"
        autoComplete="email"
        value={values.email}
        onChange={(email) => setValues((v) => ({ ...v, email }))}
        error={errors.email}
        hint="로그인과 비밀번호 재설정 안내에 씁니다."
        inputRef={emailRef}
      />
      <TextField
        look="page"
        required
        id={`${idPrefix}-name`}
        label="표시 이름"
        autoComplete="nickname"
        value={values.name}
        onChange={(name) => setValues((v) => ({ ...v, name }))}
        error={errors.name}
        hint="커뮤니티에서 다른 회원에게 보이는 이름입니다. 실명이 아니어도 됩니다."
        inputRef={nameRef}
      />
      <TextField
        look="page"
        required
        id={`${idPrefix}-password`}
        label="비밀번호"
        type="password"
        autoComplete="new-password"
        value={values.password}
        onChange={(password) => setValues((v) => ({ ...v, password }))}
        error={errors.password}
        hint="8자 이상으로 정해 주세요."
        inputRef={passwordRef}
      />
      <SignupConsentFields
        idPrefix={idPrefix}
        value={consent}
        onChange={onConsentChange}
        errors={consentFieldErrors}
        ageRef={ageRef}
        privacyRef={privacyRef}
      />
      <FormAlert look="page" message={formError} testId="sign-up-error" />
      <SubmitButton pending={pending} pendingLabel="가입하는 중…">
        가입하기
      </SubmitButton>
    </form>
  );
}

function writeConsentCookie(name: string, consented: boolean) {
  const secure = window.location.protocol === 'https:';
  document.cookie = consented ? socialConsentCookie(name, secure) : clearedSocialConsentCookie(name, secure);
}

/**
 * Kakao, Naver and Google, when configured. A first social sign-in creates an account, so the
 * server needs the visitor's consent: the consent cookie is set only when both boxes are ticked.
 */
export function SocialSignIn({
  purpose,
  providers,
  redirect,
  consent,
  consentCookieName,
  onConsentMissing,
}: {
  purpose: AuthMode;
  providers: SocialProvider[];
  redirect?: string;
  consent: ConsentState;
  consentCookieName: string;
  onConsentMissing: (errors: FieldErrors<keyof ConsentState>) => void;
}) {
  const [pending, setPending] = useState<SocialProvider | null>(null);
  const [error, setError] = useState<string | null>(null);
  if (providers.length === 0) return null;

  const start = async (provider: SocialProvider) => {
    if (pending) return;
    setError(null);
    const missing = consentErrors(consent);
    const consented = Object.keys(missing).length === 0;
    if (purpose === 'signup' && !consented) {
      onConsentMissing(missing);
      setError('소셜 계정으로 가입하려면 위의 가입 동의 항목을 먼저 선택해 주세요.');
      return;
    }
    writeConsentCookie(consentCookieName, consented);
    setPending(provider);
    const returnTo = callbackPath(redirect);
    const errorTo = redirect ? `${routes.login}?redirect=${encodeURIComponent(redirect)}` : routes.login;
    try {
      const { authClient } = await import('./auth-client');
      const { error: failure } = await authClient.signIn.social({
        provider,
        callbackURL: returnTo,
        newUserCallbackURL: returnTo,
        errorCallbackURL: errorTo,
      });
      if (failure) {
        setError(readAuthFailure(failure.status, failure).message);
        setPending(null);
      }
      // On success better-auth's client sends the browser to the provider.
    } catch {
      setError(networkFailure().message);
      setPending(null);
    }
  };

  return (
    <div className="mt-7">
      <p className="flex items-center gap-3 text-[14px] font-medium text-slate-600 before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
        {purpose === 'signup' ? '소셜 계정으로 가입' : '소셜 계정으로 로그인'}
      </p>
      {purpose === 'login' && (
        <p className="mt-2 text-[13.5px] leading-relaxed text-slate-600">
          처음 이용하시면 회원가입 탭에서 가입 동의 항목을 선택한 뒤 소셜 계정으로 가입해 주세요.
        </p>
      )}
      <ul className="mt-3 space-y-2">
        {providers.map((provider) => (
          <li key={provider}>
            <button
              type="button"
              onClick={() => void start(provider)}
              disabled={pending !== null}
              data-testid={`social-${provider}`}
              className={`inline-flex h-12 w-full items-center justify-center gap-2.5 rounded-xl border text-[16px] font-semibold disabled:cursor-not-allowed disabled:opacity-70 ${providerButtonClass[provider]}`}
            >
              <ProviderMark provider={provider} />
              {pending === provider
                ? `${providerNames[provider]}로 이동하는 중…`
                : `${providerNames[provider]}로 ${purpose === 'signup' ? '가입하기' : '로그인'}`}
            </button>
          </li>
        ))}
      </ul>
      <div className="mt-3">
        <FormAlert look="page" message={error} />
      </div>
    </div>
  );
}

const noConsent: ConsentState = { ageConfirmed: false, privacyConsent: false };

/**
 * One click to sign in with a social account from a page that needs a member (the Q&A centre's
 * ask page): a returning member comes straight back to `redirect`; a first-time visitor is sent to
 * the sign-up screen for the consent a new account needs (its error return opens that mode).
 */
export function QuickSocialSignIn({
  providers,
  redirect,
  consentCookieName,
}: {
  providers: SocialProvider[];
  redirect: string;
  consentCookieName: string;
}) {
  return (
    <SocialSignIn
      purpose="login"
      providers={providers}
      redirect={redirect}
      consent={noConsent}
      consentCookieName={consentCookieName}
      onConsentMissing={() => undefined}
    />
  );
}
