import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { StaffAccessError } from '@/features/auth/server/staff-query';
import { useDatabaseForTests } from '@/server/db/db';
import { auditLogs, mails } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { withRequest } from '../../../../tests/support/next-headers';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { MAIL_PAGE_SIZE, listMails, readMail } from './mail-queries';
import { queueMail } from '@/server/mail/outbox';

let database: TestDatabase;
let admin: TestUser;
let steward: TestUser;
let manager: TestUser;
let member: TestUser;
let resetMailId: number;
const anonymous = new Headers();

beforeAll(async () => {
  delete process.env.SMTP_URL;
  resetEnvForTests();
  database = await createTestDatabase();
  useDatabaseForTests(database);
  admin = await createTestUser(database.db, { roles: ['관리자'] });
  steward = await createTestUser(database.db, { roles: ['운영지원'], name: '운영지원 문가은' });
  manager = await createTestUser(database.db, { roles: ['매니저'] });
  member = await createTestUser(database.db);
  resetMailId = await queueMail(database.db, {
    kind: 'password-reset',
    to: 'haneul@test.example',
    subject: '[온새미로] 비밀번호 재설정 안내',
    text: '김하늘님, 비밀번호 재설정을 요청하셨습니다.\nhttp://localhost:3000/api/auth/reset-password/secret-token?callbackURL=%2Fmember%2Fpassword%2Freset',
  });
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

describe('listMails', () => {
  it('refuses an anonymous caller, a member and staff without mail.read', async () => {
    await expect(withRequest(anonymous, () => listMails())).rejects.toThrow(StaffAccessError);
    await expect(withRequest(member.headers, () => listMails())).rejects.toThrow(StaffAccessError);
    await expect(withRequest(manager.headers, () => listMails())).rejects.toThrow(StaffAccessError);
  });

  it('lists the outbox newest first without the mail bodies, and says SMTP is not configured', async () => {
    const page = await withRequest(steward.headers, () => listMails());
    expect(page.smtpConfigured).toBe(false);
    expect(page.items[0]).toEqual({
      id: resetMailId,
      to: 'haneul@test.example',
      subject: '[온새미로] 비밀번호 재설정 안내',
      kind: 'password-reset',
      status: 'pending',
      createdAt: expect.any(Date),
      sentAt: null,
    });
    expect(JSON.stringify(page)).not.toContain('secret-token');
  });

  it('filters by status and pages by keyset', async () => {
    for (let index = 0; index < MAIL_PAGE_SIZE + 2; index += 1) {
      await database.db
        .insert(mails)
        .values({ to: `paging${index}@test.example`, subject: '안내', text: '본문', kind: 'password-reset', status: 'stored' });
    }
    const first = await withRequest(admin.headers, () => listMails({ status: 'stored' }));
    expect(first.items).toHaveLength(MAIL_PAGE_SIZE);
    expect(first.items.every((mail) => mail.status === 'stored')).toBe(true);
    const second = await withRequest(admin.headers, () => listMails({ status: 'stored', before: first.nextBefore! }));
    expect(second.items.map((mail) => mail.to)).toEqual(['paging1@test.example', 'paging0@test.example']);
    expect(second.nextBefore).toBeNull();
  });
});

describe('readMail', () => {
  it('refuses an anonymous caller, a member and staff without mail.read, logging nothing', async () => {
    await expect(withRequest(anonymous, () => readMail(resetMailId))).rejects.toThrow(StaffAccessError);
    await expect(withRequest(member.headers, () => readMail(resetMailId))).rejects.toThrow(StaffAccessError);
    await expect(withRequest(manager.headers, () => readMail(resetMailId))).rejects.toThrow(StaffAccessError);
    expect(await database.db.select().from(auditLogs).where(eq(auditLogs.action, 'mail.read'))).toEqual([]);
  });

  it('shows the text and writes who opened it to the audit log', async () => {
    const mail = await withRequest(
      new Headers({ authorization: steward.headers.get('authorization')!, 'x-forwarded-for': '198.51.100.9' }),
      () => readMail(resetMailId),
    );
    expect(mail).toMatchObject({ id: resetMailId, to: 'haneul@test.example', kind: 'password-reset' });
    expect(mail!.text).toContain('secret-token');
    const logged = await database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'mail.read'), eq(auditLogs.subjectId, String(resetMailId))));
    expect(logged).toEqual([
      expect.objectContaining({
        actorId: steward.id,
        actorName: '운영지원 문가은',
        subjectType: 'mail',
        ipAddress: '198.51.100.9',
        detail: { to: 'haneul@test.example', kind: 'password-reset' },
      }),
    ]);
  });

  it('answers null for an unknown or malformed id', async () => {
    expect(await withRequest(admin.headers, () => readMail(999_999))).toBeNull();
    expect(await withRequest(admin.headers, () => readMail(Number.NaN))).toBeNull();
    expect(await withRequest(admin.headers, () => readMail(-1))).toBeNull();
  });
});
