'use server';

import { staffAction, type UserContext } from '@/features/auth/server/action-client';
import type { ActionResult } from '@/lib/action-result';
import { bannedWordIdSchema, bannedWordInputSchema } from '../schemas';
import { createBannedWord, deleteBannedWord } from './word-list';

/** The word filter's actions: moderators (community.moderate) only, through the one action chain. */

const staffWrite = ({ db, viewer, ipAddress }: UserContext) => ({ db, actor: { id: viewer.id, name: viewer.name }, ipAddress });

const addGuarded = staffAction('community.moderate', bannedWordInputSchema, (input, context) =>
  createBannedWord(staffWrite(context), input),
);
const removeGuarded = staffAction('community.moderate', bannedWordIdSchema, (input, context) =>
  deleteBannedWord(staffWrite(context), input),
);

export async function addBannedWordAction(input: unknown): Promise<ActionResult<{ id: number }>> {
  return addGuarded(input);
}

export async function removeBannedWordAction(input: unknown): Promise<ActionResult<{ id: number }>> {
  return removeGuarded(input);
}
