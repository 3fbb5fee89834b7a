import 'server-only';
import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  alternativesAfter,
  confirmHeld,
  extendHold,
  noteOnConsult,
  releaseBooking,
  type Alternative,
} from '@/features/booking/server/mutations';
import { getFirmSettings } from '@/features/firm/server/queries';
import { seoulClock, seoulDay } from '@/lib/seoul-date';
import type { Db, DbOrTx, Tx } from '@/server/db/client';
import { bookings, paymentOrders, paymentRefunds } from '@/server/db/schema';
import { enqueueJob } from '@/server/jobs/queue';
import { wakeJobs } from '@/server/jobs/wake';
import { mayMove, statusFromToss, type OrderStatus } from '../domain/order-status';
import { needsCashReceipt, won } from '../domain/products';
import {
  PAYMENT_CASH_RECEIPT_JOB,
  PAYMENT_NOTICE_JOB,
  PAYMENT_RECONCILE_JOB,
  PAYMENT_REFUND_JOB,
  orderById,
  recordEvent,
  recordReply,
  type OrderRow,
} from './orders';
import { idempotencyKeys, tossCall, type TossConfig, type TossPayment, type TossReply } from './toss-client';

/**
 * Settling a payment (issue 16). Toss redirects the visitor to /pay/result with the order id, the
 * payment key and the amount; the server checks the order and the amount it fixed, claims the order
 * (created → confirming) so that of any number of concurrent result requests exactly one calls
 * Toss's confirm, and applies what Toss answers. Every later word from Toss (a lookup, a webhook,
 * a reconciliation) goes through `applyPayment`, which only moves an order forward.
 */

export type SettleView =
  | { view: 'receipt'; order: OrderRow }
  | { view: 'checking'; order: OrderRow }
  | { view: 'failed'; order: OrderRow; message: string }
  | { view: 'hold-lost'; order: OrderRow; alternatives: Alternative[] }
  | { view: 'hold-expired'; order: OrderRow; alternatives: Alternative[] }
  | { view: 'tampered'; order: OrderRow }
  | { view: 'not-found' };

/** How long a result page waits for another request's confirm before it says 'checking'. */
const WAIT_FOR_PEER_MS = 8_000;
/** The first reconciliation looks this long after a confirm began (a live confirm is done by then). */
const RECONCILE_AFTER_MS = 45_000;

async function settingsForBooking() {
  const settings = await getFirmSettings();
  return { reminderHour: settings.bookingReminderHour };
}

/** What an order in its current state shows (no call to Toss). */
export async function viewOf(db: DbOrTx, order: OrderRow): Promise<SettleView> {
  if (order.holdLost) return { view: 'hold-lost', order, alternatives: await alternativesFor(db, order) };
  switch (order.status as OrderStatus) {
    case 'paid':
    case 'partially_refunded':
    case 'refunded':
    case 'waiting_for_deposit':
      return { view: 'receipt', order };
    case 'created':
    case 'confirming':
      return { view: 'checking', order };
    case 'failed':
      return { view: 'failed', order, message: order.failureMessage ?? '결제를 마치지 못했습니다.' };
    case 'cancelled':
      return { view: 'failed', order, message: order.failureMessage ?? '결제가 취소되었습니다.' };
    case 'expired':
      return { view: 'hold-expired', order, alternatives: await alternativesFor(db, order) };
  }
}

async function alternativesFor(db: DbOrTx, order: OrderRow): Promise<Alternative[]> {
  if (!order.bookingId) return [];
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, order.bookingId));
  if (!booking) return [];
  const lawyerId = booking.lawyerChosen ? booking.lawyerId : null;
  return alternativesAfter(db, { placeId: booking.placeId, lawyerId, day: seoulDay(booking.startsAt), time: seoulClock(booking.startsAt) });
}

/**
 * /pay/result (and the mobile returns): the one way a confirm starts. Safe to call any number of
 * times, concurrently: one call confirms, the others wait for it and show the same receipt.
 */
export async function settleResult(
  db: Db,
  config: TossConfig,
  query: { orderId: string; paymentKey: string; amount: string },
): Promise<SettleView> {
  const order = await orderById(db, query.orderId);
  if (!order) return { view: 'not-found' };
  if (!/^\d{1,12}$/.test(query.amount) || Number(query.amount) !== order.amount) {
    // A tampered amount: nothing is confirmed, so nothing is charged (Toss drops an unconfirmed payment).
    await recordEvent(db, {
      orderId: order.orderId,
      source: 'refused',
      body: { reason: 'amount differs from the order', amount: query.amount.slice(0, 40), expected: order.amount },
    });
    console.warn(
      `[payments] order ${order.orderId}: result with amount ${query.amount.slice(0, 40)} refused (the order is ${order.amount})`,
    );
    return { view: 'tampered', order };
  }
  if (order.status !== 'created') return waitForPeer(db, order);
  if (!/^[A-Za-z0-9_-]{1,200}$/.test(query.paymentKey)) return { view: 'not-found' };

  const booking = await settingsForBooking();
  const claim = await db.transaction(async (tx) => {
    const [claimed] = await tx
      .update(paymentOrders)
      .set({ status: 'confirming', paymentKey: query.paymentKey, confirmStartedAt: new Date(), updatedAt: sql`now()` })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'created')))
      .returning();
    if (!claimed) return null;
    // The hold must outlive the confirm: extended now, or lost already (then nothing is confirmed).
    const held = claimed.bookingId ? await extendHold(tx, claimed.bookingId, new Date(Date.now() + 30 * 60_000), booking) : null;
    if (!held) {
      const [expired] = await tx
        .update(paymentOrders)
        .set({ status: 'expired', failureMessage: '잡아 둔 시간이 지나 결제하지 않았습니다.', updatedAt: sql`now()` })
        .where(eq(paymentOrders.id, claimed.id))
        .returning();
      return { order: expired!, held: false };
    }
    // If this process dies between here and Toss's answer, the reconciliation settles the order.
    await enqueueJob(tx, {
      kind: PAYMENT_RECONCILE_JOB,
      payload: { orderId: claimed.orderId },
      idempotencyKey: `payment-reconcile:${claimed.orderId}`,
      runAt: new Date(Date.now() + RECONCILE_AFTER_MS),
    });
    return { order: claimed, held: true };
  });
  if (!claim) return waitForPeer(db, order);
  if (!claim.held) return viewOf(db, claim.order);

  const reply = await tossCall<TossPayment>(config, '/v1/payments/confirm', {
    body: { paymentKey: query.paymentKey, orderId: order.orderId, amount: order.amount },
    idempotencyKey: idempotencyKeys.confirm(order.orderId),
  });
  return afterConfirm(db, config, claim.order, reply);
}

async function afterConfirm(db: Db, config: TossConfig, order: OrderRow, reply: TossReply<TossPayment>): Promise<SettleView> {
  await recordReply(db, order.orderId, 'confirm', reply);
  if (reply.kind === 'unreachable') return { view: 'checking', order: (await orderById(db, order.orderId))! };
  if (reply.kind === 'ok') return applyAndView(db, config, order.orderId, reply.body, 'confirm');
  if (reply.code === 'ALREADY_PROCESSED_PAYMENT' && order.paymentKey) {
    // Not success by itself: the payment is read back and must be this order's, for this amount.
    const lookup = await tossCall<TossPayment>(config, `/v1/payments/${encodeURIComponent(order.paymentKey)}`);
    await recordReply(db, order.orderId, 'lookup', lookup);
    if (lookup.kind === 'ok') return applyAndView(db, config, order.orderId, lookup.body, 'lookup');
    return { view: 'checking', order: (await orderById(db, order.orderId))! };
  }
  if (reply.status >= 500) return { view: 'checking', order: (await orderById(db, order.orderId))! };
  // Refused (a declined card, a lapsed session): the order fails; the visitor may try again while the hold lasts.
  const [failed] = await db
    .update(paymentOrders)
    .set({ status: 'failed', failureCode: reply.code, failureMessage: reply.message || null, updatedAt: sql`now()` })
    .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'confirming')))
    .returning();
  return viewOf(db, failed ?? (await orderById(db, order.orderId))!);
}

async function applyAndView(db: Db, config: TossConfig, orderId: string, payment: TossPayment, source: string): Promise<SettleView> {
  const applied = await applyPayment(db, orderId, payment, source);
  if (applied.cancelRefundId) await runRefund(db, config, applied.cancelRefundId);
  return viewOf(db, (await orderById(db, orderId))!);
}

/** Another request is confirming this order: wait a little for its answer, then show what is known. */
async function waitForPeer(db: Db, order: OrderRow): Promise<SettleView> {
  const deadline = Date.now() + WAIT_FOR_PEER_MS;
  // The caller's copy may predate the peer's claim (still 'created'): read it again before deciding.
  let current = (await orderById(db, order.orderId)) ?? order;
  while (current.status === 'confirming' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    current = (await orderById(db, order.orderId)) ?? current;
  }
  return viewOf(db, current);
}

export type Applied = { status: OrderStatus; changed: boolean; mismatch?: boolean; cancelRefundId?: number };

/**
 * Applies a payment as Toss reports it, in one transaction with everything that follows: the
 * booking confirmed (or freed), refunds made in Toss's console recorded, the visitor's notice and the
 * cash receipt queued. Only forward: a late or repeated report changes nothing.
 */
export async function applyPayment(db: Db, orderId: string, payment: TossPayment, source: string): Promise<Applied> {
  const bookingSettings = await settingsForBooking();
  const applied = await db.transaction(async (tx): Promise<Applied> => {
    const [order] = await tx.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId)).for('update');
    if (!order) return { status: 'failed', changed: false, mismatch: true };
    const current = order.status as OrderStatus;
    if (
      payment.orderId !== order.orderId ||
      payment.totalAmount !== order.amount ||
      (order.paymentKey && payment.paymentKey !== order.paymentKey)
    ) {
      await recordEvent(tx, {
        orderId: order.orderId,
        source: 'refused',
        body: {
          reason: `a ${source} report that is not this order's payment`,
          paymentKey: payment.paymentKey,
          totalAmount: payment.totalAmount,
        },
      });
      return { status: current, changed: false, mismatch: true };
    }
    const target = statusFromToss(payment.status, current);
    const refunded = Math.max(0, payment.totalAmount - (payment.balanceAmount ?? payment.totalAmount));
    // A further partial cancellation is a step too (partially_refunded → partially_refunded, more refunded).
    const refundedMore = target === 'partially_refunded' && current === 'partially_refunded' && refunded > order.refundedAmount;
    const moves = target !== null && (target !== current || refundedMore) && mayMove(current, target);
    const facts = {
      paymentKey: payment.paymentKey,
      method: payment.method ?? order.method,
      approvedAt: payment.approvedAt ? new Date(payment.approvedAt) : order.approvedAt,
      receiptUrl: payment.receipt?.url ?? order.receiptUrl,
      balanceAmount: payment.balanceAmount ?? order.balanceAmount,
      refundedAmount: Math.max(order.refundedAmount, refunded),
      cashReceiptType: payment.cashReceipt?.type ?? order.cashReceiptType,
      cashReceiptUrl: payment.cashReceipt?.receiptUrl ?? order.cashReceiptUrl,
      depositSecret: payment.secret ?? order.depositSecret,
      virtualAccount: payment.virtualAccount?.accountNumber
        ? {
            bankCode: payment.virtualAccount.bankCode ?? '',
            accountNumber: payment.virtualAccount.accountNumber,
            customerName: payment.virtualAccount.customerName ?? '',
            dueDate: payment.virtualAccount.dueDate ?? '',
          }
        : order.virtualAccount,
    };
    if (!moves) {
      // Nothing new about the state; facts only fill in (a late receipt URL), never undo.
      if (target === current)
        await tx
          .update(paymentOrders)
          .set({ ...facts, updatedAt: sql`now()` })
          .where(eq(paymentOrders.id, order.id));
      return { status: current, changed: false };
    }
    const to = target!;
    await tx
      .update(paymentOrders)
      .set({ ...facts, status: to, failureCode: null, failureMessage: null, updatedAt: sql`now()` })
      .where(eq(paymentOrders.id, order.id));
    let cancelRefundId: number | undefined;
    const label = `${won(order.amount)}${facts.method ? ` · ${facts.method}` : ''}`;

    if (to === 'paid' && order.bookingId) {
      const confirmed = await confirmHeld(tx, order.bookingId, bookingSettings);
      const alreadyConfirmed =
        !confirmed &&
        (
          await tx
            .select({ id: bookings.id })
            .from(bookings)
            .where(and(eq(bookings.id, order.bookingId), eq(bookings.status, 'confirmed')))
        ).length > 0;
      if (confirmed || alreadyConfirmed) {
        await noteOnConsult(tx, order.consultId, { id: null, name: '결제 시스템' }, `결제 완료로 예약 확정: ${label}`);
      } else {
        // Paid, but the slot is gone: the payment is cancelled at once, never left paid without a booking.
        const [refund] = await tx
          .insert(paymentRefunds)
          .values({ orderId: order.id, amount: order.amount, reason: '결제 중 예약 시간이 풀려 자동 취소', actorName: '결제 시스템' })
          .returning();
        await tx.update(paymentOrders).set({ holdLost: true }).where(eq(paymentOrders.id, order.id));
        await enqueueJob(tx, {
          kind: PAYMENT_REFUND_JOB,
          payload: { refundId: refund!.id },
          idempotencyKey: `payment-refund:${refund!.id}`,
          runAt: new Date(Date.now() + 60_000),
        });
        await noteOnConsult(
          tx,
          order.consultId,
          { id: null, name: '결제 시스템' },
          `결제됐지만 예약 시간이 풀려 결제를 취소합니다: ${label}`,
        );
        cancelRefundId = refund!.id;
      }
    }
    if (to === 'waiting_for_deposit' && order.bookingId) {
      // The slot waits for the deposit, until the account's due date (never past the consultation).
      const due = facts.virtualAccount?.dueDate ? new Date(facts.virtualAccount.dueDate) : new Date(Date.now() + 24 * 3_600_000);
      const [booking] = await tx.select().from(bookings).where(eq(bookings.id, order.bookingId));
      const until = booking && due > booking.startsAt ? booking.startsAt : due;
      await extendHold(tx, order.bookingId, until, bookingSettings);
      await noteOnConsult(tx, order.consultId, { id: null, name: '결제 시스템' }, `가상계좌 발급, 입금 대기: ${label}`);
    }
    if (to === 'partially_refunded' || to === 'refunded') {
      await recordConsoleCancels(tx, order, payment);
      if (to === 'refunded' && order.bookingId) {
        await releaseBooking(tx, order.bookingId, '상담료 전액 환불로 예약을 취소했습니다.', bookingSettings);
      }
    }
    if ((to === 'cancelled' || to === 'expired' || to === 'failed') && order.bookingId && current === 'waiting_for_deposit') {
      await releaseBooking(tx, order.bookingId, '입금 기한이 지나 예약을 취소했습니다.', bookingSettings);
    }
    // A payment being cancelled because its hold was lost is not announced as paid (its refund is).
    if (cancelRefundId === undefined) {
      await enqueueJob(tx, {
        kind: PAYMENT_NOTICE_JOB,
        payload: { orderId: order.orderId, status: to, refunded: facts.refundedAmount },
        idempotencyKey: `payment-notice:${order.orderId}:${to}:${facts.refundedAmount}`,
      });
    }
    if (to === 'paid' && cancelRefundId === undefined && !facts.cashReceiptUrl && needsCashReceipt(facts.method, order.amount)) {
      await enqueueJob(tx, {
        kind: PAYMENT_CASH_RECEIPT_JOB,
        payload: { orderId: order.orderId },
        idempotencyKey: `payment-cash-receipt:${order.orderId}`,
      });
    }
    return { status: to, changed: true, cancelRefundId };
  });
  wakeJobs();
  return applied;
}

/** Cancellations Toss knows and the site does not (made in Toss's console): recorded as refunds. */
async function recordConsoleCancels(tx: Tx, order: OrderRow, payment: TossPayment): Promise<void> {
  for (const cancel of payment.cancels ?? []) {
    if (!cancel.transactionKey) continue;
    const [known] = await tx
      .select({ id: paymentRefunds.id })
      .from(paymentRefunds)
      .where(eq(paymentRefunds.transactionKey, cancel.transactionKey));
    if (known) continue;
    // A refund the site asked for whose answer was lost carries no transaction key yet: claim it first.
    const [pending] = await tx
      .update(paymentRefunds)
      .set({ status: 'done', transactionKey: cancel.transactionKey, doneAt: new Date(cancel.canceledAt), updatedAt: sql`now()` })
      .where(
        sql`${paymentRefunds.id} = (select id from payment_refunds where order_id = ${order.id} and status = 'requested' and amount = ${cancel.cancelAmount} order by id limit 1)`,
      )
      .returning({ id: paymentRefunds.id });
    if (pending) continue;
    await tx.insert(paymentRefunds).values({
      orderId: order.id,
      amount: cancel.cancelAmount,
      reason: cancel.cancelReason || '토스페이먼츠 상점관리자에서 취소',
      actorName: '토스페이먼츠 상점관리자',
      status: 'done',
      transactionKey: cancel.transactionKey,
      doneAt: new Date(cancel.canceledAt),
    });
  }
}

// ---------------------------------------------------------------------------------------------
// Refunds through Toss's cancel API
// ---------------------------------------------------------------------------------------------

export type RefundOutcome = { status: 'done' } | { status: 'failed'; message: string } | { status: 'pending' };

/**
 * Sends a recorded refund to Toss (the refund row and its retry job were written first, in one
 * transaction). The Idempotency-Key is the order's and the refund's: a retry after a lost answer
 * cancels once.
 */
export async function runRefund(db: Db, config: TossConfig, refundId: number): Promise<RefundOutcome> {
  const [refund] = await db.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId));
  if (!refund) return { status: 'failed', message: 'no such refund' };
  if (refund.status === 'done') return { status: 'done' };
  if (refund.status === 'failed') return { status: 'failed', message: refund.failureMessage ?? '' };
  const [order] = await db.select().from(paymentOrders).where(eq(paymentOrders.id, refund.orderId));
  if (!order?.paymentKey) return { status: 'failed', message: 'the order has no payment' };
  const reply = await tossCall<TossPayment>(config, `/v1/payments/${encodeURIComponent(order.paymentKey)}/cancel`, {
    body: { cancelReason: refund.reason, cancelAmount: refund.amount },
    idempotencyKey: idempotencyKeys.cancel(order.orderId, refund.id),
  });
  await recordReply(db, order.orderId, 'cancel', reply, { refundId });
  if (reply.kind === 'unreachable') return { status: 'pending' };
  if (reply.kind === 'error') {
    if (reply.status >= 500) return { status: 'pending' };
    await db
      .update(paymentRefunds)
      .set({ status: 'failed', failureMessage: reply.message || reply.code, updatedAt: sql`now()` })
      .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'requested')));
    return { status: 'failed', message: reply.message || reply.code };
  }
  const payment = reply.body;
  // The newest cancel that is not yet some refund's is this one.
  const cancels = payment.cancels ?? [];
  const known = new Set(
    (
      await db
        .select({ key: paymentRefunds.transactionKey })
        .from(paymentRefunds)
        .where(and(eq(paymentRefunds.orderId, order.id), inArray(paymentRefunds.status, ['done'])))
    ).map((row) => row.key),
  );
  const mine = [...cancels].reverse().find((cancel) => !known.has(cancel.transactionKey) && cancel.cancelAmount === refund.amount);
  await db
    .update(paymentRefunds)
    .set({
      status: 'done',
      transactionKey: mine?.transactionKey ?? null,
      doneAt: mine ? new Date(mine.canceledAt) : new Date(),
      updatedAt: sql`now()`,
    })
    .where(and(eq(paymentRefunds.id, refund.id), eq(paymentRefunds.status, 'requested')));
  await applyPayment(db, order.orderId, payment, 'cancel');
  return { status: 'done' };
}

/** Reads a payment back from Toss by order id and applies it; 'unknown' when Toss has none (yet). */
export async function lookupAndApply(db: Db, config: TossConfig, orderId: string): Promise<'applied' | 'unknown' | 'unreachable'> {
  const reply = await tossCall<TossPayment>(config, `/v1/payments/orders/${encodeURIComponent(orderId)}`);
  if (reply.kind === 'unreachable') return 'unreachable';
  await recordReply(db, orderId, 'lookup', reply);
  if (reply.kind === 'error') return reply.status === 404 ? 'unknown' : 'unreachable';
  const applied = await applyPayment(db, orderId, reply.body, 'lookup');
  if (applied.cancelRefundId) await runRefund(db, config, applied.cancelRefundId);
  return 'applied';
}
