import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { addSeoulDays, seoulDay, seoulDayEnd, seoulDayStart, seoulHour } from '@/lib/seoul-date';
import type { DbOrTx, Tx } from '@/server/db/client';
import { bookings, consultEvents } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs/queue';
import { whenLabel, type BookingKind, type BookingStatus, type NoticeEvent } from '../domain/booking-rules';
import { clockMinutes, effectiveRules, nextFreeTimes, seoulInstant, busySpan } from '../domain/slots';
import { availability, busyValue, loadPlaceContext, occupiesTime, timeRange } from './calendar';
import { newManageSalt } from './token';

/**
 * The booking engine's writes (issue 15). The free-slot engine says which lawyers are free; the
 * database decides: an insert that would overlap a live booking of the lawyer meets the exclusion
 * constraint and writes nothing (ON CONFLICT DO NOTHING), so of many visitors racing for one time
 * exactly one gets it, whatever the code above it believed.
 */

export const BOOKING_NOTICE_JOB = 'booking.notice';
export const BOOKING_REMINDER_JOB = 'booking.reminder';
export const BOOKING_HOLD_JOB = 'booking.hold-expiry';

export type BookingRow = typeof bookings.$inferSelect;

export type ReserveRequest = {
  kind: BookingKind;
  placeId: number;
  /** null: '아무 변호사나'. */
  lawyerId: number | null;
  day: string;
  time: string;
  email: string | null;
  consultId: number | null;
  /** A paid consultation's hold lasts this long; a visit is confirmed at once. */
  holdMinutes?: number;
  now?: Date;
};

/** Lapsed holds that stand in the way are marked expired first: the constraint still counts them. */
async function expireLapsedHolds(tx: DbOrTx, lawyerIds: readonly number[], from: Date, to: Date): Promise<number[]> {
  if (lawyerIds.length === 0) return [];
  const rows = await tx
    .update(bookings)
    .set({ status: 'expired', version: sql`${bookings.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(bookings.status, 'held'),
        sql`${bookings.holdExpiresAt} <= now()`,
        inArray(bookings.lawyerId, [...lawyerIds]),
        sql`${bookings.busy} && ${timeRange(from, to)}`,
      ),
    )
    .returning({ id: bookings.id });
  return rows.map((row) => row.id);
}

/** Among the free lawyers, the one with the fewest bookings that day goes first (ties: the list's order). */
async function fairestFirst(tx: DbOrTx, lawyerIds: number[], day: string): Promise<number[]> {
  if (lawyerIds.length < 2) return lawyerIds;
  const result = await tx.execute(sql`
    select lawyer_id, count(*)::int as n from bookings
    where lawyer_id in (${sql.join(
      lawyerIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and busy && ${timeRange(seoulDayStart(day), seoulDayEnd(day))}
      and kind <> 'block' and ${occupiesTime}
    group by lawyer_id`);
  const counts = new Map(
    (result as unknown as { rows: Array<{ lawyer_id: number; n: number }> }).rows.map((row) => [Number(row.lawyer_id), Number(row.n)]),
  );
  return [...lawyerIds].sort((a, b) => (counts.get(a) ?? 0) - (counts.get(b) ?? 0));
}

/**
 * Books a free time inside the caller's transaction: re-reads the day's free times, then tries the
 * free lawyers one by one. Null when the time is not free (any more).
 */
export async function reserve(tx: Tx, request: ReserveRequest): Promise<BookingRow | null> {
  const now = request.now ?? new Date();
  const found = await availability(tx, { placeId: request.placeId, lawyerId: request.lawyerId, from: request.day, to: request.day, now });
  const slot = found?.days[0]?.times.find((time) => time.time === request.time);
  if (!found || !slot) return null;
  const held = request.kind === 'premium';
  for (const lawyerId of await fairestFirst(tx, slot.lawyerIds, request.day)) {
    const lawyer = found.context.lawyers.find((candidate) => candidate.id === lawyerId)!;
    const rules = effectiveRules(found.context.calendar.rules, lawyer.calendar.rules);
    const { endsAt, busyUntil } = busySpan(slot.startsAt, rules.slotMinutes, rules.bufferMinutes);
    await expireLapsedHolds(tx, [lawyerId], slot.startsAt, busyUntil);
    const [row] = await tx
      .insert(bookings)
      .values({
        kind: request.kind,
        status: held ? 'held' : 'confirmed',
        consultId: request.consultId,
        placeId: request.placeId,
        lawyerId,
        lawyerChosen: request.lawyerId !== null,
        startsAt: slot.startsAt,
        endsAt,
        busy: busyValue(slot.startsAt, busyUntil),
        holdExpiresAt: held ? new Date(now.getTime() + (request.holdMinutes ?? 24 * 60) * 60_000) : null,
        email: request.email,
        manageSalt: newManageSalt(),
        confirmedAt: held ? null : now,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  return null;
}

/** A free time offered instead of a taken one: the day, the time and how the visitor reads it. */
export type Alternative = { day: string; time: string; label: string };

/** The free times after a taken one, for the visitor to pick from (this day and the next two weeks). */
export async function alternativesAfter(
  db: DbOrTx,
  request: { placeId: number; lawyerId: number | null; day: string; time: string; now?: Date },
  count = 6,
): Promise<Alternative[]> {
  const found = await availability(db, {
    placeId: request.placeId,
    lawyerId: request.lawyerId,
    from: request.day,
    to: addSeoulDays(request.day, 14),
    now: request.now,
  });
  const minutes = clockMinutes(request.time) ?? 0;
  return found
    ? nextFreeTimes(found.days, seoulInstant(request.day, minutes), count).map((free) => ({
        day: free.day,
        time: free.time,
        label: whenLabel(free.day, free.time),
      }))
    : [];
}

/** The instant the day-before reminder goes: `hour`:00 Seoul time the day before. */
export function reminderAt(startsAt: Date, hour: number): Date {
  return seoulHour(addSeoulDays(seoulDay(startsAt), -1), hour);
}

/**
 * The jobs a booking's change needs, written in the same transaction as the change. Answers whether
 * this call wrote the event's notice (false: it was queued before, or there is no event).
 */
export async function queueBookingJobs(
  tx: DbOrTx,
  booking: Pick<BookingRow, 'id' | 'status' | 'version' | 'startsAt' | 'holdExpiresAt'>,
  event: NoticeEvent | null,
  settings: { reminderHour: number; now?: Date },
): Promise<boolean> {
  const now = settings.now ?? new Date();
  let noticeQueued = false;
  if (event) {
    noticeQueued = await enqueueJob(tx, {
      kind: BOOKING_NOTICE_JOB,
      payload: { bookingId: booking.id, event, version: booking.version },
      idempotencyKey: `booking-notice:${booking.id}:${event}:${booking.version}`,
    });
  }
  if (booking.status === 'confirmed') {
    const runAt = reminderAt(booking.startsAt, settings.reminderHour);
    // Booked after the reminder's time: the confirmation was the reminder.
    if (runAt > now) {
      await enqueueJob(tx, {
        kind: BOOKING_REMINDER_JOB,
        payload: { bookingId: booking.id, version: booking.version },
        idempotencyKey: `booking-reminder:${booking.id}:${booking.version}`,
        runAt,
      });
    }
  }
  if (booking.status === 'held' && booking.holdExpiresAt) {
    await enqueueJob(tx, {
      kind: BOOKING_HOLD_JOB,
      payload: { bookingId: booking.id, version: booking.version },
      idempotencyKey: `booking-hold:${booking.id}:${booking.version}`,
      runAt: booking.holdExpiresAt,
    });
  }
  return noticeQueued;
}

/** A line in the consult's timeline, so the inbox tells the booking's story. */
export async function noteOnConsult(
  tx: DbOrTx,
  consultId: number | null,
  actor: { id: string | null; name: string },
  note: string,
): Promise<void> {
  if (!consultId) return;
  await tx.insert(consultEvents).values({ consultId, actorId: actor.id, actorName: actor.name, kind: 'booking', note });
}

export type MoveTarget = { day: string; time: string } | { startsAt: Date };

/**
 * Moves a booking to another time at its place: to a free time of the engine (the visitor), or to
 * any start (staff), the lawyer kept when the visitor chose one or staff name one, otherwise any
 * free lawyer. The row keeps its id and link; its version goes up, so the old reminder stands down.
 * Null when the time is not free.
 */
export async function moveBooking(
  tx: Tx,
  booking: BookingRow,
  target: MoveTarget,
  options: { lawyerId?: number | null; now?: Date; staff?: boolean },
): Promise<BookingRow | null> {
  const now = options.now ?? new Date();
  const keepLawyer = options.lawyerId ?? (booking.lawyerChosen ? booking.lawyerId : null);
  let startsAt: Date;
  let candidates: number[];
  const day = 'day' in target ? target.day : seoulDay(target.startsAt);
  const context = await loadPlaceContext(
    tx,
    booking.placeId,
    { from: day, to: day },
    { lawyerId: keepLawyer, includeInactive: options.staff },
  );
  if (!context) return null;
  if ('day' in target) {
    const found = await availability(tx, {
      placeId: booking.placeId,
      lawyerId: keepLawyer,
      from: day,
      to: day,
      now,
      exceptBookingId: booking.id,
    });
    const slot = found?.days[0]?.times.find((time) => time.time === target.time);
    if (!slot) return null;
    startsAt = slot.startsAt;
    candidates = slot.lawyerIds;
  } else {
    startsAt = target.startsAt;
    candidates = keepLawyer ? [keepLawyer] : context.lawyers.map((lawyer) => lawyer.id);
  }
  const length = booking.endsAt.getTime() - booking.startsAt.getTime();
  for (const lawyerId of candidates) {
    const lawyer = context.lawyers.find((candidate) => candidate.id === lawyerId);
    const buffer = lawyer
      ? effectiveRules(context.calendar.rules, lawyer.calendar.rules).bufferMinutes
      : context.calendar.rules.bufferMinutes;
    const endsAt = new Date(startsAt.getTime() + length);
    const busyUntil = new Date(endsAt.getTime() + buffer * 60_000);
    await expireLapsedHolds(tx, [lawyerId], startsAt, busyUntil);
    try {
      // A savepoint: an overlap aborts only this attempt, and the next lawyer is tried.
      const moved = await tx.transaction(async (savepoint) => {
        const [row] = await savepoint
          .update(bookings)
          .set({
            lawyerId,
            startsAt,
            endsAt,
            busy: busyValue(startsAt, busyUntil),
            version: sql`${bookings.version} + 1`,
            reminderSentAt: null,
            updatedAt: now,
          })
          .where(and(eq(bookings.id, booking.id), eq(bookings.version, booking.version)))
          .returning();
        return row ?? null;
      });
      if (moved) return moved;
      return null;
    } catch (error) {
      if (isOverlap(error)) continue;
      throw error;
    }
  }
  return null;
}

/** PostgreSQL's exclusion_violation: the time overlaps another live booking of the lawyer. */
export function isOverlap(error: unknown): boolean {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === '23P01') return true;
  }
  return false;
}

/** Changes a booking's state when it is still in the state the caller saw; null otherwise. */
export async function setStatus(
  tx: DbOrTx,
  booking: Pick<BookingRow, 'id' | 'version'>,
  from: BookingStatus,
  to: BookingStatus,
  extra: Partial<Pick<BookingRow, 'cancelReason' | 'cancelledBy' | 'cancelledAt' | 'confirmedAt'>> = {},
): Promise<BookingRow | null> {
  const [row] = await tx
    .update(bookings)
    .set({ status: to, ...extra, version: sql`${bookings.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(bookings.id, booking.id), eq(bookings.status, from), eq(bookings.version, booking.version)))
    .returning();
  return row ?? null;
}

/** Blocks a lawyer's time (staff): a row of its own in the same table, so the constraint keeps it free. */
export async function blockTime(
  tx: Tx,
  input: { placeId: number; lawyerId: number; startsAt: Date; endsAt: Date; note: string; createdBy: string },
): Promise<BookingRow | null> {
  try {
    return await tx.transaction(async (savepoint) => {
      const [row] = await savepoint
        .insert(bookings)
        .values({
          kind: 'block',
          status: 'blocked',
          placeId: input.placeId,
          lawyerId: input.lawyerId,
          lawyerChosen: true,
          startsAt: input.startsAt,
          endsAt: input.endsAt,
          busy: busyValue(input.startsAt, input.endsAt),
          manageSalt: newManageSalt(),
          note: input.note,
          createdBy: input.createdBy,
        })
        .returning();
      return row ?? null;
    });
  } catch (error) {
    if (isOverlap(error)) return null;
    throw error;
  }
}

// ---------------------------------------------------------------------------------------------
// For the paid consultation (issue 16): the payments feature holds, confirms and frees slots here.
// ---------------------------------------------------------------------------------------------

/**
 * Keeps a paid consultation's hold while its payment is being confirmed (or a virtual account
 * waits for the deposit): a hold still in place, even one past its time that nobody took, is
 * extended to `until`. Null when the hold is gone (expired and freed, cancelled).
 */
export async function extendHold(
  tx: DbOrTx,
  bookingId: number,
  until: Date,
  settings: { reminderHour: number },
): Promise<BookingRow | null> {
  const [row] = await tx
    .update(bookings)
    .set({
      holdExpiresAt: sql`greatest(${bookings.holdExpiresAt}, ${until.toISOString()}::timestamptz)`,
      version: sql`${bookings.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'held')))
    .returning();
  if (!row) return null;
  await queueBookingJobs(tx, row, null, settings);
  return row;
}

/** A paid hold becomes a confirmed booking (its notice and reminder queued); null when the hold was lost. */
export async function confirmHeld(tx: DbOrTx, bookingId: number, settings: { reminderHour: number }): Promise<BookingRow | null> {
  const [row] = await tx
    .update(bookings)
    .set({
      status: 'confirmed',
      confirmedAt: new Date(),
      holdExpiresAt: null,
      version: sql`${bookings.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, 'held')))
    .returning();
  if (!row) return null;
  await queueBookingJobs(tx, row, 'confirmed', settings);
  return row;
}

/** Frees a paid consultation's slot (a full refund, an unpaid order): the visitor is told why. */
export async function releaseBooking(
  tx: DbOrTx,
  bookingId: number,
  reason: string,
  settings: { reminderHour: number },
): Promise<BookingRow | null> {
  const [row] = await tx
    .update(bookings)
    .set({
      status: 'cancelled',
      cancelledBy: 'staff',
      cancelReason: reason,
      cancelledAt: new Date(),
      version: sql`${bookings.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(bookings.id, bookingId), inArray(bookings.status, ['held', 'confirmed'])))
    .returning();
  if (!row) return null;
  await queueBookingJobs(tx, row, 'cancelled', settings);
  return row;
}
