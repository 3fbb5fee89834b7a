import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/office/consult/route';
import { PUT } from '@/app/api/boon/consult/[id]/route';
import { useDatabaseForTests } from '@/server/db/db';
import { consents, consults } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { messages } from '../domain/consult-form-rules';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

beforeEach(() => {
  process.env.CONSULT_RATE_LIMIT = '1000';
  resetEnvForTests();
});

const post = (body: string, headers: Record<string, string> = {}) =>
  POST(
    new Request('http://localhost/api/office/consult', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1', ...headers },
      body,
    }),
  );

const put = (id: string, body: string, headers: Record<string, string> = {}) =>
  PUT(
    new Request(`http://localhost/api/boon/consult/${id}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.9', ...headers },
      body,
    }),
    { params: Promise.resolve({ id }) },
  );

const valid = { tel: '010-3456-7890', content: '재산분할 비율이 궁금합니다. 맞벌이 12년입니다.', name: '', consent: true };

describe('POST /api/office/consult', () => {
  it('answers success with the model the spec reads', async () => {
    const response = await post(JSON.stringify(valid));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ success: true, model: { id: expect.any(Number), name: '', legal_case_uuid: expect.any(String) } });
  });

  it('saves a consult whose name and content carry NUL and control characters, without them', async () => {
    const response = await post(JSON.stringify({ ...valid, name: '김\u0000하늘', content: '재산분할\u0000 비율이\r\n궁금합니다\u0007' }));
    expect(response.status).toBe(200);
    const { model } = (await response.json()) as { model: { id: number } };
    const [saved] = (await database.db.select().from(consults)).filter((row) => row.id === model.id);
    expect(saved).toMatchObject({ name: '김하늘', content: '재산분할 비율이\n궁금합니다' });
  });

  it("keeps an old client's request: a free category label is saved as 기타소송 with the label, no consent is marked to confirm on the call (decision 009)", async () => {
    const response = await post(
      JSON.stringify({ tel: '010-4567-8901', content: '양육비를 못 받고 있어요. 어떻게 하나요?', category: '양육비' }),
    );
    expect(response.status).toBe(200);
    const { model } = (await response.json()) as { model: { id: number } };
    const [saved] = (await database.db.select().from(consults)).filter((row) => row.id === model.id);
    expect(saved).toMatchObject({ category: '기타소송', content: '[보낸 상담 분야: 양육비]\n\n양육비를 못 받고 있어요. 어떻게 하나요?' });
    const [consent] = (await database.db.select().from(consents)).filter((row) => row.consultId === model.id);
    expect(consent).toMatchObject({ purpose: 'consult-unconfirmed', textVersion: 'none' });
  });

  it("records the consent the client sent as the consult form's own", async () => {
    const response = await post(JSON.stringify(valid));
    const { model } = (await response.json()) as { model: { id: number } };
    const [consent] = (await database.db.select().from(consents)).filter((row) => row.consultId === model.id);
    expect(consent?.purpose).toBe('consult');
  });

  it('answers 400 with the Korean message per field', async () => {
    const response = await post(JSON.stringify({ tel: '', content: '', consent: true }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: messages.telRequired,
      errors: { tel: messages.telRequired, content: messages.contentRequired },
    });
  });

  it.each([
    ['malformed JSON', '{"tel": ', 400],
    ['an array', '[1,2]', 400],
    ['null', 'null', 400],
    ['wrong types', JSON.stringify({ tel: 12, content: { a: 1 }, consent: 'yes' }), 400],
  ])('answers %s with a 4xx message, never 500', async (_label, body, status) => {
    const response = await post(body);
    expect(response.status).toBe(status);
    const json = await response.json();
    expect(json.success).toBe(false);
    expect(json.message).toMatch(/[가-힣]/);
  });

  it('answers an oversized body with 413', async () => {
    const response = await post(JSON.stringify({ ...valid, content: '가'.repeat(20_000) }));
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe('요청 내용이 너무 큽니다.');
  });

  it('answers 429 with Retry-After past the per-address limit', async () => {
    process.env.CONSULT_RATE_LIMIT = '1';
    resetEnvForTests();
    const headers = { 'x-forwarded-for': '192.0.2.77' };
    expect((await post(JSON.stringify(valid), headers)).status).toBe(200);
    const limited = await post(JSON.stringify(valid), headers);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await limited.json()).message).toBe(messages.rateLimited);
  });
});

describe('cross-site requests to the JSON API (issue 11)', () => {
  it('refuses a consult posted from another site, even as text/plain, and saves nothing', async () => {
    const before = (await database.db.select().from(consults)).length;
    const foreign = await post(JSON.stringify(valid), { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(((await foreign.json()) as { message: string }).message).toMatch(/이 사이트/);
    const byReferer = await post(JSON.stringify(valid), { referer: 'https://evil.example/page' });
    expect(byReferer.status).toBe(403);
    const plain = await post(JSON.stringify(valid), { 'content-type': 'text/plain' });
    expect(plain.status).toBe(415);
    expect((await database.db.select().from(consults)).length).toBe(before);
  });

  it('accepts the site itself, the origins in API_ALLOWED_ORIGINS and clients that send no Origin', async () => {
    process.env.API_ALLOWED_ORIGINS = 'https://desk.onsaemiro.example, https://www.onsaemiro.example';
    resetEnvForTests();
    try {
      expect((await post(JSON.stringify(valid), { origin: 'https://desk.onsaemiro.example' })).status).toBe(200);
      expect((await post(JSON.stringify(valid), { origin: 'http://localhost:3000' })).status).toBe(200);
      expect((await post(JSON.stringify(valid), { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' })).status).toBe(200);
      expect((await post(JSON.stringify(valid))).status).toBe(200);
      expect((await post(JSON.stringify(valid), { origin: 'https://onsaemiro.example.evil.example' })).status).toBe(403);
    } finally {
      delete process.env.API_ALLOWED_ORIGINS;
      resetEnvForTests();
    }
  });

  it('refuses a foreign origin on the uuid link too', async () => {
    expect((await put('1', JSON.stringify({ uuid: crypto.randomUUID() }), { origin: 'https://evil.example' })).status).toBe(403);
  });
});

describe('PUT /api/boon/consult/{id}', () => {
  it('confirms the linked uuid, idempotently', async () => {
    const created = await (await post(JSON.stringify(valid))).json();
    const body = JSON.stringify({ uuid: created.model.legal_case_uuid });
    for (let i = 0; i < 2; i += 1) {
      const response = await put(String(created.model.id), body);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({ success: true });
    }
  });

  it('answers an unknown id and a wrong uuid alike, so a stranger cannot tell which consults exist', async () => {
    const created = await (await post(JSON.stringify(valid))).json();
    const answers = await Promise.all([
      put('999999', JSON.stringify({ uuid: created.model.legal_case_uuid })),
      put('abc', JSON.stringify({ uuid: created.model.legal_case_uuid })),
      put(String(created.model.id), JSON.stringify({ uuid: crypto.randomUUID() })),
    ]);
    const seen = await Promise.all(answers.map(async (response) => `${response.status} ${await response.text()}`));
    expect(new Set(seen).size).toBe(1);
    expect(seen[0]).toMatch(/^404 /);
  });

  it('is limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 62; i += 1)
      statuses.push((await put('999999', JSON.stringify({ uuid: crypto.randomUUID() }), { 'x-forwarded-for': '192.0.2.77' })).status);
    expect(statuses.slice(0, 60).every((status) => status === 404)).toBe(true);
    expect(statuses.slice(60)).toEqual([429, 429]);
  });

  it('answers 400 for a missing or malformed uuid', async () => {
    expect((await put('1', JSON.stringify({}))).status).toBe(400);
    expect((await put('1', '{oops')).status).toBe(400);
  });

  it('changes nothing', async () => {
    const before = await database.db.select().from(consults);
    await put(String(before[0]?.id), JSON.stringify({ uuid: before[0]?.legalCaseUuid }));
    expect(await database.db.select().from(consults)).toEqual(before);
  });
});
