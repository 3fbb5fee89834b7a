/**
 * Korean answers for every failure a visitor can meet while signing in. better-auth answers in
 * English codes; the API edge and the login page translate them here, in one place.
 */
export const authMessages: Record<string, string> = {
  INVALID_EMAIL_OR_PASSWORD: '이메일 또는 비밀번호가 올바르지 않습니다.',
  INVALID_EMAIL: '올바른 이메일 주소를 입력해 주세요.',
  INVALID_PASSWORD: '비밀번호가 올바르지 않습니다.',
  PASSWORD_TOO_SHORT: '비밀번호는 8자 이상이어야 합니다.',
  PASSWORD_TOO_LONG: '비밀번호는 128자 이하여야 합니다.',
  USER_ALREADY_EXISTS: '이미 가입된 이메일입니다. 로그인하거나 비밀번호 재설정을 이용해 주세요.',
  USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL: '이미 가입된 이메일입니다. 로그인하거나 비밀번호 재설정을 이용해 주세요.',
  INVALID_TOKEN: '비밀번호 재설정 링크가 올바르지 않거나 이미 사용되었습니다. 재설정 메일을 다시 요청해 주세요.',
  TOKEN_EXPIRED: '비밀번호 재설정 링크의 유효 시간이 지났습니다. 재설정 메일을 다시 요청해 주세요.',
  CREDENTIAL_ACCOUNT_NOT_FOUND: '이 계정에는 비밀번호가 없습니다. 소셜 로그인으로 들어와 주세요.',
  FAILED_TO_UNLINK_LAST_ACCOUNT: '마지막 로그인 수단은 연결을 해제할 수 없습니다.',
  SOCIAL_ACCOUNT_ALREADY_LINKED: '이미 연결된 소셜 계정입니다.',
  LINKED_ACCOUNT_ALREADY_EXISTS: '이미 연결된 소셜 계정입니다.',
  SESSION_EXPIRED: '보안을 위해 다시 로그인한 뒤 시도해 주세요.',
  SESSION_NOT_FRESH: '보안을 위해 다시 로그인한 뒤 시도해 주세요.',
  USER_ALREADY_HAS_PASSWORD: '계정을 삭제하려면 비밀번호를 입력해 주세요.',
  VALIDATION_ERROR: '입력한 내용을 다시 확인해 주세요.',
  MISSING_FIELD: '필수 항목을 입력해 주세요.',
  INVALID_ORIGIN: '허용되지 않은 요청입니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
  MISSING_OR_NULL_ORIGIN: '허용되지 않은 요청입니다. 페이지를 새로고침한 뒤 다시 시도해 주세요.',
  INVALID_CALLBACK_URL: '허용되지 않은 이동 주소입니다.',
  INVALID_REDIRECT_URL: '허용되지 않은 이동 주소입니다.',
  INVALID_DISPLAY_NAME: '표시 이름은 1자 이상 30자 이하로 입력해 주세요.',
  PAYLOAD_TOO_LARGE: '요청 내용이 너무 큽니다.',
  TOO_MANY_REQUESTS: '시도 횟수가 너무 많습니다. 15분 뒤에 다시 시도해 주세요.',
  SIGNUP_CONSENT_REQUIRED: '가입하려면 만 14세 이상인지 확인하고 개인정보 수집·이용에 동의해 주세요.',
  ACCOUNT_DISABLED: '이용이 중지된 계정입니다. 법인에 문의해 주세요.',
  UNAUTHORIZED: '로그인이 필요합니다.',
  NOT_FOUND: '요청한 주소를 찾을 수 없습니다.',
  // OAuth returns (`?error=` on the login page)
  state_mismatch: '로그인 요청이 일치하지 않아 중단했습니다. 처음부터 다시 로그인해 주세요.',
  state_invalid: '로그인 요청이 일치하지 않아 중단했습니다. 처음부터 다시 로그인해 주세요.',
  state_security_mismatch: '로그인 요청이 일치하지 않아 중단했습니다. 처음부터 다시 로그인해 주세요.',
  account_not_linked: '이 소셜 계정은 아직 회원 정보에 연결되지 않았습니다. 이메일로 로그인한 뒤 마이페이지에서 연결해 주세요.',
  internal_server_error: '로그인을 마치지 못했습니다. 잠시 뒤 다시 시도해 주세요.',
  state_not_found: '로그인 요청이 만료되었거나 찾을 수 없습니다. 처음부터 다시 로그인해 주세요.',
  please_restart_the_process: '로그인 요청이 만료되었거나 찾을 수 없습니다. 처음부터 다시 로그인해 주세요.',
  invalid_callback_request: '로그인 요청이 올바르지 않습니다. 처음부터 다시 로그인해 주세요.',
  no_code: '로그인 제공자에게서 인증 정보를 받지 못했습니다. 다시 시도해 주세요.',
  invalid_code: '로그인 제공자의 인증 정보가 올바르지 않습니다. 다시 시도해 주세요.',
  access_denied: '로그인을 취소하셨습니다.',
  oauth_provider_not_found: '지원하지 않는 로그인 방식입니다.',
  unable_to_get_user_info: '로그인 제공자에게서 회원 정보를 받지 못했습니다. 다시 시도해 주세요.',
  email_not_found: '로그인 제공자가 이메일을 알려주지 않았습니다. 이메일 제공에 동의한 뒤 다시 시도해 주세요.',
  unable_to_link_account: '소셜 계정을 연결하지 못했습니다. 다시 시도해 주세요.',
  account_already_linked_to_different_user: '이 소셜 계정은 다른 회원에게 연결되어 있습니다.',
  email_does_not_match: '소셜 계정의 이메일이 회원 정보와 다릅니다.',
  unable_to_create_user: '가입하려면 만 14세 이상인지 확인하고 개인정보 수집·이용에 동의해 주세요.',
};

export const genericAuthError = '요청을 처리하지 못했습니다. 잠시 뒤 다시 시도해 주세요.';

export function authMessage(code: string | null | undefined): string {
  return (code && authMessages[code]) || genericAuthError;
}

/** The sign-up notice (개인정보보호법 제15조·제22조): purpose, items, retention, right to refuse. */
export const signupConsent = {
  version: 'signup-2026-11',
  purpose: '회원 가입과 커뮤니티 이용',
  notice: {
    purpose: '회원 식별, 로그인, 커뮤니티 글·댓글 작성, 비밀번호 재설정 안내',
    items: '이메일, 표시 이름, 비밀번호(암호화 저장), 소셜 로그인 시 제공자가 알려주는 식별자',
    retention: '회원 탈퇴 시까지 (탈퇴하면 지체 없이 파기)',
    refusal: '동의를 거부할 수 있으며, 거부하면 회원 가입을 할 수 없습니다. 상담 신청은 가입 없이 할 수 있습니다.',
  },
} as const;
