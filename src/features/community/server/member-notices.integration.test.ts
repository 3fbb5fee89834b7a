import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { GET as unreadRoute } from '@/app/api/talk/notifications/route';
import { actionMessages } from '@/features/auth/server/action-client';
import { viewerFromHeaders, type Viewer } from '@/features/auth/server/viewer';
import { useDatabaseForTests } from '@/server/db/db';
import { jobs, mails, rateLimits, talkBookmarks, talkComments, talkNotifications, talkPosts } from '@/server/db/schema';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { withRequest } from '../../../../tests/support/next-headers';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { notificationMessages } from '../domain/member-notices';
import { postMessages } from '../domain/post-rules';
import { cursorParam } from '@/lib/keyset';
import { moderateTalkPostAction, saveTalkCommentAction, saveTalkPostAction } from './actions';
import { listMyBookmarks } from './bookmarks';
import { markTalkNotificationsReadAction, setTalkBookmarkAction, setTalkReplyEmailAction } from './member-actions';
import { countUnreadNotifications, listMyNotifications, TALK_REPLY_EMAIL_JOB, talkReplyEmailHandler } from './notifications';

vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), connection: async () => undefined }));
vi.mock('next/cache', () => ({ revalidatePath: () => undefined, revalidateTag: () => undefined, updateTag: () => undefined }));

let database: TestDatabase;
let author: TestUser;
let commenter: TestUser;
let third: TestUser;
let moderator: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  author = await createTestUser(database.db, { name: '서하은' });
  commenter = await createTestUser(database.db, { name: '남궁도윤' });
  third = await createTestUser(database.db, { name: '오세린' });
  moderator = await createTestUser(database.db, { roles: ['톡 관리팀'], name: '톡 관리자' });
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

beforeEach(async () => {
  await database.db.delete(talkPosts);
  await database.db.delete(rateLimits);
  await database.db.delete(jobs);
  await database.db.delete(mails);
});

const as = <T>(user: TestUser | null, run: () => Promise<T>) => withRequest(user ? user.headers : { 'x-forwarded-for': '192.0.2.78' }, run);
const viewerOf = async (user: TestUser): Promise<Viewer> => (await viewerFromHeaders(user.headers))!;

async function write(user: TestUser, values: Record<string, unknown> = {}): Promise<number> {
  const result = await as(user, () =>
    saveTalkPostAction({
      board: 'anonymous',
      title: '주말마다 다투게 돼요',
      body: '주말이면 사소한 일로 언성이 높아져요. 다들 어떻게 대화를 시작하시나요?',
      ...values,
    }),
  );
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.data.id;
}

async function comment(user: TestUser, postId: number, body = '저도 비슷했어요. 산책하면서 이야기해 보세요.', parentId?: number) {
  const result = await as(user, () => saveTalkCommentAction({ postId, body, ...(parentId ? { parentId } : {}) }));
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.data.id;
}

const noticesOf = (user: TestUser) =>
  database.db.select().from(talkNotifications).where(eq(talkNotifications.userId, user.id)).orderBy(talkNotifications.id);

describe('스크랩 (setTalkBookmarkAction, listMyBookmarks)', () => {
  it('sets and unsets a bookmark idempotently: a repeat changes nothing', async () => {
    const postId = await write(author);
    for (let i = 0; i < 2; i++)
      expect(await as(commenter, () => setTalkBookmarkAction({ postId, saved: true }))).toEqual({ ok: true, data: { saved: true } });
    const rows = () => database.db.select().from(talkBookmarks).where(eq(talkBookmarks.userId, commenter.id));
    expect(await rows()).toHaveLength(1);
    for (let i = 0; i < 2; i++)
      expect(await as(commenter, () => setTalkBookmarkAction({ postId, saved: false }))).toEqual({ ok: true, data: { saved: false } });
    expect(await rows()).toHaveLength(0);
  });

  it("refuses someone else's secret post and a hidden post, keeps the author's own secret post, and asks a visitor to sign in", async () => {
    const secret = await write(author, { secret: true });
    expect(await as(commenter, () => setTalkBookmarkAction({ postId: secret, saved: true }))).toEqual({
      ok: false,
      formError: postMessages.notFound,
    });
    expect(await as(author, () => setTalkBookmarkAction({ postId: secret, saved: true }))).toMatchObject({ ok: true });
    const hidden = await write(author);
    expect(await as(moderator, () => moderateTalkPostAction({ id: hidden, action: 'hide' }))).toMatchObject({ ok: true });
    expect(await as(commenter, () => setTalkBookmarkAction({ postId: hidden, saved: true }))).toEqual({
      ok: false,
      formError: postMessages.notFound,
    });
    expect(await as(null, () => setTalkBookmarkAction({ postId: secret, saved: true }))).toEqual({
      ok: false,
      formError: actionMessages.signedOut,
    });
    expect(await database.db.select().from(talkBookmarks).where(eq(talkBookmarks.userId, commenter.id))).toEqual([]);
  });

  it('lists my bookmarks newest first by keyset pages, leaving out posts since hidden, deleted or made secret', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) {
      ids.push(await write(author, { title: `스크랩할 글 ${i + 1}번째 이야기` }));
      await database.db.delete(rateLimits);
    }
    for (const postId of ids) expect(await as(third, () => setTalkBookmarkAction({ postId, saved: true }))).toMatchObject({ ok: true });
    // Someone else's bookmark never shows in mine.
    await as(commenter, () => setTalkBookmarkAction({ postId: ids[0]!, saved: true }));
    const viewer = await viewerOf(third);
    const first = await listMyBookmarks(viewer, null, 2);
    expect(first.items.map((item) => item.postId)).toEqual([ids[4], ids[3]]);
    expect(first.isFirst).toBe(true);
    const second = await listMyBookmarks(viewer, cursorParam(first.nextCursor!), 2);
    expect(second.items.map((item) => item.postId)).toEqual([ids[2], ids[1]]);
    const last = await listMyBookmarks(viewer, cursorParam(second.nextCursor!), 2);
    expect(last.items.map((item) => item.postId)).toEqual([ids[0]]);
    expect(last.nextCursor).toBeNull();

    await as(moderator, () => moderateTalkPostAction({ id: ids[4]!, action: 'hide' }));
    await database.db.update(talkPosts).set({ deletedAt: new Date() }).where(eq(talkPosts.id, ids[3]!));
    await database.db.update(talkPosts).set({ secret: true }).where(eq(talkPosts.id, ids[2]!));
    const after = await listMyBookmarks(viewer, null, 10);
    expect(after.items.map((item) => item.postId)).toEqual([ids[1], ids[0]]);
    expect(after.items[0]).toMatchObject({ title: '스크랩할 글 2번째 이야기', boardTitle: '익명 게시판' });
  });
});

describe('comment notifications (createTalkComment → notifyMember)', () => {
  it('tells the post author of a comment, the comment author of a reply, and never the writer themselves', async () => {
    const postId = await write(author);
    // The author's own comment tells nobody.
    const own = await comment(author, postId, '제가 먼저 덧붙여요. 주로 저녁에 다퉈요.');
    expect(await noticesOf(author)).toEqual([]);
    const first = await comment(commenter, postId);
    expect((await noticesOf(author)).map((n) => [n.kind, n.postId, n.commentId])).toEqual([['comment', postId, first]]);
    expect(await noticesOf(commenter)).toEqual([]);
    // A third member answers the commenter: the commenter gets 'reply', the author 'comment'.
    const reply = await comment(third, postId, '산책 좋은 방법이네요. 저도 해 볼게요.', first);
    expect((await noticesOf(commenter)).map((n) => [n.kind, n.commentId])).toEqual([['reply', reply]]);
    expect((await noticesOf(author)).map((n) => n.kind)).toEqual(['comment', 'comment']);
    // The commenter answering under their own comment tells only the author.
    await comment(commenter, postId, '고마워요. 다음 주에 후기 남길게요.', first);
    expect(await noticesOf(commenter)).toHaveLength(1);
    expect(await noticesOf(third)).toEqual([]);
    // Answering the author's own comment: one notice for the author (post and comment), a 'reply'.
    const answer = await comment(third, postId, '저녁 시간이 제일 힘들죠.', own);
    const last = (await noticesOf(author)).filter((n) => n.commentId === answer);
    expect(last.map((n) => n.kind)).toEqual(['reply']);
  });

  it('counts unread notices, lists them newest first with the wording and no writer, and pages by id', async () => {
    const postId = await write(author, { title: '처가 방문 문제로 고민이에요' });
    const commentIds: number[] = [];
    for (let i = 0; i < 3; i++) commentIds.push(await comment(commenter, postId, `${i + 1}번째 댓글이에요. 힘내세요.`));
    expect(await countUnreadNotifications(database.db, author.id)).toBe(3);
    const viewer = await viewerOf(author);
    const first = await listMyNotifications(viewer, null, 2);
    expect(first.items.map((item) => item.text)).toEqual([
      '내 글 「처가 방문 문제로 고민이에요」에 새 댓글이 달렸어요.',
      '내 글 「처가 방문 문제로 고민이에요」에 새 댓글이 달렸어요.',
    ]);
    expect(first.items[0]).toMatchObject({ kind: 'comment', unread: true, href: `/talk/post/${postId}#comment-${commentIds[2]}` });
    expect(JSON.stringify(first)).not.toContain(commenter.name);
    expect(JSON.stringify(first)).not.toContain(commenter.id);
    const second = await listMyNotifications(viewer, first.nextCursor, 2);
    expect(second.items.map((item) => item.href)).toEqual([`/talk/post/${postId}#comment-${commentIds[0]}`]);
    expect(second.nextCursor).toBeNull();

    const response = await unreadRoute(new Request('http://localhost/api/talk/notifications', { headers: author.headers }));
    expect(await response.json()).toEqual({ unread: 3 });
    expect((await unreadRoute(new Request('http://localhost/api/talk/notifications'))).status).toBe(401);
  });

  it("marks read only the member's own notices: someone else's id is refused and changes nothing", async () => {
    const postId = await write(author);
    await comment(commenter, postId);
    await comment(commenter, postId, '하나 더 남겨요. 꼭 이야기 나눠 보세요.');
    const [a, b] = await noticesOf(author);
    expect(await as(commenter, () => markTalkNotificationsReadAction({ ids: [a!.id] }))).toEqual({
      ok: false,
      formError: notificationMessages.notFound,
    });
    expect(await as(author, () => markTalkNotificationsReadAction({ ids: [a!.id, 999_999_999] }))).toEqual({
      ok: false,
      formError: notificationMessages.notFound,
    });
    expect(await countUnreadNotifications(database.db, author.id)).toBe(2);
    expect(await as(author, () => markTalkNotificationsReadAction({ ids: [a!.id] }))).toEqual({ ok: true, data: { marked: 1, unread: 1 } });
    expect(await as(author, () => markTalkNotificationsReadAction({ all: true }))).toEqual({ ok: true, data: { marked: 1, unread: 0 } });
    const rows = await noticesOf(author);
    expect(rows.every((row) => row.readAt !== null)).toBe(true);
    expect(rows.map((row) => row.id)).toEqual([a!.id, b!.id]);
  });
});

describe('the reply email (talk_member_settings.reply_email → job → mail outbox)', () => {
  it('is off by default: no job is written', async () => {
    const postId = await write(author);
    await comment(commenter, postId);
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, TALK_REPLY_EMAIL_JOB))).toEqual([]);
  });

  it('when opted in, writes one job per notice whose mail names no writer and quotes no comment', async () => {
    expect(await as(author, () => setTalkReplyEmailAction({ replyEmail: true }))).toEqual({ ok: true, data: { replyEmail: true } });
    const postId = await write(author, { title: '아이 앞에서 다투지 않으려면' });
    const body = '저희는 규칙을 정했어요. 아이가 잠든 뒤에만 이야기해요.';
    const commentId = await comment(commenter, postId, body);
    const queued = await database.db.select().from(jobs).where(eq(jobs.kind, TALK_REPLY_EMAIL_JOB));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ idempotencyKey: `${TALK_REPLY_EMAIL_JOB}:${commentId}:${author.id}` });

    const outcome = await talkReplyEmailHandler({ siteUrl: 'https://family.example' })(queued[0]!, database.db);
    expect(outcome).toEqual({ status: 'done' });
    // Run again (a crash before the job was marked done): no second mail.
    expect((await talkReplyEmailHandler({ siteUrl: 'https://family.example' })(queued[0]!, database.db)).status).toBe('skipped');
    expect(await database.db.select().from(mails).where(eq(mails.kind, 'talk-reply'))).toHaveLength(1);
    const [mail] = await database.db.select().from(mails).where(eq(mails.kind, 'talk-reply'));
    expect(mail).toMatchObject({ to: author.email, subject: '[커뮤니티] 내 글에 새 댓글이 달렸어요' });
    expect(mail!.text).toContain('아이 앞에서 다투지 않으려면');
    expect(mail!.text).toContain(`https://family.example/talk/post/${postId}`);
    for (const secret of [body, '규칙', commenter.name, commenter.email, commenter.id])
      expect(`${mail!.subject}\n${mail!.text}`).not.toContain(secret);
    // Nor the pseudonym the comment carries under the post.
    const [written] = await database.db
      .select({ label: talkComments.authorLabel })
      .from(talkComments)
      .where(eq(talkComments.id, commentId));
    expect(written!.label).not.toBe('');
    expect(mail!.text).not.toContain(written!.label);

    // The member who did not opt in (the commenter, answered by the author) gets no job.
    await comment(author, postId, '좋은 방법이네요. 감사합니다.', commentId);
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, TALK_REPLY_EMAIL_JOB))).toHaveLength(1);

    // Turned off before the job runs: skipped, no mail.
    await comment(third, postId);
    const [later] = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, TALK_REPLY_EMAIL_JOB), eq(jobs.status, 'pending')))
      .orderBy(jobs.id)
      .offset(1);
    expect(later).toBeDefined();
    await as(author, () => setTalkReplyEmailAction({ replyEmail: false }));
    expect((await talkReplyEmailHandler({ siteUrl: 'https://family.example' })(later!, database.db)).status).toBe('skipped');
    expect(await database.db.select().from(mails).where(eq(mails.kind, 'talk-reply'))).toHaveLength(1);
  });

  it('sends no title or link of a post made secret since to anyone but its author', async () => {
    expect((await as(commenter, () => setTalkReplyEmailAction({ replyEmail: true }))).ok).toBe(true);
    const postId = await write(author, { title: '나중에 비밀글이 된 글' });
    const commentId = await comment(commenter, postId, '저도 같은 고민을 했어요. 힘내세요.');
    await comment(author, postId, '고마워요. 큰 힘이 됩니다.', commentId);
    await database.db.update(talkPosts).set({ secret: true }).where(eq(talkPosts.id, postId));
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, TALK_REPLY_EMAIL_JOB), eq(jobs.status, 'pending')));
    expect(job).toMatchObject({ payload: expect.objectContaining({ userId: commenter.id }) });
    expect(await talkReplyEmailHandler({ siteUrl: 'https://family.example' })(job!, database.db)).toEqual({
      status: 'skipped',
      detail: 'the post is secret now',
    });
    expect(await database.db.select().from(mails).where(eq(mails.kind, 'talk-reply'))).toEqual([]);
  });
});
