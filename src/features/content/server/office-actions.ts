'use server';

import { staffAction, type UserContext } from '@/features/auth/server/action-client';
import type { ActionResult } from '@/lib/action-result';
import {
  broadcastInputSchema,
  feeScheduleInputSchema,
  imageUploadSchema,
  lawyerInputSchema,
  postInputSchema,
  pressInputSchema,
  reviewInputSchema,
  statusInputSchema,
  winCaseInputSchema,
} from '../schemas';
import {
  saveBroadcast,
  saveFeeSchedule,
  saveLawyer,
  savePost,
  savePressItem,
  saveReview,
  saveWinCase,
  setContentStatus,
  type SaveResult,
  type WriteContext,
} from './office-mutations';
import { storeContentImage, type UploadedImage } from './upload';

/**
 * The back office's content actions (issue 4): each checks content.manage on the server before it
 * reads its input (staffAction), then validates, sanitizes, audits and refreshes the public
 * pages' cache tags (office-mutations.ts).
 */

const writeContext = ({ db, viewer, ipAddress }: UserContext): WriteContext => ({
  db,
  actor: { id: viewer.id, name: viewer.name },
  ipAddress,
});

const savePostGuarded = staffAction('content.manage', postInputSchema, (input, context) => savePost(writeContext(context), input));
const saveLawyerGuarded = staffAction('content.manage', lawyerInputSchema, (input, context) => saveLawyer(writeContext(context), input));
const saveWinCaseGuarded = staffAction('content.manage', winCaseInputSchema, (input, context) => saveWinCase(writeContext(context), input));
const saveReviewGuarded = staffAction('content.manage', reviewInputSchema, (input, context) => saveReview(writeContext(context), input));
const saveBroadcastGuarded = staffAction('content.manage', broadcastInputSchema, (input, context) =>
  saveBroadcast(writeContext(context), input),
);
const savePressGuarded = staffAction('content.manage', pressInputSchema, (input, context) => savePressItem(writeContext(context), input));
const setStatusGuarded = staffAction('content.manage', statusInputSchema, (input, context) =>
  setContentStatus(writeContext(context), input),
);
const saveFeesGuarded = staffAction('content.manage', feeScheduleInputSchema, (input, context) =>
  saveFeeSchedule(writeContext(context), input),
);

const uploadGuarded = staffAction('content.manage', imageUploadSchema, async ({ file }, context) =>
  storeContentImage(
    context.db,
    { name: file.name, bytes: new Uint8Array(await file.arrayBuffer()) },
    { id: context.viewer.id, name: context.viewer.name },
    context.ipAddress,
  ),
);

/** /office/blog/post: saves a post (a new one as a draft), publishing it when `publish` is set. */
export async function savePostAction(input: unknown): Promise<ActionResult<SaveResult>> {
  return savePostGuarded(input);
}

export async function saveLawyerAction(input: unknown): Promise<ActionResult<SaveResult>> {
  return saveLawyerGuarded(input);
}

export async function saveWinCaseAction(input: unknown): Promise<ActionResult<SaveResult>> {
  return saveWinCaseGuarded(input);
}

export async function saveReviewAction(input: unknown): Promise<ActionResult<SaveResult>> {
  return saveReviewGuarded(input);
}

export async function saveBroadcastAction(input: unknown): Promise<ActionResult<SaveResult>> {
  return saveBroadcastGuarded(input);
}

export async function savePressItemAction(input: unknown): Promise<ActionResult<SaveResult>> {
  return savePressGuarded(input);
}

/** Publish or unpublish any content item as stored. */
export async function setContentStatusAction(input: unknown): Promise<ActionResult<SaveResult>> {
  return setStatusGuarded(input);
}

export async function saveFeeScheduleAction(input: unknown): Promise<ActionResult<{ updatedAt: string }>> {
  return saveFeesGuarded(input);
}

/** The editor's image button: a FormData with one `file`. */
export async function uploadContentImageAction(form: FormData): Promise<ActionResult<UploadedImage>> {
  const file = form instanceof FormData ? form.get('file') : null;
  return uploadGuarded({ file: file instanceof File ? file : undefined });
}
