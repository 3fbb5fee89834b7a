import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../../tests/support/test-db';
import { recordAudit } from '../../features/auth/server/audit';
import { claimJobs } from '../jobs/queue';
import { newRequestRecord, runWithRequestRecord } from '../request-record.mjs';
import { changedNothing, dataVersion, mayWrite } from './data-version';
import { auditLogs, firmSettings } from './schema';

/**
 * The data version (decision 026) on the database the suite runs on (PGlite, or PostgreSQL with
 * TEST_DATABASE_URL): reads leave it, every write moves it, a transaction moves it once its
 * writes are visible. A kept signed-in page (private-page-cache.mjs) relies on all three.
 */
let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

async function moves(run: () => Promise<unknown>): Promise<boolean> {
  const before = dataVersion();
  await run();
  return dataVersion() !== before;
}

describe('the data version', () => {
  it('stays where it is for reads', async () => {
    const { db } = database;
    expect(await moves(() => db.select().from(firmSettings))).toBe(false);
    expect(await moves(() => db.execute(sql`select count(*) from consults where created_at > now() - interval '1 day'`))).toBe(false);
    expect(await moves(() => db.query.consults.findMany({ limit: 3, orderBy: (c, { desc }) => desc(c.id) }))).toBe(false);
  });

  it('moves for every kind of write, a write inside a read statement included', async () => {
    const { db } = database;
    expect(await moves(() => db.update(firmSettings).set({ updatedAt: new Date() }).where(eq(firmSettings.id, 1)))).toBe(true);
    expect(await moves(() => db.execute(sql`create table if not exists scratch_rows (n int)`))).toBe(true);
    expect(await moves(() => db.execute(sql`insert into scratch_rows values (1), (2)`))).toBe(true);
    // The consult's one statement is a select whose common table expressions write.
    expect(await moves(() => db.execute(sql`with gone as (delete from scratch_rows where n = 1 returning n) select n from gone`))).toBe(
      true,
    );
    // A write that fails may still have taken locks or sequence values: counted too.
    expect(await moves(() => db.execute(sql`insert into scratch_rows values ('x')`).catch(() => undefined))).toBe(true);
  });

  it('stays where it is for a plain write that changed no row, such as the job worker finding nothing due', async () => {
    const { db } = database;
    expect(await moves(() => db.update(firmSettings).set({ updatedAt: new Date() }).where(eq(firmSettings.id, -1)))).toBe(false);
    expect(await moves(() => db.execute(sql`delete from scratch_rows where n = -1`))).toBe(false);
    expect(await moves(() => claimJobs(db, 10))).toBe(false);
    // A WITH statement's writes are not counted in its result: it always moves it.
    expect(await moves(() => db.execute(sql`with gone as (delete from scratch_rows where n = -1 returning n) select n from gone`))).toBe(
      true,
    );
    expect(await moves(() => db.execute(sql`insert into scratch_rows values (9)`))).toBe(true);
  });

  it('moves once a transaction has ended, after its writes are visible', async () => {
    const { db } = database;
    let inside = 0;
    const before = dataVersion();
    await db.transaction(async (tx) => {
      await tx.execute(sql`insert into scratch_rows values (3)`);
      inside = dataVersion();
    });
    expect(dataVersion()).toBeGreaterThan(inside);
    expect(dataVersion()).toBeGreaterThan(before);
    const rolledBack = dataVersion();
    await db
      .transaction(async (tx) => {
        await tx.execute(sql`insert into scratch_rows values (4)`);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect(dataVersion()).toBeGreaterThan(rolledBack);
  });

  it("stays where it is for a view record, which the request's record counts instead", async () => {
    const { db } = database;
    const entry = { actor: { id: null, name: '시험' }, action: 'consult.list', subjectType: 'consult', ipAddress: '127.0.0.1' };
    const record = newRequestRecord();
    await runWithRequestRecord(record, async () => {
      expect(await moves(() => recordAudit(db, entry))).toBe(false);
      expect(await moves(() => db.execute(sql`insert into audit_logs (actor_name, action, subject_type) values ('x', 'y', 'z')`))).toBe(
        false,
      );
    });
    // The audit module listed its own insert; the other one was only counted.
    expect(record).toEqual({ viewRecords: [entry], auditInserts: 2, readsAuditLog: false });

    const reader = newRequestRecord();
    await runWithRequestRecord(reader, async () => {
      await db.select().from(auditLogs).limit(1);
    });
    expect(reader.readsAuditLog).toBe(true);
    const other = newRequestRecord();
    await runWithRequestRecord(other, async () => {
      await db.select().from(firmSettings);
    });
    expect(other).toEqual(newRequestRecord());

    // Inside a transaction, or changed afterwards, the audit log moves it as any table does.
    expect(await moves(() => db.transaction((tx) => recordAudit(tx, entry)))).toBe(true);
    expect(await moves(() => db.execute(sql`delete from audit_logs where actor_name = 'x'`))).toBe(true);
  });

  it('counts statements as writes generously, never a write as a read', () => {
    for (const text of [
      'insert into a values (1)',
      'UPDATE a SET b = 1',
      'with x as (delete from a returning *) select * from x',
      'select * from a for update',
      'COMMIT',
      'truncate a',
    ]) {
      expect(mayWrite(text), text).toBe(true);
    }
    for (const text of [
      'select "updated_at", "deleted_at" from "consults"',
      'select count(*) from talk_posts where created_at > $1',
      'begin',
    ]) {
      expect(mayWrite(text), text).toBe(false);
    }
    expect(mayWrite(undefined)).toBe(true);
    expect(changedNothing('update a set b = 1', { affectedRows: 0 })).toBe(true);
    expect(changedNothing('delete from a', { rowCount: 0 })).toBe(true);
    expect(changedNothing('update a set b = 1', { affectedRows: 2 })).toBe(false);
    expect(changedNothing('with x as (update a set b = 1 returning *) select * from x', { affectedRows: 0 })).toBe(false);
    expect(changedNothing('update a set b = 1', {})).toBe(false);
  });
});
