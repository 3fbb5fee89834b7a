import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import { useDatabaseForTests } from '@/server/db/db';
import { accounts, consents, users } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { authRequest, cookieHeader, setCookies, SITE_URL, uniqueAddress } from '../../../../tests/support/auth-http';
import { expectConsoleError } from '../../../../tests/support/integration-setup';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { authMessage, authMessages, genericAuthError, signupConsent } from '../domain/auth-messages';
import { currentUser, handleAuthRequest } from './api';
import { configuredProviders, resetAuthForTests, SOCIAL_CONSENT_COOKIE } from './auth';

/**
 * Social sign-in without the internet: the provider's authorization page is only a URL we
 * check, and the two server-side calls better-auth makes on the return (Kakao's token and
 * profile endpoints) are answered by a stand-in for `fetch`. Any other outgoing call fails.
 */

const providerKeys = {
  KAKAO_CLIENT_ID: 'kakao-rest-api-key',
  KAKAO_CLIENT_SECRET: 'kakao-client-secret',
  GOOGLE_CLIENT_ID: 'google-client-id.apps.googleusercontent.com',
  GOOGLE_CLIENT_SECRET: 'google-client-secret',
};

let database: TestDatabase;

beforeAll(async () => {
  Object.assign(process.env, providerKeys);
  delete process.env.NAVER_CLIENT_ID;
  delete process.env.NAVER_CLIENT_SECRET;
  resetEnvForTests();
  resetAuthForTests();
  database = await createTestDatabase();
  useDatabaseForTests(database);
});

afterAll(async () => {
  for (const key of Object.keys(providerKeys)) delete process.env[key];
  resetEnvForTests();
  resetAuthForTests();
  useDatabaseForTests(undefined);
  await database.drop();
});

type OutgoingCall = { url: string; method: string; body: string; headers: Headers };
let outgoing: OutgoingCall[];
let kakaoProfile: Record<string, unknown>;
let fetchSpy: MockInstance<typeof fetch>;

beforeEach(() => {
  outgoing = [];
  kakaoProfile = {};
  fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const call = { url, method: init?.method ?? 'GET', body: String(init?.body ?? ''), headers: new Headers(init?.headers) };
    outgoing.push(call);
    if (url === 'https://kauth.kakao.com/oauth/token' && call.method === 'POST') {
      return Response.json({
        access_token: 'kakao-access-token',
        token_type: 'bearer',
        refresh_token: 'kakao-refresh-token',
        expires_in: 21599,
      });
    }
    if (url === 'https://kapi.kakao.com/v2/user/me') return Response.json(kakaoProfile);
    throw new Error(`a test tried to reach the network: ${call.method} ${url}`);
  });
});

let kakaoIds = 4_100_000_000;

function kakaoMember(nickname: string) {
  kakaoIds += 1;
  const email = `kakao${kakaoIds}@kakao.test`;
  kakaoProfile = {
    id: kakaoIds,
    kakao_account: { email, is_email_valid: true, is_email_verified: true, profile: { nickname } },
  };
  return { id: String(kakaoIds), email };
}

/** Starts a social sign-in as the login page does: the provider's URL, its state, and the state cookie. */
async function startSocial(provider: 'kakao' | 'google', address = uniqueAddress()) {
  const response = await handleAuthRequest(
    authRequest('/api/auth/sign-in/social', { address, body: { provider, callbackURL: '/member/callback' } }),
  );
  expect(response.status).toBe(200);
  const body = (await response.json()) as { url: string; redirect: boolean };
  expect(body.redirect).toBe(true);
  const url = new URL(body.url);
  return { url, state: url.searchParams.get('state')!, cookie: cookieHeader(response), address };
}

const returnFromKakao = (query: string, cookie: string) =>
  handleAuthRequest(authRequest(`/api/auth/callback/kakao?${query}`, { address: uniqueAddress(), cookie }));

function loginError(response: Response): string {
  expect(response.status).toBe(302);
  const location = response.headers.get('location')!;
  expect(location.startsWith('/member/login?')).toBe(true);
  return new URL(location, SITE_URL).searchParams.get('error')!;
}

describe(`social sign-in (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('offers exactly the providers whose keys are set', () => {
    expect(configuredProviders()).toEqual(['kakao', 'google']);
  });

  it('answers a kauth.kakao.com authorization URL with a state, our callback, and a state cookie', async () => {
    const { url, state, cookie } = await startSocial('kakao');
    expect(url.origin + url.pathname).toBe('https://kauth.kakao.com/oauth/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: providerKeys.KAKAO_CLIENT_ID,
      response_type: 'code',
      redirect_uri: `${SITE_URL}/api/auth/callback/kakao`,
    });
    expect(state).toMatch(/^[A-Za-z0-9_-]{20,}$/);
    expect(cookie).toMatch(/auth\.state=/);
    expect(outgoing).toEqual([]);
  });

  it('asks Google for the openid, profile and email scopes', async () => {
    const { url, state } = await startSocial('google');
    expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    expect(url.searchParams.get('client_id')).toBe(providerKeys.GOOGLE_CLIENT_ID);
    expect(new Set(url.searchParams.get('scope')!.split(' '))).toEqual(new Set(['openid', 'profile', 'email']));
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(state).toBeTruthy();
    expect(outgoing).toEqual([]);
  });

  it('sends a return with a state it did not issue back to the login page, before any token exchange', async () => {
    const { cookie } = await startSocial('kakao');
    expectConsoleError(1);
    const error = loginError(await returnFromKakao('code=x&state=not-the-state-we-issued', cookie));
    expect(['state_mismatch', 'state_not_found']).toContain(error);
    expect(authMessage(error)).not.toBe(genericAuthError);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends a return without its state cookie (another browser) back to the login page, before any token exchange', async () => {
    const { state } = await startSocial('kakao');
    expectConsoleError(1);
    expect(loginError(await returnFromKakao(`code=x&state=${state}`, ''))).toBe('state_mismatch');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('sends a return without any state back to the login page', async () => {
    expectConsoleError(1);
    expect(loginError(await returnFromKakao('code=x', ''))).toBe('state_not_found');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('brings a visitor who cancelled at Kakao back to the login page with access_denied', async () => {
    const { state, cookie } = await startSocial('kakao');
    expect(loginError(await returnFromKakao(`error=access_denied&state=${state}`, cookie))).toBe('access_denied');
    expect(authMessage('access_denied')).toBe(authMessages.access_denied);
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('creates the member on a first Kakao sign-in with the consent cookie, records the consent and signs in', async () => {
    const kakao = kakaoMember('카카오 이용자');
    const { state, cookie } = await startSocial('kakao');
    const response = await returnFromKakao(`code=kakao-code&state=${state}`, `${cookie}; ${SOCIAL_CONSENT_COOKIE}=1`);
    expect(response.status).toBe(302);
    expect(new URL(response.headers.get('location')!, SITE_URL).pathname).toBe('/member/callback');
    expect(setCookies(response).find((c) => c.name === 'auth.session_token')?.attributes).toMatchObject({
      httponly: true,
      samesite: 'Lax',
    });

    expect(outgoing.map((call) => `${call.method} ${call.url}`)).toEqual([
      'POST https://kauth.kakao.com/oauth/token',
      'GET https://kapi.kakao.com/v2/user/me',
    ]);
    const tokenRequest = new URLSearchParams(outgoing[0]!.body);
    expect(tokenRequest.get('code')).toBe('kakao-code');
    expect(tokenRequest.get('redirect_uri')).toBe(`${SITE_URL}/api/auth/callback/kakao`);

    const [user] = await database.db.select().from(users).where(eq(users.email, kakao.email));
    expect(user).toMatchObject({ name: '카카오 이용자', ageConfirmedAt: expect.any(Date) });
    expect(await database.db.select().from(accounts).where(eq(accounts.userId, user!.id))).toEqual([
      expect.objectContaining({ providerId: 'kakao', accountId: kakao.id, password: null }),
    ]);
    expect(await database.db.select().from(consents).where(eq(consents.userId, user!.id))).toEqual([
      expect.objectContaining({ purpose: signupConsent.purpose, textVersion: signupConsent.version }),
    ]);

    const me = await currentUser(authRequest('/api/auth/user', { address: uniqueAddress(), cookie: cookieHeader(response) }), 'user');
    expect(((await me.json()) as { user: { email: string; display_name: string } }).user).toMatchObject({
      email: kakao.email,
      display_name: '카카오 이용자',
    });
  });

  it.each([
    ['no consent cookie', ''],
    ['a consent cookie that says no', `; ${SOCIAL_CONSENT_COOKIE}=0`],
  ])('makes no account on a first Kakao sign-in with %s, and says why on the login page', async (_label, consent) => {
    const kakao = kakaoMember('동의 안 한 이용자');
    const { state, cookie } = await startSocial('kakao');
    expectConsoleError(1);
    const error = loginError(await returnFromKakao(`code=kakao-code&state=${state}`, `${cookie}${consent}`));
    expect(authMessage(error)).toBe(authMessages.SIGNUP_CONSENT_REQUIRED);
    expect(await database.db.select().from(users).where(eq(users.email, kakao.email))).toEqual([]);
  });

  it('signs a returning Kakao member in without asking for consent again', async () => {
    const kakao = kakaoMember('다시 온 이용자');
    const first = await startSocial('kakao');
    expect((await returnFromKakao(`code=first&state=${first.state}`, `${first.cookie}; ${SOCIAL_CONSENT_COOKIE}=1`)).status).toBe(302);

    const again = await startSocial('kakao');
    const response = await returnFromKakao(`code=again&state=${again.state}`, again.cookie);
    expect(new URL(response.headers.get('location')!, SITE_URL).pathname).toBe('/member/callback');
    expect(await database.db.select().from(users).where(eq(users.email, kakao.email))).toHaveLength(1);
  });

  it('refuses a disabled Kakao member at the callback, sending them to the login page', async () => {
    const kakao = kakaoMember('중지된 이용자');
    const first = await startSocial('kakao');
    await returnFromKakao(`code=first&state=${first.state}`, `${first.cookie}; ${SOCIAL_CONSENT_COOKIE}=1`);
    await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, kakao.email));

    const again = await startSocial('kakao');
    const response = await returnFromKakao(`code=again&state=${again.state}`, again.cookie);
    expect(response.headers.getSetCookie().some((line) => line.startsWith('auth.session_token=') && !line.includes('Max-Age=0'))).toBe(
      false,
    );
    expect(loginError(response)).toBe('ACCOUNT_DISABLED');
  });

  it('uses a state only once', async () => {
    kakaoMember('한 번만');
    const { state, cookie } = await startSocial('kakao');
    expect((await returnFromKakao(`code=one&state=${state}`, `${cookie}; ${SOCIAL_CONSENT_COOKIE}=1`)).status).toBe(302);
    const calls = outgoing.length;
    expectConsoleError(1);
    expect(loginError(await returnFromKakao(`code=two&state=${state}`, `${cookie}; ${SOCIAL_CONSENT_COOKIE}=1`))).toBe('state_mismatch');
    expect(outgoing).toHaveLength(calls);
  });
});
