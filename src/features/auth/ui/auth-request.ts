import { networkFailure, readAuthFailure, type AuthFailure } from './auth-failure';

/**
 * Every JSON call from the browser to the auth endpoints (same origin, /api/auth) goes through
 * `authRequest`, which returns the data or the failure with the server's Korean message, so each
 * form handles one shape. It is plain fetch: the site chrome's account card uses it on every page,
 * and better-auth's client (`auth-client.ts`) is loaded only for social sign-in (decision 006).
 */
export type AuthResult<T> = { ok: true; data: T } | ({ ok: false } & AuthFailure);

export async function authRequest<T = unknown>(
  path: string,
  body?: Record<string, unknown>,
  method: 'GET' | 'POST' = 'POST',
): Promise<AuthResult<T>> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method,
      credentials: 'same-origin',
      cache: 'no-store',
      headers: method === 'POST' ? { 'content-type': 'application/json' } : undefined,
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
  } catch {
    return { ok: false, ...networkFailure() };
  }
  const data: unknown = await response.json().catch(() => null);
  if (!response.ok) return { ok: false, ...readAuthFailure(response.status, data) };
  return { ok: true, data: data as T };
}
