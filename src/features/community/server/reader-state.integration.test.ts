import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET } from '@/app/api/talk/post/[id]/reader/route';
import { useDatabaseForTests } from '@/server/db/db';
import { rateLimits, talkComments, talkPosts } from '@/server/db/schema';
import { eq } from 'drizzle-orm';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { withRequest } from '../../../../tests/support/next-headers';
import { roomyTalkLimits, setFirmSettings } from '../../../../tests/support/talk-settings';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { reportTalkPostAction, saveTalkCommentAction, saveTalkPostAction, setTalkLikeAction } from './actions';
import { setTalkBookmarkAction } from './member-actions';
import { reportTalkCommentAction } from './takedown-actions';

let database: TestDatabase;
let writer: TestUser;
let reader: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  await setFirmSettings(database.db, roomyTalkLimits);
  writer = await createTestUser(database.db, { name: '글쓴 회원' });
  reader = await createTestUser(database.db, { name: '읽는 회원' });
  moderator = await createTestUser(database.db, { roles: ['톡 관리팀'], name: '톡 관리자' });
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

beforeEach(async () => {
  await database.db.delete(talkPosts);
  await database.db.delete(rateLimits);
});

const as = <T>(user: TestUser, run: () => Promise<T>) => withRequest(user.headers, run);

async function ok<T>(result: Promise<{ ok: true; data: T } | { ok: false }>): Promise<T> {
  const answer = await result;
  if (!answer.ok) throw new Error(JSON.stringify(answer));
  return answer.data;
}

async function readerState(user: TestUser | null, id: number | string) {
  const headers = user ? user.headers : new Headers({ 'x-forwarded-for': '192.0.2.90' });
  const response = await GET(new Request(`http://localhost/api/talk/post/${id}/reader`, { headers }), {
    params: Promise.resolve({ id: String(id) }),
  });
  return { status: response.status, cache: response.headers.get('cache-control'), body: await response.json() };
}

describe(`a reader's own state on a cached post (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('gives a member their 공감, 스크랩, reports and own comments, and nothing about anyone else', async () => {
    const { id: postId } = await ok(
      as(writer, () =>
        saveTalkPostAction({ board: 'anonymous', title: '이야기를 나눠요', body: '요즘 대화가 줄어서 고민이에요. 조언 부탁드려요.' }),
      ),
    );
    const { id: theirs } = await ok(as(writer, () => saveTalkCommentAction({ postId, body: '글쓴이가 덧붙여요. 읽어 주셔서 고마워요.' })));
    const { id: mine } = await ok(as(reader, () => saveTalkCommentAction({ postId, body: '저도 그랬어요. 힘내세요.' })));
    await ok(as(reader, () => setTalkLikeAction({ target: 'post', id: postId, liked: true })));
    await ok(as(reader, () => setTalkLikeAction({ target: 'comment', id: theirs, liked: true })));
    await ok(as(reader, () => setTalkBookmarkAction({ postId, saved: true })));
    await ok(as(reader, () => reportTalkPostAction({ id: postId, kind: 'advertising' })));
    await ok(as(reader, () => reportTalkCommentAction({ id: theirs, kind: 'abuse' })));

    const answer = await readerState(reader, postId);
    expect(answer).toMatchObject({ status: 200, cache: 'private, no-store' });
    expect(answer.body).toEqual({
      full: false,
      liked: true,
      bookmarked: true,
      reported: true,
      comments: { [theirs]: { mine: false, liked: true, reported: true }, [mine]: { mine: true, liked: false, reported: false } },
    });
    for (const secret of [writer.id, writer.email, writer.name]) expect(JSON.stringify(answer.body)).not.toContain(secret);
  });

  it('asks for the page rendered for them: the author, a moderator of the board, and the writer of a hidden comment', async () => {
    const { id: postId } = await ok(
      as(writer, () => saveTalkPostAction({ board: 'free', title: '주말 이야기', body: '주말에 아이와 공원에 다녀왔어요. 좋았어요.' })),
    );
    expect((await readerState(writer, postId)).body.full).toBe(true);
    expect((await readerState(moderator, postId)).body.full).toBe(true);
    expect((await readerState(reader, postId)).body.full).toBe(false);
    const { id: hidden } = await ok(as(reader, () => saveTalkCommentAction({ postId, body: '숨겨질 댓글이에요. 미안해요.' })));
    await database.db.update(talkComments).set({ hiddenAt: new Date(), hiddenReason: 'moderator' }).where(eq(talkComments.id, hidden));
    expect((await readerState(reader, postId)).body.full).toBe(true);
  });

  it('answers 401 to a visitor and 404 for a post the member may not read, a missing one and a malformed id', async () => {
    const { id: secret } = await ok(
      as(writer, () =>
        saveTalkPostAction({ board: 'anonymous', title: '비밀 이야기', body: '아무에게도 말하지 못한 이야기예요.', secret: true }),
      ),
    );
    expect(await readerState(null, secret)).toMatchObject({ status: 401, cache: 'private, no-store' });
    expect((await readerState(reader, secret)).status).toBe(404);
    expect((await readerState(writer, secret)).body.full).toBe(true);
    for (const id of [999_999_999, 'abc', '1e3', '0x1']) expect((await readerState(reader, id)).status).toBe(404);
  });
});
