'use server';

import { and, eq } from 'drizzle-orm';
import type { Tx } from '@/server/db/client';
import { env } from '@/server/env';
import { badges, roles, sessions, userBadges, userRoles, users } from '@/server/db/schema';
import { buildAbility, can, type AppAbility } from '../domain/permissions';
import { userAdminMessages } from '../domain/user-admin-messages';
import {
  badgeAwardSchema,
  badgeInputSchema,
  badgeRevokeSchema,
  badgeUpdateSchema,
  parseRoleRules,
  roleChangeSchema,
  roleRulesInputSchema,
  userAccountSchema,
} from '../schemas';
import { ActionError, staffAction, type UserContext } from './action-client';
import type { ActionResult } from '@/lib/action-result';
import { recordAudit } from './audit';
import type { RoleOption } from './user-admin';
import type { Viewer } from './viewer';
import { forgetViewersOf } from './viewer-cache';

/**
 * The back office's actions on members, roles and badges (spec section 6); the screens' queries
 * are in user-admin.ts. Each runs through staffAction (user.manage or badge.manage) and in one
 * transaction with its audit entry.
 */

const ADMIN_ROLE = '관리자';

// ---------------------------------------------------------------------------------------------
// Role and account actions
// ---------------------------------------------------------------------------------------------

type TargetUser = { id: string; name: string; email: string; disabledAt: Date | null; roleRules: string | null };

/** Locks the member's row for the transaction, so two staff changing one account take turns. */
async function lockUser(tx: Tx, userId: string): Promise<TargetUser> {
  const [row] = await tx
    .select({ id: users.id, name: users.name, email: users.email, disabledAt: users.disabledAt, roleRules: users.roleRules })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  if (!row) throw new ActionError(userAdminMessages.userNotFound);
  return row;
}

async function findRole(tx: Tx, roleId: number): Promise<RoleOption> {
  const [role] = await tx
    .select({ id: roles.id, name: roles.name, description: roles.description })
    .from(roles)
    .where(eq(roles.id, roleId));
  if (!role) throw new ActionError(userAdminMessages.roleNotFound, { roleId: userAdminMessages.roleNotFound });
  return role;
}

async function heldRoleNames(tx: Tx, userId: string): Promise<string[]> {
  const rows = await tx
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.name);
}

/** Holding manage on 관리자 (the role, or a stored rule granting it): only they hand out that power. */
function isAdministrator(ability: AppAbility): boolean {
  return ability.can('manage', ADMIN_ROLE);
}

/** A change to one's own account must leave one able to manage members, or nobody may be left who can. */
function assertKeepsUserManage(roleNames: string[], roleRules: string | null): void {
  const parsed = parseRoleRules(roleRules);
  if (!can(buildAbility(roleNames, parsed.ok ? parsed.rules : []), 'user.manage')) throw new ActionError(userAdminMessages.ownAccess);
}

function actorOf(viewer: Viewer) {
  return { id: viewer.id, name: viewer.name };
}

// Each change to what a member holds ends by forgetting their cached viewers (viewer-cache.ts,
// decision 025), after the transaction, so no request caches the state before it.
const grantRole = staffAction('user.manage', roleChangeSchema, async ({ userId, roleId }, { db, viewer, ipAddress }: UserContext) =>
  db
    .transaction(async (tx) => {
      const target = await lockUser(tx, userId);
      const role = await findRole(tx, roleId);
      if (role.name === ADMIN_ROLE && !isAdministrator(viewer.ability)) throw new ActionError(userAdminMessages.adminOnly);
      const before = await heldRoleNames(tx, userId);
      if (before.includes(role.name))
        throw new ActionError(userAdminMessages.alreadyHasRole(role.name), { roleId: userAdminMessages.alreadyHasRole(role.name) });
      if (target.id === viewer.id) assertKeepsUserManage([...before, role.name], target.roleRules);
      await tx.insert(userRoles).values({ userId, roleId: role.id, grantedBy: viewer.id });
      await recordAudit(tx, {
        actor: actorOf(viewer),
        action: 'user.role.grant',
        subjectType: 'user',
        subjectId: userId,
        detail: { role: role.name, email: target.email },
        ipAddress,
      });
      return { role: role.name };
    })
    .finally(() => forgetViewersOf(userId)),
);

/** Grants a role from the roles table. Only a 관리자 grants 관리자. */
export async function grantRoleAction(input: unknown): Promise<ActionResult<{ role: string }>> {
  return grantRole(input);
}

const revokeRole = staffAction('user.manage', roleChangeSchema, async ({ userId, roleId }, { db, viewer, ipAddress }: UserContext) =>
  db
    .transaction(async (tx) => {
      const target = await lockUser(tx, userId);
      const role = await findRole(tx, roleId);
      if (target.id === viewer.id && role.name === ADMIN_ROLE) throw new ActionError(userAdminMessages.ownAdminRole);
      if (role.name === ADMIN_ROLE && !isAdministrator(viewer.ability)) throw new ActionError(userAdminMessages.adminOnly);
      const before = await heldRoleNames(tx, userId);
      if (!before.includes(role.name)) throw new ActionError(userAdminMessages.doesNotHaveRole(role.name));
      if (target.id === viewer.id)
        assertKeepsUserManage(
          before.filter((name) => name !== role.name),
          target.roleRules,
        );
      await tx.delete(userRoles).where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, role.id)));
      await recordAudit(tx, {
        actor: actorOf(viewer),
        action: 'user.role.revoke',
        subjectType: 'user',
        subjectId: userId,
        detail: { role: role.name, email: target.email },
        ipAddress,
      });
      return { role: role.name };
    })
    .finally(() => forgetViewersOf(userId)),
);

/** Removes a role. Nobody removes their own 관리자 role; only a 관리자 removes someone else's. */
export async function revokeRoleAction(input: unknown): Promise<ActionResult<{ role: string }>> {
  return revokeRole(input);
}

const updateRoleRules = staffAction(
  'user.manage',
  roleRulesInputSchema,
  async ({ userId, roleRules }, { db, viewer, ipAddress }: UserContext) => {
    // Stored rules can grant any subject, 관리자 included, so only a 관리자 writes them.
    if (!isAdministrator(viewer.ability)) throw new ActionError(userAdminMessages.adminOnly);
    const text = roleRules.trim();
    const parsed = parseRoleRules(text);
    if (!parsed.ok) throw new ActionError(parsed.message, { roleRules: parsed.message });
    const stored = text === '' ? null : text;
    return db
      .transaction(async (tx) => {
        const target = await lockUser(tx, userId);
        if (target.id === viewer.id) assertKeepsUserManage(await heldRoleNames(tx, userId), stored);
        if (target.roleRules === stored) return { changed: false, rules: parsed.rules.length };
        await tx.update(users).set({ roleRules: stored, updatedAt: new Date() }).where(eq(users.id, userId));
        await recordAudit(tx, {
          actor: actorOf(viewer),
          action: 'user.rules.update',
          subjectType: 'user',
          subjectId: userId,
          detail: { email: target.email, from: target.roleRules, to: stored },
          ipAddress,
        });
        return { changed: true, rules: parsed.rules.length };
      })
      .finally(() => forgetViewersOf(userId));
  },
);

/**
 * Saves the member's stored role JSON (the spec's `userinfo.role`). All or nothing: a malformed
 * text is answered with parseRoleRules' Korean message and nothing is written.
 */
export async function updateRoleRulesAction(input: unknown): Promise<ActionResult<{ changed: boolean; rules: number }>> {
  return updateRoleRules(input);
}

const disableUser = staffAction('user.manage', userAccountSchema, async ({ userId }, { db, viewer, ipAddress }: UserContext) => {
  if (userId === viewer.id) throw new ActionError(userAdminMessages.disableSelf);
  return db
    .transaction(async (tx) => {
      const target = await lockUser(tx, userId);
      if (target.disabledAt) throw new ActionError(userAdminMessages.alreadyDisabled);
      if ((await heldRoleNames(tx, userId)).includes(ADMIN_ROLE) && !isAdministrator(viewer.ability))
        throw new ActionError(userAdminMessages.adminAccountOnly);
      const disabledAt = new Date();
      await tx.update(users).set({ disabledAt, updatedAt: disabledAt }).where(eq(users.id, userId));
      // Signed out at once: every session goes, and auth refuses new ones while disabledAt is set.
      const ended = await tx.delete(sessions).where(eq(sessions.userId, userId)).returning({ id: sessions.id });
      await recordAudit(tx, {
        actor: actorOf(viewer),
        action: 'user.disable',
        subjectType: 'user',
        subjectId: userId,
        detail: { email: target.email, sessionsEnded: ended.length },
        ipAddress,
      });
      return { disabledAt, sessionsEnded: ended.length };
    })
    .finally(() => forgetViewersOf(userId));
});

/** Stops an account: sets disabledAt and ends every session of it. Nobody disables themselves. */
export async function disableUserAction(input: unknown): Promise<ActionResult<{ disabledAt: Date; sessionsEnded: number }>> {
  return disableUser(input);
}

const enableUser = staffAction('user.manage', userAccountSchema, async ({ userId }, { db, viewer, ipAddress }: UserContext) =>
  db.transaction(async (tx) => {
    const target = await lockUser(tx, userId);
    if (!target.disabledAt) throw new ActionError(userAdminMessages.notDisabled);
    if ((await heldRoleNames(tx, userId)).includes(ADMIN_ROLE) && !isAdministrator(viewer.ability))
      throw new ActionError(userAdminMessages.adminAccountOnly);
    await tx.update(users).set({ disabledAt: null, updatedAt: new Date() }).where(eq(users.id, userId));
    await recordAudit(tx, {
      actor: actorOf(viewer),
      action: 'user.enable',
      subjectType: 'user',
      subjectId: userId,
      detail: { email: target.email, disabledSince: target.disabledAt.toISOString() },
      ipAddress,
    });
    return { enabled: true };
  }),
);

/** Lets a stopped account sign in again. */
export async function enableUserAction(input: unknown): Promise<ActionResult<{ enabled: boolean }>> {
  return enableUser(input);
}

// ---------------------------------------------------------------------------------------------
// Badges (/member/badge, behind the development flag)
// ---------------------------------------------------------------------------------------------

function assertDevMenu(): void {
  if (!env().DEV_MENU) throw new ActionError(userAdminMessages.devMenuOff);
}

async function lockBadge(tx: Tx, badgeId: number) {
  const [badge] = await tx
    .select({ id: badges.id, name: badges.name, description: badges.description })
    .from(badges)
    .where(eq(badges.id, badgeId))
    .for('update');
  if (!badge) throw new ActionError(userAdminMessages.badgeNotFound, { badgeId: userAdminMessages.badgeNotFound });
  return badge;
}

async function assertBadgeNameFree(tx: Tx, name: string, exceptId?: number): Promise<void> {
  const [taken] = await tx.select({ id: badges.id }).from(badges).where(eq(badges.name, name));
  if (taken && taken.id !== exceptId) throw new ActionError(userAdminMessages.badgeNameTaken, { name: userAdminMessages.badgeNameTaken });
}

const createBadge = staffAction('badge.manage', badgeInputSchema, async ({ name, description }, { db, viewer, ipAddress }: UserContext) => {
  assertDevMenu();
  return db.transaction(async (tx) => {
    await assertBadgeNameFree(tx, name);
    const [badge] = await tx
      .insert(badges)
      .values({ name, description })
      .onConflictDoNothing({ target: badges.name })
      .returning({ id: badges.id });
    if (!badge) throw new ActionError(userAdminMessages.badgeNameTaken, { name: userAdminMessages.badgeNameTaken });
    await recordAudit(tx, {
      actor: actorOf(viewer),
      action: 'badge.create',
      subjectType: 'badge',
      subjectId: badge.id,
      detail: { name, description },
      ipAddress,
    });
    return { id: badge.id };
  });
});

export async function createBadgeAction(input: unknown): Promise<ActionResult<{ id: number }>> {
  return createBadge(input);
}

const updateBadge = staffAction(
  'badge.manage',
  badgeUpdateSchema,
  async ({ id, name, description }, { db, viewer, ipAddress }: UserContext) => {
    assertDevMenu();
    return db.transaction(async (tx) => {
      const badge = await lockBadge(tx, id);
      await assertBadgeNameFree(tx, name, id);
      if (badge.name === name && badge.description === description) return { changed: false };
      await tx.update(badges).set({ name, description, updatedAt: new Date() }).where(eq(badges.id, id));
      await recordAudit(tx, {
        actor: actorOf(viewer),
        action: 'badge.update',
        subjectType: 'badge',
        subjectId: id,
        detail: { from: { name: badge.name, description: badge.description }, to: { name, description } },
        ipAddress,
      });
      return { changed: true };
    });
  },
);

export async function updateBadgeAction(input: unknown): Promise<ActionResult<{ changed: boolean }>> {
  return updateBadge(input);
}

const awardBadge = staffAction('badge.manage', badgeAwardSchema, async ({ badgeId, email }, { db, viewer, ipAddress }: UserContext) => {
  assertDevMenu();
  return db.transaction(async (tx) => {
    const badge = await lockBadge(tx, badgeId);
    const [user] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.email, email));
    if (!user) throw new ActionError(userAdminMessages.emailNotFound, { email: userAdminMessages.emailNotFound });
    const [awarded] = await tx
      .insert(userBadges)
      .values({ userId: user.id, badgeId })
      .onConflictDoNothing()
      .returning({ userId: userBadges.userId });
    if (!awarded) throw new ActionError(userAdminMessages.alreadyAwarded, { email: userAdminMessages.alreadyAwarded });
    await recordAudit(tx, {
      actor: actorOf(viewer),
      action: 'badge.award',
      subjectType: 'badge',
      subjectId: badgeId,
      detail: { badge: badge.name, userId: user.id, email },
      ipAddress,
    });
    return { userId: user.id, name: user.name };
  });
});

/** Awards a badge to the member with this email. */
export async function awardBadgeAction(input: unknown): Promise<ActionResult<{ userId: string; name: string }>> {
  return awardBadge(input);
}

const revokeBadge = staffAction('badge.manage', badgeRevokeSchema, async ({ badgeId, userId }, { db, viewer, ipAddress }: UserContext) => {
  assertDevMenu();
  return db.transaction(async (tx) => {
    const badge = await lockBadge(tx, badgeId);
    const removed = await tx
      .delete(userBadges)
      .where(and(eq(userBadges.badgeId, badgeId), eq(userBadges.userId, userId)))
      .returning({ userId: userBadges.userId });
    if (removed.length === 0) throw new ActionError(userAdminMessages.notAwarded);
    await recordAudit(tx, {
      actor: actorOf(viewer),
      action: 'badge.revoke',
      subjectType: 'badge',
      subjectId: badgeId,
      detail: { badge: badge.name, userId },
      ipAddress,
    });
    return { revoked: true };
  });
});

/** Takes a badge back from a member. */
export async function revokeBadgeAction(input: unknown): Promise<ActionResult<{ revoked: boolean }>> {
  return revokeBadge(input);
}
