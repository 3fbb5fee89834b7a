import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { paymentOrders, paymentRefunds } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs/queue';
import { wasPaid, type OrderStatus } from '../domain/order-status';
import { paymentMessages } from '../domain/payment-messages';
import { PAYMENT_REFUND_JOB } from './orders';
import { runRefund, type RefundOutcome } from './settle';
import type { TossConfig } from './toss-client';

/**
 * A refund staff ask for (issue 16): the request and its retry job are written first, in one
 * transaction, then sent to Toss's cancel API. A lost answer is retried by the job with the same
 * Idempotency-Key; Toss's answer moves the order (partially refunded, refunded) and frees the
 * booking when nothing is left.
 */
export type RefundRequest = { orderId: string; amount: number; reason: string; actor: { id: string; name: string } };

export type RefundResult = { ok: true; outcome: RefundOutcome; refundId: number } | { ok: false; message: string };

export async function requestRefund(db: Db, config: TossConfig, request: RefundRequest): Promise<RefundResult> {
  const recorded = await db.transaction(async (tx): Promise<RefundResult | number> => {
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.orderId, request.orderId)).for('update');
    if (!order) return { ok: false, message: paymentMessages.notFound };
    const status = order.status as OrderStatus;
    if (!wasPaid(status) || status === 'refunded' || !order.paymentKey) return { ok: false, message: paymentMessages.refundNotPaid };
    // What is left: the amount less what is refunded and what is being refunded now.
    const [pending] = await tx
      .select({ total: sql<number>`coalesce(sum(${paymentRefunds.amount}), 0)::int` })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.orderId, order.id), eq(paymentRefunds.status, 'requested')));
    const left = order.amount - order.refundedAmount - Number(pending?.total ?? 0);
    if (request.amount > left) return { ok: false, message: paymentMessages.refundTooMuch(Math.max(0, left)) };
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        orderId: order.id,
        amount: request.amount,
        reason: request.reason,
        actorId: request.actor.id,
        actorName: request.actor.name,
      })
      .returning({ id: paymentRefunds.id });
    await enqueueJob(tx, {
      kind: PAYMENT_REFUND_JOB,
      payload: { refundId: refund!.id },
      idempotencyKey: `payment-refund:${refund!.id}`,
      runAt: new Date(Date.now() + 60_000),
    });
    return refund!.id;
  });
  if (typeof recorded !== 'number') return recorded;
  const outcome = await runRefund(db, config, recorded);
  return { ok: true, outcome, refundId: recorded };
}
