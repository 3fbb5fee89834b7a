import 'server-only';
import { createHash } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { bearer } from 'better-auth/plugins';
import { and, eq, like } from 'drizzle-orm';
import { queueMail } from '@/server/mail/outbox';
import { clientAddress } from '@/server/client-address';
import type { Db } from '@/server/db/client';
import { getDb } from '@/server/db/db';
import { consents, schema } from '@/server/db/schema';
import { storedSecret } from '@/server/db/server-secrets';
import { env } from '@/server/env';
import { hitRateLimit } from '@/server/rate-limit';
import { wakeJobs } from '@/server/jobs/wake';
import { authMessages, signupConsent } from '../domain/auth-messages';
import { forgetViewersOf } from './viewer-cache';

/**
 * better-auth, configured once per database handle (DESIGN section 2): sessions in the database
 * behind an httpOnly SameSite cookie, email and password, Kakao, Naver and Google when their keys
 * are set, and the bearer plugin so API clients send `Authorization: Bearer <token>`.
 */

export const SOCIAL_CONSENT_COOKIE = 'auth.signup_consent';
const RESET_TOKEN_SECONDS = 60 * 60;
const WINDOW_MS = 15 * 60_000;

export function configuredProviders(): Array<'kakao' | 'naver' | 'google'> {
  const e = env();
  const list: Array<'kakao' | 'naver' | 'google'> = [];
  if (e.KAKAO_CLIENT_ID) list.push('kakao');
  if (e.NAVER_CLIENT_ID && e.NAVER_CLIENT_SECRET) list.push('naver');
  if (e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET) list.push('google');
  return list;
}

function socialProviders() {
  const e = env();
  return {
    ...(e.KAKAO_CLIENT_ID ? { kakao: { clientId: e.KAKAO_CLIENT_ID, clientSecret: e.KAKAO_CLIENT_SECRET ?? '' } } : {}),
    ...(e.NAVER_CLIENT_ID && e.NAVER_CLIENT_SECRET ? { naver: { clientId: e.NAVER_CLIENT_ID, clientSecret: e.NAVER_CLIENT_SECRET } } : {}),
    ...(e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
      ? // better-auth's Google client already asks for the spec's scopes: openid, profile, email.
        { google: { clientId: e.GOOGLE_CLIENT_ID, clientSecret: e.GOOGLE_CLIENT_SECRET } }
      : {}),
  };
}

/** AUTH_SECRET, or one the first process made and stored, so every process signs alike. */
async function authSecret(db: Db): Promise<string> {
  return env().AUTH_SECRET || storedSecret(db, 'auth');
}

function hasSocialConsentCookie(header: string): boolean {
  return header.split(';').some((part) => part.trim() === `${SOCIAL_CONSENT_COOKIE}=1`);
}

const DISPLAY_NAME_MAX = 30;

function isDisplayName(value: unknown): boolean {
  return (
    typeof value === 'string' && value.trim().length >= 1 && value.trim().length <= DISPLAY_NAME_MAX && !/[\u0000-\u001f\u007f]/.test(value)
  );
}

/** Per-address and per-account limits on the endpoints strangers can hammer (decision 003). */
const limitedPaths: Record<string, { scope: string; accountLimit: number }> = {
  '/sign-in/email': { scope: 'login', accountLimit: 10 },
  '/sign-up/email': { scope: 'signup', accountLimit: 5 },
  '/request-password-reset': { scope: 'reset', accountLimit: 3 },
  '/reset-password': { scope: 'reset-confirm', accountLimit: 10 },
};

/**
 * The email and address come from the stranger: one of kilobytes would overflow the key's btree
 * index (2704 bytes) and answer 500, so anything longer than an email can be (RFC 5321: 254) is hashed.
 */
function keyPart(value: string): string {
  return value.length <= 254 ? value : `sha256:${createHash('sha256').update(value).digest('base64url')}`;
}

async function enforceRateLimit(db: Db, path: string, headers: Headers | undefined, body: Record<string, unknown> | undefined) {
  const rule = limitedPaths[path];
  if (!rule) return;
  const address = headers ? clientAddress(headers) : 'unknown';
  const byAddress = await hitRateLimit(db, {
    key: `auth:${rule.scope}:ip:${keyPart(address)}`,
    limit: env().AUTH_RATE_LIMIT,
    windowMs: WINDOW_MS,
  });
  const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : undefined;
  const byAccount = email
    ? await hitRateLimit(db, { key: `auth:${rule.scope}:account:${keyPart(email)}`, limit: rule.accountLimit, windowMs: WINDOW_MS })
    : undefined;
  const blocked = [byAddress, byAccount].find((hit) => hit && !hit.allowed);
  if (blocked) {
    throw new APIError(
      'TOO_MANY_REQUESTS',
      { message: authMessages.TOO_MANY_REQUESTS, code: 'TOO_MANY_REQUESTS' },
      { 'Retry-After': String(blocked.retryAfterSeconds) },
    );
  }
}

function createAuth(db: Db, secret: string) {
  const siteUrl = env().SITE_URL;
  return betterAuth({
    appName: '온새미로 이혼법률센터',
    baseURL: siteUrl,
    basePath: '/api/auth',
    secret,
    trustedOrigins: [siteUrl],
    telemetry: { enabled: false },
    // Our own limiter keeps its counters in the database, shared by every process (decision 003).
    rateLimit: { enabled: false },
    database: drizzleAdapter(db, { provider: 'pg', schema, usePlural: true }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: RESET_TOKEN_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // better-auth spends only the token used; the member's other reset links (an earlier mail,
      // perhaps still in a shared mailbox) must not set the password again within their hour.
      onPasswordReset: async ({ user }) => {
        await db
          .delete(schema.verifications)
          .where(and(like(schema.verifications.identifier, 'reset-password:%'), eq(schema.verifications.value, user.id)));
      },
      sendResetPassword: async ({ user, url }) => {
        await queueMail(db, {
          kind: 'password-reset',
          to: user.email,
          subject: '[온새미로] 비밀번호 재설정 안내',
          text: [
            `${user.name}님, 비밀번호 재설정을 요청하셨습니다.`,
            '',
            '아래 링크를 눌러 새 비밀번호를 정해 주세요. 링크는 1시간 동안, 한 번만 쓸 수 있습니다.',
            url,
            '',
            '요청하지 않으셨다면 이 메일을 무시하셔도 됩니다. 비밀번호는 바뀌지 않습니다.',
          ].join('\n'),
        });
        wakeJobs();
      },
    },
    socialProviders: socialProviders(),
    account: {
      accountLinking: { enabled: true, trustedProviders: ['kakao', 'naver', 'google'], allowDifferentEmails: true },
    },
    user: {
      additionalFields: {
        roleRules: { type: 'string', required: false, input: false },
        ageConfirmedAt: { type: 'date', required: false, input: false },
        disabledAt: { type: 'date', required: false, input: false },
      },
      deleteUser: { enabled: true },
    },
    session: { expiresIn: 60 * 60 * 24 * 14, updateAge: 60 * 60 * 24 },
    advanced: {
      cookiePrefix: 'auth',
      useSecureCookies: siteUrl.startsWith('https://'),
      ipAddress: { ipAddressHeaders: ['x-forwarded-for'] },
      // better-auth skips its Origin/CSRF check when NODE_ENV=test or TEST is set; keep it on
      // everywhere, so tests see what production does and a stray TEST variable cannot turn it off.
      disableOriginCheck: false,
    },
    onAPIError: { errorURL: '/member/login' },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        const headers = ctx.request?.headers ?? ctx.headers;
        // A JSON body that is a string, number or boolean made the `'name' in body` check below
        // throw, which better-auth answered with an empty 500 (issue 11 fuzz: sign-up, update-user).
        if (ctx.body !== undefined && ctx.body !== null && typeof ctx.body !== 'object') {
          throw new APIError('BAD_REQUEST', { message: authMessages.VALIDATION_ERROR, code: 'VALIDATION_ERROR' });
        }
        const body = (ctx.body ?? undefined) as Record<string, unknown> | undefined;
        // An email longer than RFC 5321 allows would only reach the unique index and fail there as a 5xx.
        if (typeof body?.email === 'string' && body.email.length > 254) {
          throw new APIError('BAD_REQUEST', { message: authMessages.INVALID_EMAIL, code: 'INVALID_EMAIL' });
        }
        await enforceRateLimit(db, ctx.path, headers, body);
        if ((ctx.path === '/sign-up/email' || ctx.path === '/update-user') && body && 'name' in body && !isDisplayName(body.name)) {
          throw new APIError('BAD_REQUEST', { message: authMessages.INVALID_DISPLAY_NAME, code: 'INVALID_DISPLAY_NAME' });
        }
        if (ctx.path === '/sign-up/email' && (body?.ageConfirmed !== true || body?.privacyConsent !== true)) {
          throw new APIError('BAD_REQUEST', { message: authMessages.SIGNUP_CONSENT_REQUIRED, code: 'SIGNUP_CONSENT_REQUIRED' });
        }
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Email sign-up checked the boxes in the body; a first social sign-in carries the
          // login page's consent cookie. Without either, no account is made.
          before: async (user, ctx) => {
            const body = (ctx?.body ?? {}) as Record<string, unknown>;
            const cookie = ctx?.request?.headers.get('cookie') ?? ctx?.headers?.get('cookie') ?? '';
            const consented = (body.ageConfirmed === true && body.privacyConsent === true) || hasSocialConsentCookie(cookie);
            if (!consented)
              throw new APIError('BAD_REQUEST', { message: authMessages.SIGNUP_CONSENT_REQUIRED, code: 'SIGNUP_CONSENT_REQUIRED' });
            return { data: { ...user, ageConfirmedAt: new Date() } };
          },
          after: async (user) => {
            await db
              .insert(consents)
              .values({ userId: user.id, purpose: signupConsent.purpose, textVersion: signupConsent.version, agreedAt: new Date() });
          },
        },
        // A cached viewer (viewer-cache.ts) must not outlive what it was made from.
        update: { after: async (user) => forgetViewersOf(user.id) },
        delete: { after: async (user) => forgetViewersOf(user.id) },
      },
      session: {
        create: {
          before: async (session) => {
            const [row] = await db
              .select({ disabledAt: schema.users.disabledAt })
              .from(schema.users)
              .where(eq(schema.users.id, session.userId));
            if (row?.disabledAt) throw new APIError('FORBIDDEN', { message: authMessages.ACCOUNT_DISABLED, code: 'ACCOUNT_DISABLED' });
          },
        },
        // Sign-out, revoked sessions, a password change that ends the others.
        delete: { after: async (session) => forgetViewersOf(session.userId) },
      },
    },
    plugins: [bearer()],
  });
}

export type Auth = ReturnType<typeof createAuth>;

let instances = new WeakMap<Db, Promise<Auth>>();

/** Tests that change the sign-in settings (provider keys, limits) build a fresh instance. */
export function resetAuthForTests(): void {
  instances = new WeakMap();
}

/** The auth instance for the current database (tests swap the database; each gets its own). */
export async function getAuth(): Promise<Auth> {
  const db = await getDb();
  let instance = instances.get(db);
  if (!instance) {
    instance = authSecret(db).then((secret) => createAuth(db, secret));
    instances.set(db, instance);
  }
  return instance;
}
