import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionMessages } from '@/features/auth/server/action-client';
import { viewerFromHeaders, type Viewer } from '@/features/auth/server/viewer';
import { useDatabaseForTests } from '@/server/db/db';
import { auditLogs, rateLimits, talkComments, talkPosts, users } from '@/server/db/schema';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { withRequest } from '../../../../tests/support/next-headers';
import { clearOfWindowEdge } from '../../../../tests/support/rate-window';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { postMessages } from '../domain/post-rules';
import { pseudonymPattern } from '@/features/text-safety/domain/pseudonym';
import {
  deleteTalkCommentAction,
  moderateTalkCommentAction,
  moderateTalkPostAction,
  saveTalkCommentAction,
  saveTalkPostAction,
  submitTalkCommentAction,
} from './actions';
import { demoFirmSettings } from '@/features/firm/domain/firm-settings';
import { listTalkComments } from './comments';

const revalidated = vi.hoisted((): string[] => []);
vi.mock('next/cache', () => ({
  revalidatePath: (path: string) => revalidated.push(path),
  revalidateTag: () => undefined,
  updateTag: () => undefined,
  unstable_cache: <T>(fn: T) => fn,
}));

let database: TestDatabase;
let author: TestUser;
let reader: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  author = await createTestUser(database.db, { name: '윤서진' });
  reader = await createTestUser(database.db, { name: '정하람' });
  moderator = await createTestUser(database.db, { roles: ['톡 관리팀'], name: '톡 관리자' });
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

const as = <T>(user: TestUser | null, run: () => Promise<T>) => withRequest(user ? user.headers : { 'x-forwarded-for': '192.0.2.91' }, run);
const viewerOf = (user: TestUser): Promise<Viewer | null> => viewerFromHeaders(user.headers);

async function post(board = 'anonymous'): Promise<number> {
  const result = await as(author, () =>
    saveTalkPostAction({ board, title: '아이 면접교섭 날이 힘들어요', body: '돌아오는 날마다 아이가 울어요. 어떻게 다독이셨나요?' }),
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.data.id;
}

const comment = (user: TestUser | null, postId: number, body = '저희 아이도 그랬어요. 시간이 지나니 나아졌어요.') =>
  as(user, () => saveTalkCommentAction({ postId, body }));

describe('comments', () => {
  it('refuse visitors and bad input, in Korean', async () => {
    const postId = await post();
    expect(await comment(null, postId)).toEqual({ ok: false, formError: actionMessages.signedOut });
    expect(await comment(reader, postId, '가')).toEqual({
      ok: false,
      formError: actionMessages.invalid,
      fieldErrors: { body: postMessages.commentShort },
    });
    expect(await comment(reader, postId, '가'.repeat(1001))).toMatchObject({ ok: false, fieldErrors: { body: postMessages.commentLong } });
    expect(await database.db.select().from(talkComments)).toEqual([]);
  });

  it('carry one pseudonym per member within a post; the author keeps the post name, marked 글쓴이', async () => {
    const postId = await post();
    await comment(reader, postId);
    await comment(author, postId, '댓글 고마워요. 조금 힘이 나요.');
    await comment(reader, postId, '힘내세요. 응원할게요.');
    const list = await listTalkComments(postId, null);
    const [readerFirst, authorReply, readerSecond] = list;
    expect(readerFirst!.authorLabel).toMatch(pseudonymPattern);
    expect(readerSecond!.authorLabel).toBe(readerFirst!.authorLabel);
    const [postRow] = await database.db.select().from(talkPosts).where(eq(talkPosts.id, postId));
    expect(authorReply).toMatchObject({ authorLabel: postRow!.authorLabel, byPostAuthor: true });
    expect(readerFirst!.byPostAuthor).toBe(false);
    const shown = JSON.stringify(list);
    for (const secret of [reader.id, reader.email, reader.name, author.id]) expect(shown).not.toContain(secret);
  });

  it('show the member name on 공개 게시판 and 탈퇴한 회원 once the account is gone', async () => {
    const postId = await post('public');
    const leaving = await createTestUser(database.db, { name: '떠나는 회원' });
    await comment(leaving, postId);
    expect((await listTalkComments(postId, null))[0]!.authorLabel).toBe('떠나는 회원');
    await database.db.delete(users).where(eq(users.id, leaving.id));
    expect((await listTalkComments(postId, null))[0]!.authorLabel).toBe('탈퇴한 회원');
  });

  it('let only the writer delete a comment', async () => {
    const postId = await post();
    const created = await comment(reader, postId);
    const id = created.ok ? created.data.id : 0;
    expect(await as(author, () => deleteTalkCommentAction({ id }))).toEqual({ ok: false, formError: postMessages.commentNotYours });
    expect(await as(moderator, () => deleteTalkCommentAction({ id }))).toEqual({ ok: false, formError: postMessages.commentNotYours });
    expect(await as(null, () => deleteTalkCommentAction({ id }))).toEqual({ ok: false, formError: actionMessages.signedOut });
    expect((await viewerOf(reader)) && (await listTalkComments(postId, await viewerOf(reader)))[0]!.isMine).toBe(true);
    expect(await as(reader, () => deleteTalkCommentAction({ id }))).toEqual({ ok: true, data: { id, postId } });
    expect(await listTalkComments(postId, null)).toEqual([]);
    expect(await as(reader, () => deleteTalkCommentAction({ id }))).toEqual({ ok: false, formError: postMessages.commentNotFound });
  });

  it('are hidden by moderators only, audit-logged; the writer still sees their own', async () => {
    const postId = await post();
    const created = await comment(reader, postId);
    const id = created.ok ? created.data.id : 0;
    expect(await as(author, () => moderateTalkCommentAction({ id, action: 'hide' }))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
    expect(await as(moderator, () => moderateTalkCommentAction({ id, action: 'hide' }))).toEqual({ ok: true, data: { id, hidden: true } });
    expect(await listTalkComments(postId, null)).toEqual([]);
    expect(await listTalkComments(postId, await viewerOf(author))).toEqual([]);
    expect((await listTalkComments(postId, await viewerOf(reader)))[0]).toMatchObject({ id, hidden: true, isMine: true });
    expect((await listTalkComments(postId, await viewerOf(moderator)))[0]).toMatchObject({ id, hidden: true });
    const [entry] = await database.db.select().from(auditLogs);
    expect(entry).toMatchObject({ action: 'talk.comment.hide', subjectType: 'talk_comment', subjectId: String(id), actorId: moderator.id });
  });

  it('close on a hidden post', async () => {
    const postId = await post();
    await as(moderator, () => moderateTalkPostAction({ id: postId, action: 'hide' }));
    expect(await comment(reader, postId)).toEqual({ ok: false, formError: postMessages.commentsClosed });
    expect(await comment(reader, 999_999)).toEqual({ ok: false, formError: postMessages.commentsClosed });
  });

  it('come back to the form with the text kept, or refresh the post with the new comment', async () => {
    const postId = await post();
    const form = new FormData();
    form.set('postId', String(postId));
    form.set('body', '가');
    expect(await as(reader, () => submitTalkCommentAction({ attempt: 0, body: '' }, form))).toEqual({
      attempt: 1,
      body: '가',
      error: postMessages.commentShort,
    });
    form.set('body', '저도 같은 마음이에요.');
    const saved = await as(reader, () => submitTalkCommentAction({ attempt: 1, body: '' }, form));
    const [row] = await database.db.select().from(talkComments);
    expect(saved).toEqual({ attempt: 2, body: '', savedId: row!.id });
    expect(revalidated).toContain(`/talk/post/${postId}`);
    expect(revalidated).toContain('/talk/cached/post/[id]');
  });

  it('are limited per member (comments a minute, from the firm settings)', async () => {
    await clearOfWindowEdge();
    const postId = await post();
    const perMinute = demoFirmSettings.talkCommentsPerMinute;
    for (let index = 0; index < perMinute; index += 1) expect((await comment(reader, postId, `응원합니다 ${index + 1}`)).ok).toBe(true);
    expect(await comment(reader, postId)).toEqual({
      ok: false,
      formError: expect.stringContaining(`댓글은 1분에 ${perMinute}개까지 쓸 수 있어요.`),
    });
  });
});

describe('replies (one level)', () => {
  const reply = (user: TestUser, postId: number, parentId: number, body: string) =>
    as(user, () => saveTalkCommentAction({ postId, parentId, body }));

  it('nest under their comment with the post pseudonyms; a reply to a reply joins the same thread', async () => {
    const postId = await post();
    const first = await comment(reader, postId, '저도 같은 일을 겪었어요.');
    if (!first.ok) throw new Error('comment');
    const answer = await reply(author, postId, first.data.id, '말씀 고마워요. 어떻게 지나가셨어요?');
    if (!answer.ok) throw new Error(JSON.stringify(answer));
    const deeper = await reply(reader, postId, answer.data.id, '시간이 약이었어요.');
    if (!deeper.ok) throw new Error(JSON.stringify(deeper));
    const [thread, ...rest] = await listTalkComments(postId, await viewerOf(reader));
    expect(rest).toEqual([]);
    expect(thread).toMatchObject({ id: first.data.id, parentId: null, deleted: false });
    expect(thread!.replies.map((item) => [item.parentId, item.body, item.byPostAuthor])).toEqual([
      [first.data.id, '말씀 고마워요. 어떻게 지나가셨어요?', true],
      [first.data.id, '시간이 약이었어요.', false],
    ]);
    // The reader keeps one pseudonym within the post, in the comment and in the reply.
    expect(thread!.replies[1]!.authorLabel).toBe(thread!.authorLabel);
  });

  it('keep a deleted comment that has replies as 삭제된 댓글입니다, without its text or writer', async () => {
    const postId = await post();
    const first = await comment(reader, postId, '지워질 댓글입니다.');
    if (!first.ok) throw new Error('comment');
    await reply(author, postId, first.data.id, '답글은 남아요.');
    const lonely = await comment(reader, postId, '답글 없는 댓글입니다.');
    if (!lonely.ok) throw new Error('comment');
    await as(reader, () => deleteTalkCommentAction({ id: first.data.id }));
    await as(reader, () => deleteTalkCommentAction({ id: lonely.data.id }));
    const threads = await listTalkComments(postId, null);
    expect(threads).toHaveLength(1);
    expect(threads[0]).toMatchObject({ id: first.data.id, deleted: true, body: '', authorLabel: '' });
    expect(threads[0]!.replies.map((item) => item.body)).toEqual(['답글은 남아요.']);
    expect(JSON.stringify(threads)).not.toContain('지워질 댓글');
    // A deleted comment takes no new replies.
    expect(await reply(author, postId, first.data.id, '늦은 답글입니다.')).toEqual({ ok: false, formError: postMessages.replyParentGone });
  });

  it('refuse a reply to a comment of another post', async () => {
    const one = await post();
    const other = await post();
    const first = await comment(reader, one, '첫 글의 댓글입니다.');
    if (!first.ok) throw new Error('comment');
    expect(await reply(author, other, first.data.id, '엉뚱한 곳의 답글입니다.')).toEqual({
      ok: false,
      formError: postMessages.replyParentGone,
    });
    expect(await database.db.select().from(talkComments).where(eq(talkComments.postId, other))).toEqual([]);
  });
});
