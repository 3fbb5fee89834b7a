import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/server/db/client';
import { bookings, paymentEvents, paymentOrders } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs/queue';
import { productNames, vatIncluded, type Product } from '../domain/products';
import type { TossReply } from './toss-client';

/**
 * Orders (issue 16): made by the server with the amount it fixed, in the transaction that files the
 * consult and holds the slot. The order id is Toss's orderId and the visitor's key to the receipt,
 * so it is unguessable (120 random bits).
 */

export type OrderRow = typeof paymentOrders.$inferSelect;

export const PAYMENT_EXPIRE_JOB = 'payment.expire';
export const PAYMENT_RECONCILE_JOB = 'payment.reconcile';
export const PAYMENT_NOTICE_JOB = 'payment.notice';
export const PAYMENT_CASH_RECEIPT_JOB = 'payment.cash-receipt';
export const PAYMENT_REFUND_JOB = 'payment.refund';

/** Toss accepts 6–64 characters of [A-Za-z0-9_-]. */
export function newOrderId(): string {
  return `ON${randomBytes(15).toString('base64url')}`;
}

export const ORDER_ID_PATTERN = /^[A-Za-z0-9_-]{6,64}$/;

export async function createOrder(
  tx: DbOrTx,
  input: {
    product: Product;
    amount: number;
    bookingId: number;
    consultId: number;
    userId: string | null;
    buyerName: string;
    buyerPhone: string;
    buyerEmail: string | null;
    holdExpiresAt: Date;
  },
): Promise<OrderRow> {
  const [order] = await tx
    .insert(paymentOrders)
    .values({
      orderId: newOrderId(),
      product: input.product,
      orderName: productNames[input.product],
      amount: input.amount,
      currency: 'KRW',
      vat: vatIncluded(input.amount).vat,
      bookingId: input.bookingId,
      consultId: input.consultId,
      userId: input.userId,
      buyerName: input.buyerName,
      buyerPhone: input.buyerPhone,
      buyerEmail: input.buyerEmail,
    })
    .returning();
  // An order nobody pays is closed when its hold lapses (the booking's own job frees the slot).
  await enqueueJob(tx, {
    kind: PAYMENT_EXPIRE_JOB,
    payload: { orderId: order!.orderId },
    idempotencyKey: `payment-expire:${order!.orderId}`,
    runAt: new Date(input.holdExpiresAt.getTime() + 60_000),
  });
  return order!;
}

export async function orderById(db: DbOrTx, orderId: string): Promise<OrderRow | null> {
  if (!ORDER_ID_PATTERN.test(orderId)) return null;
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId));
  return order ?? null;
}

/** Keeps what Toss answered (or what the site refused) as it was, in the order's ledger. */
export async function recordEvent(
  db: DbOrTx,
  event: { orderId: string | null; source: string; httpStatus?: number | null; status?: string | null; body: unknown },
): Promise<void> {
  await db.insert(paymentEvents).values({
    orderId: event.orderId,
    source: event.source,
    httpStatus: event.httpStatus ?? null,
    status: event.status ?? null,
    body: (event.body ?? {}) as object,
  });
}

/**
 * A new order for a failed one's hold, while the hold lasts (the same product and amount; the
 * failed order stays as it was). Null when the order cannot be paid again.
 */
export async function reopenOrder(db: Db, orderId: string): Promise<OrderRow | null> {
  const old = await orderById(db, orderId);
  if (!old || !old.bookingId || !old.consultId || (old.status !== 'failed' && old.status !== 'created')) return null;
  return db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, old.bookingId!), eq(bookings.status, 'held'), sql`${bookings.holdExpiresAt} > now()`))
      .for('update');
    if (!booking) return null;
    // One live order per hold: an older one still waiting for the buyer is closed.
    const live = await tx
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.bookingId, booking.id), inArray(paymentOrders.status, ['confirming', 'waiting_for_deposit', 'paid'])));
    if (live.length > 0) return null;
    await tx
      .update(paymentOrders)
      .set({ status: 'cancelled', updatedAt: sql`now()` })
      .where(and(eq(paymentOrders.bookingId, booking.id), eq(paymentOrders.status, 'created')));
    return createOrder(tx, {
      product: old.product as Product,
      amount: old.amount,
      bookingId: booking.id,
      consultId: old.consultId!,
      userId: old.userId,
      buyerName: old.buyerName,
      buyerPhone: old.buyerPhone,
      buyerEmail: old.buyerEmail,
      holdExpiresAt: booking.holdExpiresAt!,
    });
  });
}

/** Keeps Toss's answer to a call (a payment, an error, or none at all) in the order's ledger. */
export async function recordReply(
  db: DbOrTx,
  orderId: string | null,
  source: string,
  reply: TossReply<{ status?: string }>,
  extra: Record<string, unknown> = {},
): Promise<void> {
  if (reply.kind === 'unreachable') {
    await recordEvent(db, { orderId, source, body: { ...extra, unreachable: reply.error } });
    return;
  }
  await recordEvent(db, {
    orderId,
    source,
    httpStatus: reply.status,
    status: reply.kind === 'ok' ? (reply.body.status ?? 'ok') : reply.code,
    body: reply.body,
  });
}
