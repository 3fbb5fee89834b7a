'use server';

import { eq } from 'drizzle-orm';
import { redirect } from 'next/navigation';
import { ActionError, publicAction } from '@/features/auth/server/action-client';
import type { ConsultFieldErrors } from '@/features/consult/domain/consult-form-rules';
import { consultActionGuard } from '@/features/consult/server/mutations';
import { getFirmSettings } from '@/features/firm/server/queries';
import { formText, nextAttempt } from '@/lib/form-data';
import { bookingManagePath } from '@/lib/routes';
import { seoulClock, seoulDay } from '@/lib/seoul-date';
import { getDb } from '@/server/db/db';
import { bookings } from '@/server/db/schema';
import { wakeJobs } from '@/server/jobs/wake';
import {
  bookingKinds,
  bookingMessages,
  whenLabel,
  type BookingFieldErrors,
  type BookingKind,
  type BookingStatus,
} from '../domain/booking-rules';
import { visitorMayCancel, visitorMayChange } from '../domain/workflow';
import { bookingRequestSchema, visitorCancelSchema, visitorMoveSchema } from '../schemas';
import { chosenTime, formValues, refusedState, takenMessage } from './booking-form-data';
import { fileBookingIntake } from './intake';
import { alternativesAfter, moveBooking, noteOnConsult, queueBookingJobs, setStatus, type Alternative, type BookingRow } from './mutations';
import { manageToken, tokenBookingId, tokenMatches } from './token';

/**
 * The visitor's side of booking (issue 15): book a free time (a consult and a booking in one
 * transaction, decision 015), then cancel or move it from the private link. Forms that work
 * without JavaScript, through the one action chain (publicAction: rules, honeypot, allowance, Turnstile).
 */

export type BookingAlternative = Alternative;

export type BookingFormValues = {
  tel: string;
  content: string;
  name: string;
  category: string;
  consent: boolean;
  email: string;
  placeId: string;
  lawyer: string;
  day: string;
  time: string;
};

export type BookingFormState = {
  attempt: number;
  values: BookingFormValues;
  fieldErrors: ConsultFieldErrors & BookingFieldErrors;
  formError?: string;
  /** Free times near the one just taken, when it was taken. */
  alternatives?: BookingAlternative[];
};

type Booked = { token: string } | { taken: BookingAlternative[] };

const fileBooking = publicAction(consultActionGuard, bookingRequestSchema, async (input, context): Promise<Booked> => {
  const settings = await getFirmSettings();
  const result = await fileBookingIntake(input, context, { holdMinutes: settings.premiumHoldHours * 60 });
  if ('taken' in result) return result;
  wakeJobs();
  return { token: await manageToken(context.db, result.booking) };
});

/** /consult/booking's and /consult/premium-pay's form: on success, the booking's own page. */
export async function fileBookingAction(previous: BookingFormState, formData: FormData): Promise<BookingFormState> {
  const kind: BookingKind = bookingKinds.find((known) => known === formText(formData, 'kind')) ?? 'visit';
  const values = formValues(formData);
  const result = await fileBooking({
    ...values,
    address: '',
    kind,
    website: formText(formData, 'website'),
    token: formText(formData, 'cf-turnstile-response') || null,
  });
  if (result.ok && 'token' in result.data) redirect(`${bookingManagePath(result.data.token)}?done=1`);
  return refusedState(previous, values, result);
}

// ---------------------------------------------------------------------------------------------
// The private link: cancel or move until the cut-off
// ---------------------------------------------------------------------------------------------

const MANAGE_RATE = { limit: 30, windowMs: 60 * 60_000 };

/** The booking a token names; a stranger guessing tokens meets the chain's hourly allowance first. */
async function bookingForToken(db: Awaited<ReturnType<typeof getDb>>, token: string): Promise<BookingRow> {
  const id = tokenBookingId(token);
  const [row] = id ? await db.select().from(bookings).where(eq(bookings.id, id)) : [];
  if (!row || row.kind === 'block' || !(await tokenMatches(db, token, row))) throw new ActionError(bookingMessages.notFound);
  return row;
}

export type ManageFormState = { attempt: number; formError?: string; alternatives?: BookingAlternative[] };

/** The private link's changes share one hourly allowance per address. */
const manageGuard = {
  name: 'booking-manage',
  rateLimit: (address: string) => ({ key: `booking-change:${address}`, ...MANAGE_RATE }),
};

/** Online changes end at the cut-off, and only a live booking changes. */
function assertVisitorMayChange(booking: BookingRow, cutoffHours: number, now: Date): void {
  const status = booking.status as BookingStatus;
  if (visitorMayChange({ status, startsAt: booking.startsAt }, cutoffHours, now)) return;
  throw new ActionError(status === 'confirmed' || status === 'held' ? bookingMessages.pastCutoff(cutoffHours) : bookingMessages.closed);
}

const cancelByVisitor = publicAction(manageGuard, visitorCancelSchema, async ({ token, reason }, { db }) => {
  const booking = await bookingForToken(db, token);
  const settings = await getFirmSettings();
  assertVisitorMayChange(booking, settings.bookingChangeCutoffHours, new Date());
  if (!visitorMayCancel(booking)) throw new ActionError(bookingMessages.paidCancelByPhone);
  await db.transaction(async (tx) => {
    const row = await setStatus(tx, booking, booking.status as BookingStatus, 'cancelled', {
      cancelledBy: 'visitor',
      cancelReason: reason || null,
      cancelledAt: new Date(),
    });
    if (!row) throw new ActionError(bookingMessages.stale);
    await noteOnConsult(tx, row.consultId, { id: null, name: '예약하신 분' }, `예약 취소 (예약 링크)${reason ? `: ${reason}` : ''}`);
    await queueBookingJobs(tx, row, 'cancelled', { reminderHour: settings.bookingReminderHour });
  });
  wakeJobs();
  return true;
});

export async function cancelBookingAction(previous: ManageFormState, formData: FormData): Promise<ManageFormState> {
  const token = formText(formData, 'token');
  const result = await cancelByVisitor({ token, reason: formText(formData, 'reason') });
  if (result.ok) redirect(`${bookingManagePath(token)}?changed=cancelled`);
  return { attempt: nextAttempt(previous), formError: result.formError };
}

const moveByVisitor = publicAction(
  manageGuard,
  visitorMoveSchema,
  async ({ token, day, time }, { db }): Promise<{ moved: true } | { taken: BookingAlternative[] }> => {
    const booking = await bookingForToken(db, token);
    const settings = await getFirmSettings();
    const now = new Date();
    assertVisitorMayChange(booking, settings.bookingChangeCutoffHours, now);
    const before = { day: seoulDay(booking.startsAt), time: seoulClock(booking.startsAt) };
    if (before.day === day && before.time === time) throw new ActionError(bookingMessages.sameTime);
    const moved = await db.transaction(async (tx) => {
      const row = await moveBooking(tx, booking, { day, time }, { now });
      if (!row) return null;
      await noteOnConsult(
        tx,
        row.consultId,
        { id: null, name: '예약하신 분' },
        `예약 시간 변경 (예약 링크): ${whenLabel(day, time)} (이전 ${whenLabel(before.day, before.time)})`,
      );
      await queueBookingJobs(tx, row, 'moved', { reminderHour: settings.bookingReminderHour, now });
      return row;
    });
    if (!moved) {
      const lawyerId = booking.lawyerChosen ? booking.lawyerId : null;
      return { taken: await alternativesAfter(db, { placeId: booking.placeId, lawyerId, day, time }) };
    }
    wakeJobs();
    return { moved: true };
  },
);

export async function moveBookingAction(previous: ManageFormState, formData: FormData): Promise<ManageFormState> {
  const token = formText(formData, 'token');
  const result = await moveByVisitor({ token, ...chosenTime(formData) });
  if (!result.ok) return { attempt: nextAttempt(previous), formError: result.formError };
  if ('taken' in result.data) {
    return {
      attempt: nextAttempt(previous),
      formError: takenMessage(result.data.taken),
      alternatives: result.data.taken,
    };
  }
  redirect(`${bookingManagePath(token)}?changed=moved`);
}
