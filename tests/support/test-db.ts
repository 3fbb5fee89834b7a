import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle, type DatabaseTarget } from '@/server/db/client';
import { seedDemoContent } from '@/server/seed';

/**
 * Each test file gets its own database: in-memory PGlite with the real migrations, or, when
 * TEST_DATABASE_URL is set, a fresh PostgreSQL database created here and dropped afterwards. Both
 * start as copies of one database the run migrated and seeded (tests/support/integration-global-setup.ts);
 * a PGlite database in a folder (`dataDir`) is created and migrated from nothing.
 */
export type TestDatabase = DatabaseHandle & { reopen: () => Promise<TestDatabase>; drop: () => Promise<void>; label: string };

export const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

export async function createTestDatabase(options: { dataDir?: string } = {}): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const target: DatabaseTarget = options.dataDir
      ? { kind: 'pglite', dataDir: options.dataDir }
      : { kind: 'pglite-memory', from: pgliteSnapshot() };
    return wrap(target, async () => undefined, 'pglite');
  }
  const { url, drop } = await createPostgresDatabase(adminUrl, 'test', inject('postgresTemplate'));
  return wrap({ kind: 'postgres', url }, drop, 'postgres');
}

/** A new, uniquely named PostgreSQL database on the server of `adminUrl`, empty or a copy of `template`. */
export async function createPostgresDatabase(
  adminUrl: string,
  prefix: string,
  template?: string,
): Promise<{ name: string; url: string; drop: () => Promise<void> }> {
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  const { Client } = await import('pg');
  const admin = async (statement: string) => {
    const client = new Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await admin(template ? `create database ${name} template ${template}` : `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function wrap(target: DatabaseTarget, dropDatabase: () => Promise<void>, label: string): Promise<TestDatabase> {
  const handle = await openDatabase(target);
  await seedDemoContent(handle.db);
  const self: TestDatabase = {
    ...handle,
    label,
    reopen: async () => {
      await handle.close();
      return wrap(target, dropDatabase, label);
    },
    drop: async () => {
      await handle.close().catch(() => undefined);
      await dropDatabase();
    },
  };
  return self;
}

let snapshot: Blob | undefined;

/** The run's seeded database, read once per test file; none when the file runs without the global setup. */
function pgliteSnapshot(): Blob | undefined {
  const file = inject('pgliteSnapshot');
  if (!file) return undefined;
  snapshot ??= new Blob([fs.readFileSync(file)]);
  return snapshot;
}
