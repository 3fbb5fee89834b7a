import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useDatabaseForTests } from '@/server/db/db';
import { jobs } from '@/server/db/schema';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../tests/support/test-db';
import {
  claimJobs,
  enqueueJob,
  finishJob,
  HEARTBEAT_MS,
  reclaimOrphanedJobs,
  renewLeases,
  requeueJob,
  runDueJobs,
  STALE_MS,
  type JobHandler,
} from './queue';

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
  await database.db.delete(jobs);
});

const jobByKey = async (key: string) => (await database.db.select().from(jobs).where(eq(jobs.idempotencyKey, key)))[0];

describe(`job queue scheduling (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers whether enqueueJob wrote the job, once per idempotency key', async () => {
    expect(await enqueueJob(database.db, { kind: 'test.echo', payload: { n: 1 }, idempotencyKey: 'echo-1' })).toBe(true);
    expect(await enqueueJob(database.db, { kind: 'test.echo', payload: { n: 2 }, idempotencyKey: 'echo-1' })).toBe(false);
    const rows = await database.db.select().from(jobs);
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toEqual({ n: 1 });
  });

  it('holds a job with a later run time until it is due', async () => {
    const later = new Date(Date.now() + 60 * 60_000);
    await enqueueJob(database.db, { kind: 'test.echo', payload: {}, idempotencyKey: 'later', runAt: later });
    expect(await claimJobs(database.db, 10)).toEqual([]);
    expect((await jobByKey('later'))?.runAt.toISOString()).toBe(later.toISOString());

    await database.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1_000) })
      .where(eq(jobs.idempotencyKey, 'later'));
    const claimed = await claimJobs(database.db, 10);
    expect(claimed.map((job) => job.idempotencyKey)).toEqual(['later']);
  });

  it('does not write a finished job again, but requeues it with a fresh budget', async () => {
    let runs = 0;
    const handlers: Record<string, JobHandler> = {
      'test.flaky': async () => {
        runs += 1;
        return { status: 'failed', error: '상대 서버가 거절했습니다' };
      },
    };
    await enqueueJob(database.db, { kind: 'test.flaky', payload: {}, idempotencyKey: 'flaky' });
    await runDueJobs(database.db, handlers);
    expect(await jobByKey('flaky')).toMatchObject({ status: 'failed', attempts: 1, lastError: '상대 서버가 거절했습니다' });

    expect(await enqueueJob(database.db, { kind: 'test.flaky', payload: {}, idempotencyKey: 'flaky' })).toBe(false);
    expect(await runDueJobs(database.db, handlers)).toBe(0);

    const result = await requeueJob(database.db, 'flaky');
    expect(result.status).toBe('requeued');
    const requeued = await jobByKey('flaky');
    expect(requeued).toMatchObject({ status: 'pending', attempts: 0, lastError: null, finishedAt: null, lockedAt: null });
    expect(Math.abs(requeued!.runAt.getTime() - Date.now())).toBeLessThan(60_000);

    expect(await runDueJobs(database.db, handlers)).toBe(1);
    expect(runs).toBe(2);
    expect(await jobByKey('flaky')).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('requeues a done job for a given time', async () => {
    await enqueueJob(database.db, { kind: 'test.ok', payload: {}, idempotencyKey: 'ok' });
    await runDueJobs(database.db, { 'test.ok': async () => ({ status: 'done' }) });
    const tomorrow = new Date(Date.now() + 24 * 60 * 60_000);
    const result = await requeueJob(database.db, 'ok', { runAt: tomorrow });
    expect(result.status).toBe('requeued');
    expect((await jobByKey('ok'))?.runAt.toISOString()).toBe(tomorrow.toISOString());
    expect(await claimJobs(database.db, 10)).toEqual([]);
  });

  it('leaves a job a live process is running alone, and takes back a stale one', async () => {
    await enqueueJob(database.db, { kind: 'test.slow', payload: {}, idempotencyKey: 'slow' });
    await claimJobs(database.db, 10);
    expect(await requeueJob(database.db, 'slow')).toEqual({ status: 'running' });
    expect((await jobByKey('slow'))?.status).toBe('running');

    await database.db
      .update(jobs)
      .set({ lockedAt: sql`now() - make_interval(secs => ${(STALE_MS + 60_000) / 1000})` })
      .where(eq(jobs.idempotencyKey, 'slow'));
    expect((await requeueJob(database.db, 'slow')).status).toBe('requeued');
    expect((await jobByKey('slow'))?.status).toBe('pending');
  });

  it('answers missing for an unknown key', async () => {
    expect(await requeueJob(database.db, 'nobody')).toEqual({ status: 'missing' });
  });
});

describe(`job queue after a crash and on hostile messages (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('takes back a job whose process stopped renewing its lease within a minute (PostgreSQL shared by several processes)', async () => {
    expect(STALE_MS).toBeLessThan(60_000);
    expect(HEARTBEAT_MS * 3).toBeLessThanOrEqual(STALE_MS);
    await enqueueJob(database.db, { kind: 'test.ok', payload: {}, idempotencyKey: 'lease-1' });
    const [claimed] = await claimJobs(database.db, 10);
    // Another process looks a little before and just after the lease runs out.
    const lockedAt = claimed!.lockedAt!.getTime();
    expect(await claimJobs(database.db, 10, { now: new Date(lockedAt + STALE_MS - 1_000) })).toEqual([]);
    const [taken] = await claimJobs(database.db, 10, { now: new Date(lockedAt + STALE_MS + 1_000) });
    expect(taken?.idempotencyKey).toBe('lease-1');
    expect(taken?.attempts).toBe(2);
  });

  it('renews the lease of a job while its handler runs, so a slow delivery is not taken over', async () => {
    await enqueueJob(database.db, { kind: 'test.slow', payload: {}, idempotencyKey: 'lease-slow' });
    const seen: number[] = [];
    const slow: JobHandler = async (job) => {
      const firstLock = (await jobByKey('lease-slow'))!.lockedAt!.getTime();
      await new Promise((resolve) => setTimeout(resolve, 400));
      seen.push(firstLock, (await jobByKey('lease-slow'))!.lockedAt!.getTime());
      expect(job.status).toBe('running');
      return { status: 'done' };
    };
    await runDueJobs(database.db, { 'test.slow': slow }, { heartbeatMs: 100 });
    expect(seen[1]).toBeGreaterThan(seen[0]!);
    const done = await jobByKey('lease-slow');
    expect(done).toMatchObject({ status: 'done', lockedAt: null });
    // A renewal never brings back a job that is no longer running.
    expect(await renewLeases(database.db, [done!.id])).toBe(0);
  });

  it('puts jobs left running by a dead process back in line at once (the embedded database at start)', async () => {
    await enqueueJob(database.db, { kind: 'test.ok', payload: {}, idempotencyKey: 'orphan-1' });
    await claimJobs(database.db, 10);
    expect(await claimJobs(database.db, 10)).toEqual([]);
    expect(await reclaimOrphanedJobs(database.db)).toBe(1);
    expect(await runDueJobs(database.db, { 'test.ok': async () => ({ status: 'done' }) })).toBe(1);
    expect((await jobByKey('orphan-1'))?.status).toBe('done');
  });

  it('finishes a job whose error message carries NUL bytes, with the message made safe', async () => {
    await enqueueJob(database.db, { kind: 'test.nul', payload: {}, idempotencyKey: 'nul-1' });
    const [job] = await claimJobs(database.db, 10);
    await finishJob(database.db, job!, { status: 'retry', error: 'partner said \u0000\u0000 nothing' });
    const row = await jobByKey('nul-1');
    expect(row?.status).toBe('pending');
    expect(row?.lastError).toBe('partner said  nothing');
  });
});
