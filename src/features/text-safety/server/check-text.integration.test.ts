import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ActionError } from '@/features/auth/server/action-client';
import { bannedWords } from '@/server/db/schema';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { assertWrittenTextSafe, checkWrittenText } from './check-text';

let database: TestDatabase;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.drop();
});

beforeEach(async () => {
  await database.db.delete(bannedWords);
});

describe('checkWrittenText', () => {
  it('asks to remove personal data, naming its kind, field by field', async () => {
    expect(await checkWrittenText(database.db, { title: '상담 후기', body: '제 번호 010-2345-6789로 연락 주세요' })).toEqual({
      body: expect.stringContaining('전화번호'),
    });
  });

  it('refuses a banned word with the rule, not the word', async () => {
    await database.db.insert(bannedWords).values({ word: '대출상담', rule: 'advertising' });
    const errors = await checkWrittenText(database.db, { body: '저렴한 대출 상담 받으세요' });
    expect(errors?.body).toContain('광고·홍보');
    expect(errors?.body).not.toContain('대출');
  });

  it('lets ordinary text through', async () => {
    expect(await checkWrittenText(database.db, { title: '양육비 이야기', body: '월 80만 원으로 합의했어요.' })).toBeNull();
  });

  it('throws an ActionError carrying the field messages for actions', async () => {
    const refused = await assertWrittenTextSafe(database.db, { body: '850101-1234567' }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ActionError);
    expect((refused as ActionError).fieldErrors?.body).toContain('주민등록번호');
  });
});
