import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useDatabaseForTests } from '@/server/db/db';
import { auditLogs } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { withRequest } from '../../../../tests/support/next-headers';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { AUDIT_PAGE_SIZE, listAuditFacets, listAuditLogs, parseAuditFilter } from './audit-queries';
import { recordAudit } from './audit';
import { StaffAccessError } from './staff-query';

let database: TestDatabase;
let admin: TestUser;
let steward: TestUser;
let manager: TestUser;
let member: TestUser;
const anonymous = new Headers();

beforeAll(async () => {
  resetEnvForTests();
  database = await createTestDatabase();
  useDatabaseForTests(database);
  admin = await createTestUser(database.db, { roles: ['관리자'], name: '감사 담당 정하람' });
  steward = await createTestUser(database.db, { roles: ['운영지원'], name: '운영지원 문가은' });
  manager = await createTestUser(database.db, { roles: ['매니저'] });
  member = await createTestUser(database.db);
  const at = (iso: string) => new Date(iso);
  await database.db.insert(auditLogs).values([
    {
      actorId: steward.id,
      actorName: '운영지원 문가은',
      action: 'settings.update',
      subjectType: 'firm_settings',
      subjectId: '1',
      detail: { changedKeys: ['fax'] },
      createdAt: at('2026-03-01T23:30:00+09:00'),
    },
    {
      actorId: admin.id,
      actorName: '감사 담당 정하람',
      action: 'user.role.grant',
      subjectType: 'user',
      subjectId: member.id,
      detail: { role: '매니저' },
      createdAt: at('2026-03-02T00:10:00+09:00'),
    },
    {
      actorId: admin.id,
      actorName: '감사 담당 정하람',
      action: 'user.role.revoke',
      subjectType: 'user',
      subjectId: member.id,
      detail: { role: '매니저' },
      createdAt: at('2026-03-03T09:00:00+09:00'),
    },
  ]);
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

describe('listAuditLogs', () => {
  it('refuses an anonymous caller, a member and staff without audit.read', async () => {
    await expect(withRequest(anonymous, () => listAuditLogs())).rejects.toThrow(StaffAccessError);
    await expect(withRequest(member.headers, () => listAuditLogs())).rejects.toThrow(StaffAccessError);
    await expect(withRequest(manager.headers, () => listAuditLogs())).rejects.toThrow(StaffAccessError);
    await expect(withRequest(steward.headers, () => listAuditLogs())).rejects.toThrow(StaffAccessError);
    await expect(withRequest(steward.headers, () => listAuditFacets())).rejects.toThrow(StaffAccessError);
  });

  it('lists newest first with the actor’s email', async () => {
    const page = await withRequest(admin.headers, () => listAuditLogs());
    expect(page.items.map((row) => row.action)).toEqual(['user.role.revoke', 'user.role.grant', 'settings.update']);
    expect(page.items[0]).toMatchObject({
      actorName: '감사 담당 정하람',
      actorEmail: admin.email,
      subjectType: 'user',
      subjectId: member.id,
      detail: { role: '매니저' },
    });
    expect(page.nextBefore).toBeNull();
  });

  it('filters by actor name or email, action, subject and Korean calendar day', async () => {
    const actions = async (filter: Parameters<typeof listAuditLogs>[0]) =>
      (await withRequest(admin.headers, () => listAuditLogs(filter))).items.map((row) => row.action);
    expect(await actions({ actor: '문가은' })).toEqual(['settings.update']);
    expect(await actions({ actor: admin.email.toUpperCase() })).toEqual(['user.role.revoke', 'user.role.grant']);
    expect(await actions({ action: 'user.role.grant' })).toEqual(['user.role.grant']);
    expect(await actions({ subjectType: 'user', subjectId: member.id })).toEqual(['user.role.revoke', 'user.role.grant']);
    expect(await actions({ subjectType: 'firm_settings' })).toEqual(['settings.update']);
    // 2026-03-01 23:30 KST is 14:30 UTC the same day; 00:10 KST on the 2nd is still the 1st in UTC.
    expect(await actions({ from: '2026-03-02', to: '2026-03-02' })).toEqual(['user.role.grant']);
    expect(await actions({ to: '2026-03-01' })).toEqual(['settings.update']);
    expect(await actions({ from: '2026-03-03' })).toEqual(['user.role.revoke']);
    expect(await actions({ actor: '%' })).toEqual([]);
  });

  it('pages by keyset without repeating or skipping an entry', async () => {
    for (let index = 0; index < AUDIT_PAGE_SIZE + 5; index += 1) {
      await recordAudit(database.db, {
        actor: { id: admin.id, name: '감사 담당 정하람' },
        action: 'mail.read',
        subjectType: 'mail',
        subjectId: index,
      });
    }
    const first = await withRequest(admin.headers, () => listAuditLogs({ action: 'mail.read' }));
    expect(first.items).toHaveLength(AUDIT_PAGE_SIZE);
    expect(first.items[0]!.subjectId).toBe(String(AUDIT_PAGE_SIZE + 4));
    expect(first.nextBefore).toBe(first.items.at(-1)!.id);
    const second = await withRequest(admin.headers, () => listAuditLogs({ action: 'mail.read', before: first.nextBefore! }));
    expect(second.items.map((row) => row.subjectId)).toEqual(['4', '3', '2', '1', '0']);
    expect(second.nextBefore).toBeNull();
  });

  it('lists the actions and subject kinds present, for the filter', async () => {
    const facets = await withRequest(admin.headers, () => listAuditFacets());
    expect(facets.actions).toEqual(expect.arrayContaining(['settings.update', 'user.role.grant', 'user.role.revoke']));
    expect(facets.subjectTypes).toEqual(expect.arrayContaining(['firm_settings', 'user']));
  });
});

describe('parseAuditFilter', () => {
  it('keeps good values and answers bad ones with Korean messages instead of failing', () => {
    const { filter, errors } = parseAuditFilter({
      actor: ' 정하람 ',
      action: 'user.role.grant',
      from: '2026-02-31',
      to: '3월 1일',
      before: 'abc',
      subjectId: ['7', '8'],
    });
    expect(filter).toEqual({ actor: '정하람', action: 'user.role.grant', subjectId: '7' });
    expect(errors).toEqual({ from: '없는 날짜입니다. 다시 골라 주세요.', to: '날짜는 2026-01-31 형식으로 입력해 주세요.' });
  });

  it('refuses an end day before the start day', () => {
    const { filter, errors } = parseAuditFilter({ from: '2026-03-05', to: '2026-03-01' });
    expect(filter).toEqual({ from: '2026-03-05' });
    expect(errors.to).toBe('끝 날짜는 시작 날짜와 같거나 뒤여야 합니다.');
  });
});
