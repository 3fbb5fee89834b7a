import type { FieldErrors } from '@/lib/field-errors';
import { authMessages } from '../domain/auth-messages';

/**
 * What the sign-in screens check before sending (the server checks again): the same lengths as
 * server/auth.ts (8 to 128 characters for a password).
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const DISPLAY_NAME_MAX = 30;

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const formMessages = {
  emailRequired: '이메일을 입력해 주세요.',
  emailInvalid: authMessages.INVALID_EMAIL!,
  passwordRequired: '비밀번호를 입력해 주세요.',
  passwordTooShort: authMessages.PASSWORD_TOO_SHORT!,
  passwordTooLong: authMessages.PASSWORD_TOO_LONG!,
  nameRequired: '표시 이름을 입력해 주세요.',
  nameTooLong: `표시 이름은 ${DISPLAY_NAME_MAX}자 이하로 입력해 주세요.`,
  ageRequired: '만 14세 이상인 경우에만 가입할 수 있습니다. 확인란을 선택해 주세요.',
  privacyRequired: '개인정보 수집·이용에 동의해야 가입할 수 있습니다.',
  confirmMismatch: '새 비밀번호가 서로 다릅니다. 다시 확인해 주세요.',
  currentPasswordRequired: '현재 비밀번호를 입력해 주세요.',
} as const;

export function emailError(email: string): string | undefined {
  const value = email.trim();
  if (!value) return formMessages.emailRequired;
  if (!emailPattern.test(value)) return formMessages.emailInvalid;
  return undefined;
}

/** A new password: 8 to 128 characters. */
export function newPasswordError(password: string): string | undefined {
  if (!password) return formMessages.passwordRequired;
  if (password.length < PASSWORD_MIN) return formMessages.passwordTooShort;
  if (password.length > PASSWORD_MAX) return formMessages.passwordTooLong;
  return undefined;
}

export function displayNameError(name: string): string | undefined {
  const value = name.trim();
  if (!value) return formMessages.nameRequired;
  if (value.length > DISPLAY_NAME_MAX) return formMessages.nameTooLong;
  return undefined;
}

function compact<Field extends string>(errors: Partial<Record<Field, string | undefined>>): FieldErrors<Field> {
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined)) as FieldErrors<Field>;
}

export type SignInValues = { email: string; password: string };
export type SignInField = keyof SignInValues;

export function validateSignIn(values: SignInValues): FieldErrors<SignInField> {
  return compact({ email: emailError(values.email), password: values.password ? undefined : formMessages.passwordRequired });
}

export type SignUpValues = { email: string; name: string; password: string; ageConfirmed: boolean; privacyConsent: boolean };
export type SignUpField = keyof SignUpValues;

export function validateSignUp(values: SignUpValues): FieldErrors<SignUpField> {
  return compact({
    email: emailError(values.email),
    name: displayNameError(values.name),
    password: newPasswordError(values.password),
    ...consentErrors(values),
  });
}

export type ConsentValues = { ageConfirmed: boolean; privacyConsent: boolean };

/** Both boxes are required to create an account, by form or by a first social sign-in. */
export function consentErrors(values: ConsentValues): FieldErrors<keyof ConsentValues> {
  return compact({
    ageConfirmed: values.ageConfirmed ? undefined : formMessages.ageRequired,
    privacyConsent: values.privacyConsent ? undefined : formMessages.privacyRequired,
  });
}

export type NewPasswordValues = { newPassword: string; confirmPassword: string };
export type NewPasswordField = keyof NewPasswordValues;

export function validateNewPassword(values: NewPasswordValues): FieldErrors<NewPasswordField> {
  const newPassword = newPasswordError(values.newPassword);
  return compact({
    newPassword,
    confirmPassword: !newPassword && values.confirmPassword !== values.newPassword ? formMessages.confirmMismatch : undefined,
  });
}

export type ChangePasswordValues = NewPasswordValues & { currentPassword: string };
export type ChangePasswordField = keyof ChangePasswordValues;

export function validateChangePassword(values: ChangePasswordValues): FieldErrors<ChangePasswordField> {
  return {
    ...compact({ currentPassword: values.currentPassword ? undefined : formMessages.currentPasswordRequired }),
    ...validateNewPassword(values),
  };
}

/** The first field with an error, in the form's order, to move focus there. */
export function firstInvalid<Field extends string>(order: readonly Field[], errors: FieldErrors<Field>): Field | undefined {
  return order.find((field) => errors[field] !== undefined);
}

/** The same answer whether or not the address has an account, so the reset form reveals no member. */
export const resetRequestedMessage =
  '가입된 이메일이면 재설정 링크를 보냈습니다. 메일함(스팸함 포함)을 확인해 주세요. 링크는 1시간 동안 한 번만 쓸 수 있습니다.';
