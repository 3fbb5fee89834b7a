import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import TalkWritePage from '@/app/talk/write/page';
import MyPage from '@/app/member/mypage/page';
import { actionMessages } from '@/features/auth/server/action-client';
import { viewerFromHeaders } from '@/features/auth/server/viewer';
import { demoFirmSettings } from '@/features/firm/domain/firm-settings';
import { useDatabaseForTests } from '@/server/db/db';
import { auditLogs, rateLimits, talkComments, talkNotifications, talkPosts, talkSanctions, users } from '@/server/db/schema';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { withRequest } from '../../../../tests/support/next-headers';
import { clearOfWindowEdge } from '../../../../tests/support/rate-window';
import { setFirmSettings } from '../../../../tests/support/talk-settings';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { moderationScopeMessages } from '../domain/moderation-scope';
import { sanctionMessages } from '../domain/sanctions';
import { moderateTalkPostAction, reportTalkPostAction, saveTalkCommentAction, saveTalkPostAction, setTalkLikeAction } from './actions';
import { getTalkPost, listPostsForModeration } from './queries';
import { liftTalkSanctionAction, lookupTalkAuthorAction, sanctionTalkWriterAction } from './sanction-actions';
import { listTalkSanctions } from './sanctions';
import { reportTalkCommentAction } from './takedown-actions';

vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), connection: async () => undefined }));
vi.mock('next/cache', async (original) => ({ ...(await original<typeof import('next/cache')>()), revalidatePath: () => undefined }));
process.env.__NEXT_EXPERIMENTAL_AUTH_INTERRUPTS = 'true';

let database: TestDatabase;
let writer: TestUser;
let reader: TestUser;
let moderator: TestUser;
let admin: TestUser;
let manager: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  writer = await createTestUser(database.db, { name: '윤서진' });
  reader = await createTestUser(database.db, { name: '정하람' });
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
  await database.db.delete(talkSanctions);
  await database.db.delete(auditLogs);
  await database.db.delete(rateLimits);
  await setFirmSettings(database.db, {
    talkPostsPerMinute: 20,
    talkPostsPerDay: 100,
    talkCommentsPerMinute: 20,
    talkCommentsPerDay: 100,
    talkNewAccountWaitMinutes: 0,
  });
});

const as = <T>(user: TestUser, run: () => Promise<T>) => withRequest(user.headers, run);
const body = '같은 집에 살아도 하루에 나누는 말이 몇 마디 안 돼요. 어떻게 다시 이야기를 시작할까요?';

async function write(user: TestUser, values: Record<string, unknown> = {}): Promise<number> {
  const result = await as(user, () => saveTalkPostAction({ board: 'anonymous', title: '요즘 대화가 없어요', body, ...values }));
  if (!result.ok) throw new Error(`write failed: ${JSON.stringify(result)}`);
  return result.data.id;
}

async function comment(user: TestUser, postId: number): Promise<number> {
  const result = await as(user, () => saveTalkCommentAction({ postId, body: '저도 같은 마음이에요. 힘내세요.' }));
  if (!result.ok) throw new Error(`comment failed: ${JSON.stringify(result)}`);
  return result.data.id;
}

const reason = '다른 회원을 비하하는 표현을 반복했습니다';

describe('이용 제한 (sanctions)', () => {
  it('stops every write of the writer (post, comment, edit, like, report) with the reason and the end; reading stays open', async () => {
    const own = await write(writer);
    const others = await write(reader, { title: '다른 회원의 글입니다' });
    const sanctioned = await as(moderator, () => sanctionTalkWriterAction({ target: 'post', id: own, period: '1', reason }));
    expect(sanctioned).toMatchObject({ ok: true });
    // The moderator's answer names neither the account nor its e-mail.
    for (const secret of [writer.id, writer.email, writer.name]) expect(JSON.stringify(sanctioned)).not.toContain(secret);

    const refusal = { ok: false, formError: expect.stringMatching(new RegExp(`사유: ${reason} · 기간: .+까지$`)) };
    expect(await as(writer, () => saveTalkPostAction({ board: 'free', title: '새 글을 써 봅니다', body }))).toEqual(refusal);
    expect(await as(writer, () => saveTalkCommentAction({ postId: others, body: '댓글을 달아 봅니다.' }))).toEqual(refusal);
    expect(await as(writer, () => saveTalkPostAction({ id: own, board: 'anonymous', title: '고쳐 봅니다', body }))).toEqual(refusal);
    expect(await as(writer, () => setTalkLikeAction({ target: 'post', id: others, liked: true }))).toEqual(refusal);
    expect(await as(writer, () => reportTalkPostAction({ id: others, kind: 'advertising' }))).toEqual(refusal);
    const [othersComment] = await database.db
      .insert(talkComments)
      .values({ postId: others, authorId: reader.id, body: '다른 회원의 댓글입니다.' })
      .returning({ id: talkComments.id });
    expect(await as(writer, () => reportTalkCommentAction({ id: othersComment!.id, kind: 'advertising' }))).toEqual(refusal);
    expect(await database.db.select().from(talkPosts).where(eq(talkPosts.authorId, writer.id))).toHaveLength(1);
    expect(await database.db.select().from(talkComments).where(eq(talkComments.authorId, writer.id))).toEqual([]);
    expect(await getTalkPost(others, await viewerFromHeaders(writer.headers))).toMatchObject({ id: others });
    // Another member is not affected.
    expect((await as(reader, () => saveTalkCommentAction({ postId: own, body: '읽고 갑니다. 힘내세요.' }))).ok).toBe(true);
  });

  it('tells the member (notification), shows the reason on the write page and my page, and is audit-logged', async () => {
    const own = await write(writer);
    const result = await as(admin, () => sanctionTalkWriterAction({ target: 'post', id: own, period: '7', reason }));
    if (!result.ok) throw new Error(JSON.stringify(result));
    const [notice] = await database.db.select().from(talkNotifications).where(eq(talkNotifications.userId, writer.id));
    expect(notice).toMatchObject({ kind: 'sanction', postId: own });
    const [sanction] = await database.db.select().from(talkSanctions);
    expect(sanction).toMatchObject({ userId: writer.id, reason, createdBy: admin.id, liftedAt: null });
    expect(Math.abs(sanction!.endsAt!.getTime() - Date.now() - 7 * 24 * 60 * 60_000)).toBeLessThan(60_000);
    const [audit] = await database.db.select().from(auditLogs).where(eq(auditLogs.action, 'talk.sanction'));
    expect(audit).toMatchObject({ actorId: admin.id, subjectType: 'talk_sanction', subjectId: String(result.data.id) });
    expect(JSON.stringify(audit!.detail)).not.toContain(writer.id);

    const writePage = JSON.stringify(await as(writer, () => TalkWritePage({ searchParams: Promise.resolve({}) })));
    expect(writePage).toContain(reason);
    // The form (its `initial` values) gives way to the notice; a member without a sanction gets the form.
    expect(writePage).not.toContain('"initial"');
    expect(JSON.stringify(await as(reader, () => TalkWritePage({ searchParams: Promise.resolve({}) })))).toContain('"initial"');
    const myPage = JSON.stringify(await as(writer, () => MyPage({ searchParams: Promise.resolve({}) })));
    expect(myPage).toContain(reason);
    expect(JSON.stringify(await as(reader, () => MyPage({ searchParams: Promise.resolve({}) })))).not.toContain(reason);
  });

  it('ends at its time; one for good does not', async () => {
    const own = await write(writer);
    expect((await as(moderator, () => sanctionTalkWriterAction({ target: 'post', id: own, period: '3', reason }))).ok).toBe(true);
    expect((await as(writer, () => saveTalkPostAction({ board: 'free', title: '기간 중에 쓴 글', body }))).ok).toBe(false);
    await database.db.update(talkSanctions).set({ endsAt: new Date(Date.now() - 1000) });
    expect((await as(writer, () => saveTalkPostAction({ board: 'free', title: '기간이 끝난 뒤 쓴 글', body }))).ok).toBe(true);

    expect((await as(moderator, () => sanctionTalkWriterAction({ target: 'post', id: own, period: 'permanent', reason }))).ok).toBe(true);
    expect(await as(writer, () => saveTalkPostAction({ board: 'free', title: '영구 제한 중', body }))).toEqual({
      ok: false,
      formError: expect.stringContaining('기간: 기한 없음 (영구)'),
    });
  });

  it('is lifted by a moderator (audit-logged); the member writes again once none runs; a second one never says the writer is the same', async () => {
    const own = await write(writer);
    const commentId = await comment(writer, own);
    const first = await as(moderator, () => sanctionTalkWriterAction({ target: 'comment', id: commentId, period: '30', reason }));
    if (!first.ok) throw new Error(JSON.stringify(first));
    // A second sanction on the same writer is taken like any other: refusing it would tell the
    // moderator that the two anonymous writings have one writer.
    const second = await as(admin, () => sanctionTalkWriterAction({ target: 'post', id: own, period: '1', reason }));
    if (!second.ok) throw new Error(JSON.stringify(second));
    const listed = await listTalkSanctions(await viewerFromHeaders(moderator.headers));
    expect(listed.items).toMatchObject([
      { id: second.data.id, active: true, target: { kind: 'post', id: own }, givenBy: '운영 관리자' },
      { id: first.data.id, active: true, target: { kind: 'comment', id: commentId }, givenBy: '톡 관리자' },
    ]);
    // 톡 관리팀 lifts its own sanctions only; the admin's stays until the admin lifts it.
    expect(await as(moderator, () => liftTalkSanctionAction({ id: second.data.id }))).toEqual({
      ok: false,
      formError: sanctionMessages.othersSanction,
    });
    expect(await as(admin, () => liftTalkSanctionAction({ id: second.data.id }))).toEqual({ ok: true, data: { id: second.data.id } });
    for (const secret of [writer.id, writer.email, writer.name]) expect(JSON.stringify(listed)).not.toContain(secret);

    expect(await as(reader, () => liftTalkSanctionAction({ id: first.data.id }))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
    expect(await as(admin, () => liftTalkSanctionAction({ id: first.data.id }))).toEqual({ ok: true, data: { id: first.data.id } });
    expect(await as(admin, () => liftTalkSanctionAction({ id: first.data.id }))).toEqual({
      ok: false,
      formError: sanctionMessages.alreadyLifted,
    });
    expect((await as(writer, () => saveTalkPostAction({ board: 'free', title: '해제된 뒤에 쓴 글', body }))).ok).toBe(true);
    const [lifted] = await database.db.select().from(talkSanctions).where(eq(talkSanctions.id, first.data.id));
    expect(lifted).toMatchObject({ liftedBy: admin.id });
    expect(lifted!.liftedAt).toBeInstanceOf(Date);
    expect(
      await database.db.select({ action: auditLogs.action }).from(auditLogs).where(eq(auditLogs.subjectType, 'talk_sanction')),
    ).toEqual(expect.arrayContaining([{ action: 'talk.sanction' }, { action: 'talk.sanction.lift' }]));
  });

  it('is listed to 톡 관리팀 for writing on its boards (a post or a comment) and for what it gave, to 관리자 all', async () => {
    const onPublic = await write(writer, { board: 'public' });
    const onAnonymous = await write(writer);
    const commentOnPublic = await comment(writer, onPublic);
    const byAdminOnPublic = await as(admin, () => sanctionTalkWriterAction({ target: 'post', id: onPublic, period: '1', reason }));
    const byAdminOnComment = await as(admin, () =>
      sanctionTalkWriterAction({ target: 'comment', id: commentOnPublic, period: '1', reason }),
    );
    const byAdminOnAnonymous = await as(admin, () => sanctionTalkWriterAction({ target: 'post', id: onAnonymous, period: '3', reason }));
    const byTeam = await as(moderator, () => sanctionTalkWriterAction({ target: 'post', id: onAnonymous, period: '7', reason }));
    if (!byAdminOnPublic.ok || !byAdminOnComment.ok || !byAdminOnAnonymous.ok || !byTeam.ok) throw new Error('sanction failed');
    const team = await listTalkSanctions(await viewerFromHeaders(moderator.headers));
    expect(team.items.map((item) => item.id)).toEqual([byTeam.data.id, byAdminOnAnonymous.data.id]);
    const all = await listTalkSanctions(await viewerFromHeaders(admin.headers));
    expect(all.items.map((item) => item.id)).toEqual([
      byTeam.data.id,
      byAdminOnAnonymous.data.id,
      byAdminOnComment.data.id,
      byAdminOnPublic.data.id,
    ]);
  });

  it('refuses members and staff without community.moderate, a moderator sanctioning their own writing, and a bad input', async () => {
    const own = await write(writer);
    for (const user of [reader, manager]) {
      expect(await as(user, () => sanctionTalkWriterAction({ target: 'post', id: own, period: '1', reason }))).toEqual({
        ok: false,
        formError: actionMessages.forbidden,
      });
    }
    const mine = await write(moderator);
    expect(await as(moderator, () => sanctionTalkWriterAction({ target: 'post', id: mine, period: '1', reason }))).toEqual({
      ok: false,
      formError: sanctionMessages.ownWriting,
    });
    expect(await as(moderator, () => sanctionTalkWriterAction({ target: 'post', id: own, period: '2', reason: '가' }))).toMatchObject({
      ok: false,
      fieldErrors: { period: sanctionMessages.periodMissing, reason: sanctionMessages.reasonShort },
    });
    // An id past the database's integers is 'not found', not a failure to save.
    expect(await as(moderator, () => sanctionTalkWriterAction({ target: 'post', id: 3_000_000_000, period: '1', reason }))).toMatchObject({
      ok: false,
      fieldErrors: { id: sanctionMessages.targetMissing },
    });
    expect(await database.db.select().from(talkSanctions)).toEqual([]);
  });
});

describe('write limits from the firm settings', () => {
  it('counts posts a minute and a day per member', async () => {
    await clearOfWindowEdge();
    await setFirmSettings(database.db, { talkPostsPerMinute: 2, talkPostsPerDay: 100 });
    await write(writer);
    await write(writer);
    expect(await as(writer, () => saveTalkPostAction({ board: 'free', title: '세 번째 글입니다', body }))).toEqual({
      ok: false,
      formError: expect.stringMatching(/^글은 1분에 2개까지 쓸 수 있어요\. .+부터 다시 쓸 수 있습니다\.$/),
    });
    await write(reader);

    await database.db.delete(rateLimits);
    await setFirmSettings(database.db, { talkPostsPerMinute: 50, talkPostsPerDay: 3 });
    for (let index = 0; index < 3; index += 1) await write(writer);
    expect(await as(writer, () => saveTalkPostAction({ board: 'free', title: '네 번째 글입니다', body }))).toEqual({
      ok: false,
      formError: expect.stringContaining('글은 하루에 3개까지 쓸 수 있어요.'),
    });
    expect(await database.db.select().from(talkPosts).where(eq(talkPosts.authorId, writer.id))).toHaveLength(5);
  });

  it('counts comments a minute and a day per member', async () => {
    await clearOfWindowEdge();
    const postId = await write(reader);
    await setFirmSettings(database.db, { talkCommentsPerMinute: 3, talkCommentsPerDay: 100 });
    for (let index = 0; index < 3; index += 1) await comment(writer, postId);
    expect(await as(writer, () => saveTalkCommentAction({ postId, body: '네 번째 댓글입니다.' }))).toEqual({
      ok: false,
      formError: expect.stringContaining('댓글은 1분에 3개까지 쓸 수 있어요.'),
    });
    await database.db.delete(rateLimits);
    await setFirmSettings(database.db, { talkCommentsPerMinute: 50, talkCommentsPerDay: 2 });
    await comment(writer, postId);
    await comment(writer, postId);
    expect(await as(writer, () => saveTalkCommentAction({ postId, body: '세 번째 댓글입니다.' }))).toEqual({
      ok: false,
      formError: expect.stringContaining('댓글은 하루에 2개까지 쓸 수 있어요.'),
    });
  });

  it('keeps the defaults the e2e tests rely on: two posts a minute, no wait for a new account', () => {
    expect(demoFirmSettings).toMatchObject({ talkPostsPerMinute: 2, talkNewAccountWaitMinutes: 0 });
  });

  it('makes a new account wait before its first post or comment, saying when it can write', async () => {
    const postId = await write(reader);
    await setFirmSettings(database.db, { talkNewAccountWaitMinutes: 60 });
    const newcomer = await createTestUser(database.db, { name: '새로 온 회원' });
    const wait = {
      ok: false,
      formError: expect.stringMatching(/^가입하고 60분이 지나야 글과 댓글을 쓸 수 있어요\. .+부터 쓸 수 있습니다\.$/),
    };
    expect(await as(newcomer, () => saveTalkPostAction({ board: 'free', title: '처음 쓰는 글입니다', body }))).toEqual(wait);
    expect(await as(newcomer, () => saveTalkCommentAction({ postId, body: '처음 다는 댓글입니다.' }))).toEqual(wait);
    await database.db
      .update(users)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000) })
      .where(eq(users.id, newcomer.id));
    expect((await as(newcomer, () => saveTalkPostAction({ board: 'free', title: '처음 쓰는 글입니다', body }))).ok).toBe(true);
  });
});

describe("'작성자 계정 확인' (author lookup)", () => {
  it('shows the account to a moderator after writing the look to the audit log', async () => {
    const postId = await write(writer);
    const commentId = await comment(writer, postId);
    const looked = await as(moderator, () => lookupTalkAuthorAction({ target: 'comment', id: commentId }));
    expect(looked).toMatchObject({ ok: true, data: { name: '윤서진', email: writer.email, sanctions: [] } });
    const [audit] = await database.db.select().from(auditLogs).where(eq(auditLogs.action, 'talk.author.lookup'));
    expect(audit).toMatchObject({ actorId: moderator.id, subjectType: 'talk_comment', subjectId: String(commentId) });

    await as(admin, () => sanctionTalkWriterAction({ target: 'post', id: postId, period: '1', reason }));
    const again = await as(admin, () => lookupTalkAuthorAction({ target: 'post', id: postId }));
    expect(again).toMatchObject({ ok: true, data: { sanctions: [{ reason, liftedAt: null }] } });
    expect(
      await database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'talk.author.lookup'), eq(auditLogs.subjectType, 'talk_post'))),
    ).toHaveLength(1);
  });

  it('is refused to members and to staff without community.moderate, and writes nothing to the audit log', async () => {
    const postId = await write(writer);
    for (const user of [reader, manager, writer]) {
      expect(await as(user, () => lookupTalkAuthorAction({ target: 'post', id: postId }))).toEqual({
        ok: false,
        formError: actionMessages.forbidden,
      });
    }
    expect(await database.db.select().from(auditLogs)).toEqual([]);
  });
});

describe('board scope of 톡 관리팀', () => {
  it('moderates 자유수다, 익명 게시판 and 육아·양육 이야기, and is refused on 공개 게시판; 관리자 moderates all', async () => {
    const onBoard: Record<string, number> = {};
    for (const board of ['free', 'anonymous', 'parenting', 'public']) onBoard[board] = await write(writer, { board });
    for (const board of ['free', 'anonymous', 'parenting']) {
      expect((await as(moderator, () => moderateTalkPostAction({ id: onBoard[board], action: 'hide' }))).ok, board).toBe(true);
    }
    expect(await as(moderator, () => moderateTalkPostAction({ id: onBoard.public, action: 'hide' }))).toEqual({
      ok: false,
      formError: moderationScopeMessages.otherBoard,
    });
    expect(await as(moderator, () => lookupTalkAuthorAction({ target: 'post', id: onBoard.public }))).toEqual({
      ok: false,
      formError: moderationScopeMessages.otherBoard,
    });
    expect(await database.db.select().from(auditLogs).where(eq(auditLogs.action, 'talk.author.lookup'))).toEqual([]);
    expect((await as(admin, () => moderateTalkPostAction({ id: onBoard.public, action: 'hide' }))).ok).toBe(true);

    const listed = await withRequest(moderator.headers, async () => listPostsForModeration(await viewerFromHeaders(moderator.headers)));
    expect(listed.items.map((item) => item.board).sort()).toEqual(['anonymous', 'free', 'parenting']);
    const all = await listPostsForModeration(await viewerFromHeaders(admin.headers));
    expect(all.items).toHaveLength(4);
  });

  it('opens secret posts to the moderators of their board only', async () => {
    const open = await write(writer, { board: 'parenting', secret: true });
    const closed = await write(writer, { board: 'public', secret: true });
    const asModerator = await viewerFromHeaders(moderator.headers);
    expect(await getTalkPost(open, asModerator)).toMatchObject({ id: open, canModerate: true });
    expect(await getTalkPost(closed, asModerator)).toBeNull();
    expect(await getTalkPost(closed, await viewerFromHeaders(admin.headers))).toMatchObject({ id: closed, canModerate: true });
    expect(await as(moderator, () => saveTalkCommentAction({ postId: closed, body: '운영진 답변입니다.' }))).toMatchObject({ ok: false });
    expect((await as(admin, () => saveTalkCommentAction({ postId: closed, body: '운영진 답변입니다.' }))).ok).toBe(true);
  });
});
