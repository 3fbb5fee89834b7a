'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { AUTH_CHANGED_EVENT, notifyAuthChanged } from '@/lib/site-events';
import { authRequest, type AuthResult } from './auth-request';
import {
  parseUserPayload,
  PERMISSIONS_STORAGE_KEY,
  permissionsToStore,
  signedOutPermissionsWarning,
  type AccountUser,
} from './account-model';

/**
 * Who is signed in, as the site chrome shows it (the account card, the drawer's user card).
 * Pages stay static and cached: the browser asks GET /api/auth/user once per page load, and
 * again whenever this tab signs in, signs out or changes the account (AUTH_CHANGED_EVENT).
 */
export type AccountState = { status: 'loading' } | { status: 'signed-out' } | { status: 'signed-in'; user: AccountUser };

const loading: AccountState = { status: 'loading' };
let state: AccountState = loading;
let inFlight: Promise<void> | null = null;
let askedAgain = false;
let started = false;
const listeners = new Set<() => void>();

function setState(next: AccountState) {
  state = next;
  for (const listener of listeners) listener();
}

/** Spec section 6: the rules are persisted in browser storage and refreshed when the user is set. */
function storePermissions(user: AccountUser | null) {
  try {
    window.localStorage.setItem(PERMISSIONS_STORAGE_KEY, JSON.stringify(permissionsToStore(user)));
  } catch {
    // Storage can be full or blocked (private mode); the card does not depend on it.
  }
  if (!user) console.warn(signedOutPermissionsWarning);
}

async function load(): Promise<void> {
  let response: Response;
  try {
    // get-session answers 200 with null for a visitor, so a signed-out page view prints no 401
    // in the console; only a signed-in visitor then asks for the spec's user with roles and rules.
    const session = await fetch('/api/auth/get-session', { credentials: 'same-origin', cache: 'no-store' });
    const hasSession = session.ok && (await session.json().catch(() => null)) !== null;
    if (!hasSession) {
      storePermissions(null);
      setState({ status: 'signed-out' });
      return;
    }
    response = await fetch('/api/auth/user', { credentials: 'same-origin', cache: 'no-store' });
  } catch {
    // Offline: keep what we showed; the next page load or auth change asks again.
    if (state.status === 'loading') setState({ status: 'signed-out' });
    return;
  }
  const user = response.ok ? parseUserPayload(await response.json().catch(() => null)) : null;
  storePermissions(user);
  setState(user ? { status: 'signed-in', user } : { status: 'signed-out' });
}

/**
 * Fetches the user again. A call made while one is on its way runs once more after it, so a
 * sign-in during the first fetch is never answered with the older, signed-out reply.
 */
export function refreshAccount(): Promise<void> {
  if (inFlight) {
    askedAgain = true;
    return inFlight;
  }
  inFlight = (async () => {
    do {
      askedAgain = false;
      await load();
    } while (askedAgain);
  })().finally(() => {
    inFlight = null;
  });
  return inFlight;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The account state; the first component to use it starts the fetch. */
export function useAccount(): AccountState {
  useEffect(() => {
    if (!started) {
      started = true;
      void refreshAccount();
      window.addEventListener(AUTH_CHANGED_EVENT, () => void refreshAccount());
    }
  }, []);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => loading,
  );
}

/** POST /api/auth/sign-out; on success the chrome learns it at once. */
export async function signOut(): Promise<AuthResult<unknown>> {
  const result = await authRequest('/sign-out', {});
  if (result.ok) {
    setState({ status: 'signed-out' });
    notifyAuthChanged();
  }
  return result;
}
