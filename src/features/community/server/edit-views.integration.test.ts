import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { POST as countView } from '@/app/talk/post/[id]/view/route';
import TalkEditPage from '@/app/talk/write/[id]/page';
import { StaffAccessError } from '@/features/auth/server/staff-query';
import { viewerFromHeaders } from '@/features/auth/server/viewer';
import { useDatabaseForTests } from '@/server/db/db';
import { hitRateLimit } from '@/server/rate-limit';
import { rateLimits, talkPostRevisions, talkPostViews, talkPosts } from '@/server/db/schema';
import { addSeoulDays, seoulDay } from '@/lib/seoul-date';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { withRequest } from '../../../../tests/support/next-headers';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { editWindowMessages } from '../domain/edit-window';
import { saveTalkPostAction } from './actions';
import { getTalkPostHistory } from './edit-history';
import { updateTalkPost } from './mutations';
import { getTalkPost, listBoardPosts } from './queries';
import { boardByKey } from '../domain/boards';
import { purgeTalkViews, viewRateLimit, visitorHash } from './views';

vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), connection: async () => undefined }));

let database: TestDatabase;
let writer: TestUser;
let reader: TestUser;
let moderator: TestUser;
let manager: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  writer = await createTestUser(database.db, { name: '고친 글쓴이' });
  reader = await createTestUser(database.db, { name: '읽는 회원' });
  moderator = await createTestUser(database.db, { roles: ['톡 관리팀'], name: '톡 관리자' });
  manager = await createTestUser(database.db, { roles: ['매니저'], name: '상담 매니저' });
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

beforeEach(async () => {
  await database.db.delete(talkPosts);
  await database.db.delete(rateLimits);
});

const first = { board: 'anonymous', title: '처음 쓴 제목입니다', body: '처음에 쓴 본문입니다. 아이 문제로 고민이 많아요.' };

async function write(values: Partial<typeof first> & { secret?: boolean } = {}): Promise<number> {
  const result = await withRequest(writer.headers, () => saveTalkPostAction({ ...first, ...values }));
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.data.id;
}

/** The strings of a rendered element tree (props and children, not the components' own output). */
function textOf(node: unknown, seen = new Set<unknown>()): string[] {
  if (typeof node === 'string') return [node];
  if (!node || typeof node !== 'object' || seen.has(node)) return [];
  seen.add(node);
  const values = Array.isArray(node) ? node : Object.entries(node).flatMap(([key, value]) => (key.startsWith('_') ? [] : [value]));
  return values.flatMap((value) => textOf(value, seen));
}

const editAs = (user: TestUser, id: number, title: string, body: string) =>
  withRequest(user.headers, () => saveTalkPostAction({ id, board: 'anonymous', title, body }));

/** Moves the post's creation `minutes` into the past, as if written then. */
const writtenAgo = (id: number, minutes: number) =>
  database.db
    .update(talkPosts)
    .set({ createdAt: new Date(Date.now() - minutes * 60_000) })
    .where(eq(talkPosts.id, id));

describe(`editing a community post (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('within the window saves the edit, marks the post edited and keeps the replaced version', async () => {
    const id = await write();
    const before = await database.db.select().from(talkPosts).where(eq(talkPosts.id, id));
    const result = await editAs(writer, id, '고친 제목입니다', '고친 본문입니다. 아이 문제로 고민이 많아요.');
    expect(result).toMatchObject({ ok: true });
    const [post] = await database.db.select().from(talkPosts).where(eq(talkPosts.id, id));
    expect(post).toMatchObject({ title: '고친 제목입니다', body: '고친 본문입니다. 아이 문제로 고민이 많아요.' });
    expect(post!.editedAt).not.toBeNull();
    const revisions = await database.db.select().from(talkPostRevisions).where(eq(talkPostRevisions.postId, id));
    expect(revisions).toEqual([
      expect.objectContaining({ title: first.title, body: first.body, writtenAt: before[0]!.createdAt, replacedAt: post!.editedAt }),
    ]);
    const shown = await getTalkPost(id, await viewerFromHeaders(reader.headers));
    expect(shown?.editedAt).toBe(post!.editedAt!.toISOString());
  });

  it('a post nobody edited is not marked edited', async () => {
    const id = await write();
    expect((await getTalkPost(id, null))?.editedAt).toBeNull();
  });

  it('after the window refuses with the reason, and changes nothing', async () => {
    const id = await write();
    await writtenAgo(id, 24 * 60 + 1);
    const result = await editAs(writer, id, '늦게 고친 제목', '늦게 고친 본문입니다. 열 글자가 넘습니다.');
    expect(result).toEqual({ ok: false, formError: editWindowMessages.closed(1440) });
    const [post] = await database.db.select().from(talkPosts).where(eq(talkPosts.id, id));
    expect(post).toMatchObject({ title: first.title, editedAt: null });
    expect(await database.db.select().from(talkPostRevisions).where(eq(talkPostRevisions.postId, id))).toEqual([]);
  });

  it('after the window the edit page says why instead of showing the form', async () => {
    const id = await write();
    const render = async () =>
      textOf(await withRequest(writer.headers, () => TalkEditPage({ params: Promise.resolve({ id: String(id) }) })));
    expect(await render()).not.toContain(editWindowMessages.closed(1440));
    await writtenAgo(id, 24 * 60 + 1);
    expect(await render()).toContain(editWindowMessages.closed(1440));
  });

  it('with the window set to 0 refuses every edit', async () => {
    const id = await write();
    const context = { db: database.db, actor: { id: writer.id, name: writer.name }, ipAddress: '192.0.2.1' };
    await expect(updateTalkPost(context, { id, ...first, board: 'anonymous', secret: false }, { editWindowMinutes: 0 })).rejects.toThrow(
      editWindowMessages.disabled,
    );
  });

  it('keeps every earlier version in order, each with the time it was written', async () => {
    const id = await write();
    await editAs(writer, id, '두 번째 제목', '두 번째 본문입니다. 열 글자가 넘습니다.');
    const [afterFirst] = await database.db.select().from(talkPosts).where(eq(talkPosts.id, id));
    await editAs(writer, id, '세 번째 제목', '세 번째 본문입니다. 열 글자가 넘습니다.');
    const history = await getTalkPostHistory(await viewerFromHeaders(moderator.headers), id);
    expect(history?.current.title).toBe('세 번째 제목');
    expect(history?.revisions.map((revision) => revision.title)).toEqual([first.title, '두 번째 제목']);
    expect(history?.revisions[1]!.writtenAt).toBe(afterFirst!.editedAt!.toISOString());
    expect(history?.current.writtenAt).toBe(history?.editedAt);
  });

  it("checks the edit's text like a new post's: personal data is refused and no version is kept", async () => {
    const id = await write();
    const result = await editAs(writer, id, '연락처를 남겨요', '제 번호 010-2345-6789로 연락 주세요. 기다릴게요.');
    expect(result).toMatchObject({ ok: false, fieldErrors: { body: expect.any(String) } });
    expect(await database.db.select().from(talkPostRevisions).where(eq(talkPostRevisions.postId, id))).toEqual([]);
  });

  it('lets only moderators read the history', async () => {
    const id = await write();
    await editAs(writer, id, '고친 제목입니다', '고친 본문입니다. 열 글자가 넘습니다.');
    for (const user of [writer, reader, manager]) {
      await expect(getTalkPostHistory(await viewerFromHeaders(user.headers), id)).rejects.toBeInstanceOf(StaffAccessError);
    }
    await expect(getTalkPostHistory(null, id)).rejects.toBeInstanceOf(StaffAccessError);
    expect((await getTalkPostHistory(await viewerFromHeaders(moderator.headers), id))?.revisions).toHaveLength(1);
    // 톡 관리팀 does not answer for 공개 게시판: its posts' history is not theirs to read.
    await database.db.update(talkPosts).set({ board: 'public' }).where(eq(talkPosts.id, id));
    expect(await getTalkPostHistory(await viewerFromHeaders(moderator.headers), id)).toBeNull();
    expect(await getTalkPostHistory(await viewerFromHeaders(moderator.headers), 3_000_000_000)).toBeNull();
  });
});

const visitor = (address: string, userAgent = 'Mozilla/5.0 (iPhone) test browser') =>
  new Headers({ 'x-forwarded-for': address, 'user-agent': userAgent });

function view(id: number | string, headers: Headers): Promise<Response> {
  return countView(new Request(`http://localhost:3000/talk/post/${id}/view`, { method: 'POST', headers }), {
    params: Promise.resolve({ id: String(id) }),
  });
}

async function viewCount(id: number): Promise<number> {
  const [row] = await database.db.select({ viewCount: talkPosts.viewCount }).from(talkPosts).where(eq(talkPosts.id, id));
  return row!.viewCount;
}

describe(`counting views of a community post (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('counts a visitor once a day, even with 20 requests at once', async () => {
    const id = await write();
    const answers = await Promise.all(Array.from({ length: 20 }, () => view(id, visitor('203.0.113.9'))));
    expect(answers.map((answer) => answer.status)).toEqual(Array(20).fill(200));
    expect(await Promise.all(answers.map((answer) => answer.json()))).toEqual(Array(20).fill({ views: 1 }));
    expect(await viewCount(id)).toBe(1);
    expect(await database.db.select().from(talkPostViews).where(eq(talkPostViews.postId, id))).toHaveLength(1);
    await view(id, visitor('203.0.113.9'));
    expect(await viewCount(id)).toBe(1);
  });

  it('counts another address, or another browser on the same address, as another visitor', async () => {
    const id = await write();
    await view(id, visitor('203.0.113.9'));
    await view(id, visitor('198.51.100.20'));
    await view(id, visitor('203.0.113.9', 'Mozilla/5.0 (Android) another browser'));
    expect(await viewCount(id)).toBe(3);
  });

  it('shows the count on the post and on its board card', async () => {
    const id = await write();
    await view(id, visitor('203.0.113.9'));
    expect((await getTalkPost(id, null))?.viewCount).toBe(1);
    const page = await listBoardPosts(boardByKey('anonymous')!);
    expect(page.items.find((item) => item.id === id)?.viewCount).toBe(1);
  });

  it('stores a keyed hash of the day, never the address or the browser', async () => {
    const id = await write();
    await view(id, visitor('203.0.113.9'));
    const rows = await database.db.select().from(talkPostViews).where(eq(talkPostViews.postId, id));
    expect(rows).toHaveLength(1);
    const stored = rows[0]!;
    expect(stored.day).toBe(seoulDay());
    expect(stored.visitor).not.toContain('203.0.113.9');
    expect(stored.visitor).not.toContain('203');
    expect(stored.visitor).not.toContain('Mozilla');
    expect(stored.visitor).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // Nothing else in the table holds the address in any column either.
    const text = JSON.stringify(await database.db.execute(sql`select * from talk_post_views`));
    expect(text).not.toContain('203.0.113.9');
    // The same visitor hashes differently on another day and under another key.
    expect(visitorHash('열쇠', '2026-11-24', '203.0.113.9', 'ua')).not.toBe(visitorHash('열쇠', '2026-11-25', '203.0.113.9', 'ua'));
    expect(visitorHash('열쇠', '2026-11-24', '203.0.113.9', 'ua')).not.toBe(visitorHash('다른 열쇠', '2026-11-24', '203.0.113.9', 'ua'));
  });

  it('does not count a secret or hidden post for others, but does for its author and moderators', async () => {
    const secret = await write({ secret: true });
    expect((await view(secret, visitor('203.0.113.9'))).status).toBe(204);
    const asReader = new Headers(reader.headers);
    asReader.set('user-agent', 'reader');
    await view(secret, asReader);
    expect(await viewCount(secret)).toBe(0);
    const asWriter = new Headers(writer.headers);
    asWriter.set('user-agent', 'writer');
    await view(secret, asWriter);
    const asModerator = new Headers(moderator.headers);
    asModerator.set('user-agent', 'moderator');
    await view(secret, asModerator);
    expect(await viewCount(secret)).toBe(2);

    const hidden = await write();
    await database.db.update(talkPosts).set({ hiddenAt: new Date(), hiddenReason: 'moderator' }).where(eq(talkPosts.id, hidden));
    await view(hidden, visitor('203.0.113.9'));
    expect(await viewCount(hidden)).toBe(0);
  });

  it('answers 404 for a deleted, missing or malformed post and counts nothing', async () => {
    const id = await write();
    await database.db.update(talkPosts).set({ deletedAt: new Date() }).where(eq(talkPosts.id, id));
    for (const target of [id, 999_999_999, 'abc', '0']) {
      const answer = await view(target, visitor('203.0.113.9'));
      expect(answer.status).toBe(404);
      expect((await answer.json()).message).toMatch(/[가-힣]/);
    }
    expect(await database.db.select().from(talkPostViews)).toEqual([]);
  });

  it('refuses a request from another site', async () => {
    const id = await write();
    const headers = visitor('203.0.113.9');
    headers.set('origin', 'https://evil.example');
    const answer = await view(id, headers);
    expect(answer.status).toBe(403);
    expect(await viewCount(id)).toBe(0);
  });

  it('limits how often one address may call the counter', async () => {
    const id = await write();
    const rule = { key: 'talk:view:203.0.113.50', ...viewRateLimit };
    for (let index = 0; index < viewRateLimit.limit; index++) await hitRateLimit(database.db, rule);
    const answer = await view(id, visitor('203.0.113.50'));
    expect(answer.status).toBe(429);
    expect((await answer.json()).message).toMatch(/[가-힣]/);
    expect(await viewCount(id)).toBe(0);
  });

  it('the daily purge removes the days before yesterday and keeps today and yesterday', async () => {
    const id = await write();
    const today = seoulDay();
    const days = [today, addSeoulDays(today, -1), addSeoulDays(today, -2), addSeoulDays(today, -30)];
    await database.db.insert(talkPostViews).values(days.map((day) => ({ postId: id, day, visitor: `v-${day}` })));
    await purgeTalkViews(database.db);
    const left = await database.db.select({ day: talkPostViews.day }).from(talkPostViews).where(eq(talkPostViews.postId, id));
    expect(left.map((row) => row.day).sort()).toEqual([addSeoulDays(today, -1), today]);
    expect(await viewCount(id)).toBe(0);
  });
});
