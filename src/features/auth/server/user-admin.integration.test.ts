import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useDatabaseForTests } from '@/server/db/db';
import { auditLogs, badges, roles, sessions, userBadges, userRoles, users } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { withRequest } from '../../../../tests/support/next-headers';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { actionMessages } from './action-client';
import type { ActionResult } from '@/lib/action-result';
import { getAuth } from './auth';
import { StaffAccessError } from './staff-query';
import {
  awardBadgeAction,
  createBadgeAction,
  disableUserAction,
  enableUserAction,
  grantRoleAction,
  revokeBadgeAction,
  revokeRoleAction,
  updateBadgeAction,
  updateRoleRulesAction,
} from './user-admin-actions';
import { userAdminMessages } from '../domain/user-admin-messages';
import { getUserDetail, listBadges, listUsers, USERS_PAGE_SIZE } from './user-admin';
import { viewerFromHeaders } from './viewer';

let database: TestDatabase;
let admin: TestUser;
let hr: TestUser;
let manager: TestUser;
let member: TestUser;
const anonymous = new Headers();

beforeAll(async () => {
  delete process.env.DEV_MENU;
  resetEnvForTests();
  database = await createTestDatabase();
  useDatabaseForTests(database);
  admin = await createTestUser(database.db, { roles: ['관리자'], name: '관리 담당 정하람' });
  hr = await createTestUser(database.db, { roles: ['인사관리'], name: '인사 담당 오세린' });
  manager = await createTestUser(database.db, { roles: ['매니저'], name: '상담 매니저 한지우' });
  member = await createTestUser(database.db, { name: '일반회원 김하늘' });
});

afterAll(async () => {
  delete process.env.DEV_MENU;
  resetEnvForTests();
  useDatabaseForTests(undefined);
  await database.drop();
});

async function roleId(name: string): Promise<number> {
  const [role] = await database.db.select({ id: roles.id }).from(roles).where(eq(roles.name, name));
  return role!.id;
}

async function roleNamesOf(userId: string): Promise<string[]> {
  const rows = await database.db
    .select({ name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(userRoles.userId, userId));
  return rows.map((row) => row.name).sort();
}

async function auditFor(subjectId: string, action: string) {
  return database.db
    .select()
    .from(auditLogs)
    .where(and(eq(auditLogs.subjectId, subjectId), eq(auditLogs.action, action)));
}

/** A member row written straight to the table (no password), for list and pagination checks. */
async function insertMember(name: string, email: string, createdAt = new Date()) {
  const id = randomUUID();
  await database.db.insert(users).values({ id, name, email, createdAt, updatedAt: createdAt });
  return id;
}

describe('listUsers', () => {
  it('refuses an anonymous caller, a member without a role and staff without user.manage', async () => {
    await expect(withRequest(anonymous, async () => listUsers())).rejects.toThrow(StaffAccessError);
    await expect(withRequest(member.headers, async () => listUsers())).rejects.toThrow(actionMessages.forbidden);
    await expect(withRequest(manager.headers, async () => listUsers())).rejects.toThrow(actionMessages.forbidden);
  });

  it('finds members by display name or email with their roles, for 관리자 and 인사관리', async () => {
    const byName = await withRequest(admin.headers, async () => listUsers({ query: '매니저 한지' }));
    expect(byName.items.map((item) => item.id)).toEqual([manager.id]);
    expect(byName.items[0]).toMatchObject({ name: '상담 매니저 한지우', email: manager.email, roles: ['매니저'], disabledAt: null });
    const byEmail = await withRequest(hr.headers, async () => listUsers({ query: member.email.toUpperCase() }));
    expect(byEmail.items.map((item) => item.id)).toEqual([member.id]);
    expect(byEmail.items[0]!.roles).toEqual([]);
  });

  it('takes the search text literally (% and _ are not wildcards)', async () => {
    const result = await withRequest(admin.headers, async () => listUsers({ query: '%' }));
    expect(result.items).toEqual([]);
    expect(result.total).toBe(0);
  });

  it('pages newest first and keeps an out-of-range page inside the list', async () => {
    const base = Date.now() - 60_000;
    for (let index = 0; index < USERS_PAGE_SIZE + 3; index += 1) {
      await insertMember(`페이지회원${String(index).padStart(2, '0')}`, `paging${index}@test.example`, new Date(base + index * 1000));
    }
    const first = await withRequest(admin.headers, async () => listUsers({ query: '페이지회원' }));
    expect(first.total).toBe(USERS_PAGE_SIZE + 3);
    expect(first.pageCount).toBe(2);
    expect(first.items).toHaveLength(USERS_PAGE_SIZE);
    expect(first.items[0]!.name).toBe(`페이지회원${USERS_PAGE_SIZE + 2}`);
    const second = await withRequest(admin.headers, async () => listUsers({ query: '페이지회원', page: 2 }));
    expect(second.items.map((item) => item.name)).toEqual(['페이지회원02', '페이지회원01', '페이지회원00']);
    const beyond = await withRequest(admin.headers, async () => listUsers({ query: '페이지회원', page: 99 }));
    expect(beyond.page).toBe(2);
  });
});

describe('getUserDetail', () => {
  it('refuses callers without user.manage', async () => {
    await expect(withRequest(anonymous, async () => getUserDetail(member.id))).rejects.toThrow(StaffAccessError);
    await expect(withRequest(member.headers, async () => getUserDetail(member.id))).rejects.toThrow(StaffAccessError);
    await expect(withRequest(manager.headers, async () => getUserDetail(member.id))).rejects.toThrow(StaffAccessError);
  });

  it('shows held roles with descriptions and the roles still available', async () => {
    const detail = await withRequest(admin.headers, async () => getUserDetail(manager.id));
    expect(detail).toMatchObject({ id: manager.id, email: manager.email, isSelf: false, disabledAt: null });
    expect(detail!.roles).toEqual([expect.objectContaining({ name: '매니저', description: '상담 매니저' })]);
    expect(detail!.availableRoles.map((role) => role.name)).toContain('관리자');
    expect(detail!.availableRoles.map((role) => role.name)).not.toContain('매니저');
    expect(detail!.activeSessions).toBeGreaterThan(0);
  });

  it('answers null for an unknown member', async () => {
    expect(await withRequest(admin.headers, async () => getUserDetail('no-such-user'))).toBeNull();
  });
});

describe('grantRoleAction and revokeRoleAction', () => {
  it('refuses an anonymous caller, a member and staff without user.manage, changing nothing', async () => {
    const input = { userId: member.id, roleId: await roleId('매니저') };
    expect(await withRequest(anonymous, async () => grantRoleAction(input))).toEqual({ ok: false, formError: actionMessages.signedOut });
    expect(await withRequest(member.headers, async () => grantRoleAction(input))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
    expect(await withRequest(manager.headers, async () => grantRoleAction(input))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
    expect(await withRequest(manager.headers, async () => revokeRoleAction({ userId: manager.id, roleId: input.roleId }))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
    expect(await roleNamesOf(member.id)).toEqual([]);
  });

  it('grants a role that opens the back office, audit-logged, and revoking it takes the access away', async () => {
    const target = await createTestUser(database.db, { name: '신입 직원 박소율' });
    expect((await viewerFromHeaders(target.headers))!.scope).not.toContain('office.enter');
    const managerRole = await roleId('매니저');

    const granted = await withRequest(admin.headers, async () => grantRoleAction({ userId: target.id, roleId: String(managerRole) }));
    expect(granted).toEqual({ ok: true, data: { role: '매니저' } });
    expect((await viewerFromHeaders(target.headers))!.scope).toContain('office.enter');
    const [grantRow] = await database.db.select().from(userRoles).where(eq(userRoles.userId, target.id));
    expect(grantRow!.grantedBy).toBe(admin.id);
    const [grantAudit] = await auditFor(target.id, 'user.role.grant');
    expect(grantAudit).toMatchObject({
      actorId: admin.id,
      actorName: '관리 담당 정하람',
      subjectType: 'user',
      detail: { role: '매니저', email: target.email },
    });

    const again = await withRequest(admin.headers, async () => grantRoleAction({ userId: target.id, roleId: managerRole }));
    expect(again).toMatchObject({ ok: false, formError: userAdminMessages.alreadyHasRole('매니저') });

    const revoked = await withRequest(hr.headers, async () => revokeRoleAction({ userId: target.id, roleId: managerRole }));
    expect(revoked).toEqual({ ok: true, data: { role: '매니저' } });
    expect((await viewerFromHeaders(target.headers))!.scope).not.toContain('office.enter');
    expect(await auditFor(target.id, 'user.role.revoke')).toHaveLength(1);

    const missing = await withRequest(hr.headers, async () => revokeRoleAction({ userId: target.id, roleId: managerRole }));
    expect(missing).toMatchObject({ ok: false, formError: userAdminMessages.doesNotHaveRole('매니저') });
  });

  it('answers bad input with Korean messages and writes nothing', async () => {
    const before = await database.db.select().from(auditLogs);
    expect(await withRequest(admin.headers, async () => grantRoleAction({ userId: member.id, roleId: '' }))).toMatchObject({
      ok: false,
      formError: actionMessages.invalid,
      fieldErrors: { roleId: userAdminMessages.chooseRole },
    });
    expect(await withRequest(admin.headers, async () => grantRoleAction({ userId: member.id, roleId: 'abc' }))).toMatchObject({
      ok: false,
      fieldErrors: { roleId: userAdminMessages.chooseRole },
    });
    expect(await withRequest(admin.headers, async () => grantRoleAction({ userId: member.id, roleId: 999_999 }))).toMatchObject({
      ok: false,
      formError: userAdminMessages.roleNotFound,
    });
    expect(
      await withRequest(admin.headers, async () => grantRoleAction({ userId: 'no-such-user', roleId: await roleId('매니저') })),
    ).toMatchObject({
      ok: false,
      formError: userAdminMessages.userNotFound,
    });
    expect(await withRequest(admin.headers, async () => grantRoleAction(null))).toMatchObject({
      ok: false,
      formError: actionMessages.invalid,
    });
    expect(await database.db.select().from(auditLogs)).toHaveLength(before.length);
    expect(await roleNamesOf(member.id)).toEqual([]);
  });

  it('keeps a staff member from removing their own 관리자 role', async () => {
    const result = await withRequest(admin.headers, async () => revokeRoleAction({ userId: admin.id, roleId: await roleId('관리자') }));
    expect(result).toEqual({ ok: false, formError: userAdminMessages.ownAdminRole });
    expect(await roleNamesOf(admin.id)).toEqual(['관리자']);
    expect(await auditFor(admin.id, 'user.role.revoke')).toEqual([]);
  });

  it('keeps a staff member from any change to themselves that ends their member management', async () => {
    const result = await withRequest(hr.headers, async () => revokeRoleAction({ userId: hr.id, roleId: await roleId('인사관리') }));
    expect(result).toEqual({ ok: false, formError: userAdminMessages.ownAccess });
    const resigned = await withRequest(hr.headers, async () => grantRoleAction({ userId: hr.id, roleId: await roleId('퇴사') }));
    expect(resigned).toEqual({ ok: false, formError: userAdminMessages.ownAccess });
    expect(await roleNamesOf(hr.id)).toEqual(['인사관리']);
  });

  it('lets only a 관리자 grant or remove the 관리자 role', async () => {
    const target = await createTestUser(database.db, { name: '승진 대상 이도현' });
    const adminRole = await roleId('관리자');
    expect(await withRequest(hr.headers, async () => grantRoleAction({ userId: hr.id, roleId: adminRole }))).toEqual({
      ok: false,
      formError: userAdminMessages.adminOnly,
    });
    expect(await withRequest(hr.headers, async () => grantRoleAction({ userId: target.id, roleId: adminRole }))).toEqual({
      ok: false,
      formError: userAdminMessages.adminOnly,
    });
    expect(await withRequest(admin.headers, async () => grantRoleAction({ userId: target.id, roleId: adminRole }))).toEqual({
      ok: true,
      data: { role: '관리자' },
    });
    expect(await withRequest(hr.headers, async () => revokeRoleAction({ userId: target.id, roleId: adminRole }))).toEqual({
      ok: false,
      formError: userAdminMessages.adminOnly,
    });
    expect(await withRequest(admin.headers, async () => revokeRoleAction({ userId: target.id, roleId: adminRole }))).toEqual({
      ok: true,
      data: { role: '관리자' },
    });
  });
});

describe('updateRoleRulesAction', () => {
  it('refuses an anonymous caller, a member, staff without user.manage, and 인사관리 (rules can grant anything)', async () => {
    const input = { userId: member.id, roleRules: '[{"action":"manage","subject":"송무팀"}]' };
    expect(await withRequest(anonymous, async () => updateRoleRulesAction(input))).toEqual({
      ok: false,
      formError: actionMessages.signedOut,
    });
    expect(await withRequest(member.headers, async () => updateRoleRulesAction(input))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
    expect(await withRequest(manager.headers, async () => updateRoleRulesAction(input))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
    expect(await withRequest(hr.headers, async () => updateRoleRulesAction(input))).toEqual({
      ok: false,
      formError: userAdminMessages.adminOnly,
    });
    const [row] = await database.db.select({ roleRules: users.roleRules }).from(users).where(eq(users.id, member.id));
    expect(row!.roleRules).toBeNull();
  });

  it('rejects malformed JSON with the Korean message and saves nothing', async () => {
    const target = await createTestUser(database.db, { roleRules: '[{"action":"manage","subject":"컨텐츠관리"}]' });
    for (const bad of [
      '[{"action":"manage",',
      '{"action":"manage","subject":"송무팀"}',
      '[{"action":"manage","subject":"송무팀","extra":1}]',
    ]) {
      const result = await withRequest(admin.headers, async () => updateRoleRulesAction({ userId: target.id, roleRules: bad }));
      expect(result.ok).toBe(false);
      if (result.ok) continue;
      expect(result.formError).toMatch(/^역할 규칙/);
      expect(result.fieldErrors?.roleRules).toBe(result.formError);
    }
    const [row] = await database.db.select({ roleRules: users.roleRules }).from(users).where(eq(users.id, target.id));
    expect(row!.roleRules).toBe('[{"action":"manage","subject":"컨텐츠관리"}]');
    expect(await auditFor(target.id, 'user.rules.update')).toEqual([]);
  });

  it('saves valid rules that take effect at once, and an empty text clears them', async () => {
    const target = await createTestUser(database.db, { name: '컨텐츠 담당 유채원' });
    const rules = '[{"action":"manage","subject":"컨텐츠관리"}]';
    expect(await withRequest(admin.headers, async () => updateRoleRulesAction({ userId: target.id, roleRules: rules }))).toEqual({
      ok: true,
      data: { changed: true, rules: 1 },
    });
    expect((await viewerFromHeaders(target.headers))!.scope).toContain('content.manage');
    const [audit] = await auditFor(target.id, 'user.rules.update');
    expect(audit!.detail).toEqual({ email: target.email, from: null, to: rules });

    expect(await withRequest(admin.headers, async () => updateRoleRulesAction({ userId: target.id, roleRules: rules }))).toEqual({
      ok: true,
      data: { changed: false, rules: 1 },
    });
    expect(await withRequest(admin.headers, async () => updateRoleRulesAction({ userId: target.id, roleRules: '  ' }))).toEqual({
      ok: true,
      data: { changed: true, rules: 0 },
    });
    expect((await viewerFromHeaders(target.headers))!.scope).not.toContain('content.manage');
    expect(await auditFor(target.id, 'user.rules.update')).toHaveLength(2);
  });

  it('keeps a 관리자 from saving rules that take away their own member management', async () => {
    const result = await withRequest(admin.headers, () =>
      updateRoleRulesAction({ userId: admin.id, roleRules: '[{"action":"manage","subject":["관리자","인사관리"],"inverted":true}]' }),
    );
    expect(result).toEqual({ ok: false, formError: userAdminMessages.ownAccess });
  });
});

describe('disableUserAction and enableUserAction', () => {
  it('refuses an anonymous caller, a member and staff without user.manage', async () => {
    const input = { userId: member.id };
    expect(await withRequest(anonymous, async () => disableUserAction(input))).toEqual({ ok: false, formError: actionMessages.signedOut });
    expect(await withRequest(member.headers, async () => disableUserAction(input))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
    expect(await withRequest(manager.headers, async () => disableUserAction(input))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
    expect(await withRequest(manager.headers, async () => enableUserAction(input))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
    expect(await viewerFromHeaders(member.headers)).not.toBeNull();
  });

  it('signs a disabled member out at once and refuses their sign-in until re-enabled', async () => {
    const target = await createTestUser(database.db, { name: '중지 대상 최민준' });
    const second = await (
      await getAuth()
    ).api.signInEmail({
      body: { email: target.email, password: target.password },
      headers: new Headers({ 'x-forwarded-for': '198.51.100.20' }),
    });
    expect(second.token).toBeTruthy();
    const open = await database.db.select().from(sessions).where(eq(sessions.userId, target.id));
    expect(open.length).toBeGreaterThanOrEqual(2);
    // Signed in a moment ago, so the viewer is cached (decision 025): disabling must forget it.
    expect(await viewerFromHeaders(target.headers)).not.toBeNull();

    const disabled = await withRequest(hr.headers, async () => disableUserAction({ userId: target.id }));
    expect(disabled).toMatchObject({ ok: true, data: { sessionsEnded: open.length } });
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, target.id))).toEqual([]);
    expect(await viewerFromHeaders(target.headers)).toBeNull();
    const [row] = await database.db.select({ disabledAt: users.disabledAt }).from(users).where(eq(users.id, target.id));
    expect(row!.disabledAt).toBeInstanceOf(Date);
    await expect(
      (await getAuth()).api.signInEmail({
        body: { email: target.email, password: target.password },
        headers: new Headers({ 'x-forwarded-for': '198.51.100.20' }),
      }),
    ).rejects.toMatchObject({ body: { code: 'ACCOUNT_DISABLED' } });
    const [audit] = await auditFor(target.id, 'user.disable');
    expect(audit).toMatchObject({ actorId: hr.id, detail: { email: target.email, sessionsEnded: open.length } });

    expect(await withRequest(hr.headers, async () => disableUserAction({ userId: target.id }))).toEqual({
      ok: false,
      formError: userAdminMessages.alreadyDisabled,
    });

    expect(await withRequest(hr.headers, async () => enableUserAction({ userId: target.id }))).toEqual({
      ok: true,
      data: { enabled: true },
    });
    const again = await (
      await getAuth()
    ).api.signInEmail({
      body: { email: target.email, password: target.password },
      headers: new Headers({ 'x-forwarded-for': '198.51.100.20' }),
    });
    expect(again.token).toBeTruthy();
    expect(await auditFor(target.id, 'user.enable')).toHaveLength(1);
    expect(await withRequest(hr.headers, async () => enableUserAction({ userId: target.id }))).toEqual({
      ok: false,
      formError: userAdminMessages.notDisabled,
    });
  });

  it('keeps a staff member from disabling themselves', async () => {
    expect(await withRequest(admin.headers, async () => disableUserAction({ userId: admin.id }))).toEqual({
      ok: false,
      formError: userAdminMessages.disableSelf,
    });
    expect(await viewerFromHeaders(admin.headers)).not.toBeNull();
  });

  it('lets only a 관리자 disable a 관리자 account', async () => {
    expect(await withRequest(hr.headers, async () => disableUserAction({ userId: admin.id }))).toEqual({
      ok: false,
      formError: userAdminMessages.adminAccountOnly,
    });
    expect(await viewerFromHeaders(admin.headers)).not.toBeNull();
  });

  it('answers an unknown or missing member with a Korean message', async () => {
    expect(await withRequest(admin.headers, async () => disableUserAction({ userId: 'no-such-user' }))).toEqual({
      ok: false,
      formError: userAdminMessages.userNotFound,
    });
    expect(await withRequest(admin.headers, async () => disableUserAction({}))).toMatchObject({
      ok: false,
      fieldErrors: { userId: userAdminMessages.userNotFound },
    });
  });
});

describe('badge management', () => {
  let steward: TestUser;

  beforeAll(async () => {
    steward = await createTestUser(database.db, { roles: ['운영지원'], name: '운영지원 문가은' });
  });

  beforeEach(() => {
    process.env.DEV_MENU = '1';
    resetEnvForTests();
  });

  it('is closed without the development flag', async () => {
    delete process.env.DEV_MENU;
    resetEnvForTests();
    expect(
      await withRequest(admin.headers, async () =>
        createBadgeAction({ name: '따뜻한 답변', description: '상담 게시판에서 도움을 준 회원' }),
      ),
    ).toEqual({
      ok: false,
      formError: userAdminMessages.devMenuOff,
    });
    expect(await database.db.select().from(badges)).toEqual([]);
  });

  it('refuses an anonymous caller, a member and staff without badge.manage', async () => {
    const calls: Array<() => Promise<ActionResult<unknown>>> = [
      () => createBadgeAction({ name: '따뜻한 답변', description: '상담 게시판에서 도움을 준 회원' }),
      () => updateBadgeAction({ id: 1, name: '따뜻한 답변', description: '설명' }),
      () => awardBadgeAction({ badgeId: 1, email: member.email }),
      () => revokeBadgeAction({ badgeId: 1, userId: member.id }),
    ];
    for (const call of calls) {
      expect(await withRequest(anonymous, call)).toEqual({ ok: false, formError: actionMessages.signedOut });
      expect(await withRequest(member.headers, call)).toEqual({ ok: false, formError: actionMessages.forbidden });
      expect(await withRequest(manager.headers, call)).toEqual({ ok: false, formError: actionMessages.forbidden });
    }
    await expect(withRequest(anonymous, async () => listBadges())).rejects.toThrow(StaffAccessError);
    await expect(withRequest(member.headers, async () => listBadges())).rejects.toThrow(StaffAccessError);
    await expect(withRequest(manager.headers, async () => listBadges())).rejects.toThrow(StaffAccessError);
    expect(await database.db.select().from(badges)).toEqual([]);
  });

  it('creates, edits, awards by email and revokes a badge, each audit-logged', async () => {
    const created = await withRequest(steward.headers, async () =>
      createBadgeAction({ name: ' 따뜻한 답변 ', description: '상담 게시판에서 도움을 준 회원' }),
    );
    expect(created.ok).toBe(true);
    const badgeId = created.ok ? created.data.id : 0;
    expect(await withRequest(admin.headers, async () => createBadgeAction({ name: '따뜻한 답변', description: '중복' }))).toMatchObject({
      ok: false,
      fieldErrors: { name: userAdminMessages.badgeNameTaken },
    });

    expect(
      await withRequest(steward.headers, async () =>
        updateBadgeAction({ id: badgeId, name: '따뜻한 답변', description: '커플 게시판에서 따뜻한 답을 남긴 회원' }),
      ),
    ).toEqual({
      ok: true,
      data: { changed: true },
    });

    const awarded = await withRequest(steward.headers, async () => awardBadgeAction({ badgeId, email: ` ${member.email.toUpperCase()} ` }));
    expect(awarded).toEqual({ ok: true, data: { userId: member.id, name: '일반회원 김하늘' } });
    expect(await withRequest(steward.headers, async () => awardBadgeAction({ badgeId, email: member.email }))).toMatchObject({
      ok: false,
      fieldErrors: { email: userAdminMessages.alreadyAwarded },
    });
    expect(await withRequest(steward.headers, async () => awardBadgeAction({ badgeId, email: 'nobody@test.example' }))).toMatchObject({
      ok: false,
      fieldErrors: { email: userAdminMessages.emailNotFound },
    });

    const listed = await withRequest(admin.headers, async () => listBadges());
    expect(listed).toEqual([
      expect.objectContaining({
        id: badgeId,
        name: '따뜻한 답변',
        description: '커플 게시판에서 따뜻한 답을 남긴 회원',
        holderCount: 1,
        holders: [expect.objectContaining({ userId: member.id, email: member.email })],
      }),
    ]);

    expect(await withRequest(steward.headers, async () => revokeBadgeAction({ badgeId, userId: member.id }))).toEqual({
      ok: true,
      data: { revoked: true },
    });
    expect(await withRequest(steward.headers, async () => revokeBadgeAction({ badgeId, userId: member.id }))).toEqual({
      ok: false,
      formError: userAdminMessages.notAwarded,
    });
    expect(await database.db.select().from(userBadges)).toEqual([]);

    const actions = (
      await database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.subjectType, 'badge'), eq(auditLogs.subjectId, String(badgeId))))
    ).map((row) => row.action);
    expect(actions.sort()).toEqual(['badge.award', 'badge.create', 'badge.revoke', 'badge.update']);
  });

  it('answers bad input with Korean messages at the fields', async () => {
    expect(await withRequest(admin.headers, async () => createBadgeAction({ name: '', description: '' }))).toMatchObject({
      ok: false,
      fieldErrors: { name: userAdminMessages.badgeName, description: userAdminMessages.badgeDescription },
    });
    expect(await withRequest(admin.headers, async () => createBadgeAction({ name: '가'.repeat(41), description: '설명' }))).toMatchObject({
      ok: false,
      fieldErrors: { name: userAdminMessages.badgeNameTooLong },
    });
    expect(await withRequest(admin.headers, async () => awardBadgeAction({ badgeId: '', email: 'not-an-email' }))).toMatchObject({
      ok: false,
      fieldErrors: { badgeId: userAdminMessages.chooseBadge, email: userAdminMessages.email },
    });
    expect(
      await withRequest(admin.headers, async () => updateBadgeAction({ id: 999_999, name: '없는 배지', description: '설명' })),
    ).toMatchObject({
      ok: false,
      formError: userAdminMessages.badgeNotFound,
    });
  });
});
