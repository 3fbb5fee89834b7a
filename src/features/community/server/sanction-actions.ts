'use server';

import { staffAction, type UserContext } from '@/features/auth/server/action-client';
import type { ActionResult } from '@/lib/action-result';
import { talkAuthorLookupSchema, talkSanctionIdSchema, talkSanctionSchema } from '../schemas';
import { assertModerates, viewerModerationScope } from './moderation-scope';
import type { TalkWriteContext } from './mutations';
import { liftTalkSanction, lookupTalkAuthor, sanctionTalkWriter, type TalkAuthorAccount } from './sanctions';

/**
 * 이용 제한 and '작성자 계정 확인', through the one action chain: community.moderate first, then the
 * input, then the board of the post or comment (a 톡 관리팀 member acts on their boards only).
 */

const context = ({ db, viewer, ipAddress }: UserContext): TalkWriteContext => ({
  db,
  actor: { id: viewer.id, name: viewer.name },
  ipAddress,
});
const targetOf = (input: { target: 'post' | 'comment'; id: number }) =>
  input.target === 'post' ? { post: input.id } : { comment: input.id };

const sanctionGuarded = staffAction('community.moderate', talkSanctionSchema, async (input, ctx) => {
  await assertModerates(ctx, targetOf(input));
  return sanctionTalkWriter(context(ctx), input);
});
const liftGuarded = staffAction('community.moderate', talkSanctionIdSchema, (input, ctx) =>
  liftTalkSanction({ ...context(ctx), moderation: viewerModerationScope(ctx.viewer) }, input),
);
const lookupGuarded = staffAction('community.moderate', talkAuthorLookupSchema, async (input, ctx) => {
  await assertModerates(ctx, targetOf(input));
  return lookupTalkAuthor(context(ctx), input);
});

/** Moderators: suspend the writer of a post or comment from writing, for a period, with a reason. */
export async function sanctionTalkWriterAction(input: unknown): Promise<ActionResult<{ id: number; endsAt: string | null }>> {
  return sanctionGuarded(input);
}

/** Moderators: lift a running sanction. */
export async function liftTalkSanctionAction(input: unknown): Promise<ActionResult<{ id: number }>> {
  return liftGuarded(input);
}

/** Moderators, in the back office: the account behind a post or comment (audit-logged before it is shown). */
export async function lookupTalkAuthorAction(input: unknown): Promise<ActionResult<TalkAuthorAccount>> {
  return lookupGuarded(input);
}
