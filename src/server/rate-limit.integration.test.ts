import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../tests/support/test-db';
import { hitRateLimit } from './rate-limit';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.drop();
});

describe('hitRateLimit', () => {
  const rule = { key: 'test:203.0.113.1', limit: 2, windowMs: 60_000 };
  const start = Date.UTC(2026, 10, 22, 3, 0, 0);

  it('allows up to the limit within a window and refuses beyond it', async () => {
    expect((await hitRateLimit(database.db, rule, start)).allowed).toBe(true);
    expect((await hitRateLimit(database.db, rule, start + 1_000)).allowed).toBe(true);
    const third = await hitRateLimit(database.db, rule, start + 2_000);
    expect(third).toEqual({ allowed: false, count: 3, retryAfterSeconds: 58 });
  });

  it('starts counting again in the next window', async () => {
    expect(await hitRateLimit(database.db, rule, start + 60_000)).toEqual({ allowed: true, count: 1, retryAfterSeconds: 60 });
  });

  it('counts each key on its own', async () => {
    expect((await hitRateLimit(database.db, { ...rule, key: 'test:other' }, start + 2_000)).count).toBe(1);
  });
});
