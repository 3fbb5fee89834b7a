import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { POST } from '@/app/api/office/consult/route';
import { PUT } from '@/app/api/boon/consult/[id]/route';
import { useDatabaseForTests } from '@/server/db/db';
import { consults } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { messages } from '../domain/consult-rules';

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

const put = (id: string, body: string) =>
  PUT(new Request(`http://localhost/api/boon/consult/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body }), {
    params: Promise.resolve({ id }),
  });

const valid = { tel: '010-3456-7890', content: '재산분할 비율이 궁금합니다. 맞벌이 12년입니다.', name: '', consent: true };

describe('POST /api/office/consult', () => {
  it('answers success with the model the spec reads', async () => {
    const response = await post(JSON.stringify(valid));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toEqual({ success: true, model: { id: expect.any(Number), name: '', legal_case_uuid: expect.any(String) } });
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

  it('answers 404 for an unknown id and 409 for another uuid', async () => {
    const created = await (await post(JSON.stringify(valid))).json();
    expect((await put('999999', JSON.stringify({ uuid: created.model.legal_case_uuid }))).status).toBe(404);
    expect((await put('abc', JSON.stringify({ uuid: created.model.legal_case_uuid }))).status).toBe(404);
    expect((await put(String(created.model.id), JSON.stringify({ uuid: crypto.randomUUID() }))).status).toBe(409);
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
