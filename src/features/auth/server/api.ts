import 'server-only';
import { APIError } from 'better-auth/api';
import { NextResponse } from 'next/server';
import { env } from '@/server/env';
import { BodyTooLargeError, jsonError, MAX_JSON_BYTES, readBoundedBody, readJsonBody } from '@/server/http';
import { normalizeInput } from '@/lib/text';
import { authMessage, genericAuthError } from '../domain/auth-messages';
import { authRedirectParameters, isSafeRedirectValue } from '../domain/safe-redirect';
import { getAuth } from './auth';
import { viewerFromHeaders, type Viewer } from './viewer';

/** The spec's auth API for outside clients (section 7), on top of better-auth. */

/** The user as the spec's clients read it: display_name, email, scope, roles, userinfo.role. */
export function userPayload(viewer: Viewer) {
  return {
    id: viewer.id,
    display_name: viewer.name,
    email: viewer.email,
    scope: viewer.scope,
    roles: viewer.roles.map((name) => ({ name })),
    userinfo: { role: viewer.roleRules },
    permissions: viewer.ability.rules,
  };
}

/**
 * Every better-auth endpoint under /api/auth, with its English error messages answered in
 * Korean (the code stays, so clients can still branch on it).
 */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const bounded = await withBoundedBody(request);
  if (bounded instanceof Response) return bounded;
  const refused = await hostileRedirect(bounded);
  if (refused) return refused;
  const auth = await getAuth();
  const response = await auth.handler(bounded);
  if (response.status < 400) return response;
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  const body = response.headers.get('content-type')?.includes('application/json')
    ? ((await response
        .clone()
        .json()
        .catch(() => null)) as { code?: string; message?: string } | null)
    : null;
  if (!body) {
    // better-auth answers an endpoint it does not have (/api/auth/forget-password since 1.4) with
    // an empty 404 (issue 11 fuzz): the client still gets a Korean message. The status is kept.
    headers.delete('content-type');
    const code = response.status === 404 ? 'NOT_FOUND' : undefined;
    return jsonError(response.status, code ? authMessage(code) : genericAuthError, code ? { code } : {}, headers);
  }
  const status = response.status >= 500 ? 400 : response.status;
  return NextResponse.json({ ...body, message: authMessage(body.code) }, { status, headers });
}

/**
 * better-auth reads whatever body it is sent and stores a name of any length; a sign-up or
 * sign-in fits in a few hundred bytes, so anything over the JSON API's bound is refused unread.
 */
async function withBoundedBody(request: Request): Promise<Request | Response> {
  if (!request.body) return request;
  let raw: Buffer<ArrayBuffer>;
  try {
    raw = await readBoundedBody(request, MAX_JSON_BYTES);
  } catch (error) {
    if (error instanceof BodyTooLargeError) return jsonError(413, '요청 내용이 너무 큽니다.', { code: 'PAYLOAD_TOO_LARGE' });
    return jsonError(400, '요청 내용을 읽을 수 없습니다.', { code: 'UNREADABLE_BODY' });
  }
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  let normalized: string | undefined;
  // A JSON body's strings are normalized like every other input (src/lib/text.ts): a NUL in a
  // name must not reach the database. Bodies that are not JSON go on as sent.
  if (headers.get('content-type')?.includes('application/json')) {
    try {
      normalized = JSON.stringify(normalizeInput(JSON.parse(new TextDecoder().decode(raw))));
    } catch {
      return jsonError(400, '요청 형식이 올바르지 않습니다. JSON으로 보내주세요.', { code: 'INVALID_JSON' });
    }
  }
  return new Request(request.url, { method: request.method, headers, body: normalized ?? raw, signal: request.signal });
}

/**
 * better-auth takes any relative value as a place to send the browser and then normalizes it, so
 * `/.//evil.example` became `//evil.example` (issue 11). Every redirect parameter, in the query
 * string or the JSON body, must pass the site's redirect rule before better-auth sees it.
 */
async function hostileRedirect(request: Request): Promise<Response | null> {
  const siteOrigin = new URL(env().SITE_URL).origin;
  const url = new URL(request.url);
  const values: unknown[] = authRedirectParameters.flatMap((name) => url.searchParams.getAll(name));
  if (request.body && request.headers.get('content-type')?.includes('application/json')) {
    const body = (await request
      .clone()
      .json()
      .catch(() => null)) as Record<string, unknown> | null;
    if (body && typeof body === 'object') for (const name of authRedirectParameters) if (name in body) values.push(body[name]);
  }
  const bad = values.some((value) => value !== undefined && value !== null && value !== '' && !isSafeRedirectValue(value, siteOrigin));
  return bad ? jsonError(400, authMessage('INVALID_REDIRECT_URL'), { code: 'INVALID_REDIRECT_URL' }) : null;
}

function errorResponse(error: unknown): NextResponse {
  if (error instanceof APIError) {
    const code = (error.body as { code?: string } | undefined)?.code;
    const status = typeof error.statusCode === 'number' && error.statusCode < 500 ? error.statusCode : 400;
    return jsonError(status, authMessage(code), { code }, error.headers as HeadersInit | undefined);
  }
  throw error;
}

/**
 * These two call better-auth's API directly, which skips its Origin check: a foreign page must
 * not log a visitor in to another account or out of theirs. A browser always sends Origin on a
 * POST; outside clients send none, and log out with their bearer token.
 */
function foreignOrigin(request: Request, { cookieNeedsOrigin }: { cookieNeedsOrigin: boolean }): NextResponse | null {
  const origin = request.headers.get('origin');
  const ours = new URL(env().SITE_URL).origin;
  const byCookie = !request.headers.get('authorization') && Boolean(request.headers.get('cookie'));
  if ((origin && origin !== ours) || (cookieNeedsOrigin && byCookie && !origin)) {
    return jsonError(403, authMessage('INVALID_ORIGIN'), { code: 'INVALID_ORIGIN' });
  }
  return null;
}

/** POST /api/auth/login: `{ email, password }` → `{ token }` (and `data.token`, the alternate strategy). */
export async function loginWithPassword(request: Request): Promise<Response> {
  const refused = foreignOrigin(request, { cookieNeedsOrigin: false });
  if (refused) return refused;
  const body = await readJsonBody(request);
  if (!body.ok) return body.response;
  const { email, password } = (body.value ?? {}) as { email?: unknown; password?: unknown };
  if (typeof email !== 'string' || typeof password !== 'string' || !email || !password) {
    return jsonError(400, '이메일과 비밀번호를 입력해 주세요.', { code: 'MISSING_FIELD' });
  }
  const auth = await getAuth();
  try {
    const result = await auth.api.signInEmail({ body: { email, password }, headers: request.headers, returnHeaders: true });
    const token = result.headers.get('set-auth-token');
    const response = NextResponse.json({ success: true, token, data: { token } });
    for (const cookie of result.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
    return response;
  } catch (error) {
    return errorResponse(error);
  }
}

/** GET /api/auth/user → `{ user }`; GET /api/auth/me → `{ data }`. 401 without a session. */
export async function currentUser(request: Request, shape: 'user' | 'data'): Promise<Response> {
  const viewer = await viewerFromHeaders(request.headers);
  if (!viewer) return jsonError(401, authMessage('UNAUTHORIZED'), { code: 'UNAUTHORIZED' });
  const user = userPayload(viewer);
  return NextResponse.json(shape === 'user' ? { user } : { success: true, data: user });
}

/** POST /api/auth/logout: ends the session of the cookie or the bearer token. */
export async function logout(request: Request): Promise<Response> {
  const refused = foreignOrigin(request, { cookieNeedsOrigin: true });
  if (refused) return refused;
  const auth = await getAuth();
  try {
    const result = await auth.api.signOut({ headers: request.headers, returnHeaders: true });
    const response = NextResponse.json({ success: true });
    for (const cookie of result.headers.getSetCookie()) response.headers.append('set-cookie', cookie);
    return response;
  } catch (error) {
    return errorResponse(error);
  }
}
