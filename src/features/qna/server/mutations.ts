import 'server-only';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import { ActionError, actionMessages } from '@/features/auth/server/action-client';
import { capabilities } from '@/features/auth/domain/permissions';
import { recordAudit } from '@/features/auth/server/audit';
import { textOfHtml } from '@/features/content/domain/ad-rules';
import { sanitizeContentHtml } from '@/features/content/server/sanitize';
import { getFirmSettings } from '@/features/firm/server/queries';
import { pseudonymFor } from '@/features/text-safety/domain/pseudonym';
import { searchTermsOf } from '@/features/text-safety/domain/korean-search';
import { assertWrittenTextSafe } from '@/features/text-safety/server/check-text';
import { officeQnaQuestionPath } from '@/lib/routes';
import { textLength } from '@/lib/text';
import type { Db, DbOrTx } from '@/server/db/client';
import { storedSecret } from '@/server/db/server-secrets';
import {
  consents,
  lawyers,
  qnaAnswers,
  qnaFollowUps,
  qnaHelpfulVotes,
  qnaQuestions,
  roles,
  talkNotifications,
  userRoles,
  users,
} from '@/server/db/schema';
import { env } from '@/server/env';
import { enqueueJob } from '@/server/jobs/queue';
import { wakeJobs } from '@/server/jobs/wake';
import { queueMail } from '@/server/mail/outbox';
import { hitRateLimit } from '@/server/rate-limit';
import { checkAnswerRules } from '../domain/answer-rules';
import { QNA_CONSENT_PURPOSE, QNA_CONSENT_VERSION } from '../domain/privacy';
import {
  isPubliclyVisible,
  isQnaState,
  mayAddFollowUp,
  mayAnswer,
  mayClose,
  mayWithdraw,
  qnaLimits,
  qnaMessages,
} from '../domain/question-rules';
import type { QnaAnswerInput, QnaAskInput, QnaFollowUpInput, QnaReviewInput } from '../schemas';

/**
 * The Q&A centre's writes (issue 14). Ownership and state are checked here, inside the statement's
 * transaction with the question row locked, never only on the page; every staff write is
 * audit-logged in the same transaction; a question and the mail that tells staff about it, an
 * answer and the job that tells the asker, are written together.
 */

export type QnaActor = { id: string; name: string };
export type QnaContext = { db: Db; actor: QnaActor; ipAddress: string };

export const QNA_ANSWER_NOTICE_JOB = 'qna.answer-notice';
export type QnaAnswerNoticePayload = { answerId: number };

/** The pseudonym key of the Q&A centre, its own so the community's names never match it. */
function qnaPseudonym(db: DbOrTx, questionId: number, userId: string): Promise<string> {
  return storedSecret(db, 'qna-pseudonym').then((secret) => pseudonymFor(secret, questionId, userId));
}

async function lockQuestion(tx: DbOrTx, id: number) {
  const [row] = await tx.select().from(qnaQuestions).where(eq(qnaQuestions.id, id)).for('update');
  if (!row || !isQnaState(row.state)) throw new ActionError(qnaMessages.notFound);
  return { ...row, state: row.state };
}

async function lockOwnQuestion(tx: DbOrTx, id: number, actor: QnaActor) {
  const question = await lockQuestion(tx, id);
  if (question.authorId !== actor.id) throw new ActionError(qnaMessages.notYours);
  return question;
}

/** A member asks: checked for personal data and the word filter, counted against the day, saved with its consent and the staff mail. */
export async function askQuestion({ db, actor, ipAddress }: QnaContext, input: QnaAskInput): Promise<{ id: number }> {
  await assertWrittenTextSafe(db, { title: input.title, body: input.body });
  const settings = await getFirmSettings();
  const hit = await hitRateLimit(db, { key: `qna:ask:day:${actor.id}`, limit: settings.qnaQuestionsPerDay, windowMs: 24 * 60 * 60_000 });
  if (!hit.allowed) throw new ActionError(qnaMessages.tooManyQuestions(settings.qnaQuestionsPerDay));
  const saved = await db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .insert(qnaQuestions)
      .values({
        topic: input.topic,
        title: input.title,
        body: input.body,
        visibility: input.visibility,
        state: 'review',
        authorId: actor.id,
        noticeTel: input.noticeTel,
        searchTerms: searchTermsOf(input.title, input.body),
      })
      .returning({ id: qnaQuestions.id });
    const id = row!.id;
    await tx
      .update(qnaQuestions)
      .set({ authorLabel: await qnaPseudonym(tx, id, actor.id) })
      .where(eq(qnaQuestions.id, id));
    await tx.insert(consents).values({ userId: actor.id, purpose: QNA_CONSENT_PURPOSE, textVersion: QNA_CONSENT_VERSION, agreedAt: now });
    // Staff hear of it through the mail outbox (retried, kept in the office's mail list); the mail
    // names no asker and quotes nothing they wrote.
    if (settings.supportEmail)
      await queueMail(tx, {
        kind: 'qna-review',
        to: settings.supportEmail,
        subject: `[법률 Q&A] 검토를 기다리는 새 질문 #${id}`,
        text: `법률 Q&A에 새 질문이 올라와 검토를 기다립니다.\n\n관리 화면: ${env().SITE_URL}${officeQnaQuestionPath(id)}\n\n목표 처리 시간: ${settings.qnaAnswerTargetHours}시간`,
      });
    await recordAudit(tx, {
      actor,
      action: 'qna.ask',
      subjectType: 'qna_question',
      subjectId: id,
      ipAddress,
      detail: { visibility: input.visibility },
    });
    return { id };
  });
  wakeJobs();
  return saved;
}

/** 추가 질문 by the asker while the question is open; an answered one goes back to the lawyers' queue. */
export async function addFollowUp({ db, actor }: QnaContext, input: QnaFollowUpInput): Promise<{ id: number }> {
  await assertWrittenTextSafe(db, { body: input.body });
  const hit = await hitRateLimit(db, { key: `qna:follow-up:${actor.id}`, limit: 20, windowMs: 24 * 60 * 60_000 });
  if (!hit.allowed) throw new ActionError(actionMessages.tooMany);
  return db.transaction(async (tx) => {
    const question = await lockOwnQuestion(tx, input.questionId, actor);
    if (!mayAddFollowUp(question.state)) throw new ActionError(qnaMessages.closedForFollowUp);
    if (question.hiddenAt) throw new ActionError(qnaMessages.hiddenQuestion);
    const [{ total } = { total: 0 }] = await tx
      .select({ total: count() })
      .from(qnaFollowUps)
      .where(eq(qnaFollowUps.questionId, question.id));
    if (total >= qnaLimits.followUpsMax) throw new ActionError(qnaMessages.followUpsFull);
    const [row] = await tx.insert(qnaFollowUps).values({ questionId: question.id, body: input.body }).returning({ id: qnaFollowUps.id });
    const now = new Date();
    await tx
      .update(qnaQuestions)
      .set({ updatedAt: now, ...(question.state === 'answered' ? { awaitingSince: now } : {}) })
      .where(eq(qnaQuestions.id, question.id));
    return { id: row!.id };
  });
}

/** The asker takes back a question nobody has answered; its notice number goes at once. */
export async function withdrawQuestion({ db, actor, ipAddress }: QnaContext, input: { questionId: number }): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const question = await lockOwnQuestion(tx, input.questionId, actor);
    if (!mayWithdraw(question.state, question.answerCount)) throw new ActionError(qnaMessages.cannotWithdraw);
    const now = new Date();
    await tx
      .update(qnaQuestions)
      .set({ state: 'withdrawn', awaitingSince: null, noticeTel: null, closedAt: now, updatedAt: now })
      .where(eq(qnaQuestions.id, question.id));
    await recordAudit(tx, { actor, action: 'qna.withdraw', subjectType: 'qna_question', subjectId: question.id, ipAddress });
    return { id: question.id };
  });
}

/** The asker ends an answered question (종료): no more follow-ups, the notice number erased. */
export async function closeQuestion({ db, actor }: QnaContext, input: { questionId: number }): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const question = await lockOwnQuestion(tx, input.questionId, actor);
    if (!mayClose(question.state)) throw new ActionError(qnaMessages.cannotClose);
    const now = new Date();
    await tx
      .update(qnaQuestions)
      .set({ state: 'closed', awaitingSince: null, noticeTel: null, closedAt: now, updatedAt: now })
      .where(eq(qnaQuestions.id, question.id));
    return { id: question.id };
  });
}

/**
 * 채택: the asker marks one published answer of their question. One per question by the column
 * itself (and a foreign key that ties the answer to this question): the update only takes a
 * question with none yet.
 */
export async function acceptAnswer({ db, actor }: QnaContext, input: { answerId: number }): Promise<{ questionId: number }> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ questionId: qnaAnswers.questionId }).from(qnaAnswers).where(eq(qnaAnswers.id, input.answerId));
    if (!found) throw new ActionError(qnaMessages.answerNotFound);
    // The question first, then the answer: the order every Q&A write locks in.
    const question = await lockQuestion(tx, found.questionId);
    if (question.authorId !== actor.id) throw new ActionError(qnaMessages.acceptOwnOnly);
    const [answer] = await tx.select({ status: qnaAnswers.status }).from(qnaAnswers).where(eq(qnaAnswers.id, input.answerId)).for('update');
    if (answer?.status !== 'published') throw new ActionError(qnaMessages.answerNotFound);
    const taken = await tx
      .update(qnaQuestions)
      .set({ acceptedAnswerId: input.answerId, updatedAt: new Date() })
      .where(and(eq(qnaQuestions.id, question.id), isNull(qnaQuestions.acceptedAnswerId)))
      .returning({ id: qnaQuestions.id });
    if (taken.length === 0) throw new ActionError(qnaMessages.alreadyAccepted);
    return { questionId: question.id };
  });
}

/**
 * '도움이 됐어요': once per member and answer, by the primary key; a second press changes nothing.
 * The counts on the answer and its question move in the same transaction as the vote row.
 */
export async function markHelpful(
  { db, actor }: QnaContext,
  input: { answerId: number },
): Promise<{ helpfulCount: number; counted: boolean }> {
  const hit = await hitRateLimit(db, { key: `qna:helpful:${actor.id}`, limit: 60, windowMs: 60 * 60_000 });
  if (!hit.allowed) throw new ActionError(actionMessages.tooMany);
  return db.transaction(async (tx) => {
    const [answer] = await tx
      .select({
        id: qnaAnswers.id,
        questionId: qnaAnswers.questionId,
        status: qnaAnswers.status,
        authorId: qnaAnswers.authorId,
        helpfulCount: qnaAnswers.helpfulCount,
        visibility: qnaQuestions.visibility,
        state: qnaQuestions.state,
        hiddenAt: qnaQuestions.hiddenAt,
        askerId: qnaQuestions.authorId,
      })
      .from(qnaAnswers)
      .innerJoin(qnaQuestions, eq(qnaQuestions.id, qnaAnswers.questionId))
      .where(eq(qnaAnswers.id, input.answerId));
    const readable = answer && answer.status === 'published' && (isPubliclyVisible(answer) || answer.askerId === actor.id);
    if (!answer || !readable) throw new ActionError(qnaMessages.answerNotFound);
    if (answer.authorId === actor.id) throw new ActionError(qnaMessages.helpfulOwn);
    const inserted = await tx
      .insert(qnaHelpfulVotes)
      .values({ answerId: answer.id, userId: actor.id })
      .onConflictDoNothing()
      .returning({ answerId: qnaHelpfulVotes.answerId });
    if (inserted.length === 0) {
      const [current] = await tx.select({ helpfulCount: qnaAnswers.helpfulCount }).from(qnaAnswers).where(eq(qnaAnswers.id, answer.id));
      return { helpfulCount: current?.helpfulCount ?? answer.helpfulCount, counted: false };
    }
    const [updated] = await tx
      .update(qnaAnswers)
      .set({ helpfulCount: sql`${qnaAnswers.helpfulCount} + 1` })
      .where(eq(qnaAnswers.id, answer.id))
      .returning({ helpfulCount: qnaAnswers.helpfulCount });
    await tx
      .update(qnaQuestions)
      .set({ helpfulCount: sql`${qnaQuestions.helpfulCount} + 1` })
      .where(eq(qnaQuestions.id, answer.questionId));
    return { helpfulCount: updated!.helpfulCount, counted: true };
  });
}

/* ---------------------------------------------------------------- staff ---------------------------------------------------------------- */

/**
 * Staff's check of a question in review: let it through (답변 대기), decline it with a reason the
 * asker reads, or edit personal data out of it with a note (it stays where it was; an edit may
 * come at any time before it ends).
 */
export async function reviewQuestion({ db, actor, ipAddress }: QnaContext, input: QnaReviewInput): Promise<{ id: number; state: string }> {
  return db.transaction(async (tx) => {
    const question = await lockQuestion(tx, input.questionId);
    const now = new Date();
    if (input.decision === 'edit') {
      if (question.state === 'withdrawn' || question.state === 'declined') throw new ActionError(qnaMessages.notFound);
      await tx
        .update(qnaQuestions)
        .set({
          title: input.title,
          body: input.body,
          staffNote: input.note,
          searchTerms: searchTermsOf(input.title, input.body),
          updatedAt: now,
        })
        .where(eq(qnaQuestions.id, question.id));
      await recordAudit(tx, {
        actor,
        action: 'qna.edit',
        subjectType: 'qna_question',
        subjectId: question.id,
        ipAddress,
        detail: { note: input.note },
      });
      return { id: question.id, state: question.state };
    }
    if (question.state !== 'review') throw new ActionError(qnaMessages.notInReview);
    if (input.decision === 'approve') {
      await tx
        .update(qnaQuestions)
        .set({ state: 'waiting', reviewedAt: now, awaitingSince: now, updatedAt: now })
        .where(eq(qnaQuestions.id, question.id));
      await recordAudit(tx, { actor, action: 'qna.approve', subjectType: 'qna_question', subjectId: question.id, ipAddress });
      return { id: question.id, state: 'waiting' };
    }
    await tx
      .update(qnaQuestions)
      .set({
        state: 'declined',
        declineReason: input.reason,
        reviewedAt: now,
        awaitingSince: null,
        noticeTel: null,
        closedAt: now,
        updatedAt: now,
      })
      .where(eq(qnaQuestions.id, question.id));
    if (question.authorId)
      await tx.insert(talkNotifications).values({ userId: question.authorId, kind: 'qna-declined', qnaQuestionId: question.id });
    await recordAudit(tx, {
      actor,
      action: 'qna.decline',
      subjectType: 'qna_question',
      subjectId: question.id,
      ipAddress,
      detail: { reason: input.reason },
    });
    return { id: question.id, state: 'declined' };
  });
}

/** The roles that answer (qna.answer in the capability table). */
const answeringRoles = [...capabilities['qna.answer']];

/** Whether an account holds one of the answering roles now. */
async function holdsAnsweringRole(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, userId), inArray(roles.name, answeringRoles)))
    .limit(1);
  return row !== undefined;
}

/** The lawyers a question may be given to: staff accounts with an answering role, linked to a lawyer profile. */
export async function listAnsweringLawyers(db: DbOrTx): Promise<Array<{ userId: string; name: string; title: string; lawyerId: number }>> {
  const rows = await db
    .select({ userId: lawyers.accountId, name: lawyers.name, title: lawyers.title, lawyerId: lawyers.id })
    .from(lawyers)
    .innerJoin(users, eq(users.id, lawyers.accountId))
    .where(
      and(
        isNull(users.disabledAt),
        sql`exists (select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} where ${userRoles.userId} = ${users.id} and ${inArray(roles.name, answeringRoles)})`,
      ),
    )
    .orderBy(lawyers.sortOrder, lawyers.id);
  return rows.flatMap((row) => (row.userId ? [{ ...row, userId: row.userId }] : []));
}

/** Gives a question to a lawyer (or to nobody, with an empty assignee). */
export async function assignQuestion(
  { db, actor, ipAddress }: QnaContext,
  input: { questionId: number; assignee: string },
): Promise<{ id: number }> {
  const assignee = input.assignee || null;
  if (assignee && !(await listAnsweringLawyers(db)).some((lawyer) => lawyer.userId === assignee))
    throw new ActionError(qnaMessages.assigneeInvalid, { assignee: qnaMessages.assigneeInvalid });
  return db.transaction(async (tx) => {
    const question = await lockQuestion(tx, input.questionId);
    await tx.update(qnaQuestions).set({ assignedTo: assignee }).where(eq(qnaQuestions.id, question.id));
    await recordAudit(tx, {
      actor,
      action: 'qna.assign',
      subjectType: 'qna_question',
      subjectId: question.id,
      ipAddress,
      detail: { assignee },
    });
    return { id: question.id };
  });
}

/** Hides a question from everyone but its asker and staff, or shows it again. */
export async function hideQuestion(
  { db, actor, ipAddress }: QnaContext,
  input: { questionId: number; hidden: boolean },
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const question = await lockQuestion(tx, input.questionId);
    const now = new Date();
    await tx
      .update(qnaQuestions)
      .set({ hiddenAt: input.hidden ? now : null, updatedAt: now })
      .where(eq(qnaQuestions.id, question.id));
    await recordAudit(tx, {
      actor,
      action: input.hidden ? 'qna.hide' : 'qna.unhide',
      subjectType: 'qna_question',
      subjectId: question.id,
      ipAddress,
    });
    return { id: question.id };
  });
}

/** The lawyer profile an account answers as, or null. */
export async function lawyerProfileOf(db: DbOrTx, userId: string): Promise<{ id: number; name: string } | null> {
  const [row] = await db.select({ id: lawyers.id, name: lawyers.name }).from(lawyers).where(eq(lawyers.accountId, userId));
  return row ?? null;
}

export type SavedAnswer = { id: number; questionId: number; status: string };

/**
 * The question's answer figures from its published answers, in the caller's transaction: count,
 * helpful votes, first and latest answer. A question whose last published answer was hidden goes
 * back to 답변 대기 (the lawyers' queue, out of the answered lists); one that has an answer again
 * goes back to 답변 완료.
 */
async function recountAnswers(tx: DbOrTx, question: { id: number; state: string }, now: Date): Promise<void> {
  const [totals] = await tx
    .select({
      answers: sql<number>`count(*)::int`,
      helpful: sql<number>`coalesce(sum(${qnaAnswers.helpfulCount}), 0)::int`,
      first: sql<Date | null>`min(${qnaAnswers.publishedAt})`.mapWith(qnaAnswers.publishedAt),
      last: sql<Date | null>`max(${qnaAnswers.publishedAt})`.mapWith(qnaAnswers.publishedAt),
    })
    .from(qnaAnswers)
    .where(and(eq(qnaAnswers.questionId, question.id), eq(qnaAnswers.status, 'published')));
  const answers = totals?.answers ?? 0;
  const state =
    answers === 0 && (question.state === 'answered' || question.state === 'closed')
      ? { state: 'waiting', awaitingSince: now }
      : answers > 0 && question.state === 'waiting'
        ? { state: 'answered', awaitingSince: null }
        : {};
  await tx
    .update(qnaQuestions)
    .set({
      answerCount: answers,
      helpfulCount: totals?.helpful ?? 0,
      answeredAt: totals?.first ?? null,
      lastAnsweredAt: totals?.last ?? null,
      updatedAt: now,
      ...state,
    })
    .where(eq(qnaQuestions.id, question.id));
}

/**
 * A lawyer writes or edits their answer (sanitized on the server), as a draft or published. Before
 * publishing, and before changing an answer readers already see, the advertising-rule and
 * outcome-promise warnings must have been read (confirmAdRules). A publication moves the question
 * to 답변 완료, answers a waiting follow-up, tells the asker in the bell and queues the notice job
 * (email, KakaoTalk) in the same transaction. A new answer needs a question that waits for one; an
 * existing answer may be corrected after the asker closed the question.
 */
export async function saveAnswer({ db, actor, ipAddress }: QnaContext, input: QnaAnswerInput): Promise<SavedAnswer> {
  const profile = await lawyerProfileOf(db, actor.id);
  if (!profile) throw new ActionError(qnaMessages.noProfile);
  const bodyHtml = sanitizeContentHtml(input.bodyHtml);
  if (textLength(textOfHtml(bodyHtml)) < qnaLimits.answerMinText)
    throw new ActionError(actionMessages.invalid, { bodyHtml: qnaMessages.answerShort });
  const warnings = checkAnswerRules(bodyHtml);
  const assertWarningsRead = () => {
    if (warnings.length > 0 && !input.confirmAdRules)
      throw new ActionError(qnaMessages.confirmAdRules, { confirmAdRules: qnaMessages.confirmAdRules });
  };
  const saved = await db.transaction(async (tx) => {
    const question = await lockQuestion(tx, input.questionId);
    if (question.hiddenAt) throw new ActionError(qnaMessages.hiddenQuestion);
    const now = new Date();
    let answer: { id: number; status: string };
    if (input.answerId) {
      if (!mayAnswer(question.state) && question.state !== 'closed') throw new ActionError(qnaMessages.notAnswerable);
      const [existing] = await tx
        .select({ id: qnaAnswers.id, status: qnaAnswers.status, authorId: qnaAnswers.authorId })
        .from(qnaAnswers)
        .where(and(eq(qnaAnswers.id, input.answerId), eq(qnaAnswers.questionId, question.id)))
        .for('update');
      if (!existing) throw new ActionError(qnaMessages.answerNotFound);
      if (existing.authorId !== actor.id) throw new ActionError(actionMessages.forbidden);
      if (input.publish || existing.status !== 'draft') assertWarningsRead();
      if (existing.status === 'draft' && input.publish && !mayAnswer(question.state)) throw new ActionError(qnaMessages.notAnswerable);
      answer = existing;
      await tx.update(qnaAnswers).set({ bodyHtml, updatedAt: now }).where(eq(qnaAnswers.id, existing.id));
    } else {
      if (!mayAnswer(question.state)) throw new ActionError(qnaMessages.notAnswerable);
      if (input.publish) assertWarningsRead();
      const [created] = await tx
        .insert(qnaAnswers)
        .values({ questionId: question.id, authorId: actor.id, lawyerId: profile.id, bodyHtml, status: 'draft' })
        .returning({ id: qnaAnswers.id, status: qnaAnswers.status });
      answer = created!;
    }
    const publishing = input.publish && answer.status === 'draft';
    if (publishing) {
      await tx.update(qnaAnswers).set({ status: 'published', publishedAt: now }).where(eq(qnaAnswers.id, answer.id));
      await tx
        .update(qnaQuestions)
        .set({
          state: 'answered',
          answeredAt: question.answeredAt ?? now,
          lastAnsweredAt: now,
          answerCount: sql`${qnaQuestions.answerCount} + 1`,
          awaitingSince: null,
          updatedAt: now,
        })
        .where(eq(qnaQuestions.id, question.id));
      if (question.authorId) {
        await tx.insert(talkNotifications).values({ userId: question.authorId, kind: 'qna-answer', qnaQuestionId: question.id });
        const payload: QnaAnswerNoticePayload = { answerId: answer.id };
        await enqueueJob(tx, {
          kind: QNA_ANSWER_NOTICE_JOB,
          payload,
          idempotencyKey: `${QNA_ANSWER_NOTICE_JOB}:${answer.id}`,
          maxAttempts: 20,
        });
      }
    } else if (answer.status !== 'draft') {
      // An edit of an answer readers see: the page's last change moves (the sitemap's lastmod).
      await tx.update(qnaQuestions).set({ updatedAt: now }).where(eq(qnaQuestions.id, question.id));
    }
    await recordAudit(tx, {
      actor,
      action: publishing ? 'qna.answer.publish' : input.answerId ? 'qna.answer.edit' : 'qna.answer.draft',
      subjectType: 'qna_answer',
      subjectId: answer.id,
      ipAddress,
      detail: { questionId: question.id, warnings: warnings.map((warning) => warning.word) },
    });
    return { id: answer.id, questionId: question.id, status: publishing ? 'published' : answer.status };
  });
  if (saved.status === 'published') wakeJobs();
  return saved;
}

/** Hides a published answer (or shows it again); the question's figures and state follow (recountAnswers). */
export async function hideAnswer(
  { db, actor, ipAddress }: QnaContext,
  input: { answerId: number; hidden: boolean },
): Promise<{ questionId: number }> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select({ questionId: qnaAnswers.questionId }).from(qnaAnswers).where(eq(qnaAnswers.id, input.answerId));
    if (!found) throw new ActionError(qnaMessages.answerNotFound);
    const question = await lockQuestion(tx, found.questionId);
    const [answer] = await tx.select().from(qnaAnswers).where(eq(qnaAnswers.id, input.answerId)).for('update');
    if (!answer || answer.status === 'draft') throw new ActionError(qnaMessages.answerNotFound);
    const next = input.hidden ? 'hidden' : 'published';
    const now = new Date();
    if (answer.status !== next) {
      await tx.update(qnaAnswers).set({ status: next, updatedAt: now }).where(eq(qnaAnswers.id, answer.id));
      await recountAnswers(tx, question, now);
    }
    await recordAudit(tx, {
      actor,
      action: input.hidden ? 'qna.answer.hide' : 'qna.answer.unhide',
      subjectType: 'qna_answer',
      subjectId: answer.id,
      ipAddress,
      detail: { questionId: answer.questionId },
    });
    return { questionId: answer.questionId };
  });
}

/** Hides a follow-up from everyone but the asker and staff (personal data the check missed), or shows it again. */
export async function hideFollowUp(
  { db, actor, ipAddress }: QnaContext,
  input: { followUpId: number; hidden: boolean },
): Promise<{ questionId: number }> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(qnaFollowUps)
      .set({ hiddenAt: input.hidden ? new Date() : null })
      .where(eq(qnaFollowUps.id, input.followUpId))
      .returning({ questionId: qnaFollowUps.questionId });
    if (!row) throw new ActionError(qnaMessages.followUpNotFound);
    await recordAudit(tx, {
      actor,
      action: input.hidden ? 'qna.follow-up.hide' : 'qna.follow-up.unhide',
      subjectType: 'qna_follow_up',
      subjectId: input.followUpId,
      ipAddress,
      detail: { questionId: row.questionId },
    });
    return { questionId: row.questionId };
  });
}

/** Links a lawyer profile to the staff account that answers as it (관리자), or unlinks it. */
export async function linkLawyerAccount(
  { db, actor, ipAddress }: QnaContext,
  input: { lawyerId: number; email: string },
): Promise<{ lawyerId: number }> {
  return db.transaction(async (tx) => {
    const [lawyer] = await tx.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.id, input.lawyerId));
    if (!lawyer) throw new ActionError(qnaMessages.assigneeInvalid);
    let accountId: string | null = null;
    if (input.email) {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, input.email));
      if (!user) throw new ActionError(actionMessages.invalid, { email: '이 이메일로 가입한 계정이 없습니다.' });
      if (!(await holdsAnsweringRole(tx, user.id))) throw new ActionError(actionMessages.invalid, { email: qnaMessages.notLawyerAccount });
      accountId = user.id;
      // One profile per account: taking it from another profile first.
      await tx.update(lawyers).set({ accountId: null }).where(eq(lawyers.accountId, user.id));
    }
    await tx.update(lawyers).set({ accountId }).where(eq(lawyers.id, lawyer.id));
    await recordAudit(tx, {
      actor,
      action: 'qna.lawyer.link',
      subjectType: 'lawyer',
      subjectId: lawyer.id,
      ipAddress,
      detail: { email: input.email || null },
    });
    return { lawyerId: lawyer.id };
  });
}
