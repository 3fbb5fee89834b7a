'use server';

import { publicAction, staffAction, userAction, type PublicActionOptions, type UserContext } from '@/features/auth/server/action-client';
import { viewerCan } from '@/features/auth/server/viewer';
import { getFirmSettings } from '@/features/firm/server/queries';
import type { ActionResult } from '@/lib/action-result';
import type { FieldErrors } from '@/lib/field-errors';
import { formText, nextAttempt } from '@/lib/form-data';
import { takedownMessages, type TakedownStatus } from '../domain/takedowns';
import { talkCommentReportSchema, talkTakedownBlindSchema, talkTakedownDecisionSchema, talkTakedownInputSchema } from '../schemas';
import { reportTalkComment } from './comment-reports';
import type { TalkWriteContext } from './mutations';
import { blindTalkTakedown, decideTalkTakedown, fileTalkTakedown, takedownRateRule } from './takedowns';
import { refreshedAfter, refreshedAfterAnswer } from './refresh';
import { assertModeratesTakedown } from './moderation-scope';

/**
 * Takedown requests and comment reports, through the one action chain. The takedown form is public
 * (publicAction: validation, the honeypot, its own allowance per address, Turnstile when set), as
 * the consult intake is; blinding and deciding need community.moderate; a comment report needs a
 * signed-in member.
 */

const takedownGuard: PublicActionOptions<{ website: string; token: string | null }> = {
  name: 'talk-takedown',
  rateLimit: takedownRateRule,
  botCheck: { honeypot: (input) => input.website, turnstileToken: (input) => input.token },
  messages: {
    tooMany: takedownMessages.tooMany,
    botRejected: takedownMessages.botRejected,
    botCheckFailed: takedownMessages.botCheckFailed,
    failed: takedownMessages.saveFailed,
  },
};

const fileGuarded = publicAction(takedownGuard, talkTakedownInputSchema, async (input, { db }) =>
  fileTalkTakedown(db, input, { alertTo: (await getFirmSettings()).supportEmail }),
);

export type TakedownFormValues = { name: string; contact: string; relation: string; ground: string; reason: string; consent: boolean };

export type TakedownFormState = {
  attempt: number;
  values: TakedownFormValues;
  fieldErrors: FieldErrors;
  formError?: string;
  /** Set once the request is saved: the form gives way to the receipt. */
  receivedId?: number;
};

/** /talk/post/{id}/takedown's form action (works as a plain form post without JavaScript). */
export async function submitTalkTakedownAction(previous: TakedownFormState, form: FormData): Promise<TakedownFormState> {
  const text = (key: string) => formText(form, key);
  const values: TakedownFormValues = {
    name: text('name'),
    contact: text('contact'),
    relation: text('relation'),
    ground: text('ground'),
    reason: text('reason'),
    consent: text('consent') === 'on',
  };
  const result = await fileGuarded({
    ...values,
    postId: text('postId'),
    consent: values.consent,
    website: text('website'),
    token: text('cf-turnstile-response') || null,
  });
  if (result.ok) return { attempt: nextAttempt(previous), values, fieldErrors: {}, receivedId: result.data.id };
  return {
    attempt: nextAttempt(previous),
    values,
    fieldErrors: result.fieldErrors ?? {},
    formError: result.fieldErrors ? undefined : result.formError,
  };
}

const moderatorContext = ({ db, viewer, ipAddress }: UserContext): TalkWriteContext => ({
  db,
  actor: { id: viewer.id, name: viewer.name },
  ipAddress,
  canModerate: true,
});

// A moderator of some boards acts on requests about posts on those boards only.
const blindGuarded = staffAction('community.moderate', talkTakedownBlindSchema, async (input, context) => {
  await assertModeratesTakedown(context, input.id);
  return blindTalkTakedown(moderatorContext(context), input);
});
const decideGuarded = staffAction('community.moderate', talkTakedownDecisionSchema, async (input, context) => {
  await assertModeratesTakedown(context, input.id);
  return decideTalkTakedown(moderatorContext(context), input);
});

/** Moderators: 임시조치, the post hidden for up to 30 days and its writer notified. */
export async function blindTalkTakedownAction(input: unknown): Promise<ActionResult<{ id: number; blindedUntil: string }>> {
  return refreshedAfter(await blindGuarded(input));
}

/** Moderators: remove the post, restore it, or reject the request with a note. */
export async function decideTalkTakedownAction(input: unknown): Promise<ActionResult<{ id: number; status: TakedownStatus }>> {
  return refreshedAfter(await decideGuarded(input));
}

const reportCommentGuarded = userAction(talkCommentReportSchema, async (input, { db, viewer, ipAddress }) => {
  const settings = await getFirmSettings();
  return reportTalkComment(
    { db, actor: { id: viewer.id, name: viewer.name }, ipAddress, canModerate: viewerCan(viewer, 'community.moderate') },
    input,
    { blindThreshold: settings.talkBlindThreshold, alertTo: settings.supportEmail },
  );
});

/** Reports someone else's comment to the moderators, once per member. */
export async function reportTalkCommentAction(input: unknown): Promise<ActionResult<{ alreadyReported: boolean; blinded: boolean }>> {
  return refreshedAfterAnswer(await reportCommentGuarded(input));
}
