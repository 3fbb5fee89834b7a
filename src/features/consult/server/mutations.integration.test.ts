import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PARTNER_NOTICE_JOB, partnerNoticeHandler } from '@/features/notifications/server/partner-notice';
import { useDatabaseForTests } from '@/server/db/db';
import { consents, consults, jobs, partnerDeliveries } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { runDueJobs, STALE_MS } from '@/server/jobs/queue';
import { startWorker } from '@/server/jobs/worker';
import { expectConsoleError } from '../../../../tests/support/integration-setup';
import { startFakePartner, type FakePartner } from '../../../../tests/support/fake-partner';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { messages } from '../domain/consult-form-rules';
import { fileConsult } from './mutations';

const request = (overrides: Record<string, unknown> = {}) => ({
  tel: '010-2345-6789',
  content: '남편의 외도로 이혼을 고민하고 있습니다. 양육권이 걱정됩니다.',
  name: '박서윤',
  address: '서울',
  category: '이혼',
  consent: true,
  inflow_route: '/page/intro',
  inflow_at: '2026-11-20T10:00:00.000Z',
  ...overrides,
});

let database: TestDatabase;
let partner: FakePartner;
let address = 0;
const meta = () => ({ address: `198.51.100.${(address += 1) % 250}`, source: 'modal' as const });

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  partner = await startFakePartner();
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await partner.close();
  await database.drop();
});

beforeEach(() => {
  partner.requests.length = 0;
  partner.respondWith(200);
  partner.replyWith(undefined);
  process.env.CONSULT_RATE_LIMIT = '1000';
  resetEnvForTests();
});

afterEach(async () => {
  delete process.env.CONSULT_RATE_LIMIT;
  delete process.env.TURNSTILE_SECRET_KEY;
  delete process.env.TURNSTILE_VERIFY_URL;
  resetEnvForTests();
  await database.db.delete(consults);
  await database.db.delete(jobs);
});

const handlers = () => ({ [PARTNER_NOTICE_JOB]: partnerNoticeHandler({ partnerApiUrl: partner.url, timeoutMs: 2_000 }) });

describe(`fileConsult (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('stores the consult, its consent record and one notification job together', async () => {
    const result = await fileConsult(request(), meta());
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.model).toEqual({ id: expect.any(Number), name: '박서윤', legal_case_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    const [row] = await database.db.select().from(consults).where(eq(consults.id, result.model.id));
    expect(row).toMatchObject({
      tel: '010-2345-6789',
      region: '서울',
      category: '이혼',
      source: 'modal',
      inflowRoute: '/page/intro',
      legalCaseUuid: result.model.legal_case_uuid,
      status: 'new',
    });
    expect(row?.inflowAt?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
    const consent = await database.db.select().from(consents).where(eq(consents.consultId, result.model.id));
    expect(consent).toHaveLength(1);
    expect(consent[0]?.textVersion).toMatch(/^consult-/);
    const queued = await database.db.select().from(jobs);
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({
      kind: PARTNER_NOTICE_JOB,
      status: 'pending',
      payload: { legalCaseUuid: result.model.legal_case_uuid },
    });
  });

  it("stores a booking with its wish above the visitor's text and the booking consent version", async () => {
    const result = await fileConsult(request({ content: '아파트 분할 비율이 궁금합니다.' }), {
      ...meta(),
      source: 'booking',
      contentPrefix: '[방문 상담 예약] 본사 (교대) · 2026-11-30(월) 14:00 희망',
      consent: { purpose: 'visit', version: 'visit-2026-11-v1' },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    const [row] = await database.db.select().from(consults).where(eq(consults.id, result.model.id));
    expect(row?.content).toBe('[방문 상담 예약] 본사 (교대) · 2026-11-30(월) 14:00 희망\n\n아파트 분할 비율이 궁금합니다.');
    expect(row?.source).toBe('booking');
    const consent = await database.db.select().from(consents).where(eq(consents.consultId, result.model.id));
    expect(consent).toMatchObject([{ purpose: 'visit', textVersion: 'visit-2026-11-v1' }]);
  });

  it('rejects invalid input with the spec messages and saves nothing', async () => {
    const result = await fileConsult(request({ tel: '123', content: '상담요청', consent: false }), meta());
    expect(result).toEqual({
      ok: false,
      status: 400,
      formError: messages.telShort,
      fieldErrors: { tel: messages.telShort, consent: messages.consent },
    });
    const strict = await fileConsult(request({ content: '상담요청' }), meta());
    expect(strict).toMatchObject({ ok: false, status: 400, fieldErrors: { content: messages.contentSubmit } });
    expect(await database.db.select().from(consults)).toHaveLength(0);
  });

  it('rejects a filled honeypot', async () => {
    const result = await fileConsult(request({ website: 'http://spam.example' }), meta());
    expect(result).toMatchObject({ ok: false, status: 400, formError: messages.botRejected });
    expect(await database.db.select().from(consults)).toHaveLength(0);
  });

  it('limits requests per address with a Korean 429 message', async () => {
    process.env.CONSULT_RATE_LIMIT = '2';
    resetEnvForTests();
    const same = { address: '203.0.113.9', source: 'board' as const };
    expect((await fileConsult(request(), same)).ok).toBe(true);
    expect((await fileConsult(request(), same)).ok).toBe(true);
    const third = await fileConsult(request(), same);
    expect(third).toMatchObject({ ok: false, status: 429, formError: messages.rateLimited });
    expect((await fileConsult(request(), { ...same, address: '203.0.113.10' })).ok).toBe(true);
  });

  it('verifies Turnstile against the configured endpoint when a secret is set', async () => {
    const verifier = await startFakePartner();
    verifier.respondWith(200);
    process.env.TURNSTILE_SECRET_KEY = 'test-secret';
    process.env.TURNSTILE_VERIFY_URL = `${verifier.url}/siteverify`;
    resetEnvForTests();
    try {
      const missing = await fileConsult(request(), meta());
      expect(missing).toMatchObject({ ok: false, status: 400, formError: messages.botCheckFailed });
      // The fake answers { success: true } for a 200.
      const passed = await fileConsult(request({ token: 'token-from-widget' }), meta());
      expect(passed.ok).toBe(true);
      expect(String(verifier.requests[0]?.body)).toContain('response=token-from-widget');
    } finally {
      await verifier.close();
    }
  });

  it('answers the save failure message when the rate-limit check cannot reach the database', async () => {
    expectConsoleError();
    useDatabaseForTests({ ...database, db: brokenDb(database, true) });
    try {
      expect(await fileConsult(request(), meta())).toEqual({ ok: false, status: 500, formError: messages.saveFailed });
    } finally {
      useDatabaseForTests(database);
    }
  });

  it('answers the save failure message when the database fails, and logs it', async () => {
    expectConsoleError();
    useDatabaseForTests({ ...database, db: brokenDb(database) });
    try {
      const result = await fileConsult(request(), meta());
      expect(result).toEqual({ ok: false, status: 500, formError: messages.saveFailed });
    } finally {
      useDatabaseForTests(database);
    }
  });
});

describe('partner notification job: replies that are not success (issue 11)', () => {
  const fileOne = async () => {
    const result = await fileConsult(request(), meta());
    if (!result.ok) throw new Error('save failed');
    return result.model;
  };
  const jobRow = async () => (await database.db.select().from(jobs))[0];

  it.each([
    ['a 200 whose body carries a NUL byte', 200, '{"success":true,"echo":"\u0000"}\u0000'],
    ['a 503 whose body carries a NUL byte', 503, 'upstream\u0000down'],
  ])('records %s as safe text and puts the job back in line instead of leaving it running', async (_label, status, body) => {
    partner.respondWith(status);
    partner.replyWith(() => body);
    const model = await fileOne();
    await runDueJobs(database.db, handlers(), { baseBackoffMs: 60_000 });
    const job = await jobRow();
    expect(job?.status).toBe('pending');
    expect(job?.lastError).not.toContain('\u0000');
    const deliveries = await database.db.select().from(partnerDeliveries).where(eq(partnerDeliveries.consultId, model.id));
    expect(deliveries).toHaveLength(1);
    expect(deliveries[0]).toMatchObject({ outcome: 'retry', httpStatus: status });
    expect(deliveries[0]?.detail).not.toContain('\u0000');
  });

  it("retries a 200 that is not the partner's JSON success, and counts a 409 for the same key as delivered", async () => {
    partner.respondWith((_request, index) => (index === 0 ? 200 : 409));
    partner.replyWith((_request, index) => (index === 0 ? '<html>proxy error</html>' : '{"success":false,"message":"duplicate"}'));
    await fileOne();
    await runDueJobs(database.db, handlers(), { baseBackoffMs: 60_000 });
    expect((await jobRow())?.status).toBe('pending');
    await database.db.update(jobs).set({ runAt: new Date(0) });
    await runDueJobs(database.db, handlers());
    expect(partner.requests).toHaveLength(2);
    expect((await jobRow())?.status).toBe('done');
  });
});

describe('partner notification job', () => {
  it('posts the exact body once, with an idempotency key', async () => {
    const result = await fileConsult(request({ name: '' }), meta());
    if (!result.ok) throw new Error('save failed');
    await runDueJobs(database.db, handlers());
    expect(partner.requests).toHaveLength(1);
    expect(partner.requests[0]?.path).toBe('/api/consults/biz-kakao');
    expect(partner.requests[0]?.body).toEqual({
      name: '고객',
      tel: '010-2345-6789',
      legalCaseUuid: result.model.legal_case_uuid,
      id: result.model.id,
      category: 'CONSULT',
    });
    expect(partner.requests[0]?.headers['idempotency-key']).toBe(`consult-${result.model.legal_case_uuid}`);
    await runDueJobs(database.db, handlers());
    expect(partner.requests).toHaveLength(1);
    const [job] = await database.db.select().from(jobs);
    expect(job?.status).toBe('done');
  });

  it('keeps retrying with backoff while the partner is down, then delivers once', async () => {
    partner.respondWith((_request, index) => (index < 3 ? 503 : 200));
    const result = await fileConsult(request(), meta());
    if (!result.ok) throw new Error('save failed');
    const worker = startWorker(async () => database.db, handlers(), { pollMs: 20, baseBackoffMs: 10 });
    try {
      await waitFor(async () => (await database.db.select().from(jobs))[0]?.status === 'done');
    } finally {
      await worker.stop();
    }
    expect(partner.requests).toHaveLength(4);
    const log = await database.db.select().from(partnerDeliveries).where(eq(partnerDeliveries.consultId, result.model.id));
    expect(log.map((entry) => entry.outcome)).toEqual(['retry', 'retry', 'retry', 'delivered']);
    expect(log.map((entry) => entry.httpStatus)).toEqual([503, 503, 503, 200]);
  });

  it('retries when the partner cannot be reached at all', async () => {
    const down = await startFakePartner();
    const downUrl = down.url;
    await down.close();
    const result = await fileConsult(request(), meta());
    if (!result.ok) throw new Error('save failed');
    await runDueJobs(database.db, { [PARTNER_NOTICE_JOB]: partnerNoticeHandler({ partnerApiUrl: downUrl, timeoutMs: 1_000 }) });
    const [job] = await database.db.select().from(jobs);
    expect(job).toMatchObject({ status: 'pending', attempts: 1 });
    expect(job?.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(job?.lastError).toBeTruthy();
  });

  it('stops retrying on a 4xx rejection and records it', async () => {
    partner.respondWith(422);
    await fileConsult(request(), meta());
    await runDueJobs(database.db, handlers());
    const [job] = await database.db.select().from(jobs);
    expect(job?.status).toBe('failed');
    expect((await database.db.select().from(partnerDeliveries))[0]).toMatchObject({ outcome: 'failed', httpStatus: 422 });
  });

  it('records the delivery as skipped when no partner is configured', async () => {
    const result = await fileConsult(request(), meta());
    if (!result.ok) throw new Error('save failed');
    await runDueJobs(database.db, { [PARTNER_NOTICE_JOB]: partnerNoticeHandler({ partnerApiUrl: undefined }) });
    const [job] = await database.db.select().from(jobs);
    expect(job?.status).toBe('skipped');
    expect(partner.requests).toHaveLength(0);
    expect((await database.db.select().from(partnerDeliveries))[0]?.outcome).toBe('skipped');
  });

  it('claims a job again when the process that held it died', async () => {
    await fileConsult(request(), meta());
    await database.db.update(jobs).set({ status: 'running', attempts: 1, lockedAt: new Date(Date.now() - STALE_MS - 1_000) });
    await runDueJobs(database.db, handlers());
    expect(partner.requests).toHaveLength(1);
    expect((await database.db.select().from(jobs))[0]).toMatchObject({ status: 'done', attempts: 2 });
  });

  it('delivers 100 concurrent submissions exactly once each', async () => {
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) => fileConsult(request({ tel: `010-5555-${String(i).padStart(4, '0')}` }), meta())),
    );
    expect(results.every((r) => r.ok)).toBe(true);
    expect(await database.db.select().from(consults)).toHaveLength(100);
    await Promise.all([runDueJobs(database.db, handlers()), runDueJobs(database.db, handlers())]);
    expect(partner.requests).toHaveLength(100);
    const ids = new Set(partner.requests.map((r) => (r.body as { id: number }).id));
    expect(ids.size).toBe(100);
  });
});

describe('a restart between saving and delivering', () => {
  it('loses nothing: the job is delivered after the database reopens', async () => {
    const dataDir = onPostgres ? undefined : fs.mkdtempSync(path.join(os.tmpdir(), 'consult-restart-'));
    let restartable = onPostgres ? database : await createTestDatabase({ dataDir });
    useDatabaseForTests(restartable);
    try {
      const result = await fileConsult(request(), meta());
      if (!result.ok) throw new Error('save failed');
      restartable = await restartable.reopen();
      useDatabaseForTests(restartable);
      await runDueJobs(restartable.db, handlers());
      expect(partner.requests.map((r) => (r.body as { id: number }).id)).toEqual([result.model.id]);
    } finally {
      useDatabaseForTests(database);
      if (onPostgres) database = restartable;
      else {
        await restartable.close();
        fs.rmSync(dataDir!, { recursive: true, force: true });
      }
      useDatabaseForTests(database);
    }
  });
});

async function waitFor(check: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

function brokenDb(handle: TestDatabase, failInserts = false) {
  return new Proxy(handle.db, {
    get(target, property, receiver) {
      if (property === 'execute' || property === 'transaction') return async () => Promise.reject(new Error('database is down'));
      if (property === 'insert' && failInserts)
        return () => {
          throw new Error('database is down');
        };
      return Reflect.get(target, property, receiver);
    },
  });
}
