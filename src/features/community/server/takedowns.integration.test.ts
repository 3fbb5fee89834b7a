import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionMessages } from '@/features/auth/server/action-client';
import { viewerFromHeaders } from '@/features/auth/server/viewer';
import { useDatabaseForTests } from '@/server/db/db';
import {
  auditLogs,
  consents,
  jobs,
  mails,
  rateLimits,
  talkCommentReports,
  talkComments,
  talkNotifications,
  talkPosts,
  talkTakedowns,
} from '@/server/db/schema';
import { SEND_MAIL_JOB } from '@/server/mail/outbox';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { withRequest } from '../../../../tests/support/next-headers';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { postMessages } from '../domain/post-rules';
import { reportMessages } from '../domain/report-reasons';
import { moderationScopeMessages } from '../domain/moderation-scope';
import { TAKEDOWN_CONSENT_VERSION, takedownMessages } from '../domain/takedowns';
import { getLockedTalkPost, getTalkPost } from './queries';
import { listTalkComments } from './comments';
import { commentReportMessages, listReportedComments } from './comment-reports';
import { moderateTalkCommentAction } from './actions';
import {
  blindTalkTakedownAction,
  decideTalkTakedownAction,
  reportTalkCommentAction,
  submitTalkTakedownAction,
  type TakedownFormState,
} from './takedown-actions';
import { listTakedownsForOffice, sweepTalkTakedowns, takedownRateRule } from './takedowns';
import { getTalkModerationSummary } from './moderation-summary';

vi.mock('next/cache', () => ({
  revalidatePath: () => undefined,
  revalidateTag: () => undefined,
  updateTag: () => undefined,
  unstable_cache: <T>(fn: T) => fn,
}));

let database: TestDatabase;
let writer: TestUser;
let reader: TestUser;
let moderator: TestUser;
const readers: TestUser[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  writer = await createTestUser(database.db, { name: '한서윤' });
  reader = await createTestUser(database.db, { name: '오지후' });
  moderator = await createTestUser(database.db, { roles: ['톡 관리팀'], name: '톡 관리자' });
  for (const name of ['신고 회원 하나', '신고 회원 둘', '신고 회원 셋']) readers.push(await createTestUser(database.db, { name }));
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

beforeEach(async () => {
  await database.db.delete(talkTakedowns);
  await database.db.delete(talkPosts);
  await database.db.delete(auditLogs);
  await database.db.delete(rateLimits);
  await database.db.delete(jobs);
  await database.db.delete(mails);
});

let guestCounter = 0;
/** A guest from an address of their own, so the per-address allowance only counts where a test means it. */
const guest = () => ({ 'x-forwarded-for': `198.51.100.${(guestCounter += 1)}` });
const as = <T>(user: TestUser | Record<string, string>, run: () => Promise<T>) =>
  withRequest(user.headers instanceof Headers ? user.headers : (user as Record<string, string>), run);

async function writePost(title = '전 배우자 이야기를 써 봅니다'): Promise<number> {
  const [row] = await database.db
    .insert(talkPosts)
    .values({
      board: 'free',
      title,
      body: '회사 이름과 동네까지 적어 두었습니다. 누구인지 다 알 거예요.',
      authorId: writer.id,
      authorLabel: '',
    })
    .returning({ id: talkPosts.id });
  return row!.id;
}

const empty: TakedownFormState = {
  attempt: 0,
  values: { name: '', contact: '', relation: '', ground: '', reason: '', consent: false },
  fieldErrors: {},
};

function takedownForm(postId: number, overrides: Record<string, string | null> = {}): FormData {
  const values: Record<string, string | null> = {
    postId: String(postId),
    name: '김민지',
    contact: '010-2345-6789',
    relation: 'self',
    ground: 'privacy',
    reason: '제 직장 이름과 사는 동네가 적혀 있어 주변 사람들이 저인 줄 압니다.',
    consent: 'on',
    website: '',
    ...overrides,
  };
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) if (value !== null) form.append(key, value);
  return form;
}

async function fileTakedown(postId: number, headers: Record<string, string> = guest()): Promise<number> {
  const state = await as(headers, () => submitTalkTakedownAction(empty, takedownForm(postId)));
  if (!state.receivedId) throw new Error(JSON.stringify(state));
  return state.receivedId;
}

describe(`a takedown request (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('is saved by a guest with its consent and the staff alert (a mail and its delivery job) together', async () => {
    const postId = await writePost();
    const id = await fileTakedown(postId);
    const [row] = await database.db.select().from(talkTakedowns).where(eq(talkTakedowns.id, id));
    expect(row).toMatchObject({
      postId,
      postTitle: '전 배우자 이야기를 써 봅니다',
      requesterName: '김민지',
      requesterContact: '010-2345-6789',
      relation: 'self',
      ground: 'privacy',
      status: 'received',
      blindedUntil: null,
    });
    const [consent] = await database.db.select().from(consents).where(eq(consents.takedownId, id));
    expect(consent).toMatchObject({ purpose: 'takedown', textVersion: TAKEDOWN_CONSENT_VERSION, consultId: null, userId: null });
    const alerts = await database.db.select().from(mails).where(eq(mails.kind, 'talk-takedown'));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.to).toBe('help@onsaemiro.example');
    expect(alerts[0]!.text).toContain('전 배우자 이야기를 써 봅니다');
    // The alert carries nothing of the requester: their details are read in the back office only.
    expect(alerts[0]!.text).not.toContain('김민지');
    expect(alerts[0]!.text).not.toContain('010-2345-6789');
    const [job] = await database.db
      .select()
      .from(jobs)
      .where(eq(jobs.idempotencyKey, `mail-${alerts[0]!.id}`));
    expect(job).toMatchObject({ kind: SEND_MAIL_JOB, status: 'pending' });
  });

  it('is refused with Korean messages at each field, and nothing is saved', async () => {
    const postId = await writePost();
    const state = await as(guest(), () =>
      submitTalkTakedownAction(
        empty,
        takedownForm(postId, { name: '', contact: '연락처 없음', relation: 'friend', ground: null, reason: '짧아요', consent: null }),
      ),
    );
    expect(state.receivedId).toBeUndefined();
    expect(state.fieldErrors).toEqual({
      name: takedownMessages.nameMissing,
      contact: takedownMessages.contactInvalid,
      relation: takedownMessages.relationMissing,
      ground: takedownMessages.groundMissing,
      reason: takedownMessages.reasonShort,
      consent: takedownMessages.consentMissing,
    });
    // What was typed comes back.
    expect(state.values).toMatchObject({ contact: '연락처 없음', reason: '짧아요', consent: false });
    const gone = await as(guest(), () => submitTalkTakedownAction(empty, takedownForm(999_999)));
    expect(gone).toMatchObject({ formError: takedownMessages.postGone, fieldErrors: {} });
    const bot = await as(guest(), () => submitTalkTakedownAction(empty, takedownForm(postId, { website: 'http://spam.example' })));
    expect(bot.formError).toBe(takedownMessages.botRejected);
    expect(await database.db.select().from(talkTakedowns)).toEqual([]);
    expect(await database.db.select().from(consents).where(eq(consents.purpose, 'takedown'))).toEqual([]);
    expect(await database.db.select().from(mails)).toEqual([]);
  });

  it('accepts an e-mail address as the contact', async () => {
    const postId = await writePost();
    const state = await as(guest(), () => submitTalkTakedownAction(empty, takedownForm(postId, { contact: 'minji@example.com' })));
    expect(state.receivedId).toBeGreaterThan(0);
  });

  it('is rate limited per address', async () => {
    const postId = await writePost();
    const address = { 'x-forwarded-for': '203.0.113.50' };
    const { limit } = takedownRateRule('203.0.113.50');
    for (let i = 0; i < limit; i += 1) await fileTakedown(postId, address);
    const refused = await as(address, () => submitTalkTakedownAction(empty, takedownForm(postId)));
    expect(refused).toMatchObject({ formError: takedownMessages.tooMany });
    expect(refused.receivedId).toBeUndefined();
    expect(await database.db.select().from(talkTakedowns)).toHaveLength(limit);
    // Another address is not held back.
    expect(await fileTakedown(postId)).toBeGreaterThan(0);
  });

  it('is blinded and decided by moderators only', async () => {
    const postId = await writePost();
    const id = await fileTakedown(postId);
    expect(await as(guest(), () => blindTalkTakedownAction({ id }))).toEqual({ ok: false, formError: actionMessages.signedOut });
    expect(await as(reader, () => blindTalkTakedownAction({ id }))).toEqual({ ok: false, formError: actionMessages.forbidden });
    expect(await as(writer, () => decideTalkTakedownAction({ id, decision: 'reject', note: '근거 없음' }))).toEqual({
      ok: false,
      formError: actionMessages.forbidden,
    });
    const [row] = await database.db.select().from(talkTakedowns).where(eq(talkTakedowns.id, id));
    expect(row!.status).toBe('received');
    const [post] = await database.db.select().from(talkPosts).where(eq(talkPosts.id, postId));
    expect(post!.hiddenAt).toBeNull();
  });

  it('is refused to a moderator of other boards (톡 관리팀 does not answer for 공개 게시판)', async () => {
    const postId = await writePost();
    await database.db.update(talkPosts).set({ board: 'public' }).where(eq(talkPosts.id, postId));
    const id = await fileTakedown(postId);
    expect(await as(moderator, () => blindTalkTakedownAction({ id }))).toEqual({
      ok: false,
      formError: moderationScopeMessages.otherBoard,
    });
    expect(await as(moderator, () => decideTalkTakedownAction({ id, decision: 'reject', note: '근거 없음' }))).toEqual({
      ok: false,
      formError: moderationScopeMessages.otherBoard,
    });
    const [row] = await database.db.select().from(talkTakedowns).where(eq(talkTakedowns.id, id));
    expect(row!.status).toBe('received');
  });

  it('blinds the post for up to 30 days and notifies its writer in the same step; others no longer see it', async () => {
    const postId = await writePost();
    const id = await fileTakedown(postId);
    expect(await as(moderator, () => blindTalkTakedownAction({ id, days: 31 }))).toMatchObject({
      ok: false,
      fieldErrors: { days: takedownMessages.daysInvalid },
    });
    const before = Date.now();
    const blinded = await as(moderator, () => blindTalkTakedownAction({ id }));
    expect(blinded.ok).toBe(true);
    const [row] = await database.db.select().from(talkTakedowns).where(eq(talkTakedowns.id, id));
    expect(row!.status).toBe('blinded');
    const days = (row!.blindedUntil!.getTime() - before) / (24 * 60 * 60_000);
    expect(days).toBeGreaterThan(29.99);
    expect(days).toBeLessThan(30.01);
    const [post] = await database.db.select().from(talkPosts).where(eq(talkPosts.id, postId));
    expect(post).toMatchObject({ hiddenReason: 'takedown', hiddenBy: moderator.id });
    expect(await database.db.select().from(talkNotifications).where(eq(talkNotifications.postId, postId))).toMatchObject([
      { userId: writer.id, kind: 'takedown' },
    ]);
    const [audit] = await database.db.select().from(auditLogs).where(eq(auditLogs.action, 'talk.takedown.blind'));
    expect(audit).toMatchObject({ actorId: moderator.id, subjectType: 'talk_takedown', subjectId: String(id) });
    expect(JSON.stringify(audit!.detail)).not.toContain('김민지');
    // The writer and moderators see it with the notice; a reader and a guest get nothing, not even a 'locked' page.
    expect(await getTalkPost(postId, await viewerFromHeaders(writer.headers))).toMatchObject({ hidden: true, blindedByTakedown: true });
    expect(await getTalkPost(postId, await viewerFromHeaders(moderator.headers))).toMatchObject({ blindedByTakedown: true });
    expect(await getTalkPost(postId, await viewerFromHeaders(reader.headers))).toBeNull();
    expect(await getTalkPost(postId, null)).toBeNull();
    expect(await getLockedTalkPost(postId)).toBeNull();
    // A second blind of the same request is refused.
    expect(await as(moderator, () => blindTalkTakedownAction({ id }))).toEqual({ ok: false, formError: takedownMessages.notOpen });
  });

  it('is decided: restore shows the post again, remove deletes it, reject needs a note; each step audit-logged', async () => {
    const restoredPost = await writePost('복원될 글입니다');
    const restored = await fileTakedown(restoredPost);
    expect(await as(moderator, () => decideTalkTakedownAction({ id: restored, decision: 'restore' }))).toEqual({
      ok: false,
      formError: takedownMessages.notBlinded,
    });
    await as(moderator, () => blindTalkTakedownAction({ id: restored }));
    expect(await as(moderator, () => decideTalkTakedownAction({ id: restored, decision: 'restore' }))).toEqual({
      ok: true,
      data: { id: restored, status: 'restored' },
    });
    const [shown] = await database.db.select().from(talkPosts).where(eq(talkPosts.id, restoredPost));
    expect(shown).toMatchObject({ hiddenAt: null, hiddenReason: null, deletedAt: null });

    const removedPost = await writePost('삭제될 글입니다');
    const removed = await fileTakedown(removedPost);
    await as(moderator, () => blindTalkTakedownAction({ id: removed, days: 7 }));
    await as(moderator, () => decideTalkTakedownAction({ id: removed, decision: 'remove', note: '사생활 침해 확인' }));
    const [gone] = await database.db.select().from(talkPosts).where(eq(talkPosts.id, removedPost));
    expect(gone!.deletedAt).not.toBeNull();

    const rejectedPost = await writePost('기각될 글입니다');
    const rejected = await fileTakedown(rejectedPost);
    expect(await as(moderator, () => decideTalkTakedownAction({ id: rejected, decision: 'reject' }))).toMatchObject({
      ok: false,
      fieldErrors: { note: takedownMessages.noteMissing },
    });
    expect(
      await as(moderator, () => decideTalkTakedownAction({ id: rejected, decision: 'reject', note: '특정인을 알아볼 수 없음' })),
    ).toMatchObject({ ok: true });
    const [kept] = await database.db.select().from(talkTakedowns).where(eq(talkTakedowns.id, rejected));
    expect(kept).toMatchObject({ status: 'rejected', decidedBy: moderator.id, decisionNote: '특정인을 알아볼 수 없음' });
    expect(await as(moderator, () => decideTalkTakedownAction({ id: rejected, decision: 'reject', note: '다시' }))).toEqual({
      ok: false,
      formError: takedownMessages.notOpen,
    });
    const actions = (await database.db.select({ action: auditLogs.action }).from(auditLogs)).map((row) => row.action).sort();
    expect(actions).toEqual([
      'talk.takedown.blind',
      'talk.takedown.blind',
      'talk.takedown.reject',
      'talk.takedown.remove',
      'talk.takedown.restore',
    ]);
  });

  it('lists open requests first, newest first, by keyset pages, with the requester only there', async () => {
    const postId = await writePost();
    const ids: number[] = [];
    for (let i = 0; i < 32; i += 1) ids.push(await fileTakedown(postId));
    // The oldest is decided: it goes to the end, after every open one.
    await as(moderator, () => decideTalkTakedownAction({ id: ids[0]!, decision: 'reject', note: '중복 요청' }));
    const viewer = await viewerFromHeaders(moderator.headers);
    const first = await listTakedownsForOffice(viewer);
    expect(first.openCount).toBe(31);
    expect(first.items.map((item) => item.id)).toEqual(ids.slice(1).reverse().slice(0, 30));
    expect(first.items[0]).toMatchObject({ requesterName: '김민지', requesterContact: '010-2345-6789', postLive: true });
    const { takedownCursorParam } = await import('./takedowns');
    const second = await listTakedownsForOffice(viewer, takedownCursorParam(first.nextCursor!));
    expect(second.items.map((item) => item.id)).toEqual([ids[1], ids[0]]);
    expect(second.nextCursor).toBeNull();
    await expect(listTakedownsForOffice(await viewerFromHeaders(reader.headers))).rejects.toThrow();
  });

  it('is flagged once its blind has run out, never restored by the sweep, and purged with its consent after 3 years', async () => {
    const postId = await writePost();
    const overdue = await fileTakedown(postId);
    await as(moderator, () => blindTalkTakedownAction({ id: overdue, days: 1 }));
    const old = await fileTakedown(await writePost('오래된 요청의 글'));
    const longAgo = new Date();
    longAgo.setUTCFullYear(longAgo.getUTCFullYear() - 3);
    longAgo.setUTCDate(longAgo.getUTCDate() - 1);
    await database.db
      .update(talkTakedowns)
      .set({ createdAt: longAgo, status: 'rejected', decidedAt: longAgo })
      .where(eq(talkTakedowns.id, old));
    // An old request nobody decided stays: it still holds its post's blind.
    const oldOpen = await fileTakedown(await writePost('오래되었지만 처리 중인 요청의 글'));
    await database.db.update(talkTakedowns).set({ createdAt: longAgo }).where(eq(talkTakedowns.id, oldOpen));
    const later = new Date(Date.now() + 2 * 24 * 60 * 60_000);
    const list = await listTakedownsForOffice(await viewerFromHeaders(moderator.headers), null, later);
    expect(list.items.find((item) => item.id === overdue)).toMatchObject({ overdue: true, status: 'blinded' });
    const result = await sweepTalkTakedowns(database.db, { alertTo: 'help@onsaemiro.example', now: later });
    expect(result).toEqual({ purged: 1, overdue: 1 });
    expect(await database.db.select().from(talkTakedowns).where(eq(talkTakedowns.id, old))).toEqual([]);
    expect(await database.db.select().from(consents).where(eq(consents.takedownId, old))).toEqual([]);
    expect(await database.db.select().from(consents).where(eq(consents.takedownId, overdue))).toHaveLength(1);
    expect(await database.db.select().from(talkTakedowns).where(eq(talkTakedowns.id, oldOpen))).toHaveLength(1);
    // Still blinded: only a decision ends it.
    const [post] = await database.db.select().from(talkPosts).where(eq(talkPosts.id, postId));
    expect(post!.hiddenReason).toBe('takedown');
    expect(await database.db.select().from(mails).where(eq(mails.kind, 'talk-takedown-overdue'))).toHaveLength(1);
    expect(await database.db.select().from(auditLogs).where(eq(auditLogs.action, 'talk.takedown.purge'))).toHaveLength(1);
  });
});

describe(`a comment report (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  async function writeComment(postId: number): Promise<number> {
    const [row] = await database.db
      .insert(talkComments)
      .values({ postId, authorId: writer.id, authorLabel: '', body: '이 댓글은 광고로 신고될 댓글입니다.' })
      .returning({ id: talkComments.id });
    return row!.id;
  }

  it('is refused for visitors, bad input and the writer’s own comment', async () => {
    const id = await writeComment(await writePost());
    expect(await as(guest(), () => reportTalkCommentAction({ id, kind: 'abuse' }))).toEqual({
      ok: false,
      formError: actionMessages.signedOut,
    });
    expect(await as(reader, () => reportTalkCommentAction({ id }))).toMatchObject({
      ok: false,
      fieldErrors: { kind: reportMessages.reasonMissing },
    });
    expect(await as(reader, () => reportTalkCommentAction({ id, kind: 'other' }))).toMatchObject({
      ok: false,
      fieldErrors: { reason: reportMessages.detailMissing },
    });
    expect(await as(writer, () => reportTalkCommentAction({ id, kind: 'abuse' }))).toEqual({
      ok: false,
      formError: commentReportMessages.own,
    });
    expect(await as(reader, () => reportTalkCommentAction({ id: 999_999, kind: 'abuse' }))).toEqual({
      ok: false,
      formError: postMessages.commentNotFound,
    });
    expect(await database.db.select().from(talkCommentReports)).toEqual([]);
  });

  it('counts distinct reporters only and blinds at the threshold, audit-logged, with the alert mail', async () => {
    const postId = await writePost();
    const id = await writeComment(postId);
    expect(await as(readers[0]!, () => reportTalkCommentAction({ id, kind: 'advertising' }))).toEqual({
      ok: true,
      data: { alreadyReported: false, blinded: false },
    });
    expect(await as(readers[0]!, () => reportTalkCommentAction({ id, kind: 'abuse' }))).toEqual({
      ok: true,
      data: { alreadyReported: true, blinded: false },
    });
    expect(await as(readers[1]!, () => reportTalkCommentAction({ id, kind: 'advertising' }))).toMatchObject({ data: { blinded: false } });
    let [row] = await database.db.select().from(talkComments).where(eq(talkComments.id, id));
    expect(row).toMatchObject({ reportCount: 2, hiddenAt: null });
    expect(await as(readers[2]!, () => reportTalkCommentAction({ id, kind: 'other', reason: '도배' }))).toEqual({
      ok: true,
      data: { alreadyReported: false, blinded: true },
    });
    [row] = await database.db.select().from(talkComments).where(eq(talkComments.id, id));
    expect(row).toMatchObject({ reportCount: 3, hiddenReason: 'reports' });
    expect(row!.hiddenAt).not.toBeNull();
    expect(await database.db.select().from(talkCommentReports).where(eq(talkCommentReports.commentId, id))).toHaveLength(3);
    expect(
      await database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'talk.blind'), eq(auditLogs.subjectType, 'talk_comment'))),
    ).toHaveLength(1);
    expect(await database.db.select().from(mails).where(eq(mails.kind, 'talk-comment-blinded'))).toHaveLength(1);

    // Others see the notice in its place without text or writer; the writer and moderators see it marked.
    const [forReader] = await listTalkComments(postId, await viewerFromHeaders(reader.headers));
    expect(forReader).toMatchObject({ id, deleted: true, blindedByReports: true, body: '', authorLabel: '' });
    const [forWriter] = await listTalkComments(postId, await viewerFromHeaders(writer.headers));
    expect(forWriter).toMatchObject({ id, deleted: false, hidden: true, blindedByReports: true, isMine: true });

    // The back office lists it with its reasons; a moderator shows it again.
    const [listed] = await listReportedComments(await viewerFromHeaders(moderator.headers));
    expect(listed).toMatchObject({ id, reportCount: 3, blindedByReports: true });
    expect(listed!.reasons).toEqual(expect.arrayContaining(['광고·홍보 2', '기타: 도배 1']));
    expect(await as(moderator, () => moderateTalkCommentAction({ id, action: 'unhide' }))).toMatchObject({ ok: true });
    [row] = await database.db.select().from(talkComments).where(eq(talkComments.id, id));
    expect(row).toMatchObject({ hiddenAt: null, hiddenReason: null });
    await expect(listReportedComments(await viewerFromHeaders(reader.headers))).rejects.toThrow();
  });
});

describe(`the back office's community summary (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('counts what reports blinded and the open takedown requests, on the boards the moderator answers for', async () => {
    const blinded = { body: '신고가 쌓여 가려진 글의 본문입니다.', authorId: writer.id, hiddenAt: new Date(), hiddenReason: 'reports' };
    const [mine] = await database.db
      .insert(talkPosts)
      .values({ ...blinded, board: 'anonymous', title: '익명 게시판의 가려진 글' })
      .returning({ id: talkPosts.id });
    await database.db.insert(talkPosts).values({ ...blinded, board: 'public', title: '공개 게시판의 가려진 글' });
    const [shown] = await database.db
      .insert(talkPosts)
      .values({ board: 'free', title: '보이는 글', body: '가려지지 않은 글의 본문입니다.', authorId: writer.id })
      .returning({ id: talkPosts.id });
    await database.db.insert(talkComments).values([
      { postId: shown!.id, authorId: reader.id, body: '가려진 댓글입니다.', hiddenAt: new Date(), hiddenReason: 'reports' },
      { postId: shown!.id, authorId: reader.id, body: '보이는 댓글입니다.' },
    ]);
    const takedown = {
      postTitle: '보이는 글',
      requesterName: '요청인',
      requesterContact: 'claim@example.com',
      relation: 'self',
      ground: 'privacy',
    };
    await database.db.insert(talkTakedowns).values([
      { ...takedown, postId: shown!.id, reason: '제 이야기가 적혀 있습니다.', status: 'received' },
      { ...takedown, postId: mine!.id, reason: '이미 처리된 요청입니다.', status: 'rejected' },
    ]);
    const admin = await createTestUser(database.db, { roles: ['관리자'], name: '요약 관리자' });

    expect(await getTalkModerationSummary(await viewerFromHeaders(moderator.headers))).toEqual({
      blindedPosts: 1,
      blindedComments: 1,
      openTakedowns: 1,
    });
    expect(await getTalkModerationSummary(await viewerFromHeaders(admin.headers))).toEqual({
      blindedPosts: 2,
      blindedComments: 1,
      openTakedowns: 1,
    });
    expect(await getTalkModerationSummary(await viewerFromHeaders(reader.headers))).toBeNull();
  });
});

describe(`a takedown beside other hides (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  const hiddenReasonOf = async (postId: number) =>
    (
      await database.db.select({ reason: talkPosts.hiddenReason, at: talkPosts.hiddenAt }).from(talkPosts).where(eq(talkPosts.id, postId))
    )[0]!;

  it("never undoes a moderator's own hide: a blind keeps it, and a restore leaves the post hidden", async () => {
    const postId = await writePost();
    const id = await fileTakedown(postId);
    await database.db
      .update(talkPosts)
      .set({ hiddenAt: new Date(), hiddenBy: moderator.id, hiddenReason: 'moderator' })
      .where(eq(talkPosts.id, postId));
    expect((await as(moderator, () => blindTalkTakedownAction({ id }))).ok).toBe(true);
    expect((await hiddenReasonOf(postId)).reason).toBe('moderator');
    expect((await as(moderator, () => decideTalkTakedownAction({ id, decision: 'restore' }))).ok).toBe(true);
    const after = await hiddenReasonOf(postId);
    expect(after.reason).toBe('moderator');
    expect(after.at).not.toBeNull();
  });

  it('keeps a post blinded while another request on it is still blinding it', async () => {
    const postId = await writePost();
    const first = await fileTakedown(postId);
    const second = await fileTakedown(postId);
    expect((await as(moderator, () => blindTalkTakedownAction({ id: first }))).ok).toBe(true);
    expect((await as(moderator, () => blindTalkTakedownAction({ id: second }))).ok).toBe(true);
    expect((await as(moderator, () => decideTalkTakedownAction({ id: first, decision: 'restore' }))).ok).toBe(true);
    expect((await hiddenReasonOf(postId)).reason).toBe('takedown');
    expect((await as(moderator, () => decideTalkTakedownAction({ id: second, decision: 'reject', note: '근거가 부족합니다' }))).ok).toBe(
      true,
    );
    expect(await hiddenReasonOf(postId)).toEqual({ reason: null, at: null });
  });

  it('is not taken about a secret or hidden post: the requester learns no more than that it is not there', async () => {
    const secret = await writePost('비밀글');
    await database.db.update(talkPosts).set({ secret: true }).where(eq(talkPosts.id, secret));
    const hidden = await writePost('숨긴 글');
    await database.db.update(talkPosts).set({ hiddenAt: new Date(), hiddenReason: 'moderator' }).where(eq(talkPosts.id, hidden));
    for (const postId of [secret, hidden]) {
      const state = await as(guest(), () => submitTalkTakedownAction(empty, takedownForm(postId)));
      expect(state.receivedId).toBeUndefined();
      expect(state.formError).toBe(takedownMessages.postGone);
    }
    expect(await database.db.select().from(talkTakedowns)).toEqual([]);
  });

  it("is listed to the moderators of the post's board only, with the requester's contact", async () => {
    const onFree = await fileTakedown(await writePost('자유수다 글'));
    const publicPost = await writePost('공개 게시판 글');
    await database.db.update(talkPosts).set({ board: 'public' }).where(eq(talkPosts.id, publicPost));
    const onPublic = await fileTakedown(publicPost);
    const admin = await createTestUser(database.db, { roles: ['관리자'], name: '목록 관리자' });
    const team = await listTakedownsForOffice(await viewerFromHeaders(moderator.headers));
    expect(team.items.map((item) => item.id)).toEqual([onFree]);
    expect(team.openCount).toBe(1);
    const all = await listTakedownsForOffice(await viewerFromHeaders(admin.headers));
    expect(all.items.map((item) => item.id).sort()).toEqual([onFree, onPublic].sort());
    expect(all.openCount).toBe(2);
  });
});
