import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDatabaseForTests } from '@/server/db/db';
import { resetEnvForTests } from '@/server/env';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { createTestUser } from '../../../../tests/support/auth-factory';
import { currentUser, loginWithPassword, logout } from './api';

let database: TestDatabase;

beforeAll(async () => {
  resetEnvForTests();
  database = await createTestDatabase();
  useDatabaseForTests(database);
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

const post = (path: string, body: unknown, headers: HeadersInit = {}) =>
  new Request(`http://localhost:3000${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.7', ...headers },
    body: JSON.stringify(body),
  });

describe('the spec auth API', () => {
  it('logs in with a password, answers the user for the bearer token, and logs out', async () => {
    const user = await createTestUser(database.db, { roles: ['매니저'], name: '한지우' });
    const login = await loginWithPassword(post('/api/auth/login', { email: user.email, password: user.password }));
    expect(login.status).toBe(200);
    const { token, data } = (await login.json()) as { token: string; data: { token: string } };
    expect(token).toBeTruthy();
    expect(data.token).toBe(token);

    const me = await currentUser(
      new Request('http://localhost:3000/api/auth/user', { headers: { authorization: `Bearer ${token}` } }),
      'user',
    );
    expect(me.status).toBe(200);
    const body = (await me.json()) as { user: Record<string, unknown> };
    expect(body.user).toMatchObject({ display_name: '한지우', email: user.email, roles: [{ name: '매니저' }], userinfo: { role: null } });
    expect(body.user.scope).toContain('consult.read');

    const alternate = await currentUser(
      new Request('http://localhost:3000/api/auth/me', { headers: { authorization: `Bearer ${token}` } }),
      'data',
    );
    expect(((await alternate.json()) as { data: { email: string } }).data.email).toBe(user.email);

    const out = await logout(post('/api/auth/logout', {}, { authorization: `Bearer ${token}` }));
    expect(out.status).toBe(200);
    const after = await currentUser(
      new Request('http://localhost:3000/api/auth/user', { headers: { authorization: `Bearer ${token}` } }),
      'user',
    );
    expect(after.status).toBe(401);
  });

  it('answers a wrong password with a Korean 401', async () => {
    const user = await createTestUser(database.db);
    const login = await loginWithPassword(post('/api/auth/login', { email: user.email, password: 'wrong-password-1' }));
    expect(login.status).toBe(401);
    expect(((await login.json()) as { message: string }).message).toBe('이메일 또는 비밀번호가 올바르지 않습니다.');
  });

  it.each([
    ['a body that is not JSON', '{"email":', 400, '요청 형식이 올바르지 않습니다. JSON으로 보내주세요.'],
    ['no password', JSON.stringify({ email: 'member@test.example' }), 400, '이메일과 비밀번호를 입력해 주세요.'],
    ['numbers for strings', JSON.stringify({ email: 1, password: 2 }), 400, '이메일과 비밀번호를 입력해 주세요.'],
    ['a huge body', JSON.stringify({ email: 'member@test.example', password: '가'.repeat(20_000) }), 413, '요청 내용이 너무 큽니다.'],
  ])('answers POST /api/auth/login with %s in Korean, never 5xx', async (_label, body, status, message) => {
    const response = await loginWithPassword(
      new Request('http://localhost:3000/api/auth/login', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.8' },
        body,
      }),
    );
    expect(response.status).toBe(status);
    expect(((await response.json()) as { message: string }).message).toBe(message);
  });

  it('answers the member’s extra rules as userinfo.role', async () => {
    const rules = JSON.stringify([{ action: 'manage', subject: '송무팀' }]);
    const user = await createTestUser(database.db, { name: '표지수', roleRules: rules });
    const me = await currentUser(
      new Request('http://localhost:3000/api/auth/user', { headers: { authorization: `Bearer ${user.token}` } }),
      'user',
    );
    const body = (await me.json()) as { user: { userinfo: { role: string }; permissions: unknown[] } };
    expect(body.user.userinfo.role).toBe(rules);
    expect(body.user.permissions).toContainEqual(expect.objectContaining({ action: 'manage', subject: '송무팀' }));
  });
});

describe('the spec auth API against foreign pages', () => {
  it('refuses a login posted from another origin', async () => {
    const user = await createTestUser(database.db);
    const response = await loginWithPassword(
      post('/api/auth/login', { email: user.email, password: user.password }, { origin: 'https://evil.example' }),
    );
    expect(response.status).toBe(403);
    expect(((await response.json()) as { message: string }).message).toMatch(/허용되지 않은 요청/);
  });

  it('refuses a cookie logout without our origin, and accepts it with our origin', async () => {
    const user = await createTestUser(database.db);
    const login = await loginWithPassword(post('/api/auth/login', { email: user.email, password: user.password }));
    const cookie = login.headers
      .getSetCookie()
      .map((line) => line.split(';')[0])
      .join('; ');
    expect((await logout(post('/api/auth/logout', {}, { cookie }))).status).toBe(403);
    expect((await logout(post('/api/auth/logout', {}, { cookie, origin: 'https://evil.example' }))).status).toBe(403);
    const still = await currentUser(new Request('http://localhost:3000/api/auth/user', { headers: { cookie } }), 'user');
    expect(still.status).toBe(200);
    expect((await logout(post('/api/auth/logout', {}, { cookie, origin: 'http://localhost:3000' }))).status).toBe(200);
  });
});
