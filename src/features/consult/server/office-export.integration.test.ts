import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/office/consults/export/route';
import { useDatabaseForTests } from '@/server/db/db';
import { auditLogs, consults } from '@/server/db/schema';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { filterMessages } from '../domain/office-inbox';

let database: TestDatabase;
let manager: TestUser;
let lawyer: TestUser;
let member: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  manager = await createTestUser(database.db, { roles: ['매니저'], name: '한지우 매니저' });
  lawyer = await createTestUser(database.db, { roles: ['변호사'] });
  member = await createTestUser(database.db);
  await database.db.insert(consults).values([
    { legalCaseUuid: randomUUID(), name: '박서윤', tel: '010-2345-6789', content: '=cmd|/C calc!A0', region: '서울', source: 'modal' },
    { legalCaseUuid: randomUUID(), name: '이하준', tel: '010-9876-5432', content: '재산분할 상담', region: '부산', source: 'board' },
  ]);
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

const get = (query = '', headers: HeadersInit = {}) =>
  GET(
    new Request(`http://localhost:3000/api/office/consults/export${query}`, {
      headers: { 'x-forwarded-for': '198.51.100.9', ...Object.fromEntries(new Headers(headers)) },
    }),
  );

describe(`GET /api/office/consults/export (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers 401 in Korean when signed out', async () => {
    const response = await get();
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ success: false, message: '로그인이 필요합니다. 다시 로그인해 주세요.' });
  });

  it('answers 403 in Korean to members and to staff without consult.export', async () => {
    for (const user of [member, lawyer]) {
      const response = await get('', user.headers);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ success: false, message: '상담 목록을 내려받을 권한이 없습니다.' });
    }
  });

  it('answers 400 in Korean for bad filters', async () => {
    const response = await get('?status=done&from=2026-13-01', manager.headers);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: filterMessages.status,
      errors: [filterMessages.status, filterMessages.from],
    });
  });

  it('downloads the filtered consults as UTF-8 CSV with a BOM, formulas neutralized, and audits the row count', async () => {
    const response = await get(`?region=${encodeURIComponent('서울')}`, manager.headers);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="consults-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.split('\r\n').filter(Boolean)).toHaveLength(2);
    expect(text).toContain('박서윤,010-2345-6789,서울');
    expect(text).toContain("'=cmd|/C calc!A0");
    expect(text).not.toContain('이하준');
    const [entry] = await database.db.select().from(auditLogs).where(eq(auditLogs.action, 'consult.export'));
    expect(entry).toMatchObject({
      actorId: manager.id,
      ipAddress: manager.headers.get('x-forwarded-for'),
      detail: { filters: { region: '서울' }, count: 1 },
    });
  });
});
