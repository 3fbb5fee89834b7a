'use server';

import { redirect } from 'next/navigation';
import { staffAction, userAction, type UserContext } from '@/features/auth/server/action-client';
import { viewerCan } from '@/features/auth/server/viewer';
import { getFirmSettings } from '@/features/firm/server/queries';
import type { ActionResult } from '@/lib/action-result';
import { formText, nextAttempt } from '@/lib/form-data';
import { talkPostPath } from '@/lib/routes';
import type { FieldErrors } from '@/lib/field-errors';
import {
  talkCommentIdSchema,
  talkCommentInputSchema,
  talkCommentModerationSchema,
  talkModerationSchema,
  talkPostIdSchema,
  talkPostInputSchema,
  talkLikeSchema,
  talkReportSchema,
} from '../schemas';
import { createTalkComment, deleteTalkComment, moderateTalkComment } from './comments';
import { setTalkLike, type LikeState } from './likes';
import { refreshedAfter, refreshedAfterAnswer, refreshTalkPages } from './refresh';
import { assertModerates, viewerModerationScope } from './moderation-scope';
import { talkImageFields } from './image-form';
import { restoreTalkPost } from './trash';
import {
  createTalkPost,
  deleteTalkPost,
  moderateTalkPost,
  reportTalkPost,
  updateTalkPost,
  type ModerationResult,
  type TalkWriteContext,
} from './mutations';

/**
 * The community's actions, each through the one action client: the session (a member, or a
 * moderator holding community.moderate) is checked on the server before the input is read,
 * then the input is validated, then the mutation checks ownership in its transaction.
 */

const writeContext = ({ db, viewer, ipAddress }: UserContext): TalkWriteContext => ({
  db,
  actor: { id: viewer.id, name: viewer.name },
  ipAddress,
  canModerate: viewerCan(viewer, 'community.moderate'),
  moderation: viewerModerationScope(viewer),
});

const saveGuarded = userAction(talkPostInputSchema, async (input, context) =>
  input.id
    ? updateTalkPost(
        writeContext(context),
        { ...input, id: input.id },
        { editWindowMinutes: (await getFirmSettings()).talkEditWindowMinutes },
      )
    : createTalkPost(writeContext(context), input),
);
const deleteGuarded = userAction(talkPostIdSchema, (input, context) => deleteTalkPost(writeContext(context), input));
const reportGuarded = userAction(talkReportSchema, async (input, context) => {
  const settings = await getFirmSettings();
  return reportTalkPost(writeContext(context), input, { blindThreshold: settings.talkBlindThreshold, alertTo: settings.supportEmail });
});
const moderateGuarded = staffAction('community.moderate', talkModerationSchema, async (input, context) => {
  await assertModerates(context, { post: input.id });
  return moderateTalkPost(writeContext(context), input);
});

/** Writes a new post, or edits the member's own when `id` is given. */
export async function saveTalkPostAction(input: unknown): Promise<ActionResult<{ id: number }>> {
  return refreshedAfter(await saveGuarded(input));
}

export type TalkFormState = {
  attempt: number;
  values: { board: string; title: string; body: string; secret: boolean };
  formError?: string;
  fieldErrors: FieldErrors;
  /** On an edit: the earlier images the member chose to keep (files picked anew cannot be sent back). */
  keptImages?: number[];
};

/**
 * /talk/write's form action (works as a plain form post without JavaScript): on success the
 * member lands on the post; otherwise the form comes back with what was typed and the messages.
 */
export async function submitTalkPostAction(previous: TalkFormState, form: FormData): Promise<TalkFormState> {
  const text = (key: string) => formText(form, key);
  const values = { board: text('board'), title: text('title'), body: text('body'), secret: text('secret') === 'on' };
  const id = text('id');
  const images = talkImageFields(form);
  const result = refreshedAfter(await saveGuarded({ ...values, ...images, ...(id ? { id } : {}) }));
  if (result.ok) redirect(talkPostPath(result.data.id));
  return {
    attempt: nextAttempt(previous),
    values,
    formError: result.formError,
    fieldErrors: result.fieldErrors ?? {},
    ...(id ? { keptImages: images.keepImages.map(Number) } : {}),
  };
}

/** The author deletes their post (soft delete). */
export async function deleteTalkPostAction(input: unknown): Promise<ActionResult<{ id: number; board: string }>> {
  return refreshedAfter(await deleteGuarded(input));
}

/** Reports someone else's post to the moderators, once per member. */
export async function reportTalkPostAction(input: unknown): Promise<ActionResult<{ alreadyReported: boolean; blinded: boolean }>> {
  return refreshedAfterAnswer(await reportGuarded(input));
}

/** Moderators: hide, unhide, recommend or unrecommend. */
export async function moderateTalkPostAction(input: unknown): Promise<ActionResult<ModerationResult>> {
  return refreshedAfter(await moderateGuarded(input));
}

const commentGuarded = userAction(talkCommentInputSchema, (input, context) => createTalkComment(writeContext(context), input));
const deleteCommentGuarded = userAction(talkCommentIdSchema, (input, context) => deleteTalkComment(writeContext(context), input));
const moderateCommentGuarded = staffAction('community.moderate', talkCommentModerationSchema, async (input, context) => {
  await assertModerates(context, { comment: input.id });
  return moderateTalkComment(writeContext(context), input);
});

/** Comments on a post the member can see. */
export async function saveTalkCommentAction(input: unknown): Promise<ActionResult<{ id: number; postId: number }>> {
  return refreshedAfter(await commentGuarded(input));
}

export type CommentFormState = { attempt: number; body: string; error?: string; savedId?: number };

/**
 * The comment form's action (works without JavaScript). The post page is re-rendered with the
 * new comment (revalidatePath: a redirect to the same page with only a #hash would not refetch it);
 * a rejected comment comes back with its text and the message.
 */
export async function submitTalkCommentAction(previous: CommentFormState, form: FormData): Promise<CommentFormState> {
  const body = formText(form, 'body');
  const postId = formText(form, 'postId');
  const parentId = formText(form, 'parentId');
  const result = await commentGuarded({ postId, body, ...(parentId ? { parentId } : {}) });
  if (result.ok) {
    refreshTalkPages(result.data.postId);
    return { attempt: nextAttempt(previous), body: '', savedId: result.data.id };
  }
  return { attempt: nextAttempt(previous), body, error: result.fieldErrors?.body ?? result.formError };
}

export async function deleteTalkCommentAction(input: unknown): Promise<ActionResult<{ id: number; postId: number }>> {
  return refreshedAfter(await deleteCommentGuarded(input));
}

export async function moderateTalkCommentAction(input: unknown): Promise<ActionResult<{ id: number; hidden: boolean }>> {
  return refreshedAfter(await moderateCommentGuarded(input));
}

const likeGuarded = userAction(talkLikeSchema, (input, context) => setTalkLike(writeContext(context), input));

/** 공감 on a post or a comment: `liked` says what the member wants, so a repeat changes nothing. */
export async function setTalkLikeAction(input: unknown): Promise<ActionResult<LikeState>> {
  return refreshedAfter(await likeGuarded(input));
}

const restoreGuarded = staffAction('community.moderate', talkPostIdSchema, async (input, context) => {
  await assertModerates(context, { post: input.id });
  return restoreTalkPost(writeContext(context), input);
});

/** Moderators: bring a post back from the trash within its 30 days. */
export async function restoreTalkPostAction(input: unknown): Promise<ActionResult<{ id: number }>> {
  return refreshedAfter(await restoreGuarded(input));
}
