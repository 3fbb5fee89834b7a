import fs from 'node:fs';
import path from 'node:path';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { changedNothing, mayWrite, noteAuditLogUse, noteDataChanged } from './data-version';
import { schema } from './schema';

/**
 * One database handle per process (DESIGN section 2): embedded PGlite in DATA_DIR by default,
 * PostgreSQL through DATABASE_URL. Migrations run in-process when the handle opens.
 */

type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

/**
 * `pglite-memory` may start from `from`, a dump of another in-memory database (PGlite's
 * `dumpDataDir`): the integration tests migrate and seed one database per run and start every file
 * from a copy of it, 0.7 s instead of 6 s for a new cluster and its migrations.
 */
export type DatabaseTarget =
  { kind: 'pglite'; dataDir: string; lockWaitMs?: number } | { kind: 'pglite-memory'; from?: Blob } | { kind: 'postgres'; url: string };

export type DatabaseHandle = { db: Db; target: DatabaseTarget; close: () => Promise<void> };

export const migrationsFolder = path.join(process.cwd(), 'drizzle');

export class DatabaseLockedError extends Error {}

export async function openDatabase(target: DatabaseTarget): Promise<DatabaseHandle> {
  if (target.kind === 'postgres') return openPostgres(target.url);
  return openPglite(target);
}

async function openPostgres(url: string): Promise<DatabaseHandle> {
  const { Pool } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const pool = new Pool({ connectionString: url, max: 10 });
  // An idle connection the server closes (a restart, a failover, a dropped test database) is
  // replaced on the next query; without a listener the pool's 'error' event would end the process.
  pool.on('error', (error) => console.warn(`[db] 유휴 연결이 끊겼습니다: ${error.message}`));
  // Every connection tells the data version about its writes (decision 026).
  pool.on('connect', (client) => noteWritesOfPgClient(client));
  // Several processes may start at once: one migrates while the others wait on the advisory lock.
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock(727100)');
    await migrate(drizzle({ client, schema }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock(727100)').catch(() => undefined);
    client.release();
  }
  const db = drizzle({ client: pool, schema }) as unknown as Db;
  return { db, target: { kind: 'postgres', url }, close: () => pool.end() };
}

async function openPglite(target: Exclude<DatabaseTarget, { kind: 'postgres' }>): Promise<DatabaseHandle> {
  const { PGlite } = await import('@electric-sql/pglite');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const { drizzle } = await import('drizzle-orm/pglite');
  const { migrate } = await import('drizzle-orm/pglite/migrator');
  let releaseLock = () => {};
  if (target.kind === 'pglite') {
    fs.mkdirSync(target.dataDir, { recursive: true });
    releaseLock = await acquireLockWithin(path.join(target.dataDir, 'pglite.lock'), target.lockWaitMs ?? LOCK_WAIT_MS);
  }
  try {
    // PGlite writes through the whole buffer pool when it starts, so each megabyte of it is resident
    // from the first second (issue 17, goal 5: 32 MB cost 48 MB of WebAssembly memory, 16 MB 30).
    // Pages beyond it come back from the operating system's file cache. btree_gist: the bookings'
    // exclusion constraint (decision 015).
    const options = { postgresqlconf: ['shared_buffers=16MB'], extensions: { btree_gist } };
    const client =
      target.kind === 'pglite'
        ? new PGlite(path.join(target.dataDir, 'pglite'), options)
        : new PGlite({ ...options, loadDataDir: target.from });
    const db = drizzle({ client: noteWritesOf(await withParsersOnInstance(client)), schema });
    await migrate(db, { migrationsFolder });
    return {
      db: db as unknown as Db,
      target,
      close: async () => {
        await client.close();
        releaseLock();
      },
    };
  } catch (error) {
    releaseLock();
    throw error;
  }
}

type PGliteClient = InstanceType<typeof import('@electric-sql/pglite').PGlite>;
type QueryOptions = Parameters<PGliteClient['query']>[2];

/**
 * Drizzle hands PGlite its own type parsers with every query (timestamps, dates and intervals kept
 * as text), and PGlite then copies its whole table of about 320 parsers into a new object for that
 * one query: 0.17 ms of a 0.29 ms `select 1`, on every statement the site runs (issue 17). Drizzle is
 * the only caller of this client and always sends the same parsers, so they are written into the
 * instance's table instead and the query goes without them: the same parsing, without the copy.
 */
export async function withParsersOnInstance<C extends PGliteClient>(client: C): Promise<C> {
  // A client that is not ready yet would fill in its array parsers after the first adoption.
  await client.waitReady;
  const adopt = (options: QueryOptions): QueryOptions => {
    if (!options?.parsers) return options;
    Object.assign(client.parsers, options.parsers);
    return { ...options, parsers: undefined };
  };
  const query = client.query.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = (text, params, options) => query(text, params, adopt(options));
  client.transaction = (callback) =>
    transaction((tx) => {
      const txQuery = tx.query.bind(tx);
      return callback(
        Object.assign(Object.create(tx) as typeof tx, {
          query: ((text, params, options) => txQuery(text, params, adopt(options))) as typeof tx.query,
        }),
      );
    });
  return client;
}

/**
 * Resolves as `result` does, having moved the data version when `writes`, unless the statement
 * `text` (when given) changed no row.
 */
function afterWrite<T>(result: Promise<T>, writes: boolean, text?: unknown): Promise<T> {
  if (!writes) return result;
  return result.then(
    (value) => {
      if (!changedNothing(text, value)) noteDataChanged();
      return value;
    },
    (error: unknown) => {
      noteDataChanged();
      throw error;
    },
  );
}

/**
 * Moves the data version (data-version.ts, decision 026) after every statement that may write and
 * after every transaction ends, committed or not: the statements inside one run on its own handle,
 * and what they wrote is visible only once it ends.
 */
function noteWritesOf<C extends PGliteClient>(client: C): C {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = ((text, params, options) => {
    noteAuditLogUse(text);
    return afterWrite(query(text, params, options), mayWrite(text), text);
  }) as C['query'];
  client.exec = ((text, options) => {
    noteAuditLogUse(text);
    return afterWrite(exec(text, options), true);
  }) as C['exec'];
  client.transaction = ((callback) => afterWrite(transaction(callback), true)) as C['transaction'];
  return client;
}

/**
 * The same for a PostgreSQL connection: a transaction's statements move the version as they run
 * and its COMMIT moves it again once its writes are visible. node-postgres's pool calls `query`
 * with a callback, drizzle without one.
 */
function noteWritesOfPgClient(client: { query: (...args: never[]) => unknown }): void {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((...args: unknown[]) => {
    const first = args[0];
    const text = typeof first === 'string' ? first : (first as { text?: unknown } | undefined)?.text;
    noteAuditLogUse(text);
    if (!mayWrite(text)) return query(...args);
    const last = args.at(-1);
    if (typeof last === 'function') {
      args[args.length - 1] = (error: unknown, result: unknown) => {
        if (error || !changedNothing(text, result)) noteDataChanged();
        return (last as (error: unknown, result: unknown) => unknown)(error, result);
      };
      return query(...args);
    }
    const result = query(...args);
    return result instanceof Promise ? afterWrite(result, true, text) : result;
  }) as typeof client.query;
}

/**
 * PGlite allows one process per data folder. The lock file holds the owner's pid; a lock whose
 * process is gone is taken over, a live one is refused with a clear message.
 */
export function acquireLock(lockPath: string): () => void {
  const tryCreate = () => {
    const fd = fs.openSync(lockPath, 'wx');
    fs.writeSync(fd, String(process.pid));
    fs.closeSync(fd);
  };
  try {
    tryCreate();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    const owner = Number(fs.readFileSync(lockPath, 'utf8').trim());
    if (Number.isInteger(owner) && owner > 0 && isAlive(owner)) {
      throw new DatabaseLockedError(
        `내장 데이터베이스(${path.dirname(lockPath)})를 다른 프로세스(pid ${owner})가 사용 중입니다. ` +
          '그 프로세스를 먼저 종료하거나, 여러 프로세스로 실행하려면 DATABASE_URL로 PostgreSQL을 지정하세요.',
      );
    }
    fs.rmSync(lockPath, { force: true });
    tryCreate();
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off('exit', release);
    try {
      if (fs.readFileSync(lockPath, 'utf8').trim() === String(process.pid)) fs.rmSync(lockPath, { force: true });
    } catch {
      // already gone
    }
  };
  process.once('exit', release);
  return release;
}

/**
 * A restart right after a kill may find the old process still exiting (its pid answers until its
 * parent reaps it): wait for it, up to `waitMs`, instead of giving up at once (issue 11).
 */
export const LOCK_WAIT_MS = 15_000;

export async function acquireLockWithin(lockPath: string, waitMs: number): Promise<() => void> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      return acquireLock(lockPath);
    } catch (error) {
      if (!(error instanceof DatabaseLockedError) || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
  // A killed process its parent has not reaped yet (a zombie) still answers kill(pid, 0).
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true;
  }
}
