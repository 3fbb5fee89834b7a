import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useDatabaseForTests } from '@/server/db/db';
import { sessions, users } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { authRequest, cookieHeader, setCookies, uniqueAddress, SITE_URL } from '../../../../tests/support/auth-http';
import { createTestUser } from '../../../../tests/support/auth-factory';
import { expectConsoleError } from '../../../../tests/support/integration-setup';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { authMessages } from '../domain/auth-messages';
import { currentUser, handleAuthRequest, loginWithPassword, logout } from './api';
import { resetAuthForTests } from './auth';
import { viewerFromHeaders } from './viewer';
import { viewerCacheMs } from './viewer-cache';

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

const signIn = (email: string, password: string, address = uniqueAddress()) =>
  handleAuthRequest(authRequest('/api/auth/sign-in/email', { address, body: { email, password } }));

const specLogin = (email: string, password: string, address = uniqueAddress()) =>
  loginWithPassword(authRequest('/api/auth/login', { address, body: { email, password } }));

const userEndpoint = (auth: { cookie?: string; bearer?: string }) =>
  currentUser(authRequest('/api/auth/user', { address: uniqueAddress(), ...auth }), 'user');

const sessionsOf = (userId: string) => database.db.select().from(sessions).where(eq(sessions.userId, userId));

describe(`signing in and out with the cookie (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('signs in with the password, answers the user to the cookie, and signs out', async () => {
    const member = await createTestUser(database.db, { name: '강서연' });
    const response = await signIn(member.email, member.password);
    expect(response.status).toBe(200);
    const session = setCookies(response).find((cookie) => cookie.name === 'auth.session_token');
    expect(session?.attributes).toMatchObject({ httponly: true, samesite: 'Lax' });
    const cookie = cookieHeader(response);

    const me = await userEndpoint({ cookie });
    expect(me.status).toBe(200);
    expect(((await me.json()) as { user: Record<string, unknown> }).user).toMatchObject({
      id: member.id,
      display_name: '강서연',
      email: member.email,
      roles: [],
      userinfo: { role: null },
      scope: expect.any(Array),
      permissions: expect.any(Array),
    });
    const viewer = await viewerFromHeaders(new Headers({ cookie }));
    expect(viewer?.id).toBe(member.id);

    const out = await handleAuthRequest(authRequest('/api/auth/sign-out', { address: uniqueAddress(), body: {}, cookie }));
    expect(out.status).toBe(200);
    const cleared = setCookies(out).find((c) => c.name === 'auth.session_token');
    expect(cleared?.attributes['max-age']).toBe('0');

    const after = await userEndpoint({ cookie });
    expect(after.status).toBe(401);
    expect(await viewerFromHeaders(new Headers({ cookie }))).toBeNull();
  });

  it('ends only the session it was sent with; another device stays signed in', async () => {
    const member = await createTestUser(database.db);
    const laptop = cookieHeader(await signIn(member.email, member.password));
    const phone = cookieHeader(await signIn(member.email, member.password));

    await handleAuthRequest(authRequest('/api/auth/sign-out', { address: uniqueAddress(), body: {}, cookie: laptop }));
    expect((await userEndpoint({ cookie: laptop })).status).toBe(401);
    expect((await userEndpoint({ cookie: phone })).status).toBe(200);
  });

  it('answers a wrong password and an unknown email with the same Korean 401', async () => {
    const member = await createTestUser(database.db);
    for (const [email, password] of [
      [member.email, '틀린-비밀번호-2026'],
      ['nobody-here@test.example', member.password],
    ] as const) {
      const response = await signIn(email, password);
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ code: 'INVALID_EMAIL_OR_PASSWORD', message: authMessages.INVALID_EMAIL_OR_PASSWORD });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });
});

describe('GET /api/auth/user and /api/auth/me when signed out', () => {
  it.each([
    ['no credentials', {}],
    ['a made-up bearer token', { bearer: 'made-up-token.signature' }],
    ['a made-up cookie', { cookie: 'auth.session_token=made-up-token.signature' }],
  ])('answers 401 in Korean with %s', async (_label, auth) => {
    for (const shape of ['user', 'data'] as const) {
      const response = await currentUser(
        authRequest(shape === 'user' ? '/api/auth/user' : '/api/auth/me', { address: uniqueAddress(), ...auth }),
        shape,
      );
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({ success: false, code: 'UNAUTHORIZED', message: '로그인이 필요합니다.' });
    }
  });
});

describe('the bearer token', () => {
  it('works wherever the cookie does, and stops working after POST /api/auth/logout', async () => {
    const member = await createTestUser(database.db, { roles: ['매니저'], name: '오지훈' });
    const login = await specLogin(member.email, member.password);
    expect(login.status).toBe(200);
    const { token, data } = (await login.json()) as { token: string; data: { token: string } };
    expect(data.token).toBe(token);
    // The spec login also sets the cookie, for a browser that used it.
    expect(setCookies(login).some((cookie) => cookie.name === 'auth.session_token')).toBe(true);

    const bearer = new Headers({ authorization: `Bearer ${token}` });
    const viewer = await viewerFromHeaders(bearer);
    expect(viewer).toMatchObject({ id: member.id, name: '오지훈', roles: ['매니저'] });
    expect(viewer!.scope).toContain('consult.read');

    const session = await handleAuthRequest(authRequest('/api/auth/get-session', { address: uniqueAddress(), bearer: token }));
    expect(((await session.json()) as { user: { id: string } }).user.id).toBe(member.id);
    const me = await currentUser(authRequest('/api/auth/me', { address: uniqueAddress(), bearer: token }), 'data');
    expect(((await me.json()) as { data: { email: string } }).data.email).toBe(member.email);

    const out = await logout(authRequest('/api/auth/logout', { address: uniqueAddress(), body: {}, bearer: token }));
    expect(out.status).toBe(200);
    expect(await out.json()).toEqual({ success: true });

    expect(await viewerFromHeaders(bearer)).toBeNull();
    expect((await userEndpoint({ bearer: token })).status).toBe(401);
    const gone = await handleAuthRequest(authRequest('/api/auth/get-session', { address: uniqueAddress(), bearer: token }));
    expect(await gone.json()).toBeNull();
  });

  it('is handed out by better-auth sign-in too (set-auth-token), and signs out through better-auth', async () => {
    const member = await createTestUser(database.db);
    const response = await signIn(member.email, member.password);
    const token = response.headers.get('set-auth-token');
    expect(token).toBeTruthy();
    expect(response.headers.get('access-control-expose-headers')).toContain('set-auth-token');
    expect((await viewerFromHeaders(new Headers({ authorization: `Bearer ${token}` })))?.id).toBe(member.id);

    const out = await handleAuthRequest(authRequest('/api/auth/sign-out', { address: uniqueAddress(), body: {}, bearer: token! }));
    expect(out.status).toBe(200);
    expect(await viewerFromHeaders(new Headers({ authorization: `Bearer ${token}` }))).toBeNull();
  });

  it('is refused when its signature is tampered with', async () => {
    const member = await createTestUser(database.db);
    const [id] = member.token.split('.');
    expect(await viewerFromHeaders(new Headers({ authorization: `Bearer ${id}.AAAA${member.token.slice(id!.length + 5)}` }))).toBeNull();
  });

  it('answers POST /api/auth/logout without a session with success, so logging out twice is harmless', async () => {
    const response = await logout(authRequest('/api/auth/logout', { address: uniqueAddress(), body: {} }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ success: true });
  });
});

describe('a disabled account', () => {
  it('cannot sign in with the cookie flow or the spec login: 403 in Korean, and no session is made', async () => {
    const member = await createTestUser(database.db, { name: '한도현' });
    await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, member.id));
    const before = (await sessionsOf(member.id)).length;

    const response = await signIn(member.email, member.password);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ code: 'ACCOUNT_DISABLED', message: authMessages.ACCOUNT_DISABLED });
    expect(response.headers.getSetCookie()).toEqual([]);

    const spec = await specLogin(member.email, member.password);
    expect(spec.status).toBe(403);
    expect(await spec.json()).toMatchObject({ success: false, code: 'ACCOUNT_DISABLED', message: authMessages.ACCOUNT_DISABLED });

    expect(await sessionsOf(member.id)).toHaveLength(before);
  });

  it('loses the sessions it already had', async () => {
    const member = await createTestUser(database.db);
    const cookie = cookieHeader(await signIn(member.email, member.password));
    expect((await userEndpoint({ cookie })).status).toBe(200);

    // Set in the table by hand, as an operator might: the viewer found a moment ago lasts out its
    // few seconds (decision 025). The back office's 이용 정지 forgets it at once (user-admin tests).
    await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, member.id));
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + viewerCacheMs + 1);
      expect((await userEndpoint({ cookie })).status).toBe(401);
      expect((await userEndpoint({ bearer: member.token })).status).toBe(401);
      expect(await viewerFromHeaders(member.headers)).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('the session cookie from another site', () => {
  it('is not honoured for a state-changing request whose Origin is foreign', async () => {
    const member = await createTestUser(database.db);
    const cookie = cookieHeader(await signIn(member.email, member.password));
    expectConsoleError(1);
    const response = await handleAuthRequest(
      authRequest('/api/auth/update-user', {
        address: uniqueAddress(),
        body: { name: '바뀐이름' },
        cookie,
        headers: { origin: 'https://evil.example' },
      }),
    );
    expect(response.status).toBe(403);
    const [row] = await database.db.select().from(users).where(eq(users.id, member.id));
    expect(row!.name).toBe(member.name);
    // The same request from our own pages is allowed.
    const own = await handleAuthRequest(
      authRequest('/api/auth/update-user', { address: uniqueAddress(), body: { name: '바뀐이름' }, cookie, headers: { origin: SITE_URL } }),
    );
    expect(own.status).toBe(200);
  });
});
