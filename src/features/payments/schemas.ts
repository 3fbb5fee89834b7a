import { z } from 'zod';
import { paymentMessages } from './domain/payment-messages';

/** Inputs of the payment actions (issue 16); the browser never sends an amount. */

const orderId = z.string().regex(/^[A-Za-z0-9_-]{6,64}$/, paymentMessages.notFound);

export const retryPaymentSchema = z.object({ orderId });

export const refundSchema = z.object({
  orderId,
  amount: z.coerce
    .number({ error: paymentMessages.refundAmount })
    .int(paymentMessages.refundAmount)
    .min(1, paymentMessages.refundAmount)
    .max(100_000_000, paymentMessages.refundAmount),
  reason: z.string().trim().min(2, paymentMessages.refundReason).max(200, '200자 이내로 적어 주세요.'),
});
