'use server';

import { eq } from 'drizzle-orm';
import { ActionError, staffAction, type UserContext } from '@/features/auth/server/action-client';
import { recordAudit } from '@/features/auth/server/audit';
import { requeuePartnerNotice } from '@/features/notifications/server/partner-notice';
import type { Tx } from '@/server/db/client';
import { consultEvents, consults } from '@/server/db/schema';
import { wakeJobs } from '@/server/jobs/wake';
import { consultStatusLabels, transitionConsult } from '../domain/consult-workflow';
import { officeActionMessages } from '../domain/office-inbox';
import { consultAssignSchema, consultNoteSchema, consultStatusSchema, partnerResendSchema } from '../schemas';
import { isAssignableStaff } from './office-queries';

/**
 * The inbox's writes (issue 3), each through staffAction('consult.update'): session, permission,
 * validation, then one transaction holding the change, its timeline event and its audit entry.
 */

async function lockConsult(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      id: consults.id,
      status: consults.status,
      firstAnsweredAt: consults.firstAnsweredAt,
      assigneeId: consults.assigneeId,
      legalCaseUuid: consults.legalCaseUuid,
    })
    .from(consults)
    .where(eq(consults.id, id))
    .for('update');
  if (!row) throw new ActionError(officeActionMessages.notFound);
  return row;
}

const actorOf = ({ viewer }: UserContext) => ({ id: viewer.id, name: viewer.name });

const changeStatus = staffAction('consult.update', consultStatusSchema, async (input, context) => {
  const { db, viewer, ipAddress } = context;
  return db.transaction(async (tx) => {
    const row = await lockConsult(tx, input.consultId);
    // The screen says which state it saw: a change made meanwhile by someone else is not overwritten.
    if (row.status !== input.fromStatus) throw new ActionError(officeActionMessages.stale);
    const now = new Date();
    const result = transitionConsult(row, input.toStatus, viewer, now);
    if (!result.ok) throw new ActionError(result.message, { toStatus: result.message });
    await tx
      .update(consults)
      .set({ ...result.change, updatedAt: now })
      .where(eq(consults.id, row.id));
    await tx.insert(consultEvents).values({
      consultId: row.id,
      actorId: viewer.id,
      actorName: viewer.name,
      kind: 'status',
      fromStatus: result.from,
      toStatus: result.change.status,
      note: input.note,
      createdAt: now,
    });
    await recordAudit(tx, {
      actor: actorOf(context),
      action: 'consult.status',
      subjectType: 'consult',
      subjectId: row.id,
      detail: { from: result.from, to: result.change.status, withNote: input.note !== null },
      ipAddress,
    });
    return { status: result.change.status, statusLabel: consultStatusLabels[result.change.status] };
  });
});

/** Moves a consult along the workflow (신규 → 연락 시도 → 상담 완료 → 수임 / 종결), with an optional note. */
export async function changeConsultStatusAction(input: unknown): ReturnType<typeof changeStatus> {
  return changeStatus(input);
}

const assignConsult = staffAction('consult.update', consultAssignSchema, async (input, context) => {
  const { db, viewer, ipAddress } = context;
  return db.transaction(async (tx) => {
    const row = await lockConsult(tx, input.consultId);
    const member = input.assigneeId ? await isAssignableStaff(tx, input.assigneeId) : null;
    if (input.assigneeId && !member) throw new ActionError(officeActionMessages.assignee, { assigneeId: officeActionMessages.assignee });
    const nextId = member?.id ?? null;
    if (row.assigneeId === nextId)
      throw new ActionError(officeActionMessages.sameAssignee, { assigneeId: officeActionMessages.sameAssignee });
    const now = new Date();
    await tx.update(consults).set({ assigneeId: nextId, updatedAt: now }).where(eq(consults.id, row.id));
    // The name goes in the note so the timeline still reads right after that account is removed.
    await tx.insert(consultEvents).values({
      consultId: row.id,
      actorId: viewer.id,
      actorName: viewer.name,
      kind: 'assign',
      assigneeId: nextId,
      note: member?.name ?? null,
      createdAt: now,
    });
    await recordAudit(tx, {
      actor: actorOf(context),
      action: 'consult.assign',
      subjectType: 'consult',
      subjectId: row.id,
      detail: { from: row.assigneeId, to: nextId, assigneeName: member?.name ?? null },
      ipAddress,
    });
    return { assignee: member };
  });
});

/** Assigns the consult to a staff member holding consult.update, or back to '미배정'. */
export async function assignConsultAction(input: unknown): ReturnType<typeof assignConsult> {
  return assignConsult(input);
}

const addNote = staffAction('consult.update', consultNoteSchema, async (input, context) => {
  const { db, viewer, ipAddress } = context;
  return db.transaction(async (tx) => {
    const row = await lockConsult(tx, input.consultId);
    const [event] = await tx
      .insert(consultEvents)
      .values({ consultId: row.id, actorId: viewer.id, actorName: viewer.name, kind: 'note', note: input.note })
      .returning({ id: consultEvents.id });
    // The audit log says that a note was written, not what it says: the note stays with the consult.
    await recordAudit(tx, {
      actor: actorOf(context),
      action: 'consult.note',
      subjectType: 'consult',
      subjectId: row.id,
      detail: { eventId: event?.id, length: input.note.length },
      ipAddress,
    });
    return { eventId: event?.id ?? 0 };
  });
});

/** An internal note on the timeline; never shown to the visitor. */
export async function addConsultNoteAction(input: unknown): ReturnType<typeof addNote> {
  return addNote(input);
}

const resendPartnerNotice = staffAction('consult.update', partnerResendSchema, async (input, context) => {
  const { db, viewer, ipAddress } = context;
  const outcome = await db.transaction(async (tx) => {
    const row = await lockConsult(tx, input.consultId);
    const result = await requeuePartnerNotice(tx, row);
    if (result === 'running') throw new ActionError(officeActionMessages.running);
    await tx.insert(consultEvents).values({ consultId: row.id, actorId: viewer.id, actorName: viewer.name, kind: 'partner-resend' });
    await recordAudit(tx, {
      actor: actorOf(context),
      action: 'consult.partner-resend',
      subjectType: 'consult',
      subjectId: row.id,
      detail: { result },
      ipAddress,
    });
    return result;
  });
  wakeJobs();
  return { result: outcome };
});

/** '다시 보내기': the partner notice goes back in line now with a fresh attempt budget. */
export async function resendPartnerNoticeAction(input: unknown): ReturnType<typeof resendPartnerNotice> {
  return resendPartnerNotice(input);
}
