import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET } from '@/app/talk/feed/[board]/route';
import { actionMessages } from '@/features/auth/server/action-client';
import { viewerFromHeaders } from '@/features/auth/server/viewer';
import { useDatabaseForTests } from '@/server/db/db';
import { rateLimits, talkPostLikes, talkPosts } from '@/server/db/schema';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { withRequest } from '../../../../tests/support/next-headers';
import { roomyTalkLimits, setFirmSettings } from '../../../../tests/support/talk-settings';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { boardByKey } from '../domain/boards';
import { postMessages, secretTitle } from '../domain/post-rules';
import { moderateTalkPostAction, saveTalkCommentAction, saveTalkPostAction, setTalkLikeAction } from './actions';
import { listTalkComments } from './comments';
import { getLockedTalkPost, getTalkPost, listBestPosts, listBoardPosts, listRecommendedForSitemap, searchTalkPosts } from './queries';

vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), connection: async () => undefined }));

let database: TestDatabase;
let writer: TestUser;
let reader: TestUser;
let moderator: TestUser;
let admin: TestUser;
let manager: TestUser;
let readers: TestUser[];

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  // These tests write several posts a minute with one member; the limits themselves are in sanctions.integration.test.ts.
  await setFirmSettings(database.db, roomyTalkLimits);
  writer = await createTestUser(database.db, { name: '윤서진' });
  reader = await createTestUser(database.db, { name: '정하람' });
  moderator = await createTestUser(database.db, { roles: ['톡 관리팀'], name: '톡 관리자' });
  admin = await createTestUser(database.db, { roles: ['관리자'], name: '운영 관리자' });
  manager = await createTestUser(database.db, { roles: ['매니저'], name: '한지우 매니저' });
  readers = await Promise.all(Array.from({ length: 3 }, (_, index) => createTestUser(database.db, { name: `공감 회원 ${index + 1}` })));
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

beforeEach(async () => {
  await database.db.delete(talkPosts);
  await database.db.delete(rateLimits);
});

const as = <T>(user: TestUser | null, run: () => Promise<T>) => withRequest(user ? user.headers : { 'x-forwarded-for': '192.0.2.77' }, run);
const viewerOf = async (user: TestUser | null) => (user ? viewerFromHeaders(user.headers) : null);

async function write(user: TestUser, values: Record<string, unknown> = {}): Promise<number> {
  const result = await as(user, () =>
    saveTalkPostAction({
      board: 'anonymous',
      title: '아무에게도 말하지 못한 이야기',
      body: '남편과 별거를 시작한 지 석 달이 되었어요. 아이에게는 아직 말하지 못했어요.',
      ...values,
    }),
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.data.id;
}

describe('secret posts (비밀글)', () => {
  it('open to the author and community moderators only; everyone else sees that it is secret, nothing more', async () => {
    const id = await write(writer, { secret: true });
    for (const user of [writer, moderator, admin]) {
      expect(await getTalkPost(id, await viewerOf(user)), user.name).toMatchObject({
        id,
        secret: true,
        title: '아무에게도 말하지 못한 이야기',
      });
    }
    for (const user of [null, reader, manager]) {
      expect(await getTalkPost(id, await viewerOf(user)), user?.name ?? 'visitor').toBeNull();
      expect(await listTalkComments(id, await viewerOf(user))).toBeDefined();
    }
    expect(await getLockedTalkPost(id)).toEqual({ id, board: 'anonymous', boardTitle: '익명 게시판', reason: 'secret' });

    const card = (await listBoardPosts(boardByKey('anonymous')!)).items.find((item) => item.id === id)!;
    expect(card).toMatchObject({ title: secretTitle, excerpt: '', authorLabel: '익명', secret: true });
    expect(JSON.stringify(card)).not.toContain('별거');
    expect((await searchTalkPosts('별거')).items).toEqual([]);
  });

  it('takes comments from its author and moderators only', async () => {
    const id = await write(writer, { secret: true });
    expect(await as(reader, () => saveTalkCommentAction({ postId: id, body: '몰래 남기는 댓글입니다.' }))).toEqual({
      ok: false,
      formError: postMessages.commentsClosed,
    });
    expect((await as(moderator, () => saveTalkCommentAction({ postId: id, body: '운영진이 읽었어요. 함께 고민해 볼게요.' }))).ok).toBe(
      true,
    );
    expect((await as(writer, () => saveTalkCommentAction({ postId: id, body: '고맙습니다. 조금 정리가 되네요.' }))).ok).toBe(true);
  });

  it('never goes into a board feed, which carries no writer either', async () => {
    await write(writer, { title: '모두에게 보이는 글' });
    await write(writer, { title: '비밀로 쓴 글', secret: true });
    const response = await GET(new Request('http://localhost/talk/feed/anonymous'), { params: Promise.resolve({ board: 'anonymous' }) });
    expect(response.headers.get('content-type')).toContain('application/rss+xml');
    const xml = await response.text();
    expect(xml).toContain('모두에게 보이는 글');
    expect(xml).not.toContain('비밀로 쓴 글');
    expect(xml).not.toContain(secretTitle);
    expect(xml).not.toContain('dc:creator');
    for (const secret of [writer.id, writer.email, writer.name]) expect(xml).not.toContain(secret);
    const missing = await GET(new Request('http://localhost/talk/feed/none'), { params: Promise.resolve({ board: 'none' }) });
    expect(missing.status).toBe(404);
  });

  it('never goes into 추천글 or the sitemap', async () => {
    const id = await write(writer, { secret: true });
    expect(await as(moderator, () => moderateTalkPostAction({ id, action: 'recommend' }))).toEqual({
      ok: false,
      formError: postMessages.recommendSecret,
    });
    await database.db.update(talkPosts).set({ recommendedAt: new Date() }).where(eq(talkPosts.id, id));
    expect(await listRecommendedForSitemap()).toEqual([]);
  });
});

describe('공감 (likes)', () => {
  it('keeps one like per member under twenty clicks at once, undoes it, and refuses the author', async () => {
    const id = await write(writer);
    const clicks = await Promise.all(
      Array.from({ length: 20 }, () => as(reader, () => setTalkLikeAction({ target: 'post', id, liked: true }))),
    );
    expect(clicks.every((click) => click.ok)).toBe(true);
    expect(await database.db.select().from(talkPostLikes).where(eq(talkPostLikes.postId, id))).toHaveLength(1);
    expect(await getTalkPost(id, await viewerOf(reader))).toMatchObject({ likeCount: 1, likedByViewer: true });

    expect(await as(reader, () => setTalkLikeAction({ target: 'post', id, liked: false }))).toEqual({
      ok: true,
      data: { liked: false, count: 0 },
    });
    expect(await as(reader, () => setTalkLikeAction({ target: 'post', id, liked: false }))).toEqual({
      ok: true,
      data: { liked: false, count: 0 },
    });
    expect(await as(writer, () => setTalkLikeAction({ target: 'post', id, liked: true }))).toEqual({
      ok: false,
      formError: postMessages.likeOwn,
    });
    expect(await as(null, () => setTalkLikeAction({ target: 'post', id, liked: true }))).toEqual({
      ok: false,
      formError: actionMessages.signedOut,
    });
  });

  it('counts likes on comments the same way', async () => {
    const id = await write(writer);
    const comment = await as(writer, () => saveTalkCommentAction({ postId: id, body: '읽어 주셔서 고마워요.' }));
    if (!comment.ok) throw new Error('comment');
    for (const user of readers) await as(user, () => setTalkLikeAction({ target: 'comment', id: comment.data.id, liked: true }));
    const [shown] = await listTalkComments(id, await viewerOf(readers[0]!));
    expect(shown).toMatchObject({ likeCount: 3, likedByViewer: true });
    expect(await as(writer, () => setTalkLikeAction({ target: 'comment', id: comment.data.id, liked: true }))).toMatchObject({ ok: false });
  });

  it('ranks a board by likes over the last 7 and 30 days, without secret posts', async () => {
    const week = await write(writer, { title: '이번 주에 힘이 된 말' });
    const month = await write(writer, { title: '지난달에 많이 읽힌 글' });
    const secret = await write(writer, { title: '비밀 이야기', secret: true });
    await database.db.update(talkPosts).set({ likeCount: 2 }).where(eq(talkPosts.id, week));
    await database.db
      .update(talkPosts)
      .set({ likeCount: 9, createdAt: new Date(Date.now() - 20 * 24 * 60 * 60_000) })
      .where(eq(talkPosts.id, month));
    await database.db.update(talkPosts).set({ likeCount: 50 }).where(eq(talkPosts.id, secret));
    const board = boardByKey('anonymous')!;
    expect((await listBestPosts(board, 7)).map((post) => post.id)).toEqual([week]);
    expect((await listBestPosts(board, 30)).map((post) => post.id)).toEqual([month, week]);
  });
});
