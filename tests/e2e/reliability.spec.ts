import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { startFakePartner, type FakePartner } from '../support/fake-partner';
import { expect, test, uniquePhone } from './support/fixtures';

/**
 * Issue 11: a server killed at any moment loses nothing it acknowledged, and a stop lets the
 * requests in flight finish. Each test runs its own server processes (the production build, an
 * embedded database in a temporary folder) beside the suite's server.
 */

type Server = { process: ChildProcess; url: string; exited: Promise<number | null> };

async function startServer(port: number, dataDir: string, partnerUrl: string, extraEnv: Record<string, string> = {}): Promise<Server> {
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SITE_URL: `http://127.0.0.1:${port}`,
      PARTNER_API_URL: partnerUrl,
      CONSULT_RATE_LIMIT: '10000',
      NEXT_TELEMETRY_DISABLED: '1',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The server's last output, so a server that fails to start says why in the test's error.
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}:\n${output}`);
    try {
      if ((await fetch(`${url}/api/tools/child-support`)).status < 500) return { process: child, url, exited };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not start within 120 s:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function fileConsult(url: string): Promise<{ uuid: string } | null> {
  try {
    const response = await fetch(`${url}/api/office/consult`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        tel: uniquePhone().tel,
        content: '재산분할 상담을 받고 싶습니다. 연락 부탁드립니다.',
        name: '김하늘',
        consent: true,
      }),
    });
    if (response.status !== 200) return null;
    const body = (await response.json()) as { model: { legal_case_uuid: string } };
    return { uuid: body.model.legal_case_uuid };
  } catch {
    return null; // the connection died with the server: not acknowledged
  }
}

let partner: FakePartner;
const delivered = new Map<string, number>();
let repeats = 0;
const dataDirs: string[] = [];
const servers: Server[] = [];

test.beforeAll(async () => {
  partner = await startFakePartner();
  // A correct partner: the first notice per Idempotency-Key is taken, a repeat answered 409 and counted.
  partner.respondWith((request) => {
    const key = String(request.headers['idempotency-key']);
    const seen = delivered.get(key) ?? 0;
    delivered.set(key, seen + 1);
    if (seen > 0) {
      repeats += 1;
      return 409;
    }
    return 200;
  });
});

test.afterAll(async () => {
  for (const server of servers) server.process.kill('SIGKILL');
  await partner.close();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

test.describe('a server killed and stopped under load', () => {
  test('delivers every acknowledged consult within 30 s of a restart after three SIGKILLs', async () => {
    test.setTimeout(360_000);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reliability-'));
    dataDirs.push(dataDir);
    const port = 3121;
    const acknowledged: string[] = [];
    let server = await startServer(port, dataDir, partner.url);
    servers.push(server);
    for (let round = 0; round < 3; round += 1) {
      // Five clients send consults; the server is killed while they are sending.
      let sending = true;
      const clients = Array.from({ length: 5 }, async () => {
        while (sending) {
          const result = await fileConsult(server.url);
          if (result) acknowledged.push(result.uuid);
          else await new Promise((resolve) => setTimeout(resolve, 20));
        }
      });
      // Killed once this round has had some consults acknowledged (however slow the machine),
      // and a little later each round so the kill lands at a different point of the work.
      const before = acknowledged.length;
      const deadline = Date.now() + 60_000;
      while (acknowledged.length < before + 5 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
      await new Promise((resolve) => setTimeout(resolve, round * 300));
      server.process.kill('SIGKILL');
      await server.exited;
      sending = false;
      await Promise.all(clients);
      server = await startServer(port, dataDir, partner.url);
      servers.push(server);
    }
    const restartedAt = Date.now();
    expect(acknowledged.length).toBeGreaterThanOrEqual(15);
    await expect
      .poll(() => acknowledged.filter((uuid) => !delivered.has(`consult-${uuid}`)).length, { timeout: 30_000, intervals: [250] })
      .toBe(0);
    const seconds = (Date.now() - restartedAt) / 1000;
    test.info().annotations.push({
      type: 'figures',
      description: `${acknowledged.length} acknowledged, all delivered ${seconds.toFixed(1)} s after the last restart, ${repeats} repeats answered 409`,
    });
    // A repeat can only be a notice the partner took while its process was killed before it could
    // record the answer: at most the deliveries in flight at the three kills.
    expect(repeats).toBeLessThanOrEqual(3 * 10);
    server.process.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  test('lets 20 requests in flight finish when SIGTERM arrives, then exits cleanly', async () => {
    test.setTimeout(180_000);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'reliability-'));
    dataDirs.push(dataDir);
    // The grace is long enough for a loaded CI machine to finish 20 consults; one consult first,
    // so the route and the database are warm and the test measures the stop, not a cold start.
    const server = await startServer(3122, dataDir, partner.url, { SHUTDOWN_GRACE_MS: '30000' });
    servers.push(server);
    expect(await fileConsult(server.url)).not.toBeNull();
    // In flight for certain: each request has sent its headers and half its body when the signal
    // arrives, and sends the rest after it.
    const requests = Array.from({ length: 20 }, () => {
      const body = Buffer.from(
        JSON.stringify({ tel: uniquePhone().tel, content: '양육비 산정 기준이 궁금합니다. 연락 주세요.', consent: true }),
      );
      const request = http.request(`${server.url}/api/office/consult`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': String(body.length) },
      });
      const status = new Promise<number | string>((resolve) => {
        request.once('response', (response) => {
          response.resume();
          response.once('end', () => resolve(response.statusCode ?? 0));
        });
        request.once('error', (error) => resolve(`${error.name}: ${error.message}`));
      });
      request.flushHeaders();
      request.write(body.subarray(0, 20));
      return { request, rest: body.subarray(20), status };
    });
    // A request is in flight once the server has read its headers (before that, its connection is
    // idle and a stopping server may close it): 2 s leaves room for that on a loaded machine.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    server.process.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // A new connection is no longer accepted once the server is stopping.
    await expect(fetch(`${server.url}/api/tools/child-support`)).rejects.toThrow();
    for (const { request, rest } of requests) request.end(rest);
    const statuses = await Promise.all(requests.map(({ status }) => status));
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
    expect(await server.exited).toBe(0);
  });
});
