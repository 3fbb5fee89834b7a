import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { viewerFromHeaders, type Viewer } from '@/features/auth/server/viewer';
import { partnerNoticeJob } from '@/features/notifications/server/partner-notice';
import { useDatabaseForTests } from '@/server/db/db';
import { auditLogs, consents, consultEvents, consults, jobs, partnerDeliveries, users } from '@/server/db/schema';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { CSV_BOM } from '../domain/office-csv';
import { parseInboxFilters, type InboxFilters } from '../domain/office-inbox';
import {
  exportHeader,
  exportOfficeConsults,
  getConsultInboxSummary,
  getOfficeConsult,
  listAssignableStaff,
  listOfficeConsults,
} from './office-queries';
import { StaffAccessError } from '@/features/auth/server/staff-query';

let database: TestDatabase;
let manager: TestUser;
let lawyer: TestUser;
let admin: TestUser;
let member: TestUser;
let leaver: TestUser;
let viewers: Record<'manager' | 'lawyer' | 'admin' | 'member', Viewer>;

const now = new Date('2026-11-24T03:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
const context = { ipAddress: '198.51.100.20', now, answerTargetMinutes: 60 };
const filters = (params: Record<string, string> = {}): InboxFilters => parseInboxFilters(params).filters;

async function insertConsult(values: Partial<typeof consults.$inferInsert> & { createdAt: Date }) {
  const [row] = await database.db
    .insert(consults)
    .values({
      legalCaseUuid: randomUUID(),
      tel: '010-0000-0000',
      content: '상담 내용입니다. 연락 부탁드립니다.',
      source: 'modal',
      updatedAt: values.createdAt,
      ...values,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  manager = await createTestUser(database.db, { roles: ['매니저'], name: '한지우 매니저' });
  lawyer = await createTestUser(database.db, { roles: ['변호사'], name: '김도윤 변호사' });
  admin = await createTestUser(database.db, { roles: ['관리자'], name: '운영 관리자' });
  member = await createTestUser(database.db, { name: '일반 회원' });
  leaver = await createTestUser(database.db, { roles: ['매니저', '퇴사'], name: '퇴사한 매니저' });
  viewers = {
    manager: (await viewerFromHeaders(manager.headers))!,
    lawyer: (await viewerFromHeaders(lawyer.headers))!,
    admin: (await viewerFromHeaders(admin.headers))!,
    member: (await viewerFromHeaders(member.headers))!,
  };
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

beforeEach(async () => {
  await database.db.delete(consults);
  await database.db.delete(auditLogs);
  await database.db.delete(jobs);
});

describe(`listOfficeConsults (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses anonymous callers and members without a staff role', async () => {
    await expect(listOfficeConsults(null, filters(), context)).rejects.toBeInstanceOf(StaffAccessError);
    await expect(listOfficeConsults(viewers.member, filters(), context)).rejects.toBeInstanceOf(StaffAccessError);
    expect(await database.db.select().from(auditLogs)).toHaveLength(0);
  });

  it('lists newest first with the full phone, the assignee and the age of each 신규 consult', async () => {
    const old = await insertConsult({ name: '박서윤', tel: '010-2345-6789', region: '서울', category: '이혼', createdAt: minutesAgo(125) });
    const fresh = await insertConsult({ name: '이하준', tel: '010-9876-5432', createdAt: minutesAgo(10), assigneeId: lawyer.id });
    const answered = await insertConsult({ name: '최민서', createdAt: minutesAgo(300), status: 'contacting' });

    const page = await listOfficeConsults(viewers.lawyer, filters(), context);
    expect(page).toMatchObject({ total: 3, page: 1, pageCount: 1, pageSize: 50 });
    expect(page.rows.map((row) => row.id)).toEqual([fresh.id, old.id, answered.id]);
    expect(page.rows[1]).toEqual({
      id: old.id,
      receivedAt: old.createdAt,
      name: '박서윤',
      tel: '010-2345-6789',
      telMasked: false,
      region: '서울',
      category: '이혼',
      status: 'new',
      statusLabel: '신규',
      assignee: null,
      age: { minutes: 125, text: '접수 후 2시간 5분', overdue: true },
    });
    expect(page.rows[0]?.assignee).toEqual({ id: lawyer.id, name: '김도윤 변호사' });
    expect(page.rows[0]?.age).toEqual({ minutes: 10, text: '접수 후 10분', overdue: false });
    expect(page.rows[2]).toMatchObject({ statusLabel: '연락 시도', age: null });
  });

  it('filters by status, region, category, Seoul date range and assignee, including 미배정', async () => {
    const a = await insertConsult({
      region: '부산',
      category: '재산분할',
      createdAt: new Date('2026-11-20T14:59:00.000Z'),
      assigneeId: manager.id,
    }); // 11-20 23:59 Seoul
    const b = await insertConsult({ region: '서울', category: '재산분할', createdAt: new Date('2026-11-20T15:00:00.000Z') }); // 11-21 00:00 Seoul
    const c = await insertConsult({
      region: '부산',
      category: '위자료',
      status: 'closed',
      createdAt: new Date('2026-11-22T01:00:00.000Z'),
    });
    const ids = async (params: Record<string, string>) =>
      (await listOfficeConsults(viewers.manager, filters(params), context)).rows.map((row) => row.id);

    expect(await ids({ region: '부산' })).toEqual([c.id, a.id]);
    expect(await ids({ category: '재산분할' })).toEqual([b.id, a.id]);
    expect(await ids({ status: 'closed' })).toEqual([c.id]);
    expect(await ids({ from: '2026-11-21' })).toEqual([c.id, b.id]);
    expect(await ids({ to: '2026-11-20' })).toEqual([a.id]);
    expect(await ids({ from: '2026-11-21', to: '2026-11-21' })).toEqual([b.id]);
    expect(await ids({ assignee: manager.id })).toEqual([a.id]);
    expect(await ids({ assignee: 'none' })).toEqual([c.id, b.id]);
    expect(await ids({ region: '부산', status: 'new' })).toEqual([a.id]);
  });

  it('finds a consult by name or by phone digits, with or without hyphens', async () => {
    const target = await insertConsult({ name: '김하늘', tel: '010-4455-6677', createdAt: minutesAgo(5) });
    const spaced = await insertConsult({ name: '정다은', tel: '010 1212 3434', createdAt: minutesAgo(6) });
    await insertConsult({ name: '오지훈', tel: '010-9999-8888', createdAt: minutesAgo(7) });
    const ids = async (q: string) => (await listOfficeConsults(viewers.manager, filters({ q }), context)).rows.map((row) => row.id);

    expect(await ids('하늘')).toEqual([target.id]);
    expect(await ids('010-4455-6677')).toEqual([target.id]);
    expect(await ids('01044556677')).toEqual([target.id]);
    expect(await ids('4455-6677')).toEqual([target.id]);
    expect(await ids('010-1212-3434')).toEqual([spaced.id]);
    expect(await ids('6677')).toEqual([target.id]);
    expect(await ids('%')).toEqual([]);
    expect(await ids("'; drop table consults; --")).toEqual([]);
  });

  it('pages 50 at a time', async () => {
    for (let i = 0; i < 55; i += 1) await insertConsult({ name: `신청인${i}`, createdAt: minutesAgo(1_000 - i) });
    const first = await listOfficeConsults(viewers.manager, filters(), context);
    const second = await listOfficeConsults(viewers.manager, filters({ page: '2' }), context);
    expect(first).toMatchObject({ total: 55, pageCount: 2 });
    expect(first.rows).toHaveLength(50);
    expect(first.rows[0]?.name).toBe('신청인54');
    expect(second.rows.map((row) => row.name)).toEqual(['신청인4', '신청인3', '신청인2', '신청인1', '신청인0']);
    const beyond = await listOfficeConsults(viewers.manager, filters({ page: '9' }), context);
    expect(beyond.rows).toEqual([]);
  });

  it('writes one audit entry per view with the filters and the count', async () => {
    await insertConsult({ region: '대구', createdAt: minutesAgo(3) });
    await insertConsult({ region: '대구', createdAt: minutesAgo(4) });
    await listOfficeConsults(viewers.manager, filters({ region: '대구', q: '010' }), context);
    const entries = await database.db.select().from(auditLogs);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: manager.id,
      actorName: '한지우 매니저',
      action: 'consult.list',
      subjectType: 'consult',
      subjectId: null,
      ipAddress: '198.51.100.20',
      detail: { filters: { region: '대구', q: '010' }, page: 1, count: 2, shown: 2 },
    });
  });
});

describe('getConsultInboxSummary', () => {
  it('counts 신규 and overdue consults and the oldest unanswered age', async () => {
    await insertConsult({ createdAt: minutesAgo(30) });
    await insertConsult({ createdAt: minutesAgo(61) });
    await insertConsult({ createdAt: minutesAgo(185) });
    await insertConsult({ createdAt: minutesAgo(900), status: 'consulted' });
    const summary = await getConsultInboxSummary(viewers.lawyer, { answerTargetMinutes: 60, now });
    expect(summary).toEqual({
      newCount: 3,
      overdueCount: 2,
      oldestNew: { receivedAt: minutesAgo(185), age: { minutes: 185, text: '접수 후 3시간 5분', overdue: true } },
    });
  });

  it('answers zeros for an empty inbox and refuses members', async () => {
    expect(await getConsultInboxSummary(viewers.manager, { answerTargetMinutes: 60, now })).toEqual({
      newCount: 0,
      overdueCount: 0,
      oldestNew: null,
    });
    await expect(getConsultInboxSummary(viewers.member, { answerTargetMinutes: 60 })).rejects.toBeInstanceOf(StaffAccessError);
    await expect(getConsultInboxSummary(null, { answerTargetMinutes: 60 })).rejects.toBeInstanceOf(StaffAccessError);
  });
});

describe('listAssignableStaff', () => {
  it('lists enabled accounts holding consult.update, not members, leavers or disabled accounts', async () => {
    const disabled = await createTestUser(database.db, { roles: ['변호사'], name: '정지된 변호사' });
    await database.db.update(users).set({ disabledAt: new Date() }).where(eq(users.id, disabled.id));
    const viaRules = await createTestUser(database.db, {
      name: '규칙으로 받은 직원',
      roleRules: JSON.stringify([{ action: 'manage', subject: '컨설턴트' }]),
    });
    await expect(listAssignableStaff(null, database.db)).rejects.toBeInstanceOf(StaffAccessError);
    await expect(listAssignableStaff(viewers.member, database.db)).rejects.toBeInstanceOf(StaffAccessError);
    const staff = await listAssignableStaff(viewers.manager, database.db);
    const ids = staff.map((member) => member.id);
    expect(ids).toEqual(expect.arrayContaining([manager.id, lawyer.id, admin.id, viaRules.id]));
    expect(ids).not.toContain(member.id);
    expect(ids).not.toContain(leaver.id);
    expect(ids).not.toContain(disabled.id);
  });
});

describe('getOfficeConsult', () => {
  async function fullConsult() {
    const consult = await insertConsult({
      name: '박서윤',
      tel: '010-2345-6789',
      region: '경기',
      category: '양육권·양육비',
      content: '양육비를 받지 못하고 있습니다.\n이행명령이 가능한지 궁금합니다.',
      source: 'board',
      inflowRoute: '/consult/board',
      inflowAt: minutesAgo(20),
      createdAt: minutesAgo(15),
    });
    await database.db
      .insert(consents)
      .values({ consultId: consult.id, purpose: 'consult', textVersion: 'consult-2026-11-v1', agreedAt: minutesAgo(15) });
    const job = partnerNoticeJob(consult.legalCaseUuid);
    const [jobRow] = await database.db
      .insert(jobs)
      .values({ ...job, status: 'failed', attempts: 2, lastError: 'partner rejected the notice with 400' })
      .returning();
    await database.db.insert(partnerDeliveries).values([
      {
        consultId: consult.id,
        jobId: jobRow!.id,
        attempt: 1,
        outcome: 'retry',
        httpStatus: 503,
        detail: '{"success":false}',
        createdAt: minutesAgo(14),
      },
      {
        consultId: consult.id,
        jobId: jobRow!.id,
        attempt: 2,
        outcome: 'failed',
        httpStatus: 400,
        detail: 'bad request',
        createdAt: minutesAgo(13),
      },
    ]);
    await database.db.insert(consultEvents).values([
      {
        consultId: consult.id,
        actorId: manager.id,
        actorName: '한지우 매니저',
        kind: 'assign',
        assigneeId: lawyer.id,
        note: '김도윤 변호사',
        createdAt: minutesAgo(12),
      },
      {
        consultId: consult.id,
        actorId: manager.id,
        actorName: '한지우 매니저',
        kind: 'note',
        note: '오후에 다시 전화 요청',
        createdAt: minutesAgo(11),
      },
    ]);
    return consult;
  }

  it('refuses anonymous callers and members, and writes nothing', async () => {
    const consult = await fullConsult();
    await expect(getOfficeConsult(null, consult.id, context)).rejects.toBeInstanceOf(StaffAccessError);
    await expect(getOfficeConsult(viewers.member, consult.id, context)).rejects.toBeInstanceOf(StaffAccessError);
    expect(await database.db.select().from(auditLogs)).toHaveLength(0);
  });

  it('shows the request, consent, delivery log, timeline and workflow to staff, and audits the view', async () => {
    const consult = await fullConsult();
    const detail = await getOfficeConsult(viewers.manager, consult.id, context);
    expect(detail).toMatchObject({
      id: consult.id,
      name: '박서윤',
      tel: '010-2345-6789',
      telMasked: false,
      region: '경기',
      category: '양육권·양육비',
      content: '양육비를 받지 못하고 있습니다.\n이행명령이 가능한지 궁금합니다.',
      sourceLabel: '온라인 상담 신청 페이지',
      inflowRoute: '/consult/board',
      statusLabel: '신규',
      age: { minutes: 15, text: '접수 후 15분', overdue: false },
      transitions: [
        { status: 'contacting', label: '연락 시도' },
        { status: 'closed', label: '종결' },
      ],
      consents: [
        {
          purpose: 'consult',
          purposeLabel: expect.stringContaining('상담 신청 접수'),
          textVersion: 'consult-2026-11-v1',
          agreedAt: minutesAgo(15),
        },
      ],
      partnerJob: { status: 'failed', statusLabel: '실패 · 확인 필요', attempts: 2, lastError: 'partner rejected the notice with 400' },
      canUpdate: true,
      auditEntries: null,
    });
    expect(detail?.deliveries.map((d) => [d.attempt, d.outcomeLabel, d.httpStatus, d.detail])).toEqual([
      [1, '실패 (다시 시도 예정)', 503, '{"success":false}'],
      [2, '실패 (재시도 중단)', 400, 'bad request'],
    ]);
    expect(detail?.timeline.map((entry) => [entry.actorName, entry.text, entry.note])).toEqual([
      ['방문자', '상담 신청 접수 (온라인 상담 신청 페이지)', null],
      ['한지우 매니저', '담당자 배정: 김도윤 변호사', null],
      ['한지우 매니저', '메모', '오후에 다시 전화 요청'],
    ]);
    expect(detail?.staff.map((member) => member.id)).toEqual(expect.arrayContaining([manager.id, lawyer.id]));

    const entries = await database.db.select().from(auditLogs);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: manager.id,
      action: 'consult.view',
      subjectType: 'consult',
      subjectId: String(consult.id),
      ipAddress: '198.51.100.20',
    });
  });

  it("shows this consult's audit entries only to viewers with audit.read", async () => {
    const consult = await fullConsult();
    const other = await insertConsult({ createdAt: minutesAgo(1) });
    await getOfficeConsult(viewers.manager, consult.id, context);
    await getOfficeConsult(viewers.manager, other.id, context);
    expect((await getOfficeConsult(viewers.lawyer, consult.id, context))?.auditEntries).toBeNull();
    const detail = await getOfficeConsult(viewers.admin, consult.id, context);
    expect(detail?.auditEntries?.map((entry) => [entry.actorName, entry.actionLabel])).toEqual([
      ['운영 관리자', '상담 상세 열람'],
      ['김도윤 변호사', '상담 상세 열람'],
      ['한지우 매니저', '상담 상세 열람'],
    ]);
  });

  it('answers null for an unknown or impossible id without an audit entry', async () => {
    expect(await getOfficeConsult(viewers.manager, 987_654, context)).toBeNull();
    expect(await getOfficeConsult(viewers.manager, 0, context)).toBeNull();
    expect(await getOfficeConsult(viewers.manager, Number.NaN, context)).toBeNull();
    expect(await getOfficeConsult(viewers.manager, 99_999_999_999, context)).toBeNull();
    expect(await database.db.select().from(auditLogs)).toHaveLength(0);
  });
});

describe('exportOfficeConsults', () => {
  it('is for consult.export holders only', async () => {
    await expect(exportOfficeConsults(null, filters(), context)).rejects.toBeInstanceOf(StaffAccessError);
    await expect(exportOfficeConsults(viewers.member, filters(), context)).rejects.toBeInstanceOf(StaffAccessError);
    await expect(exportOfficeConsults(viewers.lawyer, filters(), context)).rejects.toBeInstanceOf(StaffAccessError);
  });

  it('writes every matching consult as CSV for Excel, neutralizing formulas, and audits the count', async () => {
    await insertConsult({
      name: '=HYPERLINK("http://evil.example","보기")',
      tel: '010-1111-2222',
      region: '서울',
      createdAt: new Date('2026-11-23T01:02:00.000Z'),
    });
    await insertConsult({
      name: '박서윤',
      tel: '010-3333-4444',
      region: '서울',
      content: '첫 줄, 그리고\n둘째 줄',
      assigneeId: lawyer.id,
      createdAt: new Date('2026-11-23T02:00:00.000Z'),
    });
    await insertConsult({ name: '부산 사람', region: '부산', createdAt: minutesAgo(1) });

    const { csv, count } = await exportOfficeConsults(viewers.manager, filters({ region: '서울' }), context);
    expect(count).toBe(2);
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    const lines = csv.slice(1).split('\r\n');
    expect(lines[0]).toBe(exportHeader.join(','));
    expect(lines[1]).toMatch(/^\d+,2026-11-23 11:00,박서윤,010-3333-4444,서울,,신규,김도윤 변호사,,"첫 줄, 그리고\n둘째 줄"/);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""보기"")"`);
    expect(csv).not.toContain('부산 사람');

    const [entry] = await database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'consult.export')));
    expect(entry).toMatchObject({ actorId: manager.id, detail: { filters: { region: '서울' }, count: 2 } });
  });
});
