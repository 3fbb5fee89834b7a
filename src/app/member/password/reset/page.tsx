import type { Metadata } from 'next';
import Link from 'next/link';
import { authMessage } from '@/features/auth/domain/auth-messages';
import { requireGuest } from '@/features/auth/server/viewer';
import { firstParam } from '@/features/auth/ui/auth-paths';
import { FormAlert } from '@/components/form/form-parts';
import type { SearchParams } from '@/features/auth/ui/login-page';
import { NewPasswordForm, ResetRequestForm } from '@/features/auth/ui/password-reset-forms';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const metadata: Metadata = pageMetadata(
  routes.passwordReset,
  '비밀번호 재설정',
  '가입한 이메일로 비밀번호 재설정 링크를 받습니다.',
  {
    robots: { index: false, follow: false },
  },
);

/**
 * Without `?token`: ask for the email. With `?token=` (better-auth sends the mail link here): a
 * new password. `?error=INVALID_TOKEN`: the link was wrong, used or expired.
 */
export default async function PasswordResetPage({ searchParams }: { searchParams: SearchParams }) {
  await requireGuest();
  const params = await searchParams;
  const token = firstParam(params.token);
  const error = firstParam(params.error);
  const withToken = Boolean(token) && !error;
  return (
    <div className="mx-auto w-full max-w-[480px] px-4 py-10 desk:py-14">
      <h1 className="text-center text-[26px] font-bold tracking-[-0.02em] text-brand-900">
        {withToken ? '새 비밀번호 정하기' : '비밀번호 재설정'}
      </h1>
      <p className="mt-2 text-center text-[15px] leading-relaxed text-slate-700">
        {withToken
          ? '앞으로 로그인할 때 쓸 새 비밀번호를 입력해 주세요.'
          : '가입한 이메일을 입력하시면 비밀번호를 새로 정할 수 있는 링크를 보내 드립니다.'}
      </p>
      {error && (
        <div className="mt-6">
          <FormAlert look="page" message={authMessage(error)} testId="reset-link-error" />
        </div>
      )}
      <div className="mt-7">{withToken ? <NewPasswordForm token={token!} /> : <ResetRequestForm />}</div>
      <p className="mt-6 text-center text-[14.5px] text-slate-700">
        비밀번호가 생각나셨나요?{' '}
        <Link href={routes.login} className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-900">
          로그인
        </Link>
      </p>
    </div>
  );
}
