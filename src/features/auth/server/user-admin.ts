import 'server-only';
import { and, asc, count, desc, eq, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import { getDb } from '@/server/db/db';
import { badges, roles, sessions, userBadges, userRoles, users } from '@/server/db/schema';
import { requireStaffViewer } from './staff-query';

/**
 * The back office's members, roles and badges (spec section 6): queries that answer DTOs for the
 * screens; the actions that change them are in user-admin-actions.ts, their Korean messages in
 * domain/user-admin-messages.ts. The queries are plain server code, never an endpoint.
 */

export const USERS_PAGE_SIZE = 20;

// ---------------------------------------------------------------------------------------------
// Queries
// ---------------------------------------------------------------------------------------------

export type UserListItem = { id: string; name: string; email: string; roles: string[]; createdAt: Date; disabledAt: Date | null };
export type UserList = { items: UserListItem[]; total: number; page: number; pageCount: number; query: string };

/** `%text%` for ILIKE, with the pattern characters of the search text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

async function roleNamesByUser(userIds: string[]): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>();
  if (userIds.length === 0) return byUser;
  const db = await getDb();
  const rows = await db
    .select({ userId: userRoles.userId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(asc(roles.id));
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.name]);
  return byUser;
}

/** /office/users: newest members first, searched by display name or email, 20 a page. */
export async function listUsers(input: { query?: string; page?: number } = {}): Promise<UserList> {
  await requireStaffViewer('user.manage');
  const db = await getDb();
  const query = (input.query ?? '').trim().slice(0, 100);
  const where = query ? or(ilike(users.name, containsPattern(query)), ilike(users.email, containsPattern(query))) : undefined;
  const [counted] = await db.select({ total: count() }).from(users).where(where);
  const total = counted?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const requested = Number.isInteger(input.page) ? (input.page as number) : 1;
  const page = Math.min(Math.max(requested, 1), pageCount);
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, createdAt: users.createdAt, disabledAt: users.disabledAt })
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(USERS_PAGE_SIZE)
    .offset((page - 1) * USERS_PAGE_SIZE);
  const rolesOf = await roleNamesByUser(rows.map((row) => row.id));
  return { items: rows.map((row) => ({ ...row, roles: rolesOf.get(row.id) ?? [] })), total, page, pageCount, query };
}

export type RoleOption = { id: number; name: string; description: string };
export type UserDetail = {
  id: string;
  name: string;
  email: string;
  createdAt: Date;
  disabledAt: Date | null;
  roleRules: string | null;
  roles: Array<RoleOption & { grantedAt: Date; grantedByName: string | null }>;
  availableRoles: RoleOption[];
  activeSessions: number;
  badges: string[];
  isSelf: boolean;
};

/** The detail screen of one member: roles with their descriptions, the stored rules, the account state. */
export async function getUserDetail(userId: string): Promise<UserDetail | null> {
  const viewer = await requireStaffViewer('user.manage');
  if (!userId || userId.length > 100) return null;
  const db = await getDb();
  const [user] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      createdAt: users.createdAt,
      disabledAt: users.disabledAt,
      roleRules: users.roleRules,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return null;
  const granter = sql<string | null>`(select ${users.name} from ${users} where ${users.id} = ${userRoles.grantedBy})`;
  const held = await db
    .select({ id: roles.id, name: roles.name, description: roles.description, grantedAt: userRoles.createdAt, grantedByName: granter })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId))
    .orderBy(asc(roles.id));
  const allRoles = await db.select({ id: roles.id, name: roles.name, description: roles.description }).from(roles).orderBy(asc(roles.id));
  const heldIds = new Set(held.map((role) => role.id));
  const [sessionCount] = await db
    .select({ total: count() })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, new Date())));
  const badgeRows = await db
    .select({ name: badges.name })
    .from(userBadges)
    .innerJoin(badges, eq(badges.id, userBadges.badgeId))
    .where(eq(userBadges.userId, userId))
    .orderBy(asc(badges.name));
  return {
    ...user,
    roles: held,
    availableRoles: allRoles.filter((role) => !heldIds.has(role.id)),
    activeSessions: sessionCount?.total ?? 0,
    badges: badgeRows.map((row) => row.name),
    isSelf: user.id === viewer.id,
  };
}

// ---------------------------------------------------------------------------------------------
// Badges (/member/badge, behind the development flag)
// ---------------------------------------------------------------------------------------------

export type BadgeHolder = { userId: string; name: string; email: string; awardedAt: Date };
export type BadgeItem = { id: number; name: string; description: string; holders: BadgeHolder[]; holderCount: number };

const HOLDERS_SHOWN = 50;

/** Every badge with its most recent holders (the screen shows up to 50 per badge). */
export async function listBadges(): Promise<BadgeItem[]> {
  await requireStaffViewer('badge.manage');
  const db = await getDb();
  const rows = await db
    .select({ id: badges.id, name: badges.name, description: badges.description })
    .from(badges)
    .orderBy(asc(badges.name));
  if (rows.length === 0) return [];
  const counts = await db.select({ badgeId: userBadges.badgeId, total: count() }).from(userBadges).groupBy(userBadges.badgeId);
  const ranked = db
    .select({
      badgeId: userBadges.badgeId,
      userId: userBadges.userId,
      awardedAt: userBadges.createdAt,
      rank: sql<number>`row_number() over (partition by ${userBadges.badgeId} order by ${userBadges.createdAt} desc)`.as('rank'),
    })
    .from(userBadges)
    .as('ranked');
  const holders = await db
    .select({ badgeId: ranked.badgeId, userId: ranked.userId, awardedAt: ranked.awardedAt, name: users.name, email: users.email })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.userId))
    .where(sql`${ranked.rank} <= ${HOLDERS_SHOWN}`)
    .orderBy(desc(ranked.awardedAt));
  return rows.map((badge) => ({
    ...badge,
    holderCount: counts.find((row) => row.badgeId === badge.id)?.total ?? 0,
    holders: holders
      .filter((holder) => holder.badgeId === badge.id)
      .map(({ userId, name, email, awardedAt }) => ({ userId, name, email, awardedAt })),
  }));
}
