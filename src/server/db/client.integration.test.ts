import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { date, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireLock, DatabaseLockedError, openDatabase, withParsersOnInstance } from './client';
import { firmSettings } from './schema';

const dirs: string[] = [];
const tempDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'db-lock-'));
  dirs.push(dir);
  return dir;
};

afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('embedded database lock', () => {
  it('refuses a second opener while another live process holds the folder', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)']);
    try {
      fs.writeFileSync(path.join(dir, 'pglite.lock'), String(holder.pid));
      await expect(openDatabase({ kind: 'pglite', dataDir: dir, lockWaitMs: 0 })).rejects.toThrow(DatabaseLockedError);
      await expect(openDatabase({ kind: 'pglite', dataDir: dir, lockWaitMs: 500 })).rejects.toThrow(/다른 프로세스\(pid \d+\)가 사용 중/);
    } finally {
      holder.kill();
    }
  });

  it('refuses a second handle in the same process until the first closes', async () => {
    const dir = path.join(tempDir(), 'nested', 'data');
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect(() => acquireLock(path.join(dir, 'pglite.lock'))).toThrow(DatabaseLockedError);
    await first.close();
    expect(fs.existsSync(path.join(dir, 'pglite.lock'))).toBe(false);
    const second = await openDatabase({ kind: 'pglite', dataDir: dir });
    await second.close();
  });

  it('waits for a holder that is exiting instead of giving up (a restart right after a kill)', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 1500)'], { stdio: 'ignore' });
    fs.writeFileSync(path.join(dir, 'pglite.lock'), String(holder.pid));
    const started = Date.now();
    const handle = await openDatabase({ kind: 'pglite', dataDir: dir, lockWaitMs: 20_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1_000);
    expect(fs.readFileSync(path.join(dir, 'pglite.lock'), 'utf8')).toBe(String(process.pid));
    await handle.close();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    const lock = path.join(dir, 'pglite.lock');
    fs.writeFileSync(lock, '999999');
    const release = acquireLock(lock);
    expect(fs.readFileSync(lock, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(lock)).toBe(false);
  });

  it('creates missing parent folders and keeps data across reopen', async () => {
    const dir = path.join(tempDir(), 'a', 'b');
    const first = await openDatabase({ kind: 'pglite', dataDir: dir });
    await first.db.insert(firmSettings).values({ id: 1, data: { kept: true } });
    await first.close();
    const second = await openDatabase({ kind: 'pglite', dataDir: dir });
    expect((await second.db.select().from(firmSettings))[0]?.data).toEqual({ kept: true });
    await second.close();
  });

  it('starts an in-memory database from a dump of another, which stays as it was', async () => {
    const source = await openDatabase({ kind: 'pglite-memory' });
    await source.db.insert(firmSettings).values({ id: 1, data: { copied: true } });
    const dump = await (source.db as unknown as { $client: PGlite }).$client.dumpDataDir('none');
    const copy = await openDatabase({ kind: 'pglite-memory', from: dump });
    await copy.db.update(firmSettings).set({ data: { copied: 'and changed' } });
    expect((await copy.db.select().from(firmSettings))[0]?.data).toEqual({ copied: 'and changed' });
    expect((await source.db.select().from(firmSettings))[0]?.data).toEqual({ copied: true });
    await Promise.all([source.close(), copy.close()]);
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('PostgreSQL connection pool', () => {
  it('survives the server closing its idle connections and answers the next query', async () => {
    const { createTestDatabase } = await import('../../../tests/support/test-db');
    const { sql } = await import('drizzle-orm');
    const database = await createTestDatabase();
    const warnings: string[] = [];
    const warn = console.warn;
    console.warn = (message: string) => void warnings.push(message);
    try {
      await database.db.execute(sql`select 1`);
      // The server ends every session on this database, as a restart or a failover would.
      const { Client } = await import('pg');
      const killer = new Client({ connectionString: (database.target as { url: string }).url });
      await killer.connect();
      await killer.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await killer.end();
      await expect.poll(() => warnings.some((line) => line.startsWith('[db] 유휴 연결이 끊겼습니다'))).toBe(true);
      const rows = await database.db.execute(sql`select 2 as two`);
      expect((rows as unknown as { rows: Array<{ two: number }> }).rows[0]?.two).toBe(2);
    } finally {
      console.warn = warn;
      await database.drop();
    }
  });
});

describe('embedded database type parsing (issue 17: no parser table copied per query)', () => {
  const probe = sql`select
    timestamptz '2026-11-27 05:13:02.723+00' as tz,
    timestamp '2026-11-27 14:13:02' as ts,
    date '2026-11-27' as d,
    interval '1 day 2 hours' as i,
    array[timestamptz '2026-11-27 05:13:02+00'] as tzs,
    array[date '2026-11-27'] as ds,
    array[1.5::numeric] as ns,
    12.50::numeric as n,
    9007199254740993::int8 as big,
    '{"a":1}'::jsonb as j,
    true as b`;

  it('reads every type as drizzle does on its own, in and out of a transaction, without handing PGlite parsers', async () => {
    const plain = new PGlite();
    const wrapped = new PGlite();
    const received: unknown[] = [];
    const query = wrapped.query.bind(wrapped);
    wrapped.query = (text, params, options) => {
      received.push(options?.parsers);
      return query(text, params, options);
    };
    try {
      const expected = (await drizzle({ client: plain }).execute(probe)).rows;
      const db = drizzle({ client: await withParsersOnInstance(wrapped) });
      expect((await db.execute(probe)).rows).toEqual(expected);
      expect(await db.transaction(async (tx) => (await tx.execute(probe)).rows)).toEqual(expected);
      expect(expected[0]).toMatchObject({ tz: '2026-11-27 05:13:02.723+00', d: '2026-11-27', i: '1 day 02:00:00' });
      expect(received.length).toBeGreaterThan(0);
      expect(received.every((parsers) => parsers === undefined)).toBe(true);
    } finally {
      await plain.close();
      await wrapped.close();
    }
  });

  it('keeps table columns as drizzle maps them: a Date written comes back at the same instant', async () => {
    const client = new PGlite();
    const events = pgTable('events', {
      at: timestamp('at', { withTimezone: true }).notNull(),
      local: timestamp('local').notNull(),
      day: date('day').notNull(),
    });
    try {
      const db = drizzle({ client: await withParsersOnInstance(client) });
      await db.execute(sql`create table events (at timestamptz not null, local timestamp not null, day date not null)`);
      const at = new Date('2026-11-27T05:13:02.723Z');
      await db.insert(events).values({ at, local: at, day: '2026-11-27' });
      const read = await db.transaction(async (tx) => tx.select().from(events));
      expect(read).toEqual([{ at, local: at, day: '2026-11-27' }]);
      expect(await db.select().from(events)).toEqual(read);
    } finally {
      await client.close();
    }
  });
});
