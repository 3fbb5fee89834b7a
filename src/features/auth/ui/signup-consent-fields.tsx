import type { Ref } from 'react';
import { signupConsent } from '../domain/auth-messages';
import { CheckboxField } from '@/components/form/form-parts';

export type ConsentState = { ageConfirmed: boolean; privacyConsent: boolean };

/**
 * The two boxes every new account needs (server/auth.ts checks them again): 14 or older
 * (개인정보 보호법 제22조의2: a child under 14 needs a guardian's consent, which we do not
 * collect) and the collection notice (제15조 제2항: purpose, items, retention, right to refuse).
 */
export function SignupConsentFields({
  idPrefix,
  value,
  onChange,
  errors,
  ageRef,
  privacyRef,
}: {
  idPrefix: string;
  value: ConsentState;
  onChange: (value: ConsentState) => void;
  errors: Partial<Record<keyof ConsentState, string>>;
  ageRef?: Ref<HTMLInputElement>;
  privacyRef?: Ref<HTMLInputElement>;
}) {
  const noticeId = `${idPrefix}-privacy-notice`;
  const { notice } = signupConsent;
  return (
    <fieldset className="space-y-4 rounded-xl border border-slate-200 bg-slate-50 p-4">
      <legend className="px-1 text-[15px] font-bold text-brand-900">가입 동의</legend>
      <CheckboxField
        id={`${idPrefix}-age`}
        checked={value.ageConfirmed}
        onChange={(ageConfirmed) => onChange({ ...value, ageConfirmed })}
        error={errors.ageConfirmed}
        inputRef={ageRef}
      >
        만 14세 이상입니다
      </CheckboxField>
      <div>
        <CheckboxField
          id={`${idPrefix}-privacy`}
          checked={value.privacyConsent}
          onChange={(privacyConsent) => onChange({ ...value, privacyConsent })}
          error={errors.privacyConsent}
          describedById={noticeId}
          inputRef={privacyRef}
        >
          개인정보 수집·이용에 동의합니다
        </CheckboxField>
        <dl
          id={noticeId}
          className="mt-3 space-y-2 rounded-lg border border-slate-200 bg-white p-3 text-[13.5px] leading-relaxed text-slate-700"
          data-testid="signup-privacy-notice"
        >
          <div>
            <dt className="font-semibold text-slate-900">수집·이용 목적</dt>
            <dd>{notice.purpose}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">수집 항목</dt>
            <dd>{notice.items}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">보유 기간</dt>
            <dd>{notice.retention}</dd>
          </div>
          <div>
            <dt className="font-semibold text-slate-900">동의를 거부할 권리</dt>
            <dd>{notice.refusal}</dd>
          </div>
        </dl>
      </div>
    </fieldset>
  );
}
