import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useDatabaseForTests } from '@/server/db/db';
import { consents, users } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { authRequest, consentBoxes, setCookies, uniqueAddress, uniqueEmail } from '../../../../tests/support/auth-http';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { authMessages, signupConsent } from '../domain/auth-messages';
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

afterEach(() => {
  delete process.env.SITE_URL;
  resetEnvForTests();
  resetAuthForTests();
});

const password = '봄날의-비밀번호-2026';

const signUp = (body: Record<string, unknown>, address = uniqueAddress()) =>
  handleAuthRequest(authRequest('/api/auth/sign-up/email', { address, body }));

const accountsWith = (email: string) => database.db.select().from(users).where(eq(users.email, email));

describe(`POST /api/auth/sign-up/email (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('creates the account, signs it in with an httpOnly SameSite cookie under the auth. prefix, and records the consent', async () => {
    const email = uniqueEmail('signup');
    const response = await signUp({ email, password, name: '김민지', ...consentBoxes });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { token: string; user: { id: string; name: string; email: string } };
    expect(body.user).toMatchObject({ name: '김민지', email });
    expect(body.token).toBeTruthy();

    const session = setCookies(response).find((cookie) => cookie.name === 'auth.session_token');
    expect(session, 'the session cookie').toBeDefined();
    expect(session!.attributes).toMatchObject({ httponly: true, samesite: 'Lax', path: '/' });
    expect(session!.attributes.secure, 'not Secure on http://localhost').toBeUndefined();
    for (const cookie of setCookies(response)) expect(cookie.name.startsWith('auth.')).toBe(true);

    const [user] = await accountsWith(email);
    expect(user!.ageConfirmedAt).toBeInstanceOf(Date);
    const records = await database.db.select().from(consents).where(eq(consents.userId, user!.id));
    expect(records).toEqual([
      expect.objectContaining({
        userId: user!.id,
        consultId: null,
        purpose: signupConsent.purpose,
        textVersion: signupConsent.version,
        agreedAt: expect.any(Date),
      }),
    ]);
  });

  it('marks the session cookie Secure with the __Secure- prefix when the site is served over https', async () => {
    process.env.SITE_URL = 'https://onsaemiro.example';
    resetEnvForTests();
    resetAuthForTests();
    const response = await handleAuthRequest(
      new Request('https://onsaemiro.example/api/auth/sign-up/email', {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://onsaemiro.example', 'x-forwarded-for': uniqueAddress() },
        body: JSON.stringify({ email: uniqueEmail('secure'), password, name: '이서준', ...consentBoxes }),
      }),
    );
    expect(response.status).toBe(200);
    const session = setCookies(response).find((cookie) => cookie.name === '__Secure-auth.session_token');
    expect(session?.attributes).toMatchObject({ secure: true, httponly: true, samesite: 'Lax' });
  });

  it.each([
    ['neither box', {}],
    ['only the age box', { ageConfirmed: true }],
    ['only the privacy box', { privacyConsent: true }],
    ['the boxes as strings', { ageConfirmed: 'true', privacyConsent: 'true' }],
    ['a box left unticked', { ageConfirmed: true, privacyConsent: false }],
  ])('refuses %s with 400 SIGNUP_CONSENT_REQUIRED in Korean and makes no account', async (_label, boxes) => {
    const email = uniqueEmail('noconsent');
    const response = await signUp({ email, password, name: '박지호', ...boxes });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: 'SIGNUP_CONSENT_REQUIRED', message: authMessages.SIGNUP_CONSENT_REQUIRED });
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await accountsWith(email)).toEqual([]);
  });

  it('answers a second sign-up with the same email, in any letter case, with a Korean 422 and keeps one account', async () => {
    const email = uniqueEmail('twice');
    expect((await signUp({ email, password, name: '최유나', ...consentBoxes })).status).toBe(200);
    for (const again of [email, email.toUpperCase()]) {
      const response = await signUp({ email: again, password: '다른-비밀번호-2026', name: '최유나', ...consentBoxes });
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ code: 'USER_ALREADY_EXISTS_USE_ANOTHER_EMAIL', message: authMessages.USER_ALREADY_EXISTS });
    }
    expect(await accountsWith(email)).toHaveLength(1);
  });

  it('refuses a password shorter than 8 or longer than 128 characters in Korean', async () => {
    const short = await signUp({ email: uniqueEmail('short'), password: '짧은암호7', name: '정하은', ...consentBoxes });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({ code: 'PASSWORD_TOO_SHORT', message: '비밀번호는 8자 이상이어야 합니다.' });

    const long = await signUp({ email: uniqueEmail('long'), password: 'ㄱ'.repeat(129), name: '정하은', ...consentBoxes });
    expect(long.status).toBe(400);
    expect(await long.json()).toEqual({ code: 'PASSWORD_TOO_LONG', message: '비밀번호는 128자 이하여야 합니다.' });
  });

  it('refuses an empty or over-long display name in Korean and makes no account', async () => {
    for (const name of ['', '   ', '가'.repeat(31), '\u0000\u0007']) {
      const response = await signUp({ email: uniqueEmail('name'), password: '안전한-비밀번호-2026', name, ...consentBoxes });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ code: 'INVALID_DISPLAY_NAME', message: '표시 이름은 1자 이상 30자 이하로 입력해 주세요.' });
    }
  });

  it('stores a name sent with NUL and control characters without them (normalized at the boundary)', async () => {
    const email = uniqueEmail('nul');
    const response = await signUp({ email, password: '안전한-비밀번호-2026', name: '김\u0000하늘\u001b', ...consentBoxes });
    expect(response.status).toBe(200);
    expect((await accountsWith(email))[0]?.name).toBe('김하늘');
  });

  it('accepts a password of exactly 8 characters', async () => {
    const response = await signUp({ email: uniqueEmail('eight'), password: '여덟글자비밀번호', name: '윤도윤', ...consentBoxes });
    expect(response.status).toBe(200);
  });

  it('answers a body that is not JSON with a Korean 4xx and makes no account', async () => {
    const cases: Array<{ rawBody: string; headers?: Record<string, string> }> = [
      { rawBody: '{"email": "broken@test.example", ' },
      { rawBody: 'null' },
      { rawBody: '[1, 2, 3]' },
      { rawBody: '' },
      { rawBody: '이메일=broken@test.example', headers: { 'content-type': 'text/plain' } },
    ];
    for (const init of cases) {
      const response = await handleAuthRequest(
        authRequest('/api/auth/sign-up/email', { method: 'POST', address: uniqueAddress(), ...init }),
      );
      expect(response.status, init.rawBody).toBeGreaterThanOrEqual(400);
      expect(response.status, init.rawBody).toBeLessThan(500);
      const body = (await response.json()) as { message: string; code: string };
      expect(body.message, init.rawBody).toMatch(/[가-힣]/);
      expect(body.code, init.rawBody).toBeTruthy();
    }
    expect(await accountsWith('broken@test.example')).toEqual([]);
  });

  it('refuses a huge body with 413 in Korean before better-auth reads it, and makes no account', async () => {
    const email = uniqueEmail('huge');
    const response = await signUp({ email, password, name: '김'.repeat(200_000), ...consentBoxes });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: '요청 내용이 너무 큽니다.' });
    expect(await accountsWith(email)).toEqual([]);
  });

  it('refuses a huge body sent without a length (streamed) with 413', async () => {
    const email = uniqueEmail('stream');
    const text = JSON.stringify({ email, password, name: '김'.repeat(200_000), ...consentBoxes });
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        const bytes = new TextEncoder().encode(text);
        for (let offset = 0; offset < bytes.length; offset += 8192) controller.enqueue(bytes.slice(offset, offset + 8192));
        controller.close();
      },
    });
    const request = new Request('http://localhost:3000/api/auth/sign-up/email', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://localhost:3000', 'x-forwarded-for': uniqueAddress() },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    const response = await handleAuthRequest(request);
    expect(response.status).toBe(413);
    expect(await accountsWith(email)).toEqual([]);
  });
});
