import { isCalendarDay } from '@/lib/seoul-date';
import { z } from 'zod';
import { rowId } from '@/server/db/row-id';
import { addFieldErrors, consultFieldErrors, consultFields } from '@/features/consult/schemas';
import { bookingKinds, bookingMessages, checkBookingChoice } from './domain/booking-rules';
import { clockMinutes } from './domain/slots';

/**
 * The booking form (/consult/booking, /consult/premium-pay): the consult's fields and rules, and
 * the chosen place, lawyer, day and time; every field's message at once.
 */
export const bookingRequestSchema = z
  .object({
    ...consultFields,
    kind: z.enum(bookingKinds),
    placeId: z.string().max(12, bookingMessages.place),
    lawyer: z.string().max(12, bookingMessages.lawyer),
    day: z.string().max(12, bookingMessages.day),
    time: z.string().max(8, bookingMessages.time),
    email: z.string().max(300, bookingMessages.email),
  })
  .superRefine((values, context) => addFieldErrors(context, { ...consultFieldErrors(values), ...checkBookingChoice(values) }));

const reason = z.string().trim().max(500, '500자 이내로 적어주세요.');

/** The visitor's private page: cancel, or move to another free time. */
export const visitorCancelSchema = z.object({ token: z.string().max(80), reason: reason.optional().default('') });
export const visitorMoveSchema = z.object({
  token: z.string().max(80),
  day: z.string().refine(isCalendarDay, bookingMessages.day),
  time: z.string().refine((value) => clockMinutes(value) !== null, bookingMessages.time),
});

const bookingId = rowId(bookingMessages.staffNotFound);
const placeId = rowId(bookingMessages.place);
const lawyerId = rowId(bookingMessages.lawyer);
const version = z.coerce.number({ error: bookingMessages.stale }).int(bookingMessages.stale).positive(bookingMessages.stale);

/** The back office's acts on one booking. */
export const staffActSchema = z.object({
  bookingId,
  version,
  act: z.enum(['confirm', 'cancel', 'attended', 'no_show', 'unblock']),
  reason: reason.optional().default(''),
});
export const staffMoveSchema = z.object({
  bookingId,
  version,
  day: z.string().refine(isCalendarDay, bookingMessages.day),
  time: z.string().refine((value) => clockMinutes(value) !== null, bookingMessages.time),
  lawyerId: z.union([lawyerId, z.literal('')]).optional(),
});
export const blockSchema = z.object({
  placeId,
  lawyerId,
  day: z.string().refine(isCalendarDay, bookingMessages.day),
  from: z.string().refine((value) => clockMinutes(value) !== null, bookingMessages.blockRange),
  to: z.string().refine((value) => clockMinutes(value) !== null, bookingMessages.blockRange),
  note: z.string().trim().max(200, '200자 이내로 적어주세요.').optional().default(''),
});
