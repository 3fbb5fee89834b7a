import path from 'node:path';
import { env } from '../env';
import { openDatabase, type DatabaseHandle, type DatabaseTarget, type Db } from './client';
import { seedDemoContent } from '../seed';

/**
 * The process-wide handle. Next bundles instrumentation and routes separately, so the handle
 * lives on globalThis: a second module copy must reuse it, never open PGlite twice.
 */
type Holder = { handle?: Promise<DatabaseHandle>; override?: Promise<DatabaseHandle> };
const holder: Holder = ((globalThis as Record<string, unknown>).__familyLawDb ??= {}) as Holder;

export function databaseTarget(): DatabaseTarget {
  const { DATABASE_URL, DATA_DIR } = env();
  return DATABASE_URL ? { kind: 'postgres', url: DATABASE_URL } : { kind: 'pglite', dataDir: path.resolve(DATA_DIR) };
}

export function getDatabaseHandle(): Promise<DatabaseHandle> {
  if (holder.override) return holder.override;
  holder.handle ??= openDatabase(databaseTarget()).then(async (handle) => {
    await seedDemoContent(handle.db);
    return handle;
  });
  return holder.handle;
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
