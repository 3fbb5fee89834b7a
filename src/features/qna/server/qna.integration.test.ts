import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { actionMessages } from '@/features/auth/server/action-client';
import { viewerFromHeaders } from '@/features/auth/server/viewer';
import { useDatabaseForTests } from '@/server/db/db';
import {
  auditLogs,
  consents,
  jobs,
  lawyers,
  mails,
  qnaAnswers,
  qnaHelpfulVotes,
  qnaQuestions,
  rateLimits,
  talkNotifications,
} from '@/server/db/schema';
import { runDueJobs } from '@/server/jobs/queue';
import { SEND_MAIL_JOB } from '@/server/mail/outbox';
import { sendMailHandler } from '@/features/notifications/server/mail';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { startFakePartner, type FakePartner } from '../../../../tests/support/fake-partner';
import { startFakeSmtp, type FakeSmtp } from '../../../../tests/support/fake-smtp';
import { withRequest } from '../../../../tests/support/next-headers';
import { setFirmSettings } from '../../../../tests/support/talk-settings';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { QNA_CONSENT_PURPOSE } from '../domain/privacy';
import { qnaMessages } from '../domain/question-rules';
import {
  acceptQnaAnswerAction,
  assignQnaQuestionAction,
  closeQnaQuestionAction,
  hideQnaQuestionAction,
  markQnaHelpfulAction,
  reviewQnaQuestionAction,
  saveQnaAnswerAction,
  setQnaAnswerHiddenAction,
  setQnaFollowUpHiddenAction,
  linkQnaLawyerAction,
  submitQnaFollowUpAction,
  submitQnaQuestionAction,
  withdrawQnaQuestionAction,
  type QnaAskFormState,
} from './actions';
import { QNA_ANSWER_NOTICE_JOB } from './mutations';
import { qnaAnswerNoticeHandler } from './notify';
import { purgeQnaRetention } from './retention';
import { GET as readerRoute } from '@/app/api/qna/post/[id]/reader/route';
import {
  getQuestion,
  listAnsweredQuestions,
  listMyQuestions,
  listQuestionsForFeed,
  listQuestionsForSitemap,
  searchQuestions,
} from './queries';

vi.mock('next/server', async (original) => ({ ...(await original<typeof import('next/server')>()), connection: async () => undefined }));
// The ask form's action ends in redirect() on success; here it throws what the test reads.
vi.mock('next/navigation', async (original) => ({
  ...(await original<typeof import('next/navigation')>()),
  redirect: (to: string) => {
    throw Object.assign(new Error(`NEXT_REDIRECT:${to}`), { digest: `NEXT_REDIRECT;${to}` });
  },
}));

let database: TestDatabase;
let asker: TestUser;
let other: TestUser;
let lawyer: TestUser;
let secondLawyer: TestUser;
let unlinkedLawyer: TestUser;
let manager: TestUser;
let admin: TestUser;
let lawyerProfileId: number;

const visitor = { 'x-forwarded-for': '192.0.2.44' };
const as = <T>(user: TestUser | null, run: () => Promise<T>) => withRequest(user ? user.headers : visitor, run);
const viewerOf = async (user: TestUser | null) => (user ? viewerFromHeaders(user.headers) : null);

const questionText = {
  topic: 'property',
  title: '맞벌이 부부의 재산분할 비율이 궁금합니다',
  body: '결혼 12년 차 맞벌이 부부입니다. 집은 공동명의이고 대출은 남편 명의입니다. 제 월급이 조금 적은데 재산분할 비율은 어떻게 정해지나요?',
};

const answerHtml =
  '<p>민법 제839조의2에 따라 재산분할은 혼인 중 부부가 함께 이룬 재산을 각자의 기여도에 따라 나눕니다. 맞벌이라면 소득뿐 아니라 가사와 육아 기여도 함께 봅니다.</p><p>구체적인 비율은 사실관계에 따라 달라지므로 상담에서 자료를 보고 말씀드릴 수 있습니다.</p>';

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const initialAsk: QnaAskFormState = {
  attempt: 0,
  values: { topic: '', visibility: '', title: '', body: '', noticeTel: '' },
  fieldErrors: {},
};

/** Asks through the form action; answers the new question's id (from the redirect) or the form's state. */
async function ask(user: TestUser | null, values: Record<string, string> = {}): Promise<number | QnaAskFormState> {
  try {
    return await as(user, () =>
      submitQnaQuestionAction(initialAsk, form({ ...questionText, visibility: 'public', consent: 'on', ...values })),
    );
  } catch (error) {
    const match = /NEXT_REDIRECT:\/qna\/post\/(\d+)/.exec(String((error as Error).message));
    if (match) return Number(match[1]);
    throw error;
  }
}

async function askId(user: TestUser = asker, values: Record<string, string> = {}): Promise<number> {
  const id = await ask(user, values);
  if (typeof id !== 'number') throw new Error(JSON.stringify(id));
  return id;
}

async function approved(values: Record<string, string> = {}): Promise<number> {
  const id = await askId(asker, values);
  const result = await as(manager, () => reviewQnaQuestionAction({ questionId: id, decision: 'approve' }));
  expect(result).toMatchObject({ ok: true, data: { state: 'waiting' } });
  return id;
}

async function answered(values: Record<string, string> = {}): Promise<{ questionId: number; answerId: number }> {
  const questionId = await approved(values);
  const result = await as(lawyer, () => saveQnaAnswerAction({ questionId, bodyHtml: answerHtml, publish: true }));
  if (!result.ok) throw new Error(JSON.stringify(result));
  return { questionId, answerId: result.data.id };
}

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  asker = await createTestUser(database.db, { name: '질문 회원' });
  other = await createTestUser(database.db, { name: '다른 회원' });
  lawyer = await createTestUser(database.db, { roles: ['변호사'], name: '김도윤' });
  secondLawyer = await createTestUser(database.db, { roles: ['어쏘변'], name: '박지안' });
  unlinkedLawyer = await createTestUser(database.db, { roles: ['책임변'], name: '연결 안 된 변호사' });
  manager = await createTestUser(database.db, { roles: ['매니저'], name: '한지우 매니저' });
  admin = await createTestUser(database.db, { roles: ['관리자'], name: '운영 관리자' });
  const profiles = await database.db
    .insert(lawyers)
    .values([
      {
        name: '김도윤',
        title: '파트너 변호사',
        summary: '상간자 위자료 소송을 주로 맡습니다.',
        status: 'published',
        accountId: lawyer.id,
        specialties: ['위자료'],
      },
      { name: '박지안', title: '변호사', summary: '양육권 사건을 주로 맡습니다.', status: 'published', accountId: secondLawyer.id },
    ])
    .returning({ id: lawyers.id });
  lawyerProfileId = profiles[0]!.id;
  await setFirmSettings(database.db, { qnaQuestionsPerDay: 100, supportEmail: 'desk@onsaemiro.example' });
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

beforeEach(async () => {
  await database.db.delete(talkNotifications);
  await database.db.update(qnaQuestions).set({ acceptedAnswerId: null });
  await database.db.delete(qnaQuestions);
  await database.db.delete(rateLimits);
  await database.db.delete(jobs);
  await database.db.delete(mails);
});

describe('asking', () => {
  it('saves a member question in review with its consent, pseudonym, staff mail and audit row, in one go', async () => {
    const id = await askId(asker, { noticeTel: '010 1234 5678' });
    const [row] = await database.db.select().from(qnaQuestions).where(eq(qnaQuestions.id, id));
    expect(row).toMatchObject({ state: 'review', visibility: 'public', authorId: asker.id, noticeTel: '010-1234-5678' });
    expect(row!.authorLabel).toMatch(/^\S+ \S+ \d+$/);
    expect(row!.authorLabel).not.toContain(asker.name);
    expect(row!.searchTerms).toContain('분할');
    const [consent] = await database.db
      .select()
      .from(consents)
      .where(and(eq(consents.userId, asker.id), eq(consents.purpose, QNA_CONSENT_PURPOSE)));
    expect(consent).toBeDefined();
    const staffMails = await database.db.select().from(mails).where(eq(mails.kind, 'qna-review'));
    expect(staffMails).toHaveLength(1);
    expect(staffMails[0]!.text).not.toContain(questionText.body);
    expect(
      await database.db
        .select()
        .from(auditLogs)
        .where(and(eq(auditLogs.action, 'qna.ask'), eq(auditLogs.subjectId, String(id)))),
    ).toHaveLength(1);
  });

  it('asks the member to remove a phone number or a resident number, and saves nothing', async () => {
    const state = await ask(asker, { body: `${questionText.body} 연락은 010-2345-6789로 주세요.` });
    expect(typeof state).toBe('object');
    const refused = state as QnaAskFormState;
    expect(refused.fieldErrors.body).toMatch(/전화번호/);
    expect(refused.values.body).toContain('010-2345-6789');
    expect(await database.db.select().from(qnaQuestions)).toHaveLength(0);
  });

  it('refuses a visitor, a missing consent, a bot in the honeypot, and a member past the day', async () => {
    expect(await ask(null)).toMatchObject({ formError: actionMessages.signedOut });
    expect(await ask(asker, { consent: '' })).toMatchObject({ fieldErrors: { consent: qnaMessages.consentMissing } });
    expect(await ask(asker, { website: 'http://spam.example' })).toMatchObject({ formError: actionMessages.botRejected });
    expect(await ask(asker, { noticeTel: '02-123' })).toMatchObject({ fieldErrors: { noticeTel: qnaMessages.telInvalid } });
    await setFirmSettings(database.db, { qnaQuestionsPerDay: 2 });
    try {
      await askId();
      await askId();
      expect(await ask(asker)).toMatchObject({ formError: qnaMessages.tooManyQuestions(2) });
    } finally {
      await setFirmSettings(database.db, { qnaQuestionsPerDay: 100 });
    }
    expect(await database.db.select().from(qnaQuestions)).toHaveLength(2);
  });
});

describe('the state machine', () => {
  it('goes 검토 대기 → 답변 대기 → 답변 완료 → 종료, readable by everyone only once let through', async () => {
    const id = await askId();
    expect(await getQuestion(id, null)).toBeNull();
    expect(await getQuestion(id, await viewerOf(other))).toBeNull();
    expect((await getQuestion(id, await viewerOf(asker)))?.question.state).toBe('review');
    expect((await getQuestion(id, await viewerOf(manager)))?.reader.isStaff).toBe(true);

    expect(await as(manager, () => reviewQnaQuestionAction({ questionId: id, decision: 'approve' }))).toMatchObject({ ok: true });
    expect((await getQuestion(id, null))?.question).toMatchObject({ state: 'waiting', isPublic: true, indexable: false });

    const published = await as(lawyer, () => saveQnaAnswerAction({ questionId: id, bodyHtml: answerHtml, publish: true }));
    expect(published).toMatchObject({ ok: true, data: { status: 'published' } });
    const page = await getQuestion(id, null);
    expect(page?.question).toMatchObject({ state: 'answered', indexable: true });
    expect(page?.question.answers[0]?.lawyer).toMatchObject({ id: lawyerProfileId, name: '김도윤' });

    const [notice] = await database.db.select().from(talkNotifications).where(eq(talkNotifications.userId, asker.id));
    expect(notice).toMatchObject({ kind: 'qna-answer', qnaQuestionId: id });
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, QNA_ANSWER_NOTICE_JOB))).toHaveLength(1);

    // A follow-up puts it back in the lawyers' queue without leaving 답변 완료.
    const follow = await as(asker, () =>
      submitQnaFollowUpAction({ attempt: 0, body: '' }, form({ questionId: String(id), body: '퇴직금도 나누는 재산에 들어가나요?' })),
    );
    expect(follow.savedId).toBeGreaterThan(0);
    const [afterFollowUp] = await database.db.select().from(qnaQuestions).where(eq(qnaQuestions.id, id));
    expect(afterFollowUp).toMatchObject({ state: 'answered' });
    expect(afterFollowUp!.awaitingSince).not.toBeNull();

    expect(await as(asker, () => withdrawQnaQuestionAction({ questionId: id }))).toMatchObject({
      ok: false,
      formError: qnaMessages.cannotWithdraw,
    });
    expect(await as(asker, () => closeQnaQuestionAction({ questionId: id }))).toMatchObject({ ok: true });
    const [closed] = await database.db.select().from(qnaQuestions).where(eq(qnaQuestions.id, id));
    expect(closed).toMatchObject({ state: 'closed', noticeTel: null, awaitingSince: null });
    const late = await as(asker, () =>
      submitQnaFollowUpAction({ attempt: 0, body: '' }, form({ questionId: String(id), body: '하나 더 여쭤봐도 될까요?' })),
    );
    expect(late.error).toBe(qnaMessages.closedForFollowUp);
    expect(await as(lawyer, () => saveQnaAnswerAction({ questionId: id, bodyHtml: answerHtml, publish: true }))).toMatchObject({
      ok: false,
      formError: qnaMessages.notAnswerable,
    });
  });

  it('declines with a reason the asker reads and a notice in their bell; nobody else sees it', async () => {
    const id = await askId();
    expect(
      await as(manager, () =>
        reviewQnaQuestionAction({ questionId: id, decision: 'decline', reason: '상대방의 실명과 직장이 적혀 있어 게시할 수 없습니다.' }),
      ),
    ).toMatchObject({
      ok: true,
    });
    expect((await getQuestion(id, await viewerOf(asker)))?.question).toMatchObject({
      state: 'declined',
      declineReason: expect.stringContaining('실명'),
    });
    expect(await getQuestion(id, null)).toBeNull();
    const [notice] = await database.db.select().from(talkNotifications).where(eq(talkNotifications.userId, asker.id));
    expect(notice).toMatchObject({ kind: 'qna-declined', qnaQuestionId: id });
    expect(await as(manager, () => reviewQnaQuestionAction({ questionId: id, decision: 'approve' }))).toMatchObject({
      formError: qnaMessages.notInReview,
    });
  });

  it('lets staff edit personal data out with a note the asker reads, and the asker withdraw before any answer', async () => {
    const id = await askId();
    const edited = await as(admin, () =>
      reviewQnaQuestionAction({
        questionId: id,
        decision: 'edit',
        title: questionText.title,
        body: '결혼 12년 차 맞벌이 부부입니다. 재산분할 비율은 어떻게 정해지나요?',
        note: '개인정보 보호를 위해 일부 내용을 줄였습니다.',
      }),
    );
    expect(edited).toMatchObject({ ok: true });
    expect((await getQuestion(id, await viewerOf(asker)))?.question.staffNote).toBe('개인정보 보호를 위해 일부 내용을 줄였습니다.');
    expect(await as(other, () => withdrawQnaQuestionAction({ questionId: id }))).toMatchObject({ formError: qnaMessages.notYours });
    expect(await as(asker, () => withdrawQnaQuestionAction({ questionId: id }))).toMatchObject({ ok: true });
    expect((await listMyQuestions((await viewerOf(asker))!))[0]).toMatchObject({ id, state: 'withdrawn' });
  });
});

describe('who may do what', () => {
  it('checks every role against every action on the server', async () => {
    const id = await askId();
    const review = () => reviewQnaQuestionAction({ questionId: id, decision: 'approve' });
    expect(await as(null, review)).toMatchObject({ formError: actionMessages.signedOut });
    expect(await as(other, review)).toMatchObject({ formError: actionMessages.forbidden });
    expect(await as(asker, review)).toMatchObject({ formError: actionMessages.forbidden });
    expect(await as(lawyer, review)).toMatchObject({ ok: true });

    const answer = () => saveQnaAnswerAction({ questionId: id, bodyHtml: answerHtml, publish: true });
    for (const user of [null, asker, other, manager, admin])
      expect(await as(user, answer), user?.name ?? 'visitor').toMatchObject({
        ok: false,
        formError: user ? actionMessages.forbidden : actionMessages.signedOut,
      });
    expect(await as(unlinkedLawyer, answer)).toMatchObject({ ok: false, formError: qnaMessages.noProfile });
    const first = await as(lawyer, answer);
    const second = await as(secondLawyer, answer);
    expect([first.ok, second.ok]).toEqual([true, true]);
    const answerId = first.ok ? first.data.id : 0;
    // Another lawyer may not edit someone else's answer.
    expect(
      await as(secondLawyer, () => saveQnaAnswerAction({ questionId: id, answerId, bodyHtml: answerHtml, publish: true })),
    ).toMatchObject({
      formError: actionMessages.forbidden,
    });

    for (const user of [other, lawyer, manager])
      expect(await as(user, () => acceptQnaAnswerAction({ answerId })), user.name).toMatchObject({ formError: qnaMessages.acceptOwnOnly });
    expect(await as(asker, () => acceptQnaAnswerAction({ answerId }))).toMatchObject({ ok: true });
    const secondId = second.ok ? second.data.id : 0;
    expect(await as(asker, () => acceptQnaAnswerAction({ answerId: secondId }))).toMatchObject({ formError: qnaMessages.alreadyAccepted });
    expect((await getQuestion(id, null))?.question.answers.map((a) => [a.id, a.accepted])).toEqual([
      [answerId, true],
      [secondId, false],
    ]);

    for (const user of [other, asker]) {
      expect(await as(user, () => assignQnaQuestionAction({ questionId: id, assignee: lawyer.id }))).toMatchObject({
        formError: actionMessages.forbidden,
      });
      expect(await as(user, () => hideQnaQuestionAction({ questionId: id, hidden: true }))).toMatchObject({
        formError: actionMessages.forbidden,
      });
      expect(await as(user, () => setQnaAnswerHiddenAction({ answerId, hidden: true }))).toMatchObject({
        formError: actionMessages.forbidden,
      });
    }
    expect(await as(manager, () => assignQnaQuestionAction({ questionId: id, assignee: other.id }))).toMatchObject({
      formError: qnaMessages.assigneeInvalid,
    });
    expect(await as(manager, () => assignQnaQuestionAction({ questionId: id, assignee: lawyer.id }))).toMatchObject({ ok: true });
    expect(await as(admin, () => hideQnaQuestionAction({ questionId: id, hidden: true }))).toMatchObject({ ok: true });
    expect(await getQuestion(id, null)).toBeNull();
    expect(await getQuestion(id, await viewerOf(asker))).not.toBeNull();
    const audited = await database.db
      .select({ action: auditLogs.action })
      .from(auditLogs)
      .where(eq(auditLogs.subjectId, String(id)));
    expect(audited.map((row) => row.action)).toEqual(expect.arrayContaining(['qna.approve', 'qna.assign', 'qna.hide']));
  });

  it('keeps a private question and its answer to the asker and staff: not in lists, search, feed or sitemap', async () => {
    const { questionId } = await answered({ visibility: 'private', title: '비공개로 묻는 위자료 소멸시효 질문입니다' });
    expect(await getQuestion(questionId, null)).toBeNull();
    expect(await getQuestion(questionId, await viewerOf(other))).toBeNull();
    expect((await getQuestion(questionId, await viewerOf(asker)))?.question.answers).toHaveLength(1);
    expect((await getQuestion(questionId, await viewerOf(lawyer)))?.question.visibility).toBe('private');
    expect((await listAnsweredQuestions()).items.map((item) => item.id)).not.toContain(questionId);
    expect((await searchQuestions('소멸시효')).items).toHaveLength(0);
    expect((await listQuestionsForFeed()).map((item) => item.id)).not.toContain(questionId);
    expect((await listQuestionsForSitemap()).map((item) => item.id)).not.toContain(questionId);
    const [privateAnswer] = await database.db.select().from(qnaAnswers);
    expect(await as(other, () => markQnaHelpfulAction({ answerId: privateAnswer!.id }))).toMatchObject({
      formError: qnaMessages.answerNotFound,
    });
  });

  it('finds public answered questions by a two-syllable word and lists them newest answer first', async () => {
    const { questionId } = await answered();
    expect((await searchQuestions('분할')).items.map((item) => item.id)).toEqual([questionId]);
    expect((await listAnsweredQuestions({ topic: 'property' })).items.map((item) => item.id)).toEqual([questionId]);
    expect((await listQuestionsForSitemap()).map((item) => item.id)).toEqual([questionId]);
  });
});

describe('answers', () => {
  it('sanitizes the answer and refuses to publish past the advertising warnings until they are confirmed', async () => {
    const id = await approved();
    const risky = `${answerHtml}<p>무료 상담에서 반드시 이길 수 있게 해 드립니다.</p><script>alert(1)</script><img src="https://evil.example/x.png" onerror="alert(2)">`;
    expect(await as(lawyer, () => saveQnaAnswerAction({ questionId: id, bodyHtml: risky, publish: true }))).toMatchObject({
      ok: false,
      fieldErrors: { confirmAdRules: qnaMessages.confirmAdRules },
    });
    expect(await database.db.select().from(qnaAnswers)).toHaveLength(0);
    const published = await as(lawyer, () => saveQnaAnswerAction({ questionId: id, bodyHtml: risky, publish: true, confirmAdRules: true }));
    expect(published).toMatchObject({ ok: true });
    const [row] = await database.db.select().from(qnaAnswers);
    expect(row!.bodyHtml).not.toMatch(/script|onerror|evil\.example/);
    expect(await as(lawyer, () => saveQnaAnswerAction({ questionId: id, bodyHtml: '<p>짧은 답</p>', publish: true }))).toMatchObject({
      fieldErrors: { bodyHtml: qnaMessages.answerShort },
    });
  });

  it("counts one '도움이 됐어요' per member, even when pressed twenty times at once", async () => {
    const { questionId, answerId } = await answered();
    const results = await Promise.all(Array.from({ length: 20 }, () => as(other, () => markQnaHelpfulAction({ answerId }))));
    expect(results.every((result) => result.ok)).toBe(true);
    expect(results.filter((result) => result.ok && result.data.counted)).toHaveLength(1);
    await as(asker, () => markQnaHelpfulAction({ answerId }));
    expect(await as(lawyer, () => markQnaHelpfulAction({ answerId }))).toMatchObject({ formError: qnaMessages.helpfulOwn });
    expect(await database.db.select().from(qnaHelpfulVotes).where(eq(qnaHelpfulVotes.answerId, answerId))).toHaveLength(2);
    const [answer] = await database.db.select().from(qnaAnswers).where(eq(qnaAnswers.id, answerId));
    const [question] = await database.db.select().from(qnaQuestions).where(eq(qnaQuestions.id, questionId));
    expect([answer!.helpfulCount, question!.helpfulCount]).toEqual([2, 2]);
    expect(await as(null, () => markQnaHelpfulAction({ answerId }))).toMatchObject({ formError: actionMessages.signedOut });
  });

  it('the database itself refuses an accepted answer of another question', async () => {
    const first = await answered();
    const second = await answered({ title: '두 번째 질문: 양육비는 언제까지 받나요' });
    await expect(
      database.db.update(qnaQuestions).set({ acceptedAnswerId: second.answerId }).where(eq(qnaQuestions.id, first.questionId)),
    ).rejects.toThrow();
  });
});

describe('hiding and follow-ups', () => {
  it('hiding the only answer sends the question back to the lawyers; showing it again answers it again', async () => {
    const { questionId, answerId } = await answered();
    await as(other, () => markQnaHelpfulAction({ answerId }));
    expect(await as(manager, () => setQnaAnswerHiddenAction({ answerId, hidden: true }))).toMatchObject({ ok: true });
    const [waiting] = await database.db.select().from(qnaQuestions).where(eq(qnaQuestions.id, questionId));
    expect(waiting).toMatchObject({ state: 'waiting', answerCount: 0, helpfulCount: 0, answeredAt: null });
    expect(waiting!.awaitingSince).not.toBeNull();
    expect((await listAnsweredQuestions()).items.map((item) => item.id)).not.toContain(questionId);
    expect((await getQuestion(questionId, null))?.question).toMatchObject({ state: 'waiting', indexable: false, answers: [] });

    expect(await as(manager, () => setQnaAnswerHiddenAction({ answerId, hidden: false }))).toMatchObject({ ok: true });
    const [back] = await database.db.select().from(qnaQuestions).where(eq(qnaQuestions.id, questionId));
    expect(back).toMatchObject({ state: 'answered', answerCount: 1, helpfulCount: 1, awaitingSince: null });
    expect((await listAnsweredQuestions()).items.map((item) => item.id)).toContain(questionId);
  });

  it("a hidden question takes no answer and no follow-up, and leaves the lawyers' queue", async () => {
    const id = await approved();
    await as(admin, () => hideQnaQuestionAction({ questionId: id, hidden: true }));
    expect(await as(lawyer, () => saveQnaAnswerAction({ questionId: id, bodyHtml: answerHtml, publish: true }))).toMatchObject({
      formError: qnaMessages.hiddenQuestion,
    });
    const follow = await as(asker, () =>
      submitQnaFollowUpAction({ attempt: 0, body: '' }, form({ questionId: String(id), body: '숨겨진 질문에 더 묻습니다.' })),
    );
    expect(follow.error).toBe(qnaMessages.hiddenQuestion);
  });

  it('a follow-up waits for a reply: the lawyer publishes one more answer, the asker is told again, and staff may hide the follow-up', async () => {
    const { questionId, answerId } = await answered();
    const follow = await as(asker, () =>
      submitQnaFollowUpAction({ attempt: 0, body: '' }, form({ questionId: String(questionId), body: '퇴직금도 나누는지 궁금합니다.' })),
    );
    const reply = await as(lawyer, () =>
      saveQnaAnswerAction({ questionId, bodyHtml: answerHtml.replace('맞벌이라면', '퇴직금도'), publish: true }),
    );
    expect(reply).toMatchObject({ ok: true, data: { status: 'published' } });
    const [after] = await database.db.select().from(qnaQuestions).where(eq(qnaQuestions.id, questionId));
    expect(after).toMatchObject({ awaitingSince: null, answerCount: 2 });
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, QNA_ANSWER_NOTICE_JOB))).toHaveLength(2);
    expect(await database.db.select().from(talkNotifications).where(eq(talkNotifications.userId, asker.id))).toHaveLength(2);

    expect(await as(manager, () => setQnaFollowUpHiddenAction({ followUpId: follow.savedId!, hidden: true }))).toMatchObject({ ok: true });
    expect((await getQuestion(questionId, null))?.question.followUps).toEqual([]);
    expect((await getQuestion(questionId, await viewerOf(asker)))?.question.followUps).toMatchObject([{ hidden: true }]);
    expect(await as(other, () => setQnaFollowUpHiddenAction({ followUpId: follow.savedId!, hidden: false }))).toMatchObject({
      formError: actionMessages.forbidden,
    });

    // Closed by the asker, the lawyer may still correct an answer, not add one; a change to a live answer needs the warnings read.
    await as(asker, () => closeQnaQuestionAction({ questionId }));
    expect(
      await as(lawyer, () => saveQnaAnswerAction({ questionId, answerId, bodyHtml: `${answerHtml}<p>덧붙여 말씀드립니다.</p>` })),
    ).toMatchObject({
      ok: true,
    });
    expect(
      await as(lawyer, () => saveQnaAnswerAction({ questionId, answerId, bodyHtml: `${answerHtml}<p>무조건 받을 수 있습니다.</p>` })),
    ).toMatchObject({
      fieldErrors: { confirmAdRules: qnaMessages.confirmAdRules },
    });
    expect(await as(lawyer, () => saveQnaAnswerAction({ questionId, bodyHtml: answerHtml, publish: true }))).toMatchObject({
      formError: qnaMessages.notAnswerable,
    });
  });

  it('links a lawyer profile only to an account with an answering role', async () => {
    const [profile] = await database.db.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.accountId, secondLawyer.id));
    expect(await as(admin, () => linkQnaLawyerAction({ lawyerId: profile!.id, email: other.email }))).toMatchObject({
      fieldErrors: { email: qnaMessages.notLawyerAccount },
    });
    expect(await as(manager, () => linkQnaLawyerAction({ lawyerId: profile!.id, email: '' }))).toMatchObject({
      formError: actionMessages.forbidden,
    });
    expect(await as(admin, () => linkQnaLawyerAction({ lawyerId: profile!.id, email: secondLawyer.email }))).toMatchObject({ ok: true });
  });
});

describe('the reader island', () => {
  const read = (user: TestUser | null, id: number | string) =>
    readerRoute(new Request(`http://localhost:3000/api/qna/post/${id}/reader`, { headers: user ? user.headers : visitor }), {
      params: Promise.resolve({ id: String(id) }),
    });

  it("answers a member their own votes, the asker and staff 'full', a visitor 401, and nobody a question they may not read", async () => {
    const { questionId, answerId } = await answered();
    await as(other, () => markQnaHelpfulAction({ answerId }));
    expect((await read(null, questionId)).status).toBe(401);
    const mine = await read(other, questionId);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(await mine.json()).toEqual({ full: false, helpful: [answerId] });
    expect(await (await read(asker, questionId)).json()).toEqual({ full: true, helpful: [] });
    expect(await (await read(manager, questionId)).json()).toEqual({ full: true, helpful: [] });

    const privateId = await askId(asker, { visibility: 'private' });
    expect((await read(other, privateId)).status).toBe(404);
    expect(await (await read(asker, privateId)).json()).toMatchObject({ full: true });
    expect((await read(other, 'abc')).status).toBe(404);
    expect((await read(other, '99999999999')).status).toBe(404);
  });
});

describe('the notice of an answer', () => {
  let smtp: FakeSmtp | undefined;
  let partner: FakePartner | undefined;
  afterAll(async () => {
    await smtp?.close();
    await partner?.close();
  });

  it('reaches the asker once by email and KakaoTalk, while the mail server and the partner are down and then back', async () => {
    const downSmtp = await startFakeSmtp();
    const smtpPort = downSmtp.port;
    await downSmtp.close();
    const downPartner = await startFakePartner();
    const partnerPort = Number(new URL(downPartner.url).port);
    await downPartner.close();
    const handlers = {
      [QNA_ANSWER_NOTICE_JOB]: qnaAnswerNoticeHandler({
        siteUrl: 'http://127.0.0.1:3000',
        partnerApiUrl: `http://127.0.0.1:${partnerPort}`,
        timeoutMs: 2_000,
      }),
      [SEND_MAIL_JOB]: sendMailHandler({ smtpUrl: `smtp://127.0.0.1:${smtpPort}`, from: async () => 'desk@onsaemiro.example' }),
    };
    await database.db.delete(mails);
    const { questionId, answerId } = await answered({ noticeTel: '010-2222-3333' });
    await database.db.delete(mails).where(eq(mails.kind, 'qna-review'));
    await database.db.delete(jobs).where(eq(jobs.kind, SEND_MAIL_JOB));

    // Both down: the notice job queues the mail once and waits for the partner; the mail waits for SMTP.
    await runDueJobs(database.db, handlers, { baseBackoffMs: 60_000 });
    const [noticeJob] = await database.db.select().from(jobs).where(eq(jobs.kind, QNA_ANSWER_NOTICE_JOB));
    expect(noticeJob).toMatchObject({ status: 'pending', attempts: 1 });
    const queued = await database.db.select().from(mails).where(eq(mails.kind, 'qna-answer'));
    expect(queued).toHaveLength(1);
    expect(queued[0]).toMatchObject({ to: asker.email, status: 'retrying' });
    expect(queued[0]!.text).toContain(`/qna/post/${questionId}`);

    smtp = await startFakeSmtp(smtpPort);
    partner = await startFakePartner(partnerPort);
    await database.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) });
    await runDueJobs(database.db, handlers);
    await database.db.update(jobs).set({ runAt: new Date(Date.now() - 1000) });
    await runDueJobs(database.db, handlers);
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]!.subject).toContain('변호사 답변');
    expect(partner.requests).toHaveLength(1);
    expect(partner.requests[0]).toMatchObject({
      path: '/api/notices/biz-kakao',
      body: { tel: '010-2222-3333', template: 'QNA_ANSWERED', questionId },
    });
    expect(partner.requests[0]!.headers['idempotency-key']).toBe(`qna-answer-${answerId}`);
    expect(await database.db.select().from(mails).where(eq(mails.kind, 'qna-answer'))).toHaveLength(1);

    // A rerun of the same job (a crash before it was marked done) writes no second mail.
    await database.db
      .update(jobs)
      .set({ status: 'pending', runAt: new Date(Date.now() - 1000) })
      .where(eq(jobs.kind, QNA_ANSWER_NOTICE_JOB));
    await runDueJobs(database.db, handlers);
    expect(await database.db.select().from(mails).where(eq(mails.kind, 'qna-answer'))).toHaveLength(1);
    expect(smtp.messages).toHaveLength(1);
  });
});

describe('retention', () => {
  it('removes private and unpublished questions three years after their last change, and notice numbers 30 days after the last answer', async () => {
    const { questionId: privateOld } = await answered({ visibility: 'private', noticeTel: '010-4444-5555' });
    const { questionId: publicOld } = await answered({ noticeTel: '010-4444-6666' });
    const declined = await askId();
    await as(manager, () => reviewQnaQuestionAction({ questionId: declined, decision: 'decline', reason: '게시할 수 없는 내용입니다.' }));
    const fresh = await askId(asker, { visibility: 'private' });
    const longAgo = new Date(Date.now() - 3 * 366 * 24 * 60 * 60_000);
    await database.db
      .update(qnaQuestions)
      .set({ updatedAt: longAgo, answeredAt: longAgo, lastAnsweredAt: longAgo })
      .where(inArray(qnaQuestions.id, [privateOld, publicOld, declined]));

    expect(await purgeQnaRetention(database.db)).toEqual({ questions: 2, numbers: 1 });
    const left = await database.db.select({ id: qnaQuestions.id, noticeTel: qnaQuestions.noticeTel }).from(qnaQuestions);
    expect(left.map((row) => row.id).sort()).toEqual([publicOld, fresh].sort());
    expect(left.find((row) => row.id === publicOld)?.noticeTel).toBeNull();
    expect(await database.db.select().from(auditLogs).where(eq(auditLogs.action, 'qna.purge'))).not.toHaveLength(0);
    expect(await purgeQnaRetention(database.db)).toEqual({ questions: 0, numbers: 0 });
  });
});
