import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startScript } from './server-command.mjs';

const start = path.join(import.meta.dirname, 'start.mjs');
const cleanups: Array<() => void> = [];
afterEach(() => cleanups.splice(0).forEach((cleanup) => cleanup()));

function holdAPort(): Promise<number> {
  return new Promise((resolve) => {
    const holder = net.createServer();
    holder.listen(0, '127.0.0.1', () => resolve((holder.address() as net.AddressInfo).port));
    cleanups.push(() => holder.close());
  });
}

function run(env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [start], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

describe('npm start on a port another process holds', () => {
  it('stops at once with a Korean message, before building or opening the database', async () => {
    const port = await holdAPort();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-port-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    const { code, stdout, stderr } = await run({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });

    expect(code).toBe(1);
    expect(stderr).toContain(`127.0.0.1:${port} 에서 시작할 수 없습니다`);
    expect(stderr).toContain('EADDRINUSE');
    expect(stdout).not.toContain('building');
    expect(stdout).not.toContain('serving on');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});

describe('npm start with a heap schedule it cannot read', () => {
  it('stops at once and names the setting, before building or opening the database', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-heap-'));
    cleanups.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));

    const { code, stdout, stderr } = await run({ HEAP_GROWING_PERCENT: 'half', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir });

    expect(code).toBe(1);
    expect(stderr).toContain("HEAP_GROWING_PERCENT must be a whole number of per cent (0 keeps V8's schedule), not 'half'");
    expect(stdout).not.toContain('building');
    expect(stdout).not.toContain('serving on');
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });
});

describe('npm start', () => {
  it('runs the server with the memory settings the bench measured (scripts/server-command.mjs)', () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(import.meta.dirname, '..', 'package.json'), 'utf8'));
    expect(manifest.scripts.start).toBe(startScript);
  });

  it("hands node the flags and the default arenas through the shell, keeps an operator's own value, and leaves no shell between", () => {
    const probe = startScript.replace(
      'scripts/start.mjs',
      `-p 'JSON.stringify([process.env.MALLOC_ARENA_MAX, process.execArgv, require("fs").readFileSync("/proc/" + process.ppid + "/comm", "utf8").trim()])'`,
    );
    const env = { ...process.env };
    delete env.MALLOC_ARENA_MAX;
    const read = (extra: Record<string, string>) =>
      JSON.parse(execFileSync('sh', ['-c', probe], { env: { ...env, ...extra }, encoding: 'utf8' }));
    // The server's parent is whoever ran the script (here this test's Node), not a shell that would
    // swallow npm's SIGTERM.
    expect(read({})).toEqual(['2', expect.arrayContaining(['--max-semi-space-size=8']), expect.not.stringMatching(/^(sh|dash|bash)$/)]);
    expect(read({ MALLOC_ARENA_MAX: '4' })).toEqual(['4', expect.arrayContaining(['--max-semi-space-size=8']), expect.any(String)]);
  });
});
