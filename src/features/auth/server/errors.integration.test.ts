import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDatabaseForTests } from '@/server/db/db';
import { resetEnvForTests } from '@/server/env';
import { authRequest, consentBoxes, uniqueAddress, uniqueEmail, type AuthRequestInit } from '../../../../tests/support/auth-http';
import { createTestUser } from '../../../../tests/support/auth-factory';
import { expectConsoleError } from '../../../../tests/support/integration-setup';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { authMessages, genericAuthError } from '../domain/auth-messages';
import { handleAuthRequest } from './api';
import { resetAuthForTests } from './auth';

let database: TestDatabase;

beforeAll(async () => {
  resetEnvForTests();
  resetAuthForTests();
  database = await createTestDatabase();
  useDatabaseForTests(database);
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

/** Random hex does not compress, so the database stores every byte (TOAST would shrink a repeated letter). */
const kilobytes = (n: number) => randomBytes(n * 512).toString('hex');

type BadRequest = {
  label: string;
  path: string;
  init: Omit<AuthRequestInit, 'address'> & { address?: string };
  status: number;
  code?: string;
  consoleErrors?: number;
};

const badRequests: BadRequest[] = [
  {
    label: 'sign-in with an unknown email',
    path: '/api/auth/sign-in/email',
    init: { body: { email: 'nobody@test.example', password: '아무-비밀번호-2026' } },
    status: 401,
    code: 'INVALID_EMAIL_OR_PASSWORD',
  },
  {
    label: 'sign-in with a malformed email',
    path: '/api/auth/sign-in/email',
    init: { body: { email: '홍길동', password: '아무-비밀번호-2026' } },
    status: 400,
    code: 'INVALID_EMAIL',
  },
  {
    label: 'sign-in with numbers for strings',
    path: '/api/auth/sign-in/email',
    init: { body: { email: 7, password: 7 } },
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  { label: 'sign-in with broken JSON', path: '/api/auth/sign-in/email', init: { rawBody: '{"email":' }, status: 400 },
  {
    label: 'sign-in with a text body',
    path: '/api/auth/sign-in/email',
    init: { rawBody: 'email', headers: { 'content-type': 'text/plain' } },
    status: 415,
  },
  {
    label: 'sign-in with an email of kilobytes',
    path: '/api/auth/sign-in/email',
    init: { body: { email: `${kilobytes(4)}@test.example`, password: '아무-비밀번호-2026' } },
    status: 400,
    code: 'INVALID_EMAIL',
  },
  {
    label: 'sign-in from an address of kilobytes',
    path: '/api/auth/sign-in/email',
    init: { address: kilobytes(4), body: { email: 'nobody@test.example', password: '아무-비밀번호-2026' } },
    status: 401,
    code: 'INVALID_EMAIL_OR_PASSWORD',
  },
  {
    label: 'sign-up without a name',
    path: '/api/auth/sign-up/email',
    init: { body: { email: uniqueEmail('noname'), password: '봄날의-비밀번호-2026', ...consentBoxes } },
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  {
    label: 'sign-up with an email of kilobytes',
    path: '/api/auth/sign-up/email',
    init: { body: { email: `${kilobytes(4)}@test.example`, password: '봄날의-비밀번호-2026', name: '김하늘', ...consentBoxes } },
    status: 400,
    code: 'INVALID_EMAIL',
  },
  {
    label: 'a reset request with a malformed email',
    path: '/api/auth/request-password-reset',
    init: { body: { email: 'not-an-email' } },
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  {
    label: 'a reset request sending the link elsewhere',
    path: '/api/auth/request-password-reset',
    init: { body: { email: 'nobody@test.example', redirectTo: 'https://evil.example/steal' } },
    status: 400,
    code: 'INVALID_REDIRECT_URL',
  },
  {
    label: 'a reset without a token',
    path: '/api/auth/reset-password',
    init: { body: { newPassword: '새-비밀번호-2026' } },
    status: 400,
    code: 'INVALID_TOKEN',
  },
  {
    label: 'a reset with a made-up token',
    path: '/api/auth/reset-password',
    init: { body: { token: 'made-up-token', newPassword: '새-비밀번호-2026' } },
    status: 400,
    code: 'INVALID_TOKEN',
  },
  {
    label: 'a password change when signed out',
    path: '/api/auth/change-password',
    init: { body: { currentPassword: '아무-비밀번호-2026', newPassword: '새-비밀번호-2026' } },
    status: 401,
  },
  // A JSON body that is not an object made the sign-up hook throw: an empty 500 (issue 11 fuzz).
  {
    label: 'sign-up with a JSON string for a body',
    path: '/api/auth/sign-up/email',
    init: { rawBody: '"김하늘"' },
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  {
    label: 'a profile update with a JSON number for a body',
    path: '/api/auth/update-user',
    init: { rawBody: '42' },
    status: 400,
    code: 'VALIDATION_ERROR',
  },
  // better-auth's own answer is an empty 404 (issue 11 fuzz).
  {
    label: 'an endpoint better-auth does not have',
    path: '/api/auth/forget-password',
    init: { body: { email: 'nobody@test.example' } },
    status: 404,
    code: 'NOT_FOUND',
  },
  {
    label: 'a social sign-in with a provider that is not configured',
    path: '/api/auth/sign-in/social',
    init: { body: { provider: 'naver', callbackURL: '/member/callback' } },
    status: 404,
    code: 'PROVIDER_NOT_FOUND',
    consoleErrors: 1,
  },
];

describe(`handleAuthRequest errors (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it.each(badRequests)(
    'answers $label with $status, the original code and a Korean message',
    async ({ path, init, status, code, consoleErrors }) => {
      if (consoleErrors) expectConsoleError(consoleErrors);
      const response = await handleAuthRequest(authRequest(path, { ...init, address: init.address ?? uniqueAddress() }));
      expect(response.status).toBe(status);
      expect(response.headers.get('content-type')).toContain('application/json');
      const body = (await response.json()) as { code?: string; message: string };
      expect(body.message).toMatch(/[가-힣]/);
      if (code) {
        expect(body.code).toBe(code);
        // A code the table does not translate yet still answers in Korean, with the generic message.
        expect(body.message).toBe(authMessages[code] ?? genericAuthError);
      }
    },
  );

  it('refuses a cookie-carrying request from a foreign origin with a Korean 403, as it would in production', async () => {
    const user = await createTestUser(database.db);
    expectConsoleError(1);
    const response = await handleAuthRequest(
      authRequest('/api/auth/sign-in/email', {
        address: uniqueAddress(),
        body: { email: user.email, password: user.password },
        cookie: 'auth.session_token=whatever',
        headers: { origin: 'https://evil.example' },
      }),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'INVALID_ORIGIN', message: authMessages.INVALID_ORIGIN });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});
