import 'server-only';
import { dataVersion } from '@/server/db/data-version';
import type { Viewer } from './viewer';

/**
 * Viewers found in the last few seconds, by the credential the request carried (decision 025).
 * A signed-in visitor's page, its data requests and the API calls a client makes come in bursts
 * with the same session; each used to cost better-auth's session lookup and the roles query
 * (about 8 ms of this machine's single thread). An entry lives `viewerCacheMs` at most and never
 * past its session's end, and only while this process has written nothing since the lookup began
 * (the data version, src/server/db/data-version.ts, decision 026): a sign-out, a rename, a role
 * granted or revoked are writes, so the next request looks again. Whatever changes what a viewer
 * holds also forgets that member's entries at once, which frees them. Another server process sees
 * such a change within `viewerCacheMs`.
 *
 * Only viewers are kept, never a miss, so made-up tokens cannot fill it; it holds at most
 * `maxEntries`, dropping the oldest. The map lives on globalThis because Next bundles this module
 * into several server graphs (route handlers, pages, actions), which must share one.
 */
export const viewerCacheMs = 5_000;
const maxEntries = 2_000;

type Entry = { viewer: Viewer; until: number; version: number };

const globalStore = globalThis as typeof globalThis & { __familyLawViewers?: Map<string, Entry> };
const entries = (globalStore.__familyLawViewers ??= new Map<string, Entry>());

/** The credential of a request: its bearer token and its session cookie, or null without either. */
export function credentialOf(requestHeaders: Headers): string | null {
  const bearer = /^Bearer\s+(\S+)$/i.exec(requestHeaders.get('authorization') ?? '')?.[1] ?? '';
  const cookie = /(?:^|;\s*)(?:__Secure-)?auth\.session_token=([^;]+)/.exec(requestHeaders.get('cookie') ?? '')?.[1] ?? '';
  return bearer || cookie ? `${bearer}\n${cookie}` : null;
}

export function cachedViewer(credential: string, now = Date.now()): Viewer | undefined {
  const entry = entries.get(credential);
  if (!entry) return undefined;
  if (entry.until > now && entry.version === dataVersion()) return entry.viewer;
  entries.delete(credential);
  return undefined;
}

/**
 * Keeps a viewer found by a lookup that began at data version `version`: if anything was written
 * since, it is already out of date and the next request looks again.
 */
export function rememberViewer(credential: string, viewer: Viewer, sessionExpiresAt: Date, version: number, now = Date.now()): void {
  const until = Math.min(now + viewerCacheMs, sessionExpiresAt.getTime());
  if (until <= now) return;
  entries.delete(credential);
  entries.set(credential, { viewer, until, version });
  if (entries.size > maxEntries) entries.delete(entries.keys().next().value!);
}

/** Forgets every cached viewer of a member: call it after a change to what they hold commits. */
export function forgetViewersOf(userId: string): void {
  for (const [credential, entry] of entries) if (entry.viewer.id === userId) entries.delete(credential);
}
