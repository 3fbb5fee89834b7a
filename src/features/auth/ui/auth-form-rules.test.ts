import { describe, expect, it } from 'vitest';
import {
  DISPLAY_NAME_MAX,
  firstInvalid,
  formMessages,
  validateChangePassword,
  validateNewPassword,
  validateSignIn,
  validateSignUp,
} from './auth-form-rules';

const goodSignUp = { email: 'haneul@example.com', name: '하늘', password: '12345678', ageConfirmed: true, privacyConsent: true };

describe('validateSignIn', () => {
  it('accepts an email and any password', () => {
    expect(validateSignIn({ email: ' haneul@example.com ', password: 'x' })).toEqual({});
  });

  it('asks for both fields', () => {
    expect(validateSignIn({ email: '', password: '' })).toEqual({
      email: formMessages.emailRequired,
      password: formMessages.passwordRequired,
    });
  });

  it('rejects a malformed email', () => {
    expect(validateSignIn({ email: 'haneul@', password: 'x' })).toEqual({ email: formMessages.emailInvalid });
  });
});

describe('validateSignUp', () => {
  it('accepts a complete form with both boxes ticked', () => {
    expect(validateSignUp(goodSignUp)).toEqual({});
  });

  it('refuses without the 14+ box', () => {
    expect(validateSignUp({ ...goodSignUp, ageConfirmed: false })).toEqual({ ageConfirmed: formMessages.ageRequired });
  });

  it('refuses without the privacy consent', () => {
    expect(validateSignUp({ ...goodSignUp, privacyConsent: false })).toEqual({ privacyConsent: formMessages.privacyRequired });
  });

  it('needs a password of 8 characters or more (server/auth.ts minPasswordLength)', () => {
    expect(validateSignUp({ ...goodSignUp, password: '1234567' })).toEqual({ password: formMessages.passwordTooShort });
    expect(validateSignUp({ ...goodSignUp, password: 'a'.repeat(129) })).toEqual({ password: formMessages.passwordTooLong });
  });

  it('needs a display name of at most 30 characters', () => {
    expect(validateSignUp({ ...goodSignUp, name: '   ' })).toEqual({ name: formMessages.nameRequired });
    expect(validateSignUp({ ...goodSignUp, name: '가'.repeat(DISPLAY_NAME_MAX + 1) })).toEqual({ name: formMessages.nameTooLong });
  });
});

describe('validateNewPassword', () => {
  it('asks the confirmation to match', () => {
    expect(validateNewPassword({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgx' })).toEqual({
      confirmPassword: formMessages.confirmMismatch,
    });
    expect(validateNewPassword({ newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({});
  });

  it('reports a short password once, at the new password', () => {
    expect(validateNewPassword({ newPassword: 'abc', confirmPassword: '' })).toEqual({ newPassword: formMessages.passwordTooShort });
  });
});

describe('validateChangePassword', () => {
  it('asks for the current password too', () => {
    expect(validateChangePassword({ currentPassword: '', newPassword: 'abcdefgh', confirmPassword: 'abcdefgh' })).toEqual({
      currentPassword: formMessages.currentPasswordRequired,
    });
  });
});

describe('firstInvalid', () => {
  it('finds the first field with an error in form order', () => {
    expect(firstInvalid(['email', 'name', 'password'] as const, { password: 'x', name: 'y' })).toBe('name');
    expect(firstInvalid(['email'] as const, {})).toBeUndefined();
  });
});
