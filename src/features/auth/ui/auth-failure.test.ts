import { describe, expect, it } from 'vitest';
import { codesTo, emailCodes, networkFailure, networkFailureMessage, placeFailure, readAuthFailure } from './auth-failure';

describe('readAuthFailure', () => {
  it("shows the server's Korean message as it is", () => {
    expect(readAuthFailure(401, { code: 'INVALID_EMAIL_OR_PASSWORD', message: '이메일 또는 비밀번호가 올바르지 않습니다.' })).toEqual({
      status: 401,
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: '이메일 또는 비밀번호가 올바르지 않습니다.',
    });
  });

  it('falls back to the message of the code when the body has none', () => {
    expect(readAuthFailure(400, { code: 'INVALID_TOKEN' }).message).toMatch(/재설정 링크가 올바르지 않거나/);
  });

  it('reads a bare 429 as too many attempts', () => {
    expect(readAuthFailure(429, null)).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringMatching(/15분 뒤/) });
  });

  it('answers a body it cannot read with the generic message', () => {
    expect(readAuthFailure(500, 'oops')).toEqual({
      status: 500,
      code: null,
      message: '요청을 처리하지 못했습니다. 잠시 뒤 다시 시도해 주세요.',
    });
  });

  it('has a Korean message for a lost connection', () => {
    expect(networkFailure()).toEqual({ status: 0, code: null, message: networkFailureMessage });
  });
});

describe('placeFailure', () => {
  const fields = { ...codesTo(emailCodes, 'email'), PASSWORD_TOO_SHORT: 'password' } as const;

  it("puts a field's failure at the field", () => {
    expect(placeFailure({ status: 422, code: 'USER_ALREADY_EXISTS', message: '이미 가입된 이메일입니다.' }, fields)).toEqual({
      fieldErrors: { email: '이미 가입된 이메일입니다.' },
      formError: null,
    });
  });

  it('puts any other failure in the form alert', () => {
    expect(placeFailure({ status: 429, code: 'TOO_MANY_REQUESTS', message: '잠시 뒤' }, fields)).toEqual({
      fieldErrors: {},
      formError: '잠시 뒤',
    });
    expect(placeFailure({ status: 0, code: null, message: '연결 실패' }, fields)).toEqual({ fieldErrors: {}, formError: '연결 실패' });
  });
});
