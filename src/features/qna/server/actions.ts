'use server';

import { redirect } from 'next/navigation';
import { ActionError, actionMessages, staffAction, userAction, type UserContext } from '@/features/auth/server/action-client';
import type { ActionResult } from '@/lib/action-result';
import type { FieldErrors } from '@/lib/field-errors';
import { formText, nextAttempt } from '@/lib/form-data';
import { qnaQuestionPath } from '@/lib/routes';
import { verifyTurnstile } from '@/server/bot-check';
import { env } from '@/server/env';
import {
  qnaAnswerIdSchema,
  qnaAnswerSchema,
  qnaAnswerStatusSchema,
  qnaAskSchema,
  qnaAssignSchema,
  qnaFollowUpHideSchema,
  qnaFollowUpSchema,
  qnaHideSchema,
  qnaLawyerLinkSchema,
  qnaQuestionIdSchema,
  qnaReviewSchema,
} from '../schemas';
import {
  acceptAnswer,
  addFollowUp,
  askQuestion,
  assignQuestion,
  closeQuestion,
  hideAnswer,
  hideFollowUp,
  hideQuestion,
  linkLawyerAccount,
  markHelpful,
  reviewQuestion,
  saveAnswer,
  withdrawQuestion,
  type QnaContext,
  type SavedAnswer,
} from './mutations';
import { refreshedQna } from './refresh';

/**
 * The Q&A centre's actions, each through the one action client: the session (a member; staff
 * holding qna.review or qna.answer) is checked on the server before the input is read, then the
 * input is validated, then the mutation checks ownership and state in its transaction.
 */

const context = ({ db, viewer, ipAddress }: UserContext): QnaContext => ({ db, actor: { id: viewer.id, name: viewer.name }, ipAddress });

const ask = userAction(qnaAskSchema, async (input, ctx) => {
  // Bot protection: the honeypot people never see, then Turnstile when the site has a key.
  if (input.website?.trim()) throw new ActionError(actionMessages.botRejected);
  const { TURNSTILE_SECRET_KEY: secret, TURNSTILE_VERIFY_URL: verifyUrl } = env();
  if (secret && !(await verifyTurnstile({ secret, verifyUrl, token: input.token, remoteIp: ctx.ipAddress })))
    throw new ActionError(actionMessages.botCheckFailed);
  return askQuestion(context(ctx), input);
});

export type QnaAskFormState = {
  attempt: number;
  values: { topic: string; visibility: string; title: string; body: string; noticeTel: string };
  formError?: string;
  fieldErrors: FieldErrors;
};

/** /qna/ask's form action (works as a plain form post without JavaScript): on success the asker lands on the question. */
export async function submitQnaQuestionAction(previous: QnaAskFormState, form: FormData): Promise<QnaAskFormState> {
  const text = (key: string) => formText(form, key);
  const values = {
    topic: text('topic'),
    visibility: text('visibility'),
    title: text('title'),
    body: text('body'),
    noticeTel: text('noticeTel'),
  };
  const result = refreshedQna(
    await ask({ ...values, consent: text('consent') === 'on', website: text('website'), token: text('cf-turnstile-response') || null }),
  );
  if (result.ok) redirect(`${qnaQuestionPath(result.data.id)}?asked=1`);
  return { attempt: nextAttempt(previous), values, formError: result.formError, fieldErrors: result.fieldErrors ?? {} };
}

const followUp = userAction(qnaFollowUpSchema, (input, ctx) => addFollowUp(context(ctx), input));

export type QnaFollowUpFormState = { attempt: number; body: string; error?: string; savedId?: number };

/** The follow-up form's action (works without JavaScript); the page shows the new follow-up. */
export async function submitQnaFollowUpAction(previous: QnaFollowUpFormState, form: FormData): Promise<QnaFollowUpFormState> {
  const body = formText(form, 'body');
  const result = refreshedQna(await followUp({ questionId: formText(form, 'questionId'), body }));
  if (result.ok) return { attempt: nextAttempt(previous), body: '', savedId: result.data.id };
  return { attempt: nextAttempt(previous), body, error: result.fieldErrors?.body ?? result.formError };
}

const withdraw = userAction(qnaQuestionIdSchema, (input, ctx) => withdrawQuestion(context(ctx), input));
const close = userAction(qnaQuestionIdSchema, (input, ctx) => closeQuestion(context(ctx), input));
const accept = userAction(qnaAnswerIdSchema, (input, ctx) => acceptAnswer(context(ctx), input));
const helpful = userAction(qnaAnswerIdSchema, (input, ctx) => markHelpful(context(ctx), input));

export async function withdrawQnaQuestionAction(input: unknown): Promise<ActionResult<{ id: number }>> {
  return refreshedQna(await withdraw(input));
}

export async function closeQnaQuestionAction(input: unknown): Promise<ActionResult<{ id: number }>> {
  return refreshedQna(await close(input));
}

export async function acceptQnaAnswerAction(input: unknown): Promise<ActionResult<{ questionId: number }>> {
  return refreshedQna(await accept(input));
}

export async function markQnaHelpfulAction(input: unknown): Promise<ActionResult<{ helpfulCount: number; counted: boolean }>> {
  return refreshedQna(await helpful(input));
}

/* Staff (the back office). */

const review = staffAction('qna.review', qnaReviewSchema, (input, ctx) => reviewQuestion(context(ctx), input));
const assign = staffAction('qna.review', qnaAssignSchema, (input, ctx) => assignQuestion(context(ctx), input));
const hide = staffAction('qna.review', qnaHideSchema, (input, ctx) => hideQuestion(context(ctx), input));
const answer = staffAction('qna.answer', qnaAnswerSchema, (input, ctx) => saveAnswer(context(ctx), input));
const answerStatus = staffAction('qna.review', qnaAnswerStatusSchema, (input, ctx) => hideAnswer(context(ctx), input));
const followUpStatus = staffAction('qna.review', qnaFollowUpHideSchema, (input, ctx) => hideFollowUp(context(ctx), input));
const link = staffAction('user.manage', qnaLawyerLinkSchema, (input, ctx) => linkLawyerAccount(context(ctx), input));

export async function reviewQnaQuestionAction(input: unknown): Promise<ActionResult<{ id: number; state: string }>> {
  return refreshedQna(await review(input));
}

export async function assignQnaQuestionAction(input: unknown): Promise<ActionResult<{ id: number }>> {
  return refreshedQna(await assign(input));
}

export async function hideQnaQuestionAction(input: unknown): Promise<ActionResult<{ id: number }>> {
  return refreshedQna(await hide(input));
}

export async function saveQnaAnswerAction(input: unknown): Promise<ActionResult<SavedAnswer>> {
  return refreshedQna(await answer(input));
}

export async function setQnaAnswerHiddenAction(input: unknown): Promise<ActionResult<{ questionId: number }>> {
  return refreshedQna(await answerStatus(input));
}

export async function setQnaFollowUpHiddenAction(input: unknown): Promise<ActionResult<{ questionId: number }>> {
  return refreshedQna(await followUpStatus(input));
}

export async function linkQnaLawyerAction(input: unknown): Promise<ActionResult<{ lawyerId: number }>> {
  return refreshedQna(await link(input));
}
