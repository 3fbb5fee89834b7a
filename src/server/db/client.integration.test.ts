import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { acquireLock, DatabaseLockedError, openDatabase } from './client';
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
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(DatabaseLockedError);
      await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toThrow(/다른 프로세스\(pid \d+\)가 사용 중/);
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
});
