import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { ActionError } from '@/features/auth/server/action-client';
import { fileConsult, IntakeAbort } from '@/features/consult/server/mutations';
import { feeItemFor } from '@/features/content/domain/fee-schedule';
import { getFeeSchedule } from '@/features/content/server/cached';
import { getFirmSettings } from '@/features/firm/server/queries';
import { routes } from '@/lib/routes';
import type { Db, Tx } from '@/server/db/client';
import { consults, lawyers } from '@/server/db/schema';
import { BOOKING_CONSENT_VERSION, bookingMessages, bookingSummary } from '../domain/booking-rules';
import type { bookingRequestSchema } from '../schemas';
import { loadPlaceContext, type PlaceContext } from './calendar';
import { alternativesAfter, noteOnConsult, queueBookingJobs, reserve, type Alternative, type BookingRow } from './mutations';

/**
 * Booking intake (decision 015): a consult and its booking (or hold) in one transaction, through
 * consult's intake that never loses a request. The visit form and the paid consultation (issue 16,
 * which adds its order through `alongside`) both file through here.
 */

export type BookingInput = z.output<typeof bookingRequestSchema>;

export type IntakeOptions = {
  /** How long a paid consultation's hold lasts. */
  holdMinutes: number;
  /** The hold is for an online payment in progress: no 'held' notice (the visitor is paying now). */
  payingNow?: boolean;
  /** The consent text's version the visitor agreed to (the paid consultation's own notice). */
  consentVersion?: string;
  /** More writes in the same transaction, after the booking (the payment's order). */
  alongside?: (tx: Tx, booking: BookingRow, consult: { id: number }, place: PlaceContext) => Promise<void>;
};

export async function fileBookingIntake(
  { kind, placeId, lawyer, day, time, email, website, token, ...values }: BookingInput,
  { db, ipAddress }: { db: Db; ipAddress: string },
  options: IntakeOptions,
): Promise<{ booking: BookingRow; consultId: number } | { taken: Alternative[] }> {
  const settings = await getFirmSettings();
  const request = { placeId: Number(placeId), lawyerId: lawyer === 'any' ? null : Number(lawyer), day, time };
  const context = await loadPlaceContext(db, request.placeId, { from: day, to: day });
  if (!context) throw new ActionError(bookingMessages.place, { place: bookingMessages.place });
  const fee = kind === 'premium' ? feeItemFor(await getFeeSchedule(), 'premium-consult') : null;
  let booked: { booking: BookingRow; consultId: number } | null = null;
  try {
    const result = await fileConsult(
      {
        ...values,
        address: '',
        website,
        token,
        inflow_route: kind === 'premium' ? routes.premiumPay : routes.consultBooking,
        inflow_at: new Date().toISOString(),
      },
      {
        address: ipAddress,
        source: kind === 'premium' ? 'premium' : 'booking',
        consent: { purpose: kind, version: options.consentVersion ?? BOOKING_CONSENT_VERSION },
        guarded: true,
        alongside: async (tx, consult) => {
          const row = await reserve(tx, {
            kind,
            ...request,
            email: email.trim() || null,
            consultId: consult.id,
            holdMinutes: options.holdMinutes,
          });
          if (!row) throw new IntakeAbort('taken');
          const [lawyerRow] = await tx.select({ name: lawyers.name }).from(lawyers).where(eq(lawyers.id, row.lawyerId));
          const summary = bookingSummary(
            kind,
            context.place.name,
            day,
            time,
            `${lawyerRow?.name ?? ''} 변호사${row.lawyerChosen ? ' 지정' : ' 배정'}`,
            fee ? `${fee.amount.toLocaleString('ko-KR')}원` : undefined,
          );
          await tx
            .update(consults)
            .set({ content: sql`${summary} || ${'\n\n'} || ${consults.content}` })
            .where(eq(consults.id, consult.id));
          const how = kind !== 'premium' ? '예약 확정' : options.payingNow ? '온라인 결제 대기로 시간 잡음' : '확정 대기로 시간 잡음';
          await noteOnConsult(tx, consult.id, { id: null, name: '예약 시스템' }, `${how}: ${summary}`);
          const event = kind !== 'premium' ? 'booked' : options.payingNow ? null : 'held';
          await queueBookingJobs(tx, row, event, { reminderHour: settings.bookingReminderHour });
          await options.alongside?.(tx, row, consult, context);
          booked = { booking: row, consultId: consult.id };
        },
      },
    );
    if (!result.ok) throw new ActionError(result.formError, result.fieldErrors);
  } catch (error) {
    if (!(error instanceof IntakeAbort)) throw error;
    return { taken: await alternativesAfter(db, request) };
  }
  return booked!;
}
