import 'server-only';
import { eq } from 'drizzle-orm';
import { headers } from 'next/headers';
import { forbidden, redirect } from 'next/navigation';
import { cache } from 'react';
import { dataVersion } from '@/server/db/data-version';
import { getDb } from '@/server/db/db';
import { roles, userRoles } from '@/server/db/schema';
import { buildAbility, can, scopeOf, type AppAbility, type Capability } from '../domain/permissions';
import { parseRoleRules } from '../schemas';
import { getAuth } from './auth';
import { cachedViewer, credentialOf, rememberViewer } from './viewer-cache';

/**
 * Who is asking, with the ability computed on the server from their roles (spec section 6).
 * Every protected read and write starts here: cookie session or `Authorization: Bearer`. A viewer
 * found in the last seconds is reused (viewer-cache.ts, decision 025).
 */
export type Viewer = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  roles: string[];
  roleRules: string | null;
  ability: AppAbility;
  scope: Capability[];
};

export async function viewerFromHeaders(requestHeaders: Headers): Promise<Viewer | null> {
  const credential = credentialOf(requestHeaders);
  if (credential === null) return null;
  const cached = cachedViewer(credential);
  if (cached) return cached;
  // Kept with the data version it began at: a write that commits while it reads (a rename, a
  // revoked role) makes it out of date at once (viewer-cache.ts).
  const versionBefore = dataVersion();
  const auth = await getAuth();
  const session = await auth.api.getSession({ headers: requestHeaders });
  if (!session) return null;
  const user = session.user as typeof session.user & { roleRules?: string | null; disabledAt?: Date | null };
  if (user.disabledAt) return null;
  const db = await getDb();
  const rows = await db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, user.id));
  const roleNames = rows.map((row) => row.name);
  const parsed = parseRoleRules(user.roleRules);
  if (!parsed.ok) console.warn(`[auth] 회원 ${user.id}의 역할 규칙을 적용하지 않았습니다: ${parsed.message}`);
  const ability = buildAbility(roleNames, parsed.ok ? parsed.rules : []);
  const viewer: Viewer = {
    id: user.id,
    name: user.name,
    email: user.email,
    image: user.image ?? null,
    roles: roleNames,
    roleRules: user.roleRules ?? null,
    ability,
    scope: scopeOf(ability),
  };
  rememberViewer(credential, viewer, session.session.expiresAt, versionBefore);
  return viewer;
}

/** The viewer of the current request (pages, server actions); one lookup per request. */
export const getViewer = cache(async (): Promise<Viewer | null> => viewerFromHeaders(await headers()));

export function loginPath(returnTo: string): string {
  return `/member/login?redirect=${encodeURIComponent(returnTo)}`;
}

/** Pages that need a login send anonymous visitors to /member/login, remembering where they were. */
export async function requireUser(returnTo: string): Promise<Viewer> {
  const viewer = await getViewer();
  if (!viewer) redirect(loginPath(returnTo));
  return viewer;
}

/** A signed-in viewer holding `capability`; anyone else is sent to login or shown the 403 page. */
export async function requireCapability(capability: Capability, returnTo: string): Promise<Viewer> {
  const viewer = await requireUser(returnTo);
  if (!can(viewer.ability, capability)) forbidden();
  return viewer;
}

/** Guest-only pages (login, reset) send signed-in users home. */
export async function requireGuest(): Promise<void> {
  if (await getViewer()) redirect('/');
}

export function viewerCan(viewer: Viewer | null, capability: Capability): boolean {
  return viewer !== null && can(viewer.ability, capability);
}
