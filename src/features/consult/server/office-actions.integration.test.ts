import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actionMessages } from '@/features/auth/server/action-client';
import { PARTNER_NOTICE_JOB, partnerNoticeHandler, partnerNoticeJob } from '@/features/notifications/server/partner-notice';
import { useDatabaseForTests } from '@/server/db/db';
import { auditLogs, consultEvents, consults, jobs, partnerDeliveries } from '@/server/db/schema';
import { claimJobs, runDueJobs } from '@/server/jobs/queue';
import { expectConsoleError } from '../../../../tests/support/integration-setup';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { withRequest } from '../../../../tests/support/next-headers';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { workflowMessages } from '../domain/consult-workflow';
import { officeActionMessages } from '../domain/office-inbox';
import { addConsultNoteAction, assignConsultAction, changeConsultStatusAction, resendPartnerNoticeAction } from './office-actions';

let database: TestDatabase;
let manager: TestUser;
let lawyer: TestUser;
let member: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  manager = await createTestUser(database.db, { roles: ['매니저'], name: '한지우 매니저' });
  lawyer = await createTestUser(database.db, { roles: ['변호사'], name: '김도윤 변호사' });
  member = await createTestUser(database.db, { name: '일반 회원' });
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

async function insertConsult(values: Partial<typeof consults.$inferInsert> = {}) {
  const [row] = await database.db
    .insert(consults)
    .values({
      legalCaseUuid: randomUUID(),
      name: '박서윤',
      tel: '010-2345-6789',
      content: '이혼 절차가 궁금합니다.',
      source: 'modal',
      ...values,
    })
    .returning();
  return row!;
}

const as = <T>(user: TestUser | null, run: () => Promise<T>) => withRequest(user ? user.headers : { 'x-forwarded-for': '192.0.2.50' }, run);
const consultRow = async (id: number) => (await database.db.select().from(consults).where(eq(consults.id, id)))[0]!;
const eventsOf = (id: number) => database.db.select().from(consultEvents).where(eq(consultEvents.consultId, id)).orderBy(consultEvents.id);
const auditsOf = (id: number) =>
  database.db
    .select()
    .from(auditLogs)
    .where(eq(auditLogs.subjectId, String(id)))
    .orderBy(auditLogs.id);

describe(`changeConsultStatusAction (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refuses anonymous callers and members without touching the consult', async () => {
    const consult = await insertConsult();
    const input = { consultId: consult.id, fromStatus: 'new', toStatus: 'contacting' };
    expect(await as(null, () => changeConsultStatusAction(input))).toEqual({ ok: false, formError: actionMessages.signedOut });
    expect(await as(member, () => changeConsultStatusAction(input))).toEqual({ ok: false, formError: actionMessages.forbidden });
    expect((await consultRow(consult.id)).status).toBe('new');
    expect(await eventsOf(consult.id)).toEqual([]);
    expect(await auditsOf(consult.id)).toEqual([]);
  });

  it('moves 신규 → 연락 시도 → 상담 완료, recording who, when, the first answer, the timeline and the audit log', async () => {
    const consult = await insertConsult();
    const first = await as(manager, () => changeConsultStatusAction({ consultId: consult.id, fromStatus: 'new', toStatus: 'contacting' }));
    expect(first).toEqual({ ok: true, data: { status: 'contacting', statusLabel: '연락 시도' } });
    const afterFirst = await consultRow(consult.id);
    expect(afterFirst).toMatchObject({ status: 'contacting', statusChangedBy: manager.id });
    expect(afterFirst.firstAnsweredAt).toEqual(afterFirst.statusChangedAt);

    const second = await as(lawyer, () =>
      changeConsultStatusAction({
        consultId: consult.id,
        fromStatus: 'contacting',
        toStatus: 'consulted',
        note: '  이혼 소송 진행 의사 확인  ',
      }),
    );
    expect(second.ok).toBe(true);
    const afterSecond = await consultRow(consult.id);
    expect(afterSecond).toMatchObject({ status: 'consulted', statusChangedBy: lawyer.id, firstAnsweredAt: afterFirst.firstAnsweredAt });

    expect((await eventsOf(consult.id)).map((e) => [e.kind, e.fromStatus, e.toStatus, e.actorId, e.actorName, e.note])).toEqual([
      ['status', 'new', 'contacting', manager.id, '한지우 매니저', null],
      ['status', 'contacting', 'consulted', lawyer.id, '김도윤 변호사', '이혼 소송 진행 의사 확인'],
    ]);
    expect((await auditsOf(consult.id)).map((a) => [a.action, a.actorId, a.detail])).toEqual([
      ['consult.status', manager.id, { from: 'new', to: 'contacting', withNote: false }],
      ['consult.status', lawyer.id, { from: 'contacting', to: 'consulted', withNote: true }],
    ]);
  });

  it('refuses a step the workflow does not allow, with its Korean message', async () => {
    const consult = await insertConsult();
    const result = await as(manager, () => changeConsultStatusAction({ consultId: consult.id, fromStatus: 'new', toStatus: 'retained' }));
    const message = workflowMessages.notAllowed('new', 'retained');
    expect(result).toEqual({ ok: false, formError: message, fieldErrors: { toStatus: message } });
    const closed = await insertConsult({ status: 'closed' });
    expect(
      await as(manager, () => changeConsultStatusAction({ consultId: closed.id, fromStatus: 'closed', toStatus: 'contacting' })),
    ).toMatchObject({
      ok: false,
      formError: workflowMessages.finished,
    });
    expect(await eventsOf(consult.id)).toEqual([]);
  });

  it('closes from any open state', async () => {
    for (const status of ['new', 'contacting', 'consulted'] as const) {
      const consult = await insertConsult({ status });
      const result = await as(manager, () => changeConsultStatusAction({ consultId: consult.id, fromStatus: status, toStatus: 'closed' }));
      expect(result.ok, status).toBe(true);
      expect((await consultRow(consult.id)).status).toBe('closed');
    }
  });

  it('does not overwrite a change another staff member made meanwhile', async () => {
    const consult = await insertConsult({ status: 'contacting' });
    const result = await as(manager, () => changeConsultStatusAction({ consultId: consult.id, fromStatus: 'new', toStatus: 'contacting' }));
    expect(result).toEqual({ ok: false, formError: officeActionMessages.stale });
  });

  it('answers bad input and unknown consults with Korean messages, never throwing', async () => {
    const bad = await as(manager, () => changeConsultStatusAction({ consultId: 'abc', fromStatus: 'new', toStatus: 'finished', note: 12 }));
    expect(bad).toEqual({
      ok: false,
      formError: actionMessages.invalid,
      fieldErrors: {
        consultId: '상담 번호가 올바르지 않습니다.',
        toStatus: '바꿀 상태를 목록에서 골라주세요.',
        note: '메모는 글자로 적어주세요.',
      },
    });
    expect(await as(manager, () => changeConsultStatusAction(null))).toMatchObject({ ok: false, formError: actionMessages.invalid });
    const long = await as(manager, () =>
      changeConsultStatusAction({ consultId: 1, fromStatus: 'new', toStatus: 'contacting', note: '가'.repeat(2_001) }),
    );
    expect(long).toMatchObject({ ok: false, fieldErrors: { note: '메모는 2,000자 이내로 적어주세요.' } });
    const missing = await as(manager, () => changeConsultStatusAction({ consultId: 987_654, fromStatus: 'new', toStatus: 'contacting' }));
    expect(missing).toEqual({ ok: false, formError: officeActionMessages.notFound });
  });

  it('writes the change, its event and its audit entry in one transaction', async () => {
    const consult = await insertConsult();
    expectConsoleError();
    await database.db.execute(sql`alter table audit_logs rename to audit_logs_away`);
    try {
      const result = await as(manager, () =>
        changeConsultStatusAction({ consultId: consult.id, fromStatus: 'new', toStatus: 'contacting' }),
      );
      expect(result).toEqual({ ok: false, formError: actionMessages.failed });
    } finally {
      await database.db.execute(sql`alter table audit_logs_away rename to audit_logs`);
    }
    expect(await consultRow(consult.id)).toMatchObject({ status: 'new', firstAnsweredAt: null, statusChangedBy: null });
    expect(await eventsOf(consult.id)).toEqual([]);
  });
});

describe('assignConsultAction', () => {
  it('refuses anonymous callers and members', async () => {
    const consult = await insertConsult();
    expect(await as(null, () => assignConsultAction({ consultId: consult.id, assigneeId: lawyer.id }))).toEqual({
      ok: false,
      formError: actionMessages.signedOut,
    });
    expect(await as(member, () => assignConsultAction({ consultId: consult.id, assigneeId: member.id }))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
    expect((await consultRow(consult.id)).assigneeId).toBeNull();
  });

  it('assigns to a staff member and back to 미배정, on the timeline and in the audit log', async () => {
    const consult = await insertConsult();
    expect(await as(manager, () => assignConsultAction({ consultId: consult.id, assigneeId: lawyer.id }))).toEqual({
      ok: true,
      data: { assignee: { id: lawyer.id, name: '김도윤 변호사' } },
    });
    expect((await consultRow(consult.id)).assigneeId).toBe(lawyer.id);
    expect(await as(manager, () => assignConsultAction({ consultId: consult.id, assigneeId: '' }))).toEqual({
      ok: true,
      data: { assignee: null },
    });
    expect((await consultRow(consult.id)).assigneeId).toBeNull();

    expect((await eventsOf(consult.id)).map((e) => [e.kind, e.assigneeId, e.note])).toEqual([
      ['assign', lawyer.id, '김도윤 변호사'],
      ['assign', null, null],
    ]);
    expect((await auditsOf(consult.id)).map((a) => a.detail)).toEqual([
      { from: null, to: lawyer.id, assigneeName: '김도윤 변호사' },
      { from: lawyer.id, to: null, assigneeName: null },
    ]);
  });

  it('refuses an assignee without consult.update, an unknown one, the same one and bad input', async () => {
    const consult = await insertConsult({ assigneeId: manager.id });
    expect(await as(manager, () => assignConsultAction({ consultId: consult.id, assigneeId: member.id }))).toEqual({
      ok: false,
      formError: officeActionMessages.assignee,
      fieldErrors: { assigneeId: officeActionMessages.assignee },
    });
    expect(await as(manager, () => assignConsultAction({ consultId: consult.id, assigneeId: 'no-such-user' }))).toMatchObject({
      ok: false,
      formError: officeActionMessages.assignee,
    });
    expect(await as(manager, () => assignConsultAction({ consultId: consult.id, assigneeId: manager.id }))).toMatchObject({
      ok: false,
      formError: officeActionMessages.sameAssignee,
    });
    expect(await as(manager, () => assignConsultAction({ consultId: consult.id, assigneeId: 5 }))).toMatchObject({
      ok: false,
      fieldErrors: { assigneeId: '담당자를 목록에서 골라주세요.' },
    });
    expect(await eventsOf(consult.id)).toEqual([]);
  });
});

describe('addConsultNoteAction', () => {
  it('refuses anonymous callers and members', async () => {
    const consult = await insertConsult();
    expect(await as(null, () => addConsultNoteAction({ consultId: consult.id, note: '메모' }))).toEqual({
      ok: false,
      formError: actionMessages.signedOut,
    });
    expect(await as(member, () => addConsultNoteAction({ consultId: consult.id, note: '메모' }))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
  });

  it('adds an internal note to the timeline and audits that a note was written, not its text', async () => {
    const consult = await insertConsult();
    const result = await as(lawyer, () => addConsultNoteAction({ consultId: consult.id, note: ' 부재중, 문자 남김 ' }));
    expect(result).toEqual({ ok: true, data: { eventId: expect.any(Number) } });
    expect((await eventsOf(consult.id)).map((e) => [e.kind, e.note, e.actorName])).toEqual([
      ['note', '부재중, 문자 남김', '김도윤 변호사'],
    ]);
    const [audit] = await auditsOf(consult.id);
    expect(audit).toMatchObject({ action: 'consult.note', actorId: lawyer.id, detail: { length: 10 } });
    expect(JSON.stringify(audit?.detail)).not.toContain('부재중');
  });

  it('asks for a note in Korean when it is empty', async () => {
    const consult = await insertConsult();
    expect(await as(manager, () => addConsultNoteAction({ consultId: consult.id, note: '   ' }))).toEqual({
      ok: false,
      formError: actionMessages.invalid,
      fieldErrors: { note: '메모를 적어주세요.' },
    });
    expect(await as(manager, () => addConsultNoteAction({ consultId: 987_654, note: '메모' }))).toEqual({
      ok: false,
      formError: officeActionMessages.notFound,
    });
  });
});

describe('resendPartnerNoticeAction', () => {
  it('refuses anonymous callers and members', async () => {
    const consult = await insertConsult();
    expect(await as(null, () => resendPartnerNoticeAction({ consultId: consult.id }))).toEqual({
      ok: false,
      formError: actionMessages.signedOut,
    });
    expect(await as(member, () => resendPartnerNoticeAction({ consultId: consult.id }))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
    expect(await database.db.select().from(jobs)).toEqual([]);
  });

  it('puts a finished delivery back in line with a fresh budget, and it runs again', async () => {
    const consult = await insertConsult();
    await database.db.insert(jobs).values(partnerNoticeJob(consult.legalCaseUuid));
    const handlers = { [PARTNER_NOTICE_JOB]: partnerNoticeHandler({ partnerApiUrl: undefined }) };
    await runDueJobs(database.db, handlers);
    const [finished] = await database.db.select().from(jobs);
    expect(finished).toMatchObject({ status: 'skipped', attempts: 1 });

    expect(await as(manager, () => resendPartnerNoticeAction({ consultId: consult.id }))).toEqual({
      ok: true,
      data: { result: 'requeued' },
    });
    const [requeued] = await database.db.select().from(jobs);
    expect(requeued).toMatchObject({ id: finished!.id, status: 'pending', attempts: 0, finishedAt: null, lastError: null });
    expect((await eventsOf(consult.id)).map((e) => e.kind)).toEqual(['partner-resend']);
    expect((await auditsOf(consult.id)).map((a) => [a.action, a.detail])).toEqual([['consult.partner-resend', { result: 'requeued' }]]);

    await runDueJobs(database.db, handlers);
    const log = await database.db.select().from(partnerDeliveries).where(eq(partnerDeliveries.consultId, consult.id));
    expect(log.map((entry) => [entry.attempt, entry.outcome])).toEqual([
      [1, 'skipped'],
      [1, 'skipped'],
    ]);
  });

  it('queues a notice that was never written, and leaves one being sent alone', async () => {
    const consult = await insertConsult();
    expect(await as(manager, () => resendPartnerNoticeAction({ consultId: consult.id }))).toEqual({ ok: true, data: { result: 'queued' } });
    expect((await database.db.select().from(jobs)).map((job) => [job.idempotencyKey, job.status])).toEqual([
      [`consult-${consult.legalCaseUuid}`, 'pending'],
    ]);

    await claimJobs(database.db, 10);
    expect(await as(manager, () => resendPartnerNoticeAction({ consultId: consult.id }))).toEqual({
      ok: false,
      formError: officeActionMessages.running,
    });
    expect((await eventsOf(consult.id)).map((e) => e.kind)).toEqual(['partner-resend']);
  });

  it('answers bad input in Korean', async () => {
    expect(await as(manager, () => resendPartnerNoticeAction({ consultId: -3 }))).toEqual({
      ok: false,
      formError: actionMessages.invalid,
      fieldErrors: { consultId: '상담 번호가 올바르지 않습니다.' },
    });
    expect(await as(manager, () => resendPartnerNoticeAction({ consultId: 987_654 }))).toEqual({
      ok: false,
      formError: officeActionMessages.notFound,
    });
  });
});
