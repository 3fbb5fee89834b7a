import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import OfficeTalkPage from '@/app/office/talk/page';
import { buildAbility, roleNames, scopeOf, teamRoleNames } from '@/features/auth/domain/permissions';
import { actionMessages } from '@/features/auth/server/action-client';
import { viewerFromHeaders, type Viewer } from '@/features/auth/server/viewer';
import { useDatabaseForTests } from '@/server/db/db';
import { auditLogs, mails, rateLimits, talkComments, talkPosts, talkReports, users } from '@/server/db/schema';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { withRequest } from '../../../../tests/support/next-headers';
import { roomyTalkLimits, setFirmSettings } from '../../../../tests/support/talk-settings';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { demoTalkPosts } from '../demo/demo-talk-posts';
import { boardByKey, writableBoardKeys } from '../domain/boards';
import { listPaging, postLimits, postMessages } from '../domain/post-rules';
import { cursorParam } from '@/lib/keyset';
import { reportMessages } from '../domain/report-reasons';
import { noticeMessages } from '../domain/notices';
import { addSeoulDays, seoulDay } from '@/lib/seoul-date';
import { pseudonymFor, pseudonymPattern } from '@/features/text-safety/domain/pseudonym';
import {
  deleteTalkPostAction,
  moderateTalkPostAction,
  reportTalkPostAction,
  restoreTalkPostAction,
  saveTalkCommentAction,
  saveTalkPostAction,
  setTalkLikeAction,
  submitTalkPostAction,
} from './actions';
import { listTalkComments } from './comments';
import { seedDemoTalkPosts } from './demo-seed';
import { searchBackfillHandler, talkSearchTerms } from './search-terms';
import { purgeTalkTrash } from './trash';
import {
  getTalkPost,
  getTalkPostForEdit,
  leftMemberLabel,
  listBestPosts,
  listBoardPosts,
  listMyTalkActivity,
  getLockedTalkPost,
  listNotices,
  listPostsForModeration,
  listRecommendedForSitemap,
  listTalkHome,
  searchTalkPosts,
} from './queries';
import { pseudonymSecret } from './secret';
import { StaffAccessError } from '@/features/auth/server/staff-query';

// connection() marks a page dynamic inside Next; outside a request it only throws.
vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), connection: async () => undefined }));
process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';

let database: TestDatabase;
let writer: TestUser;
let other: TestUser;
let moderator: TestUser;
let admin: TestUser;
let manager: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  // These tests write several posts a minute with one member; the limits themselves are in sanctions.integration.test.ts.
  await setFirmSettings(database.db, roomyTalkLimits);
  writer = await createTestUser(database.db, { name: '윤서진' });
  other = await createTestUser(database.db, { name: '정하람' });
  moderator = await createTestUser(database.db, { roles: ['톡 관리팀'], name: '톡 관리자' });
  admin = await createTestUser(database.db, { roles: ['관리자'], name: '운영 관리자' });
  manager = await createTestUser(database.db, { roles: ['매니저'], name: '한지우 매니저' });
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

beforeEach(async () => {
  await database.db.delete(talkPosts);
  await database.db.delete(auditLogs);
  await database.db.delete(rateLimits);
});

const as = <T>(user: TestUser | null, run: () => Promise<T>) => withRequest(user ? user.headers : { 'x-forwarded-for': '192.0.2.88' }, run);
const viewerOf = async (user: TestUser | null): Promise<Viewer | null> => (user ? viewerFromHeaders(user.headers) : null);

const input = (values: Record<string, unknown> = {}) => ({
  board: 'anonymous',
  title: '요즘 남편과 대화가 없어요',
  body: '같은 집에 살아도 하루에 나누는 말이 몇 마디 안 돼요.\n어떻게 다시 이야기를 시작할 수 있을까요?',
  ...values,
});

async function write(user: TestUser, values: Record<string, unknown> = {}): Promise<number> {
  const result = await as(user, () => saveTalkPostAction(input(values)));
  if (!result.ok) throw new Error(`write failed: ${JSON.stringify(result)}`);
  return result.data.id;
}

describe('writing a post', () => {
  it('refuses an anonymous visitor before reading the input, and writes nothing', async () => {
    expect(await as(null, () => saveTalkPostAction(input()))).toEqual({ ok: false, formError: actionMessages.signedOut });
    expect(await as(null, () => saveTalkPostAction({ nonsense: true }))).toEqual({ ok: false, formError: actionMessages.signedOut });
    expect(await database.db.select().from(talkPosts)).toEqual([]);
  });

  it('shows a stable per-post pseudonym on 익명 게시판, never the account', async () => {
    const id = await write(writer);
    const [row] = await database.db.select().from(talkPosts).where(eq(talkPosts.id, id));
    const expected = pseudonymFor(await pseudonymSecret(database.db), id, writer.id);
    expect(row).toMatchObject({ board: 'anonymous', authorId: writer.id, authorLabel: expected });
    expect(expected).toMatch(pseudonymPattern);

    const post = await getTalkPost(id, null);
    expect(post).toMatchObject({ id, authorLabel: expected, boardTitle: '익명 게시판', isMine: false, canModerate: false, hidden: false });
    const shown = JSON.stringify(post);
    for (const secret of [writer.id, writer.email, writer.name]) expect(shown).not.toContain(secret);

    const second = await write(writer, { title: '두 번째 고민이에요' });
    const [secondRow] = await database.db.select().from(talkPosts).where(eq(talkPosts.id, second));
    expect(secondRow!.authorLabel).not.toBe(expected);
    // Editing keeps the name the post already had.
    expect(await as(writer, () => saveTalkPostAction(input({ id, title: '고친 제목입니다' })))).toEqual({ ok: true, data: { id } });
    expect((await getTalkPost(id, null))!.authorLabel).toBe(expected);
  });

  it('shows the display name on 공개 게시판 and a pseudonym on 자유수다 and 육아·양육 이야기', async () => {
    const shown = await write(writer, { board: 'public' });
    const free = await write(writer, { board: 'free' });
    const parenting = await write(writer, { board: 'parenting' });
    expect((await getTalkPost(shown, null))!.authorLabel).toBe('윤서진');
    expect((await getTalkPost(free, null))!.authorLabel).toMatch(pseudonymPattern);
    expect((await getTalkPost(parenting, null))!.authorLabel).toMatch(pseudonymPattern);
  });

  it('stores plain text as typed, markup included, for the page to escape', async () => {
    const id = await write(writer, { body: '<script>alert(1)</script> 태그는 글자로만 보여야 해요\r\n둘째 줄' });
    expect((await getTalkPost(id, null))!.body).toBe('<script>alert(1)</script> 태그는 글자로만 보여야 해요\n둘째 줄');
  });

  it('answers bad input with Korean messages at the fields and writes nothing', async () => {
    const result = await as(writer, () => saveTalkPostAction(input({ board: 'recommended', title: '가', body: '짧음' })));
    expect(result).toEqual({
      ok: false,
      formError: actionMessages.invalid,
      fieldErrors: { board: postMessages.boardMissing, title: postMessages.titleShort, body: postMessages.bodyShort },
    });
    expect(await database.db.select().from(talkPosts)).toEqual([]);
  });

  it('asks the writer to remove personal data and never stores a resident registration number', async () => {
    const result = await as(writer, () =>
      saveTalkPostAction(input({ board: 'anonymous', title: '연락 주세요', body: '남편 주민번호가 850101-1234567 이에요. 도와주세요.' })),
    );
    expect(result).toMatchObject({
      ok: false,
      formError: actionMessages.invalid,
      fieldErrors: { body: expect.stringContaining('주민등록번호') },
    });
    expect(JSON.stringify(result)).not.toContain('1234567');
    expect(await database.db.select().from(talkPosts)).toEqual([]);
  });

  it('gives the form back with what was typed, or sends the member to the new post', async () => {
    const form = new FormData();
    form.set('board', 'anonymous');
    form.set('title', '가');
    form.set('body', '본문은 충분히 길게 적었습니다. 이 내용은 사라지면 안 됩니다.');
    const state = await as(writer, () =>
      submitTalkPostAction({ attempt: 0, values: { board: '', title: '', body: '', secret: false }, fieldErrors: {} }, form),
    );
    expect(state).toEqual({
      attempt: 1,
      values: { board: 'anonymous', title: '가', body: '본문은 충분히 길게 적었습니다. 이 내용은 사라지면 안 됩니다.', secret: false },
      formError: actionMessages.invalid,
      fieldErrors: { title: postMessages.titleShort },
    });
    form.set('title', '이번에는 제목이 맞아요');
    const redirected = await as(writer, () => submitTalkPostAction(state, form)).catch((error: { digest?: string }) => error.digest ?? '');
    const [row] = await database.db.select().from(talkPosts);
    expect(redirected).toContain(`/talk/post/${row!.id}`);
  });

  it('limits how often one member writes (posts a minute, from the firm settings)', async () => {
    const perMinute = roomyTalkLimits.talkPostsPerMinute;
    for (let index = 0; index < perMinute; index += 1) await write(other, { title: `연속으로 쓰는 글 ${index + 1}` });
    expect(await as(other, () => saveTalkPostAction(input()))).toEqual({
      ok: false,
      formError: expect.stringContaining(`글은 1분에 ${perMinute}개까지 쓸 수 있어요.`),
    });
    // Another member is not affected.
    expect((await as(writer, () => saveTalkPostAction(input()))).ok).toBe(true);
  });
});

describe('editing and deleting', () => {
  it('lets the owner edit and move the post; the label follows the board', async () => {
    const id = await write(writer);
    expect(await as(writer, () => saveTalkPostAction(input({ id, board: 'public', title: '공개로 옮긴 글입니다' })))).toEqual({
      ok: true,
      data: { id },
    });
    expect(await getTalkPost(id, null)).toMatchObject({ board: 'public', title: '공개로 옮긴 글입니다', authorLabel: '윤서진' });
    expect(await getTalkPostForEdit(id, (await viewerOf(writer))!)).toMatchObject({ id, board: 'public' });
  });

  it('refuses the wrong owner, staff included, and changes nothing', async () => {
    const id = await write(writer);
    expect(await as(other, () => saveTalkPostAction(input({ id, title: '남의 글을 고쳐 봅니다' })))).toEqual({
      ok: false,
      formError: postMessages.notYours,
    });
    expect(await as(admin, () => deleteTalkPostAction({ id }))).toEqual({ ok: false, formError: postMessages.notYours });
    expect(await as(other, () => deleteTalkPostAction({ id }))).toEqual({ ok: false, formError: postMessages.notYours });
    expect(await as(null, () => deleteTalkPostAction({ id }))).toEqual({ ok: false, formError: actionMessages.signedOut });
    expect(await getTalkPostForEdit(id, (await viewerOf(other))!)).toBeNull();
    expect(await getTalkPost(id, null)).toMatchObject({ title: input().title });
  });

  it('soft-deletes the owner post: gone from every list and page, kept in the table', async () => {
    const id = await write(writer);
    expect(await as(writer, () => deleteTalkPostAction({ id }))).toEqual({ ok: true, data: { id, board: 'anonymous' } });
    expect(await getTalkPost(id, await viewerOf(writer))).toBeNull();
    expect(await getTalkPost(id, await viewerOf(admin))).toBeNull();
    expect((await listBoardPosts(boardByKey('anonymous')!)).items).toEqual([]);
    expect((await searchTalkPosts('남편과')).items).toEqual([]);
    const [row] = await database.db.select().from(talkPosts).where(eq(talkPosts.id, id));
    expect(row!.deletedAt).not.toBeNull();
    expect(await as(writer, () => saveTalkPostAction(input({ id })))).toEqual({ ok: false, formError: postMessages.notFound });
    expect(await as(writer, () => deleteTalkPostAction({ id: 'x' }))).toMatchObject({ ok: false, formError: actionMessages.invalid });
  });
});

describe('reading', () => {
  it('pages a board 15 at a time, newest first, by number and past that by cursor', async () => {
    const rows = Array.from({ length: 23 }, (_, index) => ({
      board: 'free',
      title: `자유수다 글 ${index + 1}`,
      body: '오늘 하루도 수고 많으셨어요.',
      authorLabel: '익명 0000',
      // Two posts share a time: the id orders them, and the cursor keeps both.
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, Math.max(index, 1))),
    }));
    await database.db
      .insert(talkPosts)
      .values([...rows, { board: 'public', title: '다른 게시판 글', body: '공개 게시판에 올린 글입니다.', authorLabel: '새벽산책' }]);
    const first = await listBoardPosts(boardByKey('free')!, { page: 1 });
    expect(first).toMatchObject({ total: 23, totalCapped: false, page: 1 });
    expect(first.items).toHaveLength(15);
    expect(first.items[0]!.title).toBe('자유수다 글 23');
    const second = await listBoardPosts(boardByKey('free')!, { page: 2 });
    const olderEight = [8, 7, 6, 5, 4, 3, 2, 1].map((n) => `자유수다 글 ${n}`);
    expect(second.items.map((item) => item.title)).toEqual(olderEight);
    expect(second.nextCursor).toBeNull();
    expect((await listBoardPosts(boardByKey('free')!, { page: 9 })).items).toEqual([]);
    const byCursor = await listBoardPosts(boardByKey('free')!, { before: cursorParam(first.nextCursor!) });
    expect(byCursor.page).toBeNull();
    expect(byCursor.items.map((item) => item.title)).toEqual(olderEight);
  });

  it('loses no post written within the same millisecond as the cursor', async () => {
    const rows = Array.from({ length: postLimits.pageSize + 1 }, (_, index) => ({
      board: 'parenting',
      title: `육아 글 ${index + 1}`,
      body: '아이와 주말을 보냈어요.',
      authorLabel: '익명 0000',
      createdAt: new Date(Date.UTC(2026, 1, 1, 0, index + 2)),
    }));
    await database.db.insert(talkPosts).values(rows);
    // The two oldest share a millisecond and differ in microseconds, which a link cannot carry.
    await database.db.execute(sql`update talk_posts set created_at = '2026-01-31 00:00:00.123456+00' where title = '육아 글 2'`);
    await database.db.execute(sql`update talk_posts set created_at = '2026-01-31 00:00:00.123400+00' where title = '육아 글 1'`);
    const first = await listBoardPosts(boardByKey('parenting')!, { page: 1 });
    expect(first.items.at(-1)!.title).toBe('육아 글 2');
    const next = await listBoardPosts(boardByKey('parenting')!, { before: cursorParam(first.nextCursor!) });
    expect(next.items.map((item) => item.title)).toEqual(['육아 글 1']);
  });

  it('caps the count of a long board at 1,000 and keeps the cursor cheap', async () => {
    const at = Date.UTC(2025, 0, 1);
    const rows = Array.from({ length: 1_005 }, (_, index) => ({
      board: 'anonymous',
      title: `익명 게시판 글 ${index + 1}`,
      body: '긴 게시판을 만들기 위한 글입니다.',
      authorLabel: '익명 0000',
      createdAt: new Date(at + index * 60_000),
    }));
    for (let i = 0; i < rows.length; i += 500) await database.db.insert(talkPosts).values(rows.slice(i, i + 500));
    const first = await listBoardPosts(boardByKey('anonymous')!, { page: 1 });
    expect(first).toMatchObject({ total: 1_000, totalCapped: true });
    // The last numbered page, then the first page past it by cursor: the next pageSize posts.
    const { pageSize } = postLimits;
    const numbered = listPaging.numberedPages * pageSize;
    const last = await listBoardPosts(boardByKey('anonymous')!, { page: listPaging.numberedPages });
    expect(last.items[0]!.title).toBe(`익명 게시판 글 ${1_005 - numbered + pageSize}`);
    const older = await listBoardPosts(boardByKey('anonymous')!, { before: cursorParam(last.nextCursor!) });
    expect(older.items.map((item) => item.title)).toEqual(
      Array.from({ length: pageSize }, (_, i) => `익명 게시판 글 ${1_005 - numbered - i}`),
    );
    expect(older.nextCursor).not.toBeNull();
  });

  it('searches title and body of visible posts by Korean words, title hits first', async () => {
    const post = (title: string, body: string, extra: Partial<typeof talkPosts.$inferInsert> = {}) => ({
      board: 'free',
      title,
      body,
      authorLabel: '익명 1111',
      searchTerms: talkSearchTerms({ title, body }),
      ...extra,
    });
    await database.db
      .insert(talkPosts)
      .values([
        post('면접교섭', '양육비 이야기도 함께 했어요.', { board: 'parenting', createdAt: new Date('2026-03-02') }),
        post('양육비 기록 팁', '달력에 적어 두세요.', { createdAt: new Date('2026-03-01') }),
        post('숨긴 양육비 글', '숨김 처리된 글입니다.', { hiddenAt: new Date() }),
        post('100% 확실한 방법', '광고성 제목입니다.'),
        post('협의이혼 절차', '숙려기간이 길었어요.'),
        post('양육과 비용', '양육비라는 말은 없는 글.'.replace('양육비', '양육 비용')),
      ]);
    const found = await searchTalkPosts('양육비');
    expect(found.items.map((item) => item.title)).toEqual(['양육비 기록 팁', '면접교섭']);
    expect(found.words).toEqual(['양육비']);
    // A two-syllable word inside a longer one, found through the index.
    expect((await searchTalkPosts('이혼')).items.map((item) => item.title)).toEqual(['협의이혼 절차']);
    expect((await searchTalkPosts('100%')).items.map((item) => item.title)).toEqual(['100% 확실한 방법']);
    expect((await searchTalkPosts('%')).items).toEqual([]);
    expect((await searchTalkPosts('양')).items).toEqual([]);
  });

  it('searches newest first in batches of 100 across the windows, title hits first in a batch', async () => {
    const rows = Array.from({ length: 2_600 }, (_, index) => {
      const n = index + 1;
      const title = n === 1 ? '오래된 숙려기간 이야기' : n % 10 === 0 ? (n % 20 === 0 ? `양육비 글 ${n}` : `다른 제목 ${n}`) : `일상 ${n}`;
      const body = n % 10 === 0 ? '양육비 이야기를 적어요.' : '평범한 하루였어요.';
      return { board: 'free', title, body, authorLabel: '익명 7777', searchTerms: talkSearchTerms({ title, body }) };
    });
    for (let i = 0; i < rows.length; i += 500) await database.db.insert(talkPosts).values(rows.slice(i, i + 500));
    const first = await searchTalkPosts('양육비');
    expect(first).toMatchObject({ total: 100, totalCapped: true, page: 1, pageCount: 7 });
    // The batch is the newest 100 matches (posts 2600 … 1610); the 50 with 양육비 in the title come first.
    expect(first.items[0]!.title).toBe('양육비 글 2600');
    // Ranks 50 and 51: the last title hit, then the newest body hit (page 4 holds ranks 46 to 60).
    const fourth = await searchTalkPosts('양육비', { page: 4 });
    expect(fourth.items.map((item) => item.title).slice(4, 6)).toEqual(['양육비 글 1620', '다른 제목 2590']);
    const next = await searchTalkPosts('양육비', { before: Number(first.nextCursor) });
    expect(next.items[0]!.title).toBe('양육비 글 1600');
    // A word only the oldest post has is found in the last window.
    expect((await searchTalkPosts('숙려기간')).items.map((item) => item.title)).toEqual(['오래된 숙려기간 이야기']);
  });

  it('fills the search terms of older posts through the backfill job', async () => {
    await database.db
      .insert(talkPosts)
      .values({ board: 'free', title: '재산분할 질문', body: '결혼 전 재산은요?', authorLabel: '익명 5555' });
    expect((await searchTalkPosts('재산분할')).items).toEqual([]);
    expect(await searchBackfillHandler({} as never, database.db)).toEqual({ status: 'done' });
    expect((await searchTalkPosts('재산분할')).items.map((item) => item.title)).toEqual(['재산분할 질문']);
  });

  it('answers null for a missing or malformed id', async () => {
    expect(await getTalkPost(999_999, null)).toBeNull();
    expect(await getTalkPost(-1, null)).toBeNull();
    expect(await getTalkPost(Number.NaN, null)).toBeNull();
  });
});

describe('reporting', () => {
  it('takes one report per member with a reason; a second one changes nothing', async () => {
    const id = await write(writer);
    expect(await as(null, () => reportTalkPostAction({ id, kind: 'abuse' }))).toEqual({ ok: false, formError: actionMessages.signedOut });
    expect(await as(other, () => reportTalkPostAction({ id }))).toMatchObject({
      ok: false,
      fieldErrors: { kind: reportMessages.reasonMissing },
    });
    expect(await as(other, () => reportTalkPostAction({ id, kind: 'other' }))).toMatchObject({
      ok: false,
      fieldErrors: { reason: reportMessages.detailMissing },
    });
    expect(await as(other, () => reportTalkPostAction({ id, kind: 'other', reason: '특정인을 비방해요' }))).toEqual({
      ok: true,
      data: { alreadyReported: false, blinded: false },
    });
    expect(await as(other, () => reportTalkPostAction({ id, kind: 'abuse' }))).toEqual({
      ok: true,
      data: { alreadyReported: true, blinded: false },
    });
    expect(await as(manager, () => reportTalkPostAction({ id, kind: 'abuse' }))).toEqual({
      ok: true,
      data: { alreadyReported: false, blinded: false },
    });
    expect(await as(writer, () => reportTalkPostAction({ id, kind: 'abuse' }))).toEqual({ ok: false, formError: postMessages.reportOwn });
    expect(await database.db.select().from(talkReports).where(eq(talkReports.postId, id))).toHaveLength(2);
    expect((await getTalkPost(id, await viewerOf(other)))!.reportedByViewer).toBe(true);
    expect(await getTalkPost(id, await viewerOf(writer))).toMatchObject({ reportedByViewer: false, reportCount: 0 });
    expect((await getTalkPost(id, await viewerOf(moderator)))!.reportCount).toBe(2);
    const [row] = (await listPostsForModeration(await viewerOf(moderator), 'reported')).items;
    expect(row!.reasons.sort()).toEqual(['기타: 특정인을 비방해요 1', '욕설·비하 1']);
  });

  it('blinds a post at the third distinct reporter until a moderator decides, audit-logs it and alerts the office', async () => {
    const id = await write(writer);
    const reporters = [other, manager, admin];
    const results = [];
    for (const user of reporters) results.push(await as(user, () => reportTalkPostAction({ id, kind: 'advertising' })));
    expect(results.map((result) => result.ok && result.data.blinded)).toEqual([false, false, true]);
    expect(await getTalkPost(id, null)).toBeNull();
    expect(await getLockedTalkPost(id)).toMatchObject({ id, reason: 'blinded' });
    expect(await getTalkPost(id, await viewerOf(writer))).toMatchObject({ hidden: true, blindedByReports: true });
    expect((await listBoardPosts(boardByKey('anonymous')!)).items).toEqual([]);
    // First in the moderators' list, marked as waiting for a decision.
    const quiet = await write(other, { title: '조용한 글' });
    expect((await listPostsForModeration(await viewerOf(moderator))).items.map((item) => [item.id, item.blindedByReports])).toEqual([
      [id, true],
      [quiet, false],
    ]);
    const audit = await database.db.select().from(auditLogs).where(eq(auditLogs.action, 'talk.blind'));
    expect(audit).toMatchObject([{ subjectId: String(id), actorId: null }]);
    const [alert] = await database.db.select().from(mails).where(eq(mails.kind, 'talk-blinded'));
    expect(alert).toMatchObject({ to: expect.stringContaining('@'), subject: expect.stringContaining('신고 3건') });
    // The moderator decides: shown again, no longer blinded.
    expect(await as(moderator, () => moderateTalkPostAction({ id, action: 'unhide' }))).toMatchObject({ ok: true });
    expect(await getTalkPost(id, null)).toMatchObject({ hidden: false, blindedByReports: false });
  });
});

describe('moderation', () => {
  it('refuses visitors, members and staff without community.moderate', async () => {
    const id = await write(writer);
    expect(await as(null, () => moderateTalkPostAction({ id, action: 'hide' }))).toEqual({
      ok: false,
      formError: actionMessages.signedOut,
    });
    expect(await as(other, () => moderateTalkPostAction({ id, action: 'hide' }))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
    expect(await as(manager, () => moderateTalkPostAction({ id, action: 'recommend' }))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
    await expect(listPostsForModeration(await viewerOf(manager))).rejects.toThrow(new StaffAccessError('forbidden'));
    await expect(listPostsForModeration(null)).rejects.toThrow(new StaffAccessError('signed-out'));
    expect(await database.db.select().from(auditLogs)).toEqual([]);
  });

  it('hides a post from the public (the author and moderators still see it) and audit-logs each step', async () => {
    const id = await write(writer);
    expect(await as(moderator, () => moderateTalkPostAction({ id, action: 'hide' }))).toEqual({
      ok: true,
      data: { id, hidden: true, recommended: false, pinned: false },
    });
    expect(await getTalkPost(id, null)).toBeNull();
    expect(await getTalkPost(id, await viewerOf(other))).toBeNull();
    expect(await getTalkPost(id, await viewerOf(writer))).toMatchObject({ hidden: true, isMine: true });
    expect(await getTalkPost(id, await viewerOf(moderator))).toMatchObject({ hidden: true, canModerate: true });
    expect((await listTalkHome()).newest).toEqual([]);
    expect(await as(other, () => reportTalkPostAction({ id, kind: 'abuse' }))).toEqual({ ok: false, formError: postMessages.notFound });

    expect(await as(admin, () => moderateTalkPostAction({ id, action: 'unhide' }))).toMatchObject({ ok: true, data: { hidden: false } });
    expect(await getTalkPost(id, null)).not.toBeNull();

    const audit = await database.db.select().from(auditLogs).orderBy(auditLogs.id);
    expect(audit.map((entry) => [entry.action, entry.subjectType, entry.subjectId, entry.actorId])).toEqual([
      ['talk.hide', 'talk_post', String(id), moderator.id],
      ['talk.unhide', 'talk_post', String(id), admin.id],
    ]);
  });

  it('recommends a post into 추천글, the home and the sitemap', async () => {
    const id = await write(writer);
    await write(writer, { title: '추천하지 않은 글' });
    expect(await as(moderator, () => moderateTalkPostAction({ id, action: 'recommend' }))).toEqual({
      ok: true,
      data: { id, hidden: false, recommended: true, pinned: false },
    });
    expect((await listBoardPosts(boardByKey('recommended')!)).items.map((item) => item.id)).toEqual([id]);
    expect((await listTalkHome()).recommended.map((item) => item.id)).toEqual([id]);
    expect((await listRecommendedForSitemap()).map((item) => item.id)).toEqual([id]);
    await as(moderator, () => moderateTalkPostAction({ id, action: 'unrecommend' }));
    expect((await listBoardPosts(boardByKey('recommended')!)).items).toEqual([]);
    expect(await as(moderator, () => moderateTalkPostAction({ id, action: 'delete' }))).toMatchObject({
      ok: false,
      formError: actionMessages.invalid,
    });
    expect(await as(moderator, () => moderateTalkPostAction({ id: 999_999, action: 'hide' }))).toEqual({
      ok: false,
      formError: postMessages.notFound,
    });
  });

  it('pins a post as 공지 on its board or every board until a Seoul day ends, and takes it down', async () => {
    const local = await write(writer, { board: 'free', title: '자유수다 이용 안내' });
    const everywhere = await write(writer, { board: 'parenting', title: '커뮤니티 운영 원칙 안내' });
    const today = seoulDay();
    expect(await as(other, () => moderateTalkPostAction({ id: local, action: 'pin', scope: 'board', until: today }))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
    expect(await as(moderator, () => moderateTalkPostAction({ id: local, action: 'pin' }))).toMatchObject({
      ok: false,
      fieldErrors: { scope: noticeMessages.scopeMissing, until: noticeMessages.untilInvalid },
    });
    expect(
      await as(moderator, () => moderateTalkPostAction({ id: local, action: 'pin', scope: 'board', until: '2020-01-01' })),
    ).toMatchObject({
      ok: false,
      fieldErrors: { until: noticeMessages.untilInvalid },
    });
    expect(await as(moderator, () => moderateTalkPostAction({ id: local, action: 'pin', scope: 'board', until: today }))).toMatchObject({
      ok: true,
      data: { pinned: true },
    });
    await as(moderator, () => moderateTalkPostAction({ id: everywhere, action: 'pin', scope: 'all', until: addSeoulDays(today, 7) }));
    expect((await listNotices(boardByKey('free')!)).map((post) => post.id)).toEqual([everywhere, local]);
    expect((await listNotices(boardByKey('anonymous')!)).map((post) => post.id)).toEqual([everywhere]);
    expect(await getTalkPost(local, await viewerOf(moderator))).toMatchObject({ notice: { scope: 'board' } });
    expect(await getTalkPost(local, await viewerOf(other))).toMatchObject({ notice: null });
    // Ends with its day; a run-out notice is gone without anyone acting.
    await database.db
      .update(talkPosts)
      .set({ pinnedUntil: new Date(Date.now() - 1000) })
      .where(eq(talkPosts.id, local));
    expect((await listNotices(boardByKey('free')!)).map((post) => post.id)).toEqual([everywhere]);
    await as(moderator, () => moderateTalkPostAction({ id: everywhere, action: 'unpin' }));
    expect(await listNotices(boardByKey('free')!)).toEqual([]);
    const audit = await database.db
      .select()
      .from(auditLogs)
      .where(eq(auditLogs.subjectId, String(everywhere)));
    expect(audit.map((entry) => entry.action)).toEqual(['talk.pin', 'talk.unpin']);
  });

  it('keeps an author-deleted post in the trash for 30 days, restorable by moderators, then purges it with its comments', async () => {
    const kept = await write(writer, { title: '휴지통에서 돌아올 글' });
    const old = await write(writer, { title: '오래전에 지운 글' });
    await as(other, () => saveTalkCommentAction({ postId: old, body: '지워질 글의 댓글입니다.' }));
    for (const id of [kept, old]) expect((await as(writer, () => deleteTalkPostAction({ id }))).ok).toBe(true);
    await database.db
      .update(talkPosts)
      .set({ deletedAt: new Date(Date.now() - 31 * 24 * 60 * 60_000) })
      .where(eq(talkPosts.id, old));
    expect((await listPostsForModeration(await viewerOf(moderator), 'trash')).items.map((item) => item.id)).toEqual([kept]);
    expect(await as(other, () => restoreTalkPostAction({ id: kept }))).toEqual({ ok: false, formError: actionMessages.forbidden });
    expect(await as(moderator, () => restoreTalkPostAction({ id: old }))).toEqual({ ok: false, formError: postMessages.notInTrash });
    expect(await as(moderator, () => restoreTalkPostAction({ id: kept }))).toEqual({ ok: true, data: { id: kept } });
    expect(await getTalkPost(kept, null)).toMatchObject({ title: '휴지통에서 돌아올 글' });

    expect(await purgeTalkTrash(database.db)).toBe(1);
    expect(await database.db.select().from(talkPosts).where(eq(talkPosts.id, old))).toEqual([]);
    expect(await database.db.select().from(talkComments).where(eq(talkComments.postId, old))).toEqual([]);
    const audit = await database.db.select().from(auditLogs).orderBy(auditLogs.id);
    expect(audit.map((entry) => entry.action)).toEqual(['talk.restore', 'talk.purge']);
  });

  it('lists reported posts that are still shown first in /office/talk', async () => {
    const quiet = await write(writer, { title: '조용한 글입니다' });
    const reported = await write(writer, { title: '신고가 들어온 글' });
    const handled = await write(writer, { title: '이미 숨긴 신고 글' });
    await as(other, () => reportTalkPostAction({ id: reported, kind: 'abuse' }));
    await as(other, () => reportTalkPostAction({ id: handled, kind: 'abuse' }));
    await as(manager, () => reportTalkPostAction({ id: handled, kind: 'privacy' }));
    await as(moderator, () => moderateTalkPostAction({ id: handled, action: 'hide' }));
    const list = await listPostsForModeration(await viewerOf(moderator));
    expect(list.items.map((item) => item.id)).toEqual([reported, handled, quiet]);
    expect(list.items[1]).toMatchObject({ hidden: true, reportCount: 2 });
    expect((await listPostsForModeration(await viewerOf(admin), 'reported')).items.map((item) => item.id)).toEqual([reported, handled]);
    expect((await listPostsForModeration(await viewerOf(admin), 'hidden')).items.map((item) => item.id)).toEqual([handled]);
  });
});

describe('the community permission matrix', () => {
  const rows = [null, [], ...[...roleNames, ...teamRoleNames].map((name) => [name]), ['퇴사', '톡 관리팀']] as Array<string[] | null>;

  it('lets exactly the roles holding community.moderate into /office/talk and the moderation action', async () => {
    const id = await write(writer);
    const problems: string[] = [];
    for (const roles of rows) {
      const label = roles === null ? '비회원' : roles.join('+') || '회원';
      const user = roles === null ? null : await createTestUser(database.db, { roles, name: `${label} 확인` });
      const allowed = roles !== null && scopeOf(buildAbility(roles)).includes('community.moderate');
      const expectedPage = roles === null ? 'login' : allowed ? 'allowed' : 'forbidden';
      const page = await as(user, () => OfficeTalkPage({ searchParams: Promise.resolve({}) })).then(
        () => 'allowed',
        (error: { digest?: string }) =>
          error.digest?.includes('/member/login') ? 'login' : error.digest === 'NEXT_HTTP_ERROR_FALLBACK;403' ? 'forbidden' : String(error),
      );
      if (page !== expectedPage) problems.push(`${label}: page ${page}, expected ${expectedPage}`);
      const action = await as(user, () => moderateTalkPostAction({ id, action: 'recommend' }));
      const expectedAction = roles === null ? actionMessages.signedOut : allowed ? undefined : actionMessages.forbidden;
      if ((action.ok ? undefined : action.formError) !== expectedAction) problems.push(`${label}: action ${JSON.stringify(action)}`);
      if (user) await database.db.delete(users).where(eq(users.id, user.id));
    }
    expect(problems).toEqual([]);
    expect(scopeOf(buildAbility(['톡 관리팀']))).toContain('community.moderate');
  });
});

describe('the demo posts', () => {
  it('go into an empty board once, some recommended, with no account behind them', async () => {
    expect(await seedDemoTalkPosts(database.db, demoTalkPosts)).toBe(true);
    expect(await seedDemoTalkPosts(database.db, demoTalkPosts)).toBe(false);
    const rows = await database.db.select().from(talkPosts);
    expect(rows).toHaveLength(demoTalkPosts.length);
    expect(rows.every((row) => row.authorId === null)).toBe(true);
    expect((await listTalkHome()).recommended.length).toBeGreaterThanOrEqual(3);
  });

  it('come with their comments and replies, dated after what they answer and before now, ids following time', async () => {
    const now = new Date();
    expect(await seedDemoTalkPosts(database.db, demoTalkPosts, now)).toBe(true);
    const posts = await database.db.select().from(talkPosts).orderBy(talkPosts.id);
    const comments = await database.db.select().from(talkComments).orderBy(talkComments.id);
    const demoComments = demoTalkPosts.flatMap((post) => post.comments);
    const demoReplies = demoComments.flatMap((comment) => comment.replies);
    expect(comments).toHaveLength(demoComments.length + demoReplies.length);
    expect(comments.filter((comment) => comment.parentId !== null)).toHaveLength(demoReplies.length);
    for (const [earlier, later] of [posts, comments].flatMap((list) => list.slice(1).map((row, at) => [list[at]!, row] as const)))
      expect(later.createdAt.getTime()).toBeGreaterThan(earlier.createdAt.getTime());
    const byId = new Map(posts.map((post) => [post.id, post]));
    const commentById = new Map(comments.map((comment) => [comment.id, comment]));
    for (const comment of comments) {
      const post = byId.get(comment.postId)!;
      const demo = demoTalkPosts.find((entry) => entry.title === post.title)!;
      const parent = comment.parentId === null ? null : commentById.get(comment.parentId)!;
      const demoParent = demo.comments.find((entry) => entry.body === (parent ?? comment).body)!;
      const entry = parent ? demoParent.replies.find((reply) => reply.body === comment.body)! : demoParent;
      expect(entry, comment.body).toBeDefined();
      expect(comment).toMatchObject({ authorId: null, authorLabel: entry.authorLabel, likeCount: entry.likeCount });
      if (parent) {
        expect(parent).toMatchObject({ postId: comment.postId, parentId: null });
        expect(comment.createdAt.getTime()).toBeGreaterThan(parent.createdAt.getTime());
      }
      expect(comment.createdAt.getTime()).toBeGreaterThan(post.createdAt.getTime());
      expect(comment.createdAt.getTime()).toBeLessThanOrEqual(now.getTime());
    }
    expect(posts.map((post) => post.likeCount)).toEqual(
      posts.map((post) => demoTalkPosts.find((entry) => entry.title === post.title)!.likeCount),
    );
    expect(posts.every((post) => post.searchTerms !== null && post.searchTerms.length > 0)).toBe(true);
    const newest = posts.at(-1)!;
    const shown = await listTalkComments(newest.id, null);
    const demoNewest = demoTalkPosts.find((entry) => entry.title === newest.title)!;
    expect(shown.map((comment) => comment.authorLabel)).toEqual(demoNewest.comments.map((comment) => comment.authorLabel));
    expect(shown.map((comment) => comment.replies.map((reply) => reply.body))).toEqual(
      demoNewest.comments.map((comment) => comment.replies.map((reply) => reply.body)),
    );
    expect(demoNewest.comments.some((comment) => comment.replies.length > 0)).toBe(true);
  });

  it('fill 주간 and 월간 베스트 of every writable board, most 공감 first', async () => {
    expect(await seedDemoTalkPosts(database.db, demoTalkPosts)).toBe(true);
    for (const key of writableBoardKeys) {
      const board = boardByKey(key)!;
      const week = await listBestPosts(board, 7);
      const month = await listBestPosts(board, 30);
      expect(week.length, key).toBeGreaterThanOrEqual(3);
      expect(month.length, key).toBeGreaterThan(week.length);
      const likes = month.map((card) => card.likeCount);
      expect(likes, key).toEqual([...likes].sort((a, b) => b - a));
    }
  });

  it("take a member's 공감 on a demo post and its undoing on top of the seeded count", async () => {
    expect(await seedDemoTalkPosts(database.db, demoTalkPosts)).toBe(true);
    const [post] = await database.db.select().from(talkPosts).orderBy(talkPosts.id).limit(1);
    const reader = await createTestUser(database.db);
    const like = (liked: boolean) => as(reader, () => setTalkLikeAction({ target: 'post', id: post!.id, liked }));
    expect(await like(true)).toMatchObject({ ok: true, data: { liked: true, count: post!.likeCount + 1 } });
    expect(await like(false)).toMatchObject({ ok: true, data: { liked: false, count: post!.likeCount } });
  });
});

describe('a member who leaves', () => {
  it('leaves the posts: 공개 게시판 shows 탈퇴한 회원 and no name is stored, pseudonyms stay', async () => {
    const leaving = await createTestUser(database.db, { name: '떠나는 회원' });
    const named = await write(leaving, { board: 'public' });
    const hidden = await write(leaving, { board: 'anonymous', title: '익명으로 쓴 글' });
    const pseudonym = (await getTalkPost(hidden, null))!.authorLabel;
    expect((await getTalkPost(named, null))!.authorLabel).toBe('떠나는 회원');
    await database.db.update(users).set({ name: '바뀐 이름' }).where(eq(users.id, leaving.id));
    expect((await getTalkPost(named, null))!.authorLabel).toBe('바뀐 이름');

    await database.db.delete(users).where(eq(users.id, leaving.id));
    expect(await getTalkPost(named, null)).toMatchObject({ authorLabel: leftMemberLabel, title: input().title });
    expect((await getTalkPost(hidden, null))!.authorLabel).toBe(pseudonym);
    const stored = await database.db.select().from(talkPosts).where(eq(talkPosts.id, named));
    expect(JSON.stringify(stored)).not.toContain('떠나는 회원');
    expect(JSON.stringify(stored)).not.toContain('바뀐 이름');
  });
});

describe("my page's own posts", () => {
  it("lists only the viewer's own posts, newest first, with a hidden one marked and a deleted one gone", async () => {
    const first = await write(writer, { title: '첫 번째 고민' });
    const hidden = await write(writer, { title: '숨겨질 글' });
    const deleted = await write(writer, { title: '지울 글' });
    await write(other, { title: '다른 회원의 글' });
    expect(await as(moderator, () => moderateTalkPostAction({ id: hidden, action: 'hide' }))).toMatchObject({ ok: true });
    expect(await as(writer, () => deleteTalkPostAction({ id: deleted }))).toMatchObject({ ok: true });
    expect(await as(writer, () => saveTalkCommentAction({ postId: first, body: '스스로 남기는 덧붙임입니다.' }))).toMatchObject({
      ok: true,
    });
    expect(await as(other, () => saveTalkCommentAction({ postId: first, body: '저도 비슷한 일을 겪었어요. 힘내세요.' }))).toMatchObject({
      ok: true,
    });

    const activity = await listMyTalkActivity((await viewerOf(writer))!);
    expect(activity.posts.map((post) => [post.id, post.title, post.hidden])).toEqual([
      [hidden, '숨겨질 글', true],
      [first, '첫 번째 고민', false],
    ]);
    expect(activity.totalPosts).toBe(2);
    expect(activity.posts.map((post) => post.commentCount)).toEqual([0, 2]);
    expect(activity.commentCount).toBe(1);
    expect(activity.posts[0]!.boardTitle).toBe(boardByKey('anonymous')!.title);
    expect((await listMyTalkActivity((await viewerOf(other))!)).posts.map((post) => post.title)).toEqual(['다른 회원의 글']);
  });
});
