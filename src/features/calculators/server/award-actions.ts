'use server';

import { staffAction, type UserContext } from '@/features/auth/server/action-client';
import type { ActionResult } from '@/lib/action-result';
import { saveAward, setAwardStatus, type AwardSaveResult, type AwardWriteContext } from './award-mutations';
import { awardInputSchema, awardStatusSchema } from '../schemas';

/**
 * The back office's award actions: content.manage is checked on the server before the input is
 * read (staffAction), then the input is validated, written, audit-logged, and the public
 * analysis refreshed (award-mutations.ts).
 */

const writeContext = ({ db, viewer, ipAddress }: UserContext): AwardWriteContext => ({
  db,
  actor: { id: viewer.id, name: viewer.name },
  ipAddress,
});

const saveGuarded = staffAction('content.manage', awardInputSchema, (input, context) => saveAward(writeContext(context), input));
const statusGuarded = staffAction('content.manage', awardStatusSchema, (input, context) => setAwardStatus(writeContext(context), input));

/** Saves a case (a new one as a draft unless `publish`); a published case stays published. */
export async function saveAwardAction(input: unknown): Promise<ActionResult<AwardSaveResult>> {
  return saveGuarded(input);
}

/** Publishes or unpublishes a case. */
export async function setAwardStatusAction(input: unknown): Promise<ActionResult<AwardSaveResult>> {
  return statusGuarded(input);
}
