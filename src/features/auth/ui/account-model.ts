import { routes, type MenuLink } from '@/lib/routes';

/**
 * The signed-in user as the browser reads it from GET /api/auth/user (spec sections 3 and 7),
 * the account card's links, and the permission rules kept in browser storage (spec section 6).
 */
export type AccountUser = {
  id: string;
  display_name: string;
  email: string;
  scope: string[];
  roles: Array<{ name: string }>;
  userinfo: { role: string | null };
  permissions: StoredRule[];
};

/** A CASL raw rule as the server sends it; the spec's empty default is `{}`. */
export type StoredRule = { action?: string | string[]; subject?: string | string[]; inverted?: boolean };

function isStringList(value: unknown): value is string[] {
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}

function isRule(value: unknown): value is StoredRule {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const rule = value as Record<string, unknown>;
  const nameOrList = (field: unknown) => field === undefined || typeof field === 'string' || isStringList(field);
  return nameOrList(rule.action) && nameOrList(rule.subject) && (rule.inverted === undefined || typeof rule.inverted === 'boolean');
}

/** Reads `{ user }` from the user endpoint; anything unexpected counts as signed out. */
export function parseUserPayload(body: unknown): AccountUser | null {
  const user = body && typeof body === 'object' ? (body as { user?: unknown }).user : undefined;
  if (!user || typeof user !== 'object') return null;
  const u = user as Record<string, unknown>;
  if (typeof u.id !== 'string' || typeof u.display_name !== 'string' || typeof u.email !== 'string') return null;
  const roles = Array.isArray(u.roles)
    ? u.roles.filter((role): role is { name: string } => typeof (role as { name?: unknown })?.name === 'string')
    : [];
  const userinfo = u.userinfo && typeof u.userinfo === 'object' ? (u.userinfo as { role?: unknown }) : {};
  return {
    id: u.id,
    display_name: u.display_name,
    email: u.email,
    scope: isStringList(u.scope) ? u.scope : [],
    roles: roles.map((role) => ({ name: role.name })),
    userinfo: { role: typeof userinfo.role === 'string' ? userinfo.role : null },
    permissions: Array.isArray(u.permissions) ? u.permissions.filter(isRule) : [],
  };
}

/**
 * The card's links: my page always; badge management only with the development flag (spec
 * section 6); the back office for staff who may enter it, or with the flag.
 */
export function accountLinks(user: Pick<AccountUser, 'scope'>, devMenu: boolean): Array<MenuLink & { id: 'mypage' | 'badge' | 'office' }> {
  const links: Array<MenuLink & { id: 'mypage' | 'badge' | 'office' }> = [{ id: 'mypage', title: '마이페이지', href: routes.myPage }];
  if (devMenu) links.push({ id: 'badge', title: '배지 관리', href: routes.badges });
  if (devMenu || user.scope.includes('office.enter')) links.push({ id: 'office', title: '관리', href: routes.office });
  return links;
}

/** Spec section 9: the 'auth.' prefix for browser storage. */
export const PERMISSIONS_STORAGE_KEY = 'auth.permissions';

/** Spec section 3: one entry with no action and no subject. */
export function defaultPermissions(): StoredRule[] {
  return [{}];
}

/** The stored list, or the default when it is missing or not a list of rules. */
export function parseStoredPermissions(text: string | null): StoredRule[] {
  if (!text) return defaultPermissions();
  try {
    const value: unknown = JSON.parse(text);
    if (Array.isArray(value) && value.length > 0 && value.every(isRule)) return value;
  } catch {
    // fall through to the default
  }
  return defaultPermissions();
}

/** What is stored for a user: their rules, or the default when they have none (a member). */
export function permissionsToStore(user: Pick<AccountUser, 'permissions'> | null): StoredRule[] {
  return user && user.permissions.length > 0 ? user.permissions : defaultPermissions();
}

export const signedOutPermissionsWarning = '[auth] 권한 정보는 로그인한 뒤에만 불러옵니다. 지금은 기본 권한을 씁니다.';
