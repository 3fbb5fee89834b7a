'use server';

import { eq } from 'drizzle-orm';
import { ActionError, staffAction } from '@/features/auth/server/action-client';
import { recordAudit } from '@/features/auth/server/audit';
import { getFirmSettings } from '@/features/firm/server/queries';
import { bookings } from '@/server/db/schema';
import { wakeJobs } from '@/server/jobs/wake';
import { bookingMessages, whenLabel, type BookingStatus } from '../domain/booking-rules';
import { clockMinutes, seoulInstant } from '../domain/slots';
import { staffActLabels, staffActs, statusAfter } from '../domain/workflow';
import { blockSchema, staffActSchema, staffMoveSchema } from '../schemas';
import { loadPlaceContext } from './calendar';
import { blockTime, moveBooking, noteOnConsult, queueBookingJobs, setStatus } from './mutations';

/**
 * The back office's acts on bookings (issue 15, section 3), each through staffAction('booking.manage'):
 * one transaction holding the change, its line in the consult's timeline, the visitor's notice job
 * and the audit entry. The screen says which version it saw, so a change made meanwhile is not overwritten.
 */

const act = staffAction('booking.manage', staffActSchema, async (input, { db, viewer, ipAddress }) => {
  const settings = await getFirmSettings();
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for('update');
    if (!booking) throw new ActionError(bookingMessages.staffNotFound);
    if (booking.version !== input.version) throw new ActionError(bookingMessages.stale);
    const status = booking.status as BookingStatus;
    if (!staffActs({ status, startsAt: booking.startsAt }, now).includes(input.act)) throw new ActionError(bookingMessages.transition);
    if (input.act === 'cancel' && !input.reason) throw new ActionError(bookingMessages.reason, { reason: bookingMessages.reason });
    const to = statusAfter(input.act, status);
    const row = await setStatus(tx, booking, status, to, {
      ...(input.act === 'confirm' ? { confirmedAt: now } : {}),
      ...(input.act === 'cancel' || input.act === 'unblock'
        ? { cancelledBy: 'staff', cancelReason: input.reason || null, cancelledAt: now }
        : {}),
    });
    if (!row) throw new ActionError(bookingMessages.stale);
    await noteOnConsult(tx, row.consultId, viewer, `${staffActLabels[input.act]}${input.reason ? `: ${input.reason}` : ''}`);
    const event = input.act === 'confirm' ? 'confirmed' : input.act === 'cancel' ? 'cancelled' : null;
    if (row.kind !== 'block') await queueBookingJobs(tx, row, event, { reminderHour: settings.bookingReminderHour, now });
    await recordAudit(tx, {
      actor: { id: viewer.id, name: viewer.name },
      action: `booking.${input.act}`,
      subjectType: 'booking',
      subjectId: row.id,
      detail: { from: status, to, reason: input.reason || undefined },
      ipAddress,
    });
    return row;
  });
  wakeJobs();
  return { status: result.status, version: result.version };
});

export async function bookingActAction(input: unknown) {
  return act(input);
}

const move = staffAction('booking.manage', staffMoveSchema, async (input, { db, viewer, ipAddress }) => {
  const settings = await getFirmSettings();
  const now = new Date();
  const result = await db.transaction(async (tx) => {
    const [booking] = await tx.select().from(bookings).where(eq(bookings.id, input.bookingId)).for('update');
    if (!booking) throw new ActionError(bookingMessages.staffNotFound);
    if (booking.version !== input.version) throw new ActionError(bookingMessages.stale);
    if (!staffActs({ status: booking.status as BookingStatus, startsAt: booking.startsAt }, now).includes('move')) {
      throw new ActionError(bookingMessages.transition);
    }
    const startsAt = seoulInstant(input.day, clockMinutes(input.time)!);
    if (startsAt.getTime() === booking.startsAt.getTime() && (!input.lawyerId || input.lawyerId === booking.lawyerId)) {
      throw new ActionError(bookingMessages.sameTime);
    }
    const row = await moveBooking(tx, booking, { startsAt }, { lawyerId: input.lawyerId || booking.lawyerId, now, staff: true });
    if (!row) throw new ActionError(bookingMessages.blockTaken, { time: bookingMessages.blockTaken });
    await noteOnConsult(tx, row.consultId, viewer, `시간 옮김: ${whenLabel(input.day, input.time)}`);
    await queueBookingJobs(tx, row, 'moved', { reminderHour: settings.bookingReminderHour, now });
    await recordAudit(tx, {
      actor: { id: viewer.id, name: viewer.name },
      action: 'booking.move',
      subjectType: 'booking',
      subjectId: row.id,
      detail: { from: booking.startsAt.toISOString(), to: row.startsAt.toISOString(), lawyerId: row.lawyerId },
      ipAddress,
    });
    return row;
  });
  wakeJobs();
  return { version: result.version };
});

export async function bookingMoveAction(input: unknown) {
  return move(input);
}

const block = staffAction('booking.manage', blockSchema, async (input, { db, viewer, ipAddress }) => {
  const from = clockMinutes(input.from)!;
  const to = clockMinutes(input.to)!;
  if (to <= from) throw new ActionError(bookingMessages.blockRange, { to: bookingMessages.blockRange });
  const context = await loadPlaceContext(
    db,
    input.placeId,
    { from: input.day, to: input.day },
    { lawyerId: input.lawyerId, includeInactive: true },
  );
  if (!context || context.lawyers.length === 0) throw new ActionError(bookingMessages.lawyer, { lawyerId: bookingMessages.lawyer });
  const row = await db.transaction(async (tx) => {
    const blocked = await blockTime(tx, {
      placeId: input.placeId,
      lawyerId: input.lawyerId,
      startsAt: seoulInstant(input.day, from),
      endsAt: seoulInstant(input.day, to),
      note: input.note,
      createdBy: viewer.id,
    });
    if (!blocked) throw new ActionError(bookingMessages.blockTaken, { from: bookingMessages.blockTaken });
    await recordAudit(tx, {
      actor: { id: viewer.id, name: viewer.name },
      action: 'booking.block',
      subjectType: 'booking',
      subjectId: blocked.id,
      detail: { lawyerId: input.lawyerId, day: input.day, from: input.from, to: input.to },
      ipAddress,
    });
    return blocked;
  });
  return { id: row.id };
});

export async function bookingBlockAction(input: unknown) {
  return block(input);
}
