'use server';

import { redirect } from 'next/navigation';
import { ActionError, publicAction } from '@/features/auth/server/action-client';
import { getViewer } from '@/features/auth/server/viewer';
import type { BookingFormState } from '@/features/booking/server/actions';
import { formValues, refusedState } from '@/features/booking/server/booking-form-data';
import { fileBookingIntake } from '@/features/booking/server/intake';
import { bookingRequestSchema } from '@/features/booking/schemas';
import { consultActionGuard } from '@/features/consult/server/mutations';
import { feeItemFor } from '@/features/content/domain/fee-schedule';
import { getFeeSchedule } from '@/features/content/server/cached';
import { getFirmSettings } from '@/features/firm/server/queries';
import { formText, nextAttempt } from '@/lib/form-data';
import { payOptPath } from '@/lib/routes';
import { wakeJobs } from '@/server/jobs/wake';
import { PAYMENT_CONSENT_VERSION } from '../domain/payment-consent';
import { paymentMessages } from '../domain/payment-messages';
import { productForPlace } from '../domain/products';
import { retryPaymentSchema } from '../schemas';
import { createOrder, reopenOrder, type OrderRow } from './orders';
import { tossConfig } from './toss-client';

/**
 * /consult/premium-pay when Toss Payments is configured (issue 16): the consult, the slot held for
 * `paymentHoldMinutes` and the order with the amount the server fixed, in one transaction; then
 * the visitor goes to /pay/opt to pay.
 */
const startPayment = publicAction(consultActionGuard, bookingRequestSchema, async (input, context) => {
  if (!tossConfig()) throw new ActionError(paymentMessages.unavailable);
  const fee = feeItemFor(await getFeeSchedule(), 'premium-consult');
  if (!fee || fee.amount <= 0) throw new ActionError(paymentMessages.noPrice);
  const settings = await getFirmSettings();
  const viewer = await getViewer();
  let order: OrderRow | null = null;
  const result = await fileBookingIntake({ ...input, kind: 'premium' }, context, {
    holdMinutes: settings.paymentHoldMinutes,
    payingNow: true,
    consentVersion: PAYMENT_CONSENT_VERSION,
    alongside: async (tx, booking, consult, place) => {
      order = await createOrder(tx, {
        product: productForPlace(place.place.kind),
        amount: fee.amount,
        bookingId: booking.id,
        consultId: consult.id,
        userId: viewer?.id ?? null,
        buyerName: input.name.trim(),
        buyerPhone: input.tel.trim(),
        buyerEmail: input.email.trim() || null,
        holdExpiresAt: booking.holdExpiresAt!,
      });
    },
  });
  if ('taken' in result) return result;
  wakeJobs();
  return { orderId: (order as OrderRow | null)!.orderId };
});

export async function startPaymentAction(previous: BookingFormState, formData: FormData): Promise<BookingFormState> {
  const values = formValues(formData);
  const result = await startPayment({
    ...values,
    address: '',
    kind: 'premium',
    website: formText(formData, 'website'),
    token: formText(formData, 'cf-turnstile-response') || null,
  });
  if (result.ok && 'orderId' in result.data) redirect(payOptPath(result.data.orderId));
  return refusedState(previous, values, result);
}

export type RetryState = { attempt: number; formError?: string };

/** The allowance a stranger has for new payment attempts on one address. */
const retryGuard = {
  name: 'payment-retry',
  rateLimit: (address: string) => ({ key: `payment-retry:${address}`, limit: 20, windowMs: 60 * 60_000 }),
};

/**
 * Another try after a refused card (the order failed): a new order, with a new order id and the
 * same amount, for the same hold while it lasts. Order ids are never reused.
 */
const retryPayment = publicAction(retryGuard, retryPaymentSchema, async ({ orderId }, { db }) => {
  const next = await reopenOrder(db, orderId);
  if (!next) throw new ActionError(paymentMessages.holdExpired);
  wakeJobs();
  return { orderId: next.orderId };
});

export async function retryPaymentAction(previous: RetryState, formData: FormData): Promise<RetryState> {
  const result = await retryPayment({ orderId: formText(formData, 'orderId') });
  if (result.ok) redirect(payOptPath(result.data.orderId));
  return { attempt: nextAttempt(previous), formError: result.formError };
}
