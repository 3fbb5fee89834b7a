import 'server-only';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { assertStaff } from '@/features/auth/server/staff-query';
import { viewerCan, type Viewer } from '@/features/auth/server/viewer';
import { getFirmSettings } from '@/features/firm/server/queries';
import { getDb } from '@/server/db/db';
import { lawyers, qnaAnswers, qnaFollowUps, qnaQuestions, users } from '@/server/db/schema';
import { checkAnswerRules } from '../domain/answer-rules';
import { isQnaState, waitingHours, type QnaState } from '../domain/question-rules';
import { lawyerProfileOf, listAnsweringLawyers } from './mutations';
import { qnaTopicTitle } from './queries';

/**
 * The back office's reads of the Q&A centre (issue 14, section 4), each checking qna.review where
 * the data is read. The queue is the questions waiting for review and those owed an answer,
 * oldest first, with their age against the firm's target; a lawyer sees theirs first.
 */

export type OfficeQnaRow = {
  id: number;
  title: string;
  topicTitle: string;
  state: QnaState;
  visibility: string;
  /** Hours since it was asked (review) or since it has waited for a lawyer. */
  ageHours: number;
  overdue: boolean;
  assignee: string | null;
  mine: boolean;
  hidden: boolean;
  followUpPending: boolean;
};

export type OfficeQnaQueue = { targetHours: number; review: OfficeQnaRow[]; awaiting: OfficeQnaRow[]; recent: OfficeQnaRow[] };

const queueSize = 100;

export async function listOfficeQnaQueue(viewer: Viewer | null): Promise<OfficeQnaQueue> {
  assertStaff(viewer, 'qna.review');
  const db = await getDb();
  const { qnaAnswerTargetHours: targetHours } = await getFirmSettings();
  const assignee = alias(users, 'assignee');
  const columns = {
    id: qnaQuestions.id,
    title: qnaQuestions.title,
    topic: qnaQuestions.topic,
    state: qnaQuestions.state,
    visibility: qnaQuestions.visibility,
    createdAt: qnaQuestions.createdAt,
    awaitingSince: qnaQuestions.awaitingSince,
    answerCount: qnaQuestions.answerCount,
    assignedTo: qnaQuestions.assignedTo,
    assigneeName: assignee.name,
    hiddenAt: qnaQuestions.hiddenAt,
    updatedAt: qnaQuestions.updatedAt,
  };
  const now = new Date();
  const [review, awaiting, recent] = await Promise.all([
    db
      .select(columns)
      .from(qnaQuestions)
      .leftJoin(assignee, eq(assignee.id, qnaQuestions.assignedTo))
      .where(eq(qnaQuestions.state, 'review'))
      .orderBy(asc(qnaQuestions.createdAt), asc(qnaQuestions.id))
      .limit(queueSize),
    db
      .select(columns)
      .from(qnaQuestions)
      .leftJoin(assignee, eq(assignee.id, qnaQuestions.assignedTo))
      // Hidden questions take no answers: out of the lawyers' queue.
      .where(
        and(
          sql`${qnaQuestions.awaitingSince} is not null`,
          inArray(qnaQuestions.state, ['waiting', 'answered']),
          sql`${qnaQuestions.hiddenAt} is null`,
        ),
      )
      // A lawyer's own questions first, then everyone's by age.
      .orderBy(sql`(${qnaQuestions.assignedTo} = ${viewer.id}) desc nulls last`, asc(qnaQuestions.awaitingSince), asc(qnaQuestions.id))
      .limit(queueSize),
    db
      .select(columns)
      .from(qnaQuestions)
      .leftJoin(assignee, eq(assignee.id, qnaQuestions.assignedTo))
      .where(inArray(qnaQuestions.state, ['answered', 'closed', 'declined', 'withdrawn']))
      .orderBy(desc(qnaQuestions.updatedAt), desc(qnaQuestions.id))
      .limit(30),
  ]);
  const row = (item: (typeof review)[number]): OfficeQnaRow => {
    const since = item.state === 'review' ? item.createdAt : (item.awaitingSince ?? item.updatedAt);
    const ageHours = waitingHours(since, now);
    const open = item.state === 'review' || item.awaitingSince !== null;
    return {
      id: item.id,
      title: item.title,
      topicTitle: qnaTopicTitle(item.topic),
      state: isQnaState(item.state) ? item.state : 'review',
      visibility: item.visibility,
      ageHours,
      overdue: open && ageHours >= targetHours,
      assignee: item.assigneeName,
      mine: item.assignedTo === viewer.id,
      hidden: item.hiddenAt !== null,
      followUpPending: item.state === 'answered' && item.awaitingSince !== null,
    };
  };
  return { targetHours, review: review.map(row), awaiting: awaiting.map(row), recent: recent.map(row) };
}

export type OfficeQnaAnswer = {
  id: number;
  status: string;
  bodyHtml: string;
  lawyerName: string | null;
  mine: boolean;
  helpfulCount: number;
  accepted: boolean;
  publishedAt: string | null;
  updatedAt: string;
  warnings: string[];
};

export type OfficeQnaQuestion = {
  id: number;
  topicTitle: string;
  title: string;
  body: string;
  visibility: string;
  state: QnaState;
  hidden: boolean;
  declineReason: string | null;
  staffNote: string | null;
  assignedTo: string | null;
  createdAt: string;
  ageHours: number;
  targetHours: number;
  followUps: Array<{ id: number; body: string; createdAt: string; hidden: boolean }>;
  answers: OfficeQnaAnswer[];
  /** The asker added a follow-up after the last answer: a lawyer owes one more. */
  followUpPending: boolean;
  lawyers: Array<{ userId: string; name: string; title: string }>;
  /** The viewer may answer: a lawyer role and a linked profile. */
  canAnswer: boolean;
  profileName: string | null;
};

export async function getOfficeQnaQuestion(viewer: Viewer | null, id: number): Promise<OfficeQnaQuestion | null> {
  assertStaff(viewer, 'qna.review');
  const db = await getDb();
  const [question] = await db.select().from(qnaQuestions).where(eq(qnaQuestions.id, id));
  if (!question) return null;
  const [followUps, answers, answering, profile, settings] = await Promise.all([
    db.select().from(qnaFollowUps).where(eq(qnaFollowUps.questionId, id)).orderBy(asc(qnaFollowUps.id)),
    db
      .select({
        id: qnaAnswers.id,
        status: qnaAnswers.status,
        bodyHtml: qnaAnswers.bodyHtml,
        authorId: qnaAnswers.authorId,
        helpfulCount: qnaAnswers.helpfulCount,
        publishedAt: qnaAnswers.publishedAt,
        updatedAt: qnaAnswers.updatedAt,
        lawyerName: lawyers.name,
      })
      .from(qnaAnswers)
      .leftJoin(lawyers, eq(lawyers.id, qnaAnswers.lawyerId))
      .where(eq(qnaAnswers.questionId, id))
      .orderBy(asc(qnaAnswers.id)),
    listAnsweringLawyers(db),
    lawyerProfileOf(db, viewer.id),
    getFirmSettings(),
  ]);
  const since = question.state === 'review' ? question.createdAt : (question.awaitingSince ?? question.updatedAt);
  return {
    id: question.id,
    topicTitle: qnaTopicTitle(question.topic),
    title: question.title,
    body: question.body,
    visibility: question.visibility,
    state: isQnaState(question.state) ? question.state : 'review',
    hidden: question.hiddenAt !== null,
    declineReason: question.declineReason,
    staffNote: question.staffNote,
    assignedTo: question.assignedTo,
    createdAt: question.createdAt.toISOString(),
    ageHours: waitingHours(since),
    targetHours: settings.qnaAnswerTargetHours,
    followUps: followUps.map((item) => ({
      id: item.id,
      body: item.body,
      createdAt: item.createdAt.toISOString(),
      hidden: item.hiddenAt !== null,
    })),
    followUpPending: question.state === 'answered' && question.awaitingSince !== null,
    answers: answers.map((answer) => ({
      id: answer.id,
      status: answer.status,
      bodyHtml: answer.bodyHtml,
      lawyerName: answer.lawyerName,
      mine: answer.authorId === viewer.id,
      helpfulCount: answer.helpfulCount,
      accepted: answer.id === question.acceptedAnswerId,
      publishedAt: answer.publishedAt?.toISOString() ?? null,
      updatedAt: answer.updatedAt.toISOString(),
      warnings: checkAnswerRules(answer.bodyHtml).map((warning) => warning.word),
    })),
    lawyers: answering.map(({ userId, name, title }) => ({ userId, name, title })),
    canAnswer: viewerCan(viewer, 'qna.answer') && profile !== null,
    profileName: profile?.name ?? null,
  };
}

/** Lawyer profiles with the account each answers as, for 관리자 to link (user.manage). */
export async function listLawyerLinks(viewer: Viewer | null): Promise<Array<{ lawyerId: number; name: string; email: string | null }>> {
  assertStaff(viewer, 'user.manage');
  const db = await getDb();
  const rows = await db
    .select({ lawyerId: lawyers.id, name: lawyers.name, email: users.email })
    .from(lawyers)
    .leftJoin(users, eq(users.id, lawyers.accountId))
    .orderBy(asc(lawyers.sortOrder), asc(lawyers.id));
  return rows;
}
