import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDatabaseForTests } from '@/server/db/db';
import { resetEnvForTests } from '@/server/env';
import { authRequest, SITE_URL, uniqueAddress, uniqueEmail } from '../../../../tests/support/auth-http';
import { hostileRedirectTargets } from '../../../../tests/support/redirect-corpus';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
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

/** Where a response sends the browser, resolved against the site; null when it sends it nowhere. */
function locationOf(response: Response): URL | null {
  const location = response.headers.get('location');
  return location === null ? null : new URL(location, SITE_URL);
}

/** Every place better-auth reads a redirect from, as a request carrying `target` there. */
const carriers: { label: string; request: (target: string) => Request }[] = [
  {
    label: 'verify-email callbackURL',
    request: (target) =>
      authRequest(`/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(target)}`, { address: uniqueAddress() }),
  },
  {
    label: 'reset-password link callbackURL',
    request: (target) =>
      authRequest(`/api/auth/reset-password/made-up-token?callbackURL=${encodeURIComponent(target)}`, { address: uniqueAddress() }),
  },
  {
    label: 'request-password-reset redirectTo',
    request: (target) =>
      authRequest('/api/auth/request-password-reset', {
        address: uniqueAddress(),
        body: { email: uniqueEmail('reset'), redirectTo: target },
      }),
  },
  {
    label: 'sign-in/email callbackURL',
    request: (target) =>
      authRequest('/api/auth/sign-in/email', {
        address: uniqueAddress(),
        body: { email: uniqueEmail('in'), password: '아무-비밀번호-2026', callbackURL: target },
      }),
  },
  {
    label: 'sign-in/social callbackURL',
    request: (target) =>
      authRequest('/api/auth/sign-in/social', { address: uniqueAddress(), body: { provider: 'kakao', callbackURL: target } }),
  },
  {
    label: 'sign-in/social errorCallbackURL',
    request: (target) =>
      authRequest('/api/auth/sign-in/social', { address: uniqueAddress(), body: { provider: 'kakao', errorCallbackURL: target } }),
  },
  {
    label: 'sign-in/social newUserCallbackURL',
    request: (target) =>
      authRequest('/api/auth/sign-in/social', { address: uniqueAddress(), body: { provider: 'kakao', newUserCallbackURL: target } }),
  },
];

describe(`better-auth's redirect parameters (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answered /.//evil.example with a protocol-relative Location before the fix, and refuses it now', async () => {
    const response = await handleAuthRequest(
      authRequest('/api/auth/verify-email?token=x&callbackURL=/.//evil.example', { address: uniqueAddress() }),
    );
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
    expect(((await response.json()) as { code: string }).code).toBe('INVALID_REDIRECT_URL');
  });

  it(`sends no browser off the site for ${hostileRedirectTargets.length} hostile targets × ${carriers.length} parameters`, async () => {
    const offSite: string[] = [];
    let requests = 0;
    for (const carrier of carriers) {
      for (const target of hostileRedirectTargets) {
        const response = await handleAuthRequest(carrier.request(target));
        requests += 1;
        expect(response.status, `${carrier.label} ${JSON.stringify(target)}`).toBeLessThan(500);
        const location = locationOf(response);
        if (location && location.origin !== SITE_URL) offSite.push(`${carrier.label}: ${JSON.stringify(target)} → ${location.href}`);
        const body = response.headers.get('content-type')?.includes('json') ? ((await response.json()) as { url?: string }) : {};
        if (typeof body.url === 'string' && new URL(body.url, SITE_URL).origin === SITE_URL && body.url.includes('evil'))
          offSite.push(`${carrier.label}: url ${body.url}`);
      }
    }
    expect(requests).toBe(hostileRedirectTargets.length * carriers.length);
    expect(offSite).toEqual([]);
  });

  it('still honours a same-site callback', async () => {
    const response = await handleAuthRequest(
      authRequest(`/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent('/member/mypage')}`, { address: uniqueAddress() }),
    );
    expect(response.status).toBe(302);
    expect(locationOf(response)?.pathname).toBe('/member/mypage');
  });
});
