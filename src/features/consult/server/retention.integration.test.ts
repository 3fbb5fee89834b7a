import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useDatabaseForTests } from '@/server/db/db';
import {
  auditLogs,
  consents,
  consultEvents,
  consults,
  jobs,
  mails,
  partnerDeliveries,
  rateLimits,
  sessions,
  verifications,
} from '@/server/db/schema';
import { runDueJobs } from '@/server/jobs/queue';
import { createTestUser } from '../../../../tests/support/auth-factory';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import {
  purgeExpiredData,
  RETENTION_PURGE_JOB,
  retentionJobKey,
  retentionPurgeHandler,
  retentionRunAt,
  scheduleRetentionPurge,
  SYSTEM_ACTOR_NAME,
} from './retention';
import { addSeoulDays } from '@/lib/seoul-date';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

afterEach(async () => {
  await database.db.delete(consults);
  await database.db.delete(jobs);
  await database.db.delete(auditLogs);
  await database.db.delete(rateLimits);
  await database.db.delete(verifications);
});

const now = new Date('2026-11-24T03:00:00.000Z'); // 12:00 in Seoul

async function insertConsult(createdAt: Date) {
  const [row] = await database.db
    .insert(consults)
    .values({
      legalCaseUuid: randomUUID(),
      name: '오래된 신청',
      tel: '010-1111-2222',
      content: '보관 기간 시험용 상담입니다.',
      source: 'api',
      createdAt,
      updatedAt: createdAt,
    })
    .returning();
  await database.db.insert(consents).values({ consultId: row!.id, purpose: 'consult', textVersion: 'consult-test', agreedAt: createdAt });
  await database.db.insert(consultEvents).values({ consultId: row!.id, actorName: '테스트', kind: 'note', note: '메모' });
  await database.db.insert(partnerDeliveries).values({ consultId: row!.id, jobId: 1, attempt: 1, outcome: 'delivered', httpStatus: 200 });
  return row!;
}

describe(`retention purge (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('deletes consults past the retention months with their consents, events and deliveries', async () => {
    const old = await insertConsult(new Date('2023-11-23T00:00:00.000Z'));
    const kept = await insertConsult(new Date('2023-11-25T00:00:00.000Z'));

    const result = await purgeExpiredData(database.db, { retentionMonths: 36, now });
    expect(result.cutoff.toISOString()).toBe('2023-11-24T03:00:00.000Z');
    expect(result.counts.consults).toBe(1);

    const left = await database.db.select({ id: consults.id }).from(consults);
    expect(left.map((row) => row.id)).toEqual([kept.id]);
    const ids = [old.id, kept.id];
    expect((await database.db.select().from(consents).where(inArray(consents.consultId, ids))).map((row) => row.consultId)).toEqual([
      kept.id,
    ]);
    expect(
      (await database.db.select().from(consultEvents).where(inArray(consultEvents.consultId, ids))).map((row) => row.consultId),
    ).toEqual([kept.id]);
    expect(
      (await database.db.select().from(partnerDeliveries).where(inArray(partnerDeliveries.consultId, ids))).map((row) => row.consultId),
    ).toEqual([kept.id]);
  });

  it('deletes expired sessions and verifications and rate-limit windows that ended over a day ago', async () => {
    const user = await createTestUser(database.db);
    const live = (await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).map((row) => row.id).sort();
    await database.db
      .insert(sessions)
      .values({ id: randomUUID(), token: randomUUID(), userId: user.id, expiresAt: new Date(now.getTime() - 1_000) });
    await database.db.insert(verifications).values([
      { id: randomUUID(), identifier: 'reset:expired', value: 'x', expiresAt: new Date(now.getTime() - 60_000) },
      { id: randomUUID(), identifier: 'reset:live', value: 'y', expiresAt: new Date(now.getTime() + 60_000) },
    ]);
    await database.db.insert(rateLimits).values([
      { key: 'test:ancient', windowStart: new Date(now.getTime() - 3 * 24 * 60 * 60_000), count: 3 },
      { key: 'test:yesterday', windowStart: new Date(now.getTime() - 20 * 60 * 60_000), count: 3 },
      { key: 'test:current', windowStart: new Date(now.getTime() - 5 * 60_000), count: 1 },
    ]);

    const result = await purgeExpiredData(database.db, { retentionMonths: 36, now });
    expect(result.counts).toMatchObject({ sessions: 1, verifications: 1, rateLimits: 1 });
    expect((await database.db.select().from(sessions).where(eq(sessions.userId, user.id))).map((row) => row.id).sort()).toEqual(live);
    expect((await database.db.select().from(verifications)).map((row) => row.identifier)).toEqual(['reset:live']);
    const testKeys = (await database.db.select().from(rateLimits)).map((row) => row.key).filter((key) => key.startsWith('test:'));
    expect(testKeys.sort()).toEqual(['test:current', 'test:yesterday']);
  });

  it("records what it purged as '시스템'", async () => {
    await insertConsult(new Date('2020-01-01T00:00:00.000Z'));
    await purgeExpiredData(database.db, { retentionMonths: 36, now });
    const [entry] = await database.db.select().from(auditLogs).where(eq(auditLogs.action, 'retention.purge'));
    expect(entry).toMatchObject({
      actorId: null,
      actorName: SYSTEM_ACTOR_NAME,
      subjectType: 'system',
      subjectId: '2026-11-24',
      detail: {
        retentionMonths: 36,
        cutoff: '2023-11-24T03:00:00.000Z',
        counts: { consults: 1, sessions: 0, verifications: 0, rateLimits: 0 },
      },
    });
  });

  it('deletes mails after 30 days, finished jobs after 90 days and audit entries after two years, keeping newer ones and pending jobs', async () => {
    const day = 24 * 60 * 60_000;
    const ago = (days: number) => new Date(now.getTime() - days * day);
    await database.db.insert(mails).values([
      { to: 'old@test.example', subject: '재설정', text: '링크', kind: 'password-reset', status: 'stored', createdAt: ago(31) },
      { to: 'new@test.example', subject: '재설정', text: '링크', kind: 'password-reset', status: 'stored', createdAt: ago(29) },
    ]);
    await database.db.insert(jobs).values([
      { kind: 'mail.send', payload: {}, idempotencyKey: `old-done-${randomUUID()}`, status: 'done', updatedAt: ago(91) },
      { kind: 'mail.send', payload: {}, idempotencyKey: `old-pending-${randomUUID()}`, status: 'pending', updatedAt: ago(91) },
      { kind: 'mail.send', payload: {}, idempotencyKey: `new-done-${randomUUID()}`, status: 'done', updatedAt: ago(89) },
    ]);
    await database.db.insert(auditLogs).values([
      { actorName: '정하람', action: 'consult.view', subjectType: 'consult', subjectId: '1', createdAt: ago(2 * 366) },
      { actorName: '정하람', action: 'consult.view', subjectType: 'consult', subjectId: '2', createdAt: ago(700) },
    ]);
    const { counts } = await purgeExpiredData(database.db, { retentionMonths: 36, now });
    expect(counts).toMatchObject({ mails: 1, jobs: 1, auditLogs: 1 });
    expect((await database.db.select().from(mails)).map((m) => m.to)).toEqual(['new@test.example']);
    expect((await database.db.select().from(jobs)).map((j) => j.idempotencyKey.split('-').slice(0, 2).join('-')).sort()).toEqual([
      'new-done',
      'old-pending',
    ]);
    expect((await database.db.select().from(auditLogs).where(eq(auditLogs.action, 'consult.view'))).map((a) => a.subjectId)).toEqual(['2']);
  });

  it('refuses a retention period that is not a positive whole number of months', async () => {
    await expect(purgeExpiredData(database.db, { retentionMonths: 0, now })).rejects.toThrow(/positive integer/);
  });
});

describe('retention schedule', () => {
  it('names one job per Seoul day and runs the next one at 04:00 Seoul time', () => {
    expect(retentionJobKey('2026-11-24')).toBe('consult.retention-purge:2026-11-24');
    expect(addSeoulDays('2026-11-24', 1)).toBe('2026-11-25');
    expect(addSeoulDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addSeoulDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(retentionRunAt('2026-11-25').toISOString()).toBe('2026-11-24T19:00:00.000Z');
  });

  it("enqueues today's run once, however often the server starts", async () => {
    expect(await scheduleRetentionPurge(database.db, now)).toBe(true);
    expect(await scheduleRetentionPurge(database.db, now)).toBe(false);
    const rows = await database.db.select().from(jobs);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: RETENTION_PURGE_JOB, idempotencyKey: 'consult.retention-purge:2026-11-24', status: 'pending' });
  });

  it('purges when due and schedules the next day, even when the purge fails', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await insertConsult(new Date('2020-01-01T00:00:00.000Z'));
    await scheduleRetentionPurge(database.db, now);
    const handler = retentionPurgeHandler({ retentionMonths: async () => 36, now: () => now });
    expect(await runDueJobs(database.db, { [RETENTION_PURGE_JOB]: handler }, { now })).toBe(1);

    const rows = await database.db.select().from(jobs).where(eq(jobs.kind, RETENTION_PURGE_JOB));
    const byKey = Object.fromEntries(rows.map((row) => [row.idempotencyKey, row]));
    expect(byKey['consult.retention-purge:2026-11-24']?.status).toBe('done');
    expect(byKey['consult.retention-purge:2026-11-25']).toMatchObject({ status: 'pending', payload: { day: '2026-11-25' } });
    expect(byKey['consult.retention-purge:2026-11-25']?.runAt.toISOString()).toBe('2026-11-24T19:00:00.000Z');
    expect(await database.db.select().from(consults)).toHaveLength(0);

    // A purge that throws is retried by the queue, and tomorrow's run is already in line.
    await database.db.delete(jobs);
    await scheduleRetentionPurge(database.db, now);
    const broken = retentionPurgeHandler({ retentionMonths: async () => -1, now: () => now });
    await runDueJobs(database.db, { [RETENTION_PURGE_JOB]: broken }, { baseBackoffMs: 60_000, now });
    const after = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, RETENTION_PURGE_JOB)));
    const keys = Object.fromEntries(after.map((row) => [row.idempotencyKey, row.status]));
    expect(keys).toEqual({ 'consult.retention-purge:2026-11-24': 'pending', 'consult.retention-purge:2026-11-25': 'pending' });
  });
});
