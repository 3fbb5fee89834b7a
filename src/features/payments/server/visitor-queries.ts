import 'server-only';
import { and, desc, eq, inArray, lt, or } from 'drizzle-orm';
import { manageToken } from '@/features/booking/server/token';
import { loadBookingContext } from '@/features/booking/server/booking-context';
import { bookingManagePath } from '@/lib/routes';
import { seoulClock, seoulDay } from '@/lib/seoul-date';
import { whenLabel } from '@/features/booking/domain/booking-rules';
import { maskTel } from '@/features/consult/domain/consult-form-rules';
import type { Db } from '@/server/db/client';
import { paymentOrders, paymentRefunds } from '@/server/db/schema';
import { orderStatusLabels, type OrderStatus } from '../domain/order-status';
import type { OrderRow } from './orders';

/**
 * What a visitor sees of an order (issue 16): through its unguessable order id (the payment pages,
 * the receipt), the booking's private link, or their own page when they paid signed in. Nothing
 * staff-only (events, the payment key, the deposit secret).
 */
export type OrderSummary = {
  orderId: string;
  orderName: string;
  amount: number;
  vat: number;
  status: OrderStatus;
  statusLabel: string;
  method: string | null;
  approvedAt: Date | null;
  createdAt: Date;
  receiptUrl: string | null;
  cashReceiptType: string | null;
  cashReceiptUrl: string | null;
  refundedAmount: number;
  refunds: Array<{ amount: number; reason: string; at: Date }>;
  virtualAccount: OrderRow['virtualAccount'];
  buyerName: string;
  maskedPhone: string;
  booking: {
    id: number;
    placeId: number;
    /** The lawyer the visitor chose, or 'any'. */
    lawyer: string;
    status: string;
    when: string;
    placeName: string;
    placeKind: string;
    lawyerName: string;
    holdExpiresAt: Date | null;
    managePath: string;
  } | null;
};

const shownStatuses: OrderStatus[] = ['confirming', 'waiting_for_deposit', 'paid', 'partially_refunded', 'refunded'];

export async function orderSummary(db: Db, order: OrderRow): Promise<OrderSummary> {
  const [context, refunds] = await Promise.all([
    order.bookingId ? loadBookingContext(db, order.bookingId) : null,
    db
      .select({ amount: paymentRefunds.amount, reason: paymentRefunds.reason, at: paymentRefunds.doneAt })
      .from(paymentRefunds)
      .where(and(eq(paymentRefunds.orderId, order.id), eq(paymentRefunds.status, 'done')))
      .orderBy(paymentRefunds.id),
  ]);
  const status = order.status as OrderStatus;
  return {
    orderId: order.orderId,
    orderName: order.orderName,
    amount: order.amount,
    vat: order.vat,
    status,
    statusLabel: orderStatusLabels[status],
    method: order.method,
    approvedAt: order.approvedAt,
    createdAt: order.createdAt,
    receiptUrl: order.receiptUrl,
    cashReceiptType: order.cashReceiptType,
    cashReceiptUrl: order.cashReceiptUrl,
    refundedAmount: order.refundedAmount,
    refunds: refunds.map((refund) => ({ amount: refund.amount, reason: refund.reason, at: refund.at ?? order.updatedAt })),
    virtualAccount: status === 'waiting_for_deposit' ? order.virtualAccount : null,
    buyerName: order.buyerName,
    maskedPhone: maskTel(order.buyerPhone),
    booking: context
      ? {
          id: context.booking.id,
          placeId: context.booking.placeId,
          lawyer: context.booking.lawyerChosen ? String(context.booking.lawyerId) : 'any',
          status: context.booking.status,
          when: whenLabel(seoulDay(context.booking.startsAt), seoulClock(context.booking.startsAt)),
          placeName: context.placeName,
          placeKind: context.placeKind,
          lawyerName: context.lawyerName,
          holdExpiresAt: context.booking.holdExpiresAt,
          managePath: bookingManagePath(await manageToken(db, context.booking)),
        }
      : null,
  };
}

/** The payments of one booking, for its private page (guests see their receipts there). */
export async function paymentsForBooking(db: Db, bookingId: number): Promise<OrderSummary[]> {
  const rows = await db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.bookingId, bookingId), inArray(paymentOrders.status, shownStatuses)))
    .orderBy(desc(paymentOrders.id));
  return Promise.all(rows.map((row) => orderSummary(db, row)));
}

/** A member's payments, newest first, keyset-paginated by id (their page). */
export async function paymentsForUser(db: Db, userId: string, before?: number, limit = 20): Promise<OrderSummary[]> {
  const rows = await db
    .select()
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.userId, userId),
        inArray(paymentOrders.status, shownStatuses),
        before ? or(lt(paymentOrders.id, before)) : undefined,
      ),
    )
    .orderBy(desc(paymentOrders.id))
    .limit(limit);
  return Promise.all(rows.map((row) => orderSummary(db, row)));
}
