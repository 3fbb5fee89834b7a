import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useDatabaseForTests } from '@/server/db/db';
import { consults, jobs } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { startFakePartner } from '../../../../tests/support/fake-partner';
import { withRequest } from '../../../../tests/support/next-headers';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { messages } from '../domain/consult-form-rules';
import { fileConsultBoardAction, type BoardFormState } from './actions';
import { fileConsult } from './mutations';

const emptyState: BoardFormState = {
  attempt: 0,
  values: { tel: '', content: '', name: '', address: '', category: '', consent: false },
  fieldErrors: {},
};

function boardForm(overrides: Record<string, string> = {}): FormData {
  const form = new FormData();
  const fields = {
    tel: '010-3456-7890',
    content: '협의이혼 절차와 재산분할이 궁금합니다.',
    name: '한지민',
    address: '서울',
    category: '이혼',
    consent: 'on',
    website: '',
    ...overrides,
  };
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

let database: TestDatabase;
let address = 0;
const nextAddress = () => `192.0.2.${(address += 1) % 250}`;

/** Posts the board form from `from`; a save ends in Next's redirect, answered here as its target. */
async function post(from: string, form: FormData): Promise<BoardFormState | string> {
  return withRequest({ 'x-forwarded-for': from }, () => fileConsultBoardAction(emptyState, form)).catch((error: { digest?: string }) => {
    if (!error.digest?.startsWith('NEXT_REDIRECT')) throw error;
    return error.digest;
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

beforeEach(() => {
  process.env.CONSULT_RATE_LIMIT = '2';
  resetEnvForTests();
});

afterEach(async () => {
  delete process.env.CONSULT_RATE_LIMIT;
  delete process.env.TURNSTILE_SECRET_KEY;
  delete process.env.TURNSTILE_VERIFY_URL;
  resetEnvForTests();
  await database.db.delete(consults);
  await database.db.delete(jobs);
});

describe(`fileConsultBoardAction through publicAction (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('files the consult and sends the visitor to the legal-case desk page', async () => {
    const answer = await post(nextAddress(), boardForm());
    const [saved] = await database.db.select().from(consults);
    expect(saved).toMatchObject({ name: '한지민', source: 'board', inflowRoute: '/consult/board' });
    expect(answer).toContain(`/consult/receipt?q=${saved!.legalCaseUuid}&cr=success`);
  });

  it('answers field messages without spending the address’s hourly allowance', async () => {
    const from = nextAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const refused = (await post(from, boardForm({ tel: '', consent: '' }))) as BoardFormState;
      expect(refused.fieldErrors).toEqual({ tel: messages.telRequired, consent: messages.consent });
      expect(refused.formError).toBeUndefined();
      expect(refused.values).toMatchObject({ tel: '', name: '한지민', consent: false });
    }
    expect(await post(from, boardForm())).toContain('/consult/receipt');
  });

  it('shares the allowance with POST /api/office/consult', async () => {
    const from = nextAddress();
    expect((await fileConsult({ ...Object.fromEntries(boardForm()), consent: true }, { address: from, source: 'modal' })).ok).toBe(true);
    expect(await post(from, boardForm())).toContain('/consult/receipt');
    expect(await post(from, boardForm())).toMatchObject({ fieldErrors: {}, formError: messages.rateLimited });
    expect(await database.db.select().from(consults)).toHaveLength(2);
  });

  it('turns a filled honeypot away before counting it', async () => {
    const from = nextAddress();
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect(await post(from, boardForm({ website: 'http://spam.example' }))).toMatchObject({
        fieldErrors: {},
        formError: messages.botRejected,
      });
    }
    expect(await database.db.select().from(consults)).toHaveLength(0);
    expect(await post(from, boardForm())).toContain('/consult/receipt');
  });

  it('verifies the Turnstile token once, after counting', async () => {
    const verifier = await startFakePartner();
    verifier.respondWith(200);
    process.env.TURNSTILE_SECRET_KEY = 'test-secret';
    process.env.TURNSTILE_VERIFY_URL = `${verifier.url}/siteverify`;
    resetEnvForTests();
    try {
      const from = nextAddress();
      expect(await post(from, boardForm())).toMatchObject({ formError: messages.botCheckFailed });
      expect(verifier.requests).toHaveLength(0);
      expect(await post(from, boardForm({ 'cf-turnstile-response': 'token-from-widget' }))).toContain('/consult/receipt');
      expect(verifier.requests).toHaveLength(1);
      expect(String(verifier.requests[0]?.body)).toContain('response=token-from-widget');
      // Both posts counted: the third is over the allowance of two, and Cloudflare is not asked.
      expect(await post(from, boardForm({ 'cf-turnstile-response': 'token-from-widget' }))).toMatchObject({
        formError: messages.rateLimited,
      });
      expect(verifier.requests).toHaveLength(1);
      const saved = await database.db.select().from(consults).where(eq(consults.source, 'board'));
      expect(saved).toHaveLength(1);
    } finally {
      await verifier.close();
    }
  });
});
