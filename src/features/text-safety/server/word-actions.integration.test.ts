import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actionMessages } from '@/features/auth/server/action-client';
import { StaffAccessError } from '@/features/auth/server/staff-query';
import { viewerFromHeaders } from '@/features/auth/server/viewer';
import { saveTalkPostAction } from '@/features/community/server/actions';
import { useDatabaseForTests } from '@/server/db/db';
import { auditLogs, bannedWords, rateLimits, talkPosts } from '@/server/db/schema';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { withRequest } from '../../../../tests/support/next-headers';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { wordMessages } from '../domain/word-filter';
import { addBannedWordAction, removeBannedWordAction } from './word-actions';
import { listBannedWordsForOffice } from './word-list';

let database: TestDatabase;
let member: TestUser;
let moderator: TestUser;
let manager: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  member = await createTestUser(database.db, { name: '윤서진' });
  moderator = await createTestUser(database.db, { roles: ['톡 관리팀'], name: '톡 관리자' });
  manager = await createTestUser(database.db, { roles: ['매니저'], name: '한지우 매니저' });
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

beforeEach(async () => {
  await database.db.delete(bannedWords);
  await database.db.delete(talkPosts);
  await database.db.delete(auditLogs);
  await database.db.delete(rateLimits);
});

const as = <T>(user: TestUser | null, run: () => Promise<T>) => withRequest(user ? user.headers : { 'x-forwarded-for': '192.0.2.90' }, run);

describe('the word filter in the back office', () => {
  it('refuses visitors, members and staff without community.moderate, and writes nothing', async () => {
    expect(await as(null, () => addBannedWordAction({ word: '대출상담', rule: 'advertising' }))).toEqual({
      ok: false,
      formError: actionMessages.signedOut,
    });
    for (const user of [member, manager]) {
      expect(await as(user, () => addBannedWordAction({ word: '대출상담', rule: 'advertising' }))).toEqual({
        ok: false,
        formError: actionMessages.forbidden,
      });
    }
    expect(await database.db.select().from(bannedWords)).toEqual([]);
    await expect(listBannedWordsForOffice(await viewerFromHeaders(member.headers))).rejects.toBeInstanceOf(StaffAccessError);
    await expect(listBannedWordsForOffice(null)).rejects.toBeInstanceOf(StaffAccessError);
  });

  it('adds a word once, lists it, removes it, and audit-logs both', async () => {
    const added = await as(moderator, () => addBannedWordAction({ word: ' 대출  상담 ', rule: 'advertising' }));
    expect(added.ok).toBe(true);
    expect(await as(moderator, () => addBannedWordAction({ word: '대출 상담', rule: 'abuse' }))).toEqual({
      ok: false,
      formError: wordMessages.duplicate,
      fieldErrors: { word: wordMessages.duplicate },
    });
    const listed = await listBannedWordsForOffice(await viewerFromHeaders(moderator.headers));
    expect(listed).toMatchObject([{ word: '대출 상담', rule: 'advertising', ruleTitle: '광고·홍보' }]);
    const id = listed[0]!.id;
    expect(await as(moderator, () => removeBannedWordAction({ id }))).toEqual({ ok: true, data: { id } });
    expect(await as(moderator, () => removeBannedWordAction({ id }))).toEqual({ ok: false, formError: wordMessages.notFound });
    const audit = await database.db.select().from(auditLogs).where(eq(auditLogs.subjectType, 'banned_word'));
    expect(audit.map((entry) => entry.action).sort()).toEqual(['talk.word.add', 'talk.word.remove']);
  });

  it('answers bad input at the fields', async () => {
    expect(await as(moderator, () => addBannedWordAction({ word: '  ', rule: 'nope' }))).toEqual({
      ok: false,
      formError: actionMessages.invalid,
      fieldErrors: { word: wordMessages.wordMissing, rule: wordMessages.ruleMissing },
    });
    expect(await as(moderator, () => addBannedWordAction({ word: '!!!', rule: 'other' }))).toMatchObject({
      fieldErrors: { word: wordMessages.wordNoLetters },
    });
  });

  it('refuses a member post that uses a listed word, naming the rule only', async () => {
    await as(moderator, () => addBannedWordAction({ word: '대출상담', rule: 'advertising' }));
    const result = await as(member, () =>
      saveTalkPostAction({ board: 'free', title: '좋은 정보 공유해요', body: '저금리 대출.상담 필요하신 분 연락 주세요.' }),
    );
    expect(result).toMatchObject({ ok: false, fieldErrors: { body: expect.stringContaining('광고·홍보') } });
    expect(JSON.stringify(result)).not.toContain('대출상담');
    expect(await database.db.select().from(talkPosts)).toEqual([]);
  });
});
