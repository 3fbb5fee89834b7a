import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as postEvidence } from '@/app/api/tools/evidence/route';
import { GET as openConsultFile } from '@/app/office/consults/[id]/files/[key]/route';
import { purgeExpiredData } from './retention';
import { routes } from '@/lib/routes';
import { useDatabaseForTests } from '@/server/db/db';
import { auditLogs, consents, consults, rateLimits, storedFiles } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { getFileStorage, resetFileStorageForTests } from '@/server/storage/storage';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { EVIDENCE_MAX_FILE_BYTES, EVIDENCE_RATE_LIMIT, evidenceMessages } from '../domain/evidence-rules';

vi.mock('next/cache', () => ({
  unstable_cache: <T>(fn: T) => fn,
  updateTag: () => undefined,
  revalidateTag: () => undefined,
  revalidatePath: () => undefined,
}));

const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
const pdf = new TextEncoder().encode('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF');

let database: TestDatabase;
let dataDir: string;
let staff: TestUser;
let noRead: TestUser;
let member: TestUser;
let addressCounter = 0;
const nextAddress = () => `203.0.113.${(addressCounter += 1)}`;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'evidence-files-'));
  process.env.DATA_DIR = dataDir;
  resetEnvForTests();
  resetFileStorageForTests();
  database = await createTestDatabase();
  useDatabaseForTests(database);
  staff = await createTestUser(database.db, { roles: ['매니저'], name: '한지우 매니저' });
  noRead = await createTestUser(database.db, { roles: ['홍보'], name: '오하린 홍보' });
  member = await createTestUser(database.db, { name: '일반 회원' });
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
  delete process.env.DATA_DIR;
  resetEnvForTests();
  resetFileStorageForTests();
  await rm(dataDir, { recursive: true, force: true });
});

beforeEach(async () => {
  await database.db.delete(storedFiles);
  await database.db.delete(consults);
  await database.db.delete(rateLimits);
  await database.db.delete(auditLogs);
});

type Part = { name: string; bytes: Uint8Array; type?: string };

function form(fields: Record<string, string>, files: Part[]): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.append(key, value);
  for (const file of files)
    data.append('files', new File([new Uint8Array(file.bytes)], file.name, { type: file.type ?? 'application/octet-stream' }));
  return data;
}

const validFields = {
  name: '박서윤',
  tel: '010-2345-6789',
  description: '배우자와 상대방이 주고받은 메시지 캡처입니다.',
  consent: 'on',
  website: '',
};

async function send(data: FormData, options: { json?: boolean; address?: string } = {}): Promise<Response> {
  const request = new Request('http://localhost:3000/api/tools/evidence', {
    method: 'POST',
    body: data,
    headers: { 'x-forwarded-for': options.address ?? nextAddress(), ...(options.json === false ? {} : { accept: 'application/json' }) },
  });
  return postEvidence(request);
}

async function privateFiles(): Promise<string[]> {
  return readdir(path.join(dataDir, 'files', 'private')).catch(() => []);
}

describe(`evidence upload (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('files one consult with its consent and stores the files privately, linked to it', async () => {
    const response = await send(
      form(validFields, [
        { name: '메시지 캡처.png', bytes: png, type: 'image/png' },
        { name: '카드내역.pdf', bytes: pdf },
      ]),
    );
    expect(response.status).toBe(201);
    const body = (await response.json()) as { location: string; files: number };
    expect(body.files).toBe(2);
    expect(body.location).toMatch(/^\/consult\/receipt\?q=[0-9a-f-]{36}&cr=success$/);
    const rows = await database.db.select().from(consults);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tel: '010-2345-6789',
      name: '박서윤',
      category: '상간자',
      inflowRoute: routes.evidenceUpload,
      source: 'evidence',
    });
    expect(rows[0]!.content).toContain('[상간자 소송 증거 검토] 첨부 파일 2개');
    expect(await database.db.select().from(consents).where(eq(consents.consultId, rows[0]!.id))).toHaveLength(1);
    const files = await database.db.select().from(storedFiles).where(eq(storedFiles.consultId, rows[0]!.id));
    expect(files.map((file) => [file.visibility, file.contentType, file.originalName])).toEqual([
      ['private', 'image/png', '메시지 캡처.png'],
      ['private', 'application/pdf', '카드내역.pdf'],
    ]);
    for (const file of files) expect(await getFileStorage().get(file.key, 'private')).not.toBeNull();
    // Never served publicly.
    for (const file of files) expect(await getFileStorage().get(file.key, 'public')).toBeNull();
  });

  it('without JavaScript, answers 303 to the receipt, or back to the form with the error codes', async () => {
    const ok = await send(form(validFields, [{ name: 'a.png', bytes: png }]), { json: false });
    expect(ok.status).toBe(303);
    expect(ok.headers.get('location')).toMatch(/^\/consult\/receipt\?q=/);
    const bad = await send(form({ ...validFields, consent: '' }, [{ name: 'a.png', bytes: png }]), { json: false });
    expect(bad.status).toBe(303);
    expect(decodeURI(bad.headers.get('location')!)).toBe(`${routes.evidenceUpload}?error=consent`);
  });

  it.each([
    [
      'a file that is not an image or PDF',
      form(validFields, [{ name: 'script.png', bytes: new TextEncoder().encode('<script>alert(1)</script>'), type: 'image/png' }]),
      'files',
      evidenceMessages.fileType,
    ],
    [
      'more than five files',
      form(
        validFields,
        Array.from({ length: 6 }, (_, i) => ({ name: `${i}.png`, bytes: png })),
      ),
      'files',
      evidenceMessages.filesTooMany,
    ],
    [
      'a file over 10 MB',
      form(validFields, [
        {
          name: 'big.png',
          bytes: (() => {
            const big = new Uint8Array(EVIDENCE_MAX_FILE_BYTES + 1);
            big.set(png);
            return big;
          })(),
        },
      ]),
      'files',
      evidenceMessages.fileTooLarge,
    ],
    ['no file', form(validFields, []), 'files', evidenceMessages.filesMissing],
    ['no consent', form({ ...validFields, consent: '' }, [{ name: 'a.png', bytes: png }]), 'consent', evidenceMessages.consent],
    ['no phone number', form({ ...validFields, tel: '' }, [{ name: 'a.png', bytes: png }]), 'tel', evidenceMessages.telRequired],
  ])('refuses %s with a Korean message and saves nothing', async (_label, data, field, message) => {
    const response = await send(data);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; errors: Record<string, string> };
    expect(body.errors[field]).toBe(message);
    expect(body.message).toMatch(/[가-힣]/);
    expect(await database.db.select().from(consults)).toHaveLength(0);
    expect(await database.db.select().from(storedFiles)).toHaveLength(0);
  });

  it('refuses a body over the bound and a body that is not multipart with 4xx, never 500', async () => {
    const tooLarge = await postEvidence(
      new Request('http://localhost:3000/api/tools/evidence', {
        method: 'POST',
        body: 'x',
        headers: {
          'content-type': 'multipart/form-data; boundary=x',
          'content-length': String(200 * 1024 * 1024),
          accept: 'application/json',
        },
      }),
    );
    expect(tooLarge.status).toBe(413);
    const notMultipart = await postEvidence(
      new Request('http://localhost:3000/api/tools/evidence', {
        method: 'POST',
        body: '{}',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
      }),
    );
    expect(notMultipart.status).toBe(400);
    const broken = await postEvidence(
      new Request('http://localhost:3000/api/tools/evidence', {
        method: 'POST',
        body: 'garbage',
        headers: { 'content-type': 'multipart/form-data; boundary=zzz', accept: 'application/json' },
      }),
    );
    expect(broken.status).toBe(400);
    expect(((await broken.json()) as { message: string }).message).toBe(evidenceMessages.badRequest);
  });

  it('drops a request whose hidden field was filled (the consult form’s bot check) and keeps no file', async () => {
    const before = (await privateFiles()).length;
    const response = await send(form({ ...validFields, website: 'http://spam.example' }, [{ name: 'a.png', bytes: png }]));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toBe(evidenceMessages.botRejected);
    expect(await database.db.select().from(consults)).toHaveLength(0);
    expect((await privateFiles()).length).toBe(before);
  });

  it(`allows ${EVIDENCE_RATE_LIMIT} uploads an hour from one address, then answers 429`, async () => {
    const address = '198.51.100.200';
    for (let i = 0; i < EVIDENCE_RATE_LIMIT; i += 1)
      expect((await send(form({ ...validFields, consent: '' }, []), { address })).status).toBe(400);
    const limited = await send(form(validFields, [{ name: 'a.png', bytes: png }]), { address });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(((await limited.json()) as { message: string }).message).toBe(evidenceMessages.rateLimited);
    expect(await database.db.select().from(consults)).toHaveLength(0);
  });

  it('serves a file only to staff holding consult.read, as a private download, with an audit entry per open', async () => {
    await send(form(validFields, [{ name: '사진.png', bytes: png }]));
    const [file] = await database.db.select().from(storedFiles);
    const target = `/office/consults/${file!.consultId}/files/${file!.key}`;
    const open = (headers: HeadersInit) =>
      openConsultFile(new Request(`http://localhost:3000${target}`, { headers }), {
        params: Promise.resolve({ id: String(file!.consultId), key: file!.key }),
      });
    expect((await open({ 'x-forwarded-for': '192.0.2.9' })).status).toBe(401);
    expect((await open(member.headers)).status).toBe(403);
    expect((await open(noRead.headers)).status).toBe(403);
    expect(await database.db.select().from(auditLogs).where(eq(auditLogs.action, 'consult.file.open'))).toHaveLength(0);
    const response = await open(staff.headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(png);
    await open(staff.headers);
    const audits = await database.db.select().from(auditLogs).where(eq(auditLogs.action, 'consult.file.open'));
    expect(audits).toHaveLength(2);
    expect(audits[0]).toMatchObject({ actorId: staff.id, subjectType: 'consult', subjectId: String(file!.consultId) });
    // Another consult's id with this key: not found.
    const wrong = await openConsultFile(new Request(`http://localhost:3000${target}`, { headers: staff.headers }), {
      params: Promise.resolve({ id: String(file!.consultId! + 1), key: file!.key }),
    });
    expect(wrong.status).toBe(404);
  });

  it('the retention purge deletes a purged consult’s files: rows and bytes', async () => {
    await send(form(validFields, [{ name: 'old.png', bytes: png }]));
    await send(form({ ...validFields, tel: '010-9876-5432' }, [{ name: 'new.pdf', bytes: pdf }]));
    const [oldConsult, newConsult] = await database.db.select().from(consults).orderBy(consults.id);
    await database.db
      .update(consults)
      .set({ createdAt: new Date('2022-01-01T00:00:00Z') })
      .where(eq(consults.id, oldConsult!.id));
    const [oldFile] = await database.db.select().from(storedFiles).where(eq(storedFiles.consultId, oldConsult!.id));
    const result = await purgeExpiredData(database.db, { retentionMonths: 36, now: new Date('2026-11-23T00:00:00Z') });
    expect(result.counts).toMatchObject({ consults: 1, files: 1 });
    expect(await getFileStorage().get(oldFile!.key, 'private')).toBeNull();
    const left = await database.db.select().from(storedFiles);
    expect(left.map((file) => file.consultId)).toEqual([newConsult!.id]);
    expect(await getFileStorage().get(left[0]!.key, 'private')).not.toBeNull();
  });
});
