import type { FieldErrors } from '@/lib/field-errors';
import { authMessage, authMessages } from '../domain/auth-messages';

/**
 * How the browser reads a failed auth call. The server answers better-auth's errors with the
 * code and a Korean message (server/api.ts); that message is shown as it is.
 */
export type AuthFailure = { status: number; code: string | null; message: string };

export const networkFailureMessage = '서버에 연결하지 못했습니다. 인터넷 연결을 확인한 뒤 다시 시도해 주세요.';

export function readAuthFailure(status: number, body: unknown): AuthFailure {
  const record = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const code = typeof record.code === 'string' && record.code ? record.code : status === 429 ? 'TOO_MANY_REQUESTS' : null;
  const message = typeof record.message === 'string' && record.message.trim() ? record.message : authMessage(code);
  return { status, code, message };
}

export function networkFailure(): AuthFailure {
  return { status: 0, code: null, message: networkFailureMessage };
}

/**
 * Puts a server failure at the field it concerns (`fieldsByCode`), or in the form's alert box
 * when it concerns the whole form.
 */
export function placeFailure<Field extends string>(
  failure: AuthFailure,
  fieldsByCode: Partial<Record<string, Field>>,
): { fieldErrors: FieldErrors<Field>; formError: string | null } {
  const field = failure.code ? fieldsByCode[failure.code] : undefined;
  if (field) return { fieldErrors: { [field]: failure.message } as FieldErrors<Field>, formError: null };
  return { fieldErrors: {}, formError: failure.message };
}

/** The codes better-auth uses for a bad email or password, for the forms' field maps. */
export const emailCodes = ['INVALID_EMAIL', 'USER_ALREADY_EXISTS', 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL'] as const;
export const newPasswordCodes = ['PASSWORD_TOO_SHORT', 'PASSWORD_TOO_LONG'] as const;

export function codesTo<Field extends string>(codes: readonly string[], field: Field): Partial<Record<string, Field>> {
  return Object.fromEntries(codes.filter((code) => code in authMessages).map((code) => [code, field]));
}
