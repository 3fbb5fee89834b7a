'use client';

import { createAuthClient } from 'better-auth/react';
import { networkFailure, readAuthFailure, type AuthFailure } from './auth-failure';

/**
 * The browser's way to the auth endpoints (same origin, /api/auth).
 * - Social sign-in and linking go through better-auth's client: it asks the server for the
 *   provider's address and sends the browser there.
 * - Every JSON call goes through `authRequest`, which returns the data or the failure with the
 *   server's Korean message, so each form handles one shape.
 */
export const authClient = createAuthClient();

export type AuthResult<T> = { ok: true; data: T } | ({ ok: false } & AuthFailure);

export async function authRequest<T = unknown>(path: string, body?: Record<string, unknown>, method: 'GET' | 'POST' = 'POST'): Promise<AuthResult<T>> {
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
