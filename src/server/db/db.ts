import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { env, isBuildPhase } from '../env';
import { openDatabase, type DatabaseHandle, type DatabaseTarget, type Db } from './client';

/**
 * The process-wide handle. Next bundles instrumentation and routes separately, so the handle
 * lives on globalThis: a second module copy must reuse it, never open PGlite twice.
 */
type Holder = { handle?: Promise<DatabaseHandle>; override?: Promise<DatabaseHandle> };
const holder: Holder = ((globalThis as Record<string, unknown>).__familyLawDb ??= {}) as Holder;

export function databaseTarget(): DatabaseTarget {
  const { DATABASE_URL, DATA_DIR } = env();
  if (DATABASE_URL) return { kind: 'postgres', url: DATABASE_URL };
  if (isBuildPhase()) return buildPhaseTarget(path.resolve(DATA_DIR));
  return { kind: 'pglite', dataDir: path.resolve(DATA_DIR) };
}

/**
 * `next build` prerenders public pages (decision 001) in worker processes while the embedded
 * folder may belong to no one or to a server: each worker reads a private copy of it, or an
 * in-memory database with the same demo seed the first start writes.
 */
function buildPhaseTarget(dataDir: string): DatabaseTarget {
  if (!fs.existsSync(path.join(dataDir, 'pglite'))) return { kind: 'pglite-memory' };
  const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'build-db-'));
  fs.cpSync(dataDir, copy, { recursive: true, filter: (source) => !source.endsWith('pglite.lock') });
  process.once('exit', () => fs.rmSync(copy, { recursive: true, force: true }));
  return { kind: 'pglite', dataDir: copy };
}

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  if (holder.override) return holder.override;
  holder.handle ??= openSeeded(databaseTarget());
  return holder.handle;
}

function openSeeded(target: DatabaseTarget): Promise<DatabaseHandle> {
  return openDatabase(target).then(async (handle) => {
    // The seed is a composition root that imports every feature's demo data: loaded only here, once,
    // so a module that merely talks to the database does not pull the features in (decision 011).
    const { seedDemoAccounts, seedDemoCatalogIfEmpty, seedDemoContent } = await import('../seed');
    await seedDemoContent(handle.db);
    // The embedded database is the demo: it starts with the firm's demo catalog. PostgreSQL gets
    // it only on request (`npm run db:seed -- --demo`).
    if (target.kind !== 'postgres') await seedDemoCatalogIfEmpty(handle.db);
    if (target.kind === 'pglite' && !isBuildPhase()) await seedDemoAccounts(handle.db, target.dataDir);
    return handle;
  });
}

export async function getDb(): Promise<Db> {
  return (await getDatabaseHandle()).db;
}

export async function closeDb(): Promise<void> {
  const pending = holder.handle;
  holder.handle = undefined;
  if (pending) await (await pending).close();
}

/** Integration tests point the server code at their own database. */
export function useDatabaseForTests(handle: DatabaseHandle | undefined): void {
  holder.override = handle ? Promise.resolve(handle) : undefined;
}
