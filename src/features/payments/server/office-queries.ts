import 'server-only';
import { and, asc, count, desc, eq, gte, ilike, lt, or, sql, type SQL } from 'drizzle-orm';
import { recordAudit } from '@/features/auth/server/audit';
import { assertStaff } from '@/features/auth/server/staff-query';
import type { Viewer } from '@/features/auth/server/viewer';
import { bookingStatusLabels, whenLabel, type BookingStatus } from '@/features/booking/domain/booking-rules';
import { maskTel } from '@/features/consult/domain/consult-form-rules';
import { CSV_BOM, csvLine } from '@/features/consult/domain/office-csv';
import { escapeLike } from '@/features/consult/domain/office-inbox';
import { encodeCursor, type ListCursor } from '@/lib/keyset';
import { officeBookingPath, officeConsultPath, officePaymentPath } from '@/lib/routes';
import { formatSeoulTime, seoulClock, seoulDay, seoulDayEnd, seoulDayStart } from '@/lib/seoul-date';
import type { DbOrTx } from '@/server/db/client';
import { getDb } from '@/server/db/db';
import { bookingPlaces, bookings, lawyers, paymentEvents, paymentOrders, paymentRefunds } from '@/server/db/schema';
import {
  eventBodyText,
  PAYMENT_PAGE_SIZE,
  paymentEventSourceLabels,
  paymentFiltersForRecord,
  paymentSearchTerms,
  refundStatusLabels,
  type PaymentFilters,
} from '../domain/office-payments';
import { orderStatusLabels, wasPaid, type OrderStatus } from '../domain/order-status';
import { ORDER_ID_PATTERN } from './orders';
import { tossConfig } from './toss-client';

/**
 * The back office's reads of payments (issue 16), for holders of payments.manage: the list (newest
 * first, keyset pages on (created_at, id), never OFFSET), one order with its booking, refunds and
 * Toss's ledger, and the CSV export. Each checks the capability again, whatever the page checked.
 */

function statusLabel(status: string): string {
  return orderStatusLabels[status as OrderStatus] ?? status;
}

function paymentConditions(filters: PaymentFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(paymentOrders.status, filters.status));
  if (filters.method) conditions.push(eq(paymentOrders.method, filters.method));
  if (filters.from) conditions.push(gte(paymentOrders.createdAt, seoulDayStart(filters.from)));
  if (filters.to) conditions.push(lt(paymentOrders.createdAt, seoulDayEnd(filters.to)));
  if (filters.q) {
    const terms = paymentSearchTerms(filters.q);
    const matches: SQL[] = [ilike(paymentOrders.buyerName, `${escapeLike(terms.name)}%`)];
    if (terms.orderId) matches.push(eq(paymentOrders.orderId, terms.orderId));
    // Digits match the stored number with or without its hyphens: 0101234 finds 010-1234-5678.
    if (terms.digits) matches.push(sql`regexp_replace(${paymentOrders.buyerPhone}, '[^0-9]', '', 'g') like ${`${terms.digits}%`}`);
    conditions.push(or(...matches)!);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

/**
 * The rows after a cursor. The cursor's own order gives its time to the microsecond (a link carries
 * milliseconds, which would skip orders made within the same millisecond); the link's time stands
 * in if that order is gone.
 */
function afterCursor(before: ListCursor | null): SQL | undefined {
  if (!before) return undefined;
  const cursorAt = sql`coalesce((select cursor_order.created_at from ${paymentOrders} cursor_order where cursor_order.id = ${before.id}), ${before.at.toISOString()}::timestamptz)`;
  return sql`(${paymentOrders.createdAt}, ${paymentOrders.id}) < (${cursorAt}, ${before.id})`;
}

const listColumns = {
  id: paymentOrders.id,
  createdAt: paymentOrders.createdAt,
  orderId: paymentOrders.orderId,
  orderName: paymentOrders.orderName,
  buyerName: paymentOrders.buyerName,
  buyerPhone: paymentOrders.buyerPhone,
  amount: paymentOrders.amount,
  refundedAmount: paymentOrders.refundedAmount,
  method: paymentOrders.method,
  status: paymentOrders.status,
  approvedAt: paymentOrders.approvedAt,
  bookingStartsAt: bookings.startsAt,
};

function selectRows(db: DbOrTx, filters: PaymentFilters, before: ListCursor | null, limit: number) {
  return db
    .select(listColumns)
    .from(paymentOrders)
    .leftJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
    .where(and(paymentConditions(filters), afterCursor(before)))
    .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    .limit(limit);
}

type ListRow = Awaited<ReturnType<typeof selectRows>>[number];

export type OfficePaymentRow = {
  orderId: string;
  createdAt: Date;
  productName: string;
  buyerName: string;
  /** 010-****-5678: the list never shows the whole number. */
  buyerPhone: string;
  amount: number;
  refundedAmount: number;
  method: string | null;
  status: string;
  statusLabel: string;
  bookingStartsAt: Date | null;
  href: string;
};

export type OfficePaymentPage = { rows: OfficePaymentRow[]; nextCursor: string | null; isFirst: boolean };

function toRow(row: ListRow): OfficePaymentRow {
  return {
    orderId: row.orderId,
    createdAt: row.createdAt,
    productName: row.orderName,
    buyerName: row.buyerName,
    buyerPhone: maskTel(row.buyerPhone),
    amount: row.amount,
    refundedAmount: row.refundedAmount,
    method: row.method,
    status: row.status,
    statusLabel: statusLabel(row.status),
    bookingStartsAt: row.bookingStartsAt,
    href: officePaymentPath(row.orderId),
  };
}

/** /office/payments: 50 orders a page, newest first, filtered; `nextCursor` continues below the last. */
export async function listOfficePayments(
  viewer: Viewer | null,
  filters: PaymentFilters,
  before: ListCursor | null = null,
): Promise<OfficePaymentPage> {
  assertStaff(viewer, 'payments.manage');
  const db = await getDb();
  const rows = await selectRows(db, filters, before, PAYMENT_PAGE_SIZE + 1);
  const shown = rows.slice(0, PAYMENT_PAGE_SIZE);
  const last = shown.at(-1);
  return {
    rows: shown.map(toRow),
    nextCursor: rows.length > PAYMENT_PAGE_SIZE && last ? encodeCursor({ at: last.createdAt, id: last.id }) : null,
    isFirst: before === null,
  };
}

export type OfficePaymentRefund = {
  id: number;
  amount: number;
  reason: string;
  actorName: string;
  status: string;
  statusLabel: string;
  failureMessage: string | null;
  requestedAt: Date;
  doneAt: Date | null;
};

export type OfficePaymentEvent = {
  id: number;
  source: string;
  sourceLabel: string;
  status: string | null;
  httpStatus: number | null;
  at: Date;
  /** Pretty JSON, the deposit secret hidden. */
  body: string;
};

export type OfficePayment = {
  orderId: string;
  productName: string;
  amount: number;
  vat: number;
  refundedAmount: number;
  /** What may still be refunded: the amount less what is refunded and what is being refunded. */
  refundable: number;
  pendingRefund: number;
  status: string;
  statusLabel: string;
  method: string | null;
  createdAt: Date;
  approvedAt: Date | null;
  receiptUrl: string | null;
  cashReceiptType: string | null;
  cashReceiptUrl: string | null;
  virtualAccount: { bankCode: string; accountNumber: string; customerName: string; dueDate: string } | null;
  failureMessage: string | null;
  holdLost: boolean;
  buyerName: string;
  buyerPhone: string;
  buyerEmail: string | null;
  booking: {
    id: number;
    placeName: string;
    lawyerName: string;
    when: string;
    status: string;
    statusLabel: string;
    href: string;
  } | null;
  consult: { id: number; href: string } | null;
  refunds: OfficePaymentRefund[];
  events: OfficePaymentEvent[];
  /** Events left out: only the newest EVENT_LIMIT are shown. */
  olderEvents: number;
  canRefund: boolean;
  /** Toss Payments is configured on this server (refunds go through its API). */
  refundsEnabled: boolean;
};

const EVENT_LIMIT = 200;

/** A link Toss gave (a receipt page): shown only when it is a web address. */
function webUrl(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

/** One order for /office/payments/{orderId}; null when there is none. */
export async function getOfficePayment(viewer: Viewer | null, orderId: string): Promise<OfficePayment | null> {
  assertStaff(viewer, 'payments.manage');
  if (!ORDER_ID_PATTERN.test(orderId)) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      order: paymentOrders,
      bookingId: bookings.id,
      bookingStatus: bookings.status,
      bookingStartsAt: bookings.startsAt,
      bookingEndsAt: bookings.endsAt,
      placeName: bookingPlaces.name,
      lawyerName: lawyers.name,
    })
    .from(paymentOrders)
    .leftJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
    .leftJoin(bookingPlaces, eq(bookingPlaces.id, bookings.placeId))
    .leftJoin(lawyers, eq(lawyers.id, bookings.lawyerId))
    .where(eq(paymentOrders.orderId, orderId));
  if (!row) return null;
  const { order } = row;
  const [refundRows, eventRows, [eventCount]] = await Promise.all([
    db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.orderId, order.id))
      .orderBy(asc(paymentRefunds.createdAt), asc(paymentRefunds.id)),
    db.select().from(paymentEvents).where(eq(paymentEvents.orderId, order.orderId)).orderBy(desc(paymentEvents.id)).limit(EVENT_LIMIT),
    db.select({ total: count() }).from(paymentEvents).where(eq(paymentEvents.orderId, order.orderId)),
  ]);
  const pendingRefund = refundRows.filter((refund) => refund.status === 'requested').reduce((sum, refund) => sum + refund.amount, 0);
  const refundable = Math.max(0, order.amount - order.refundedAmount - pendingRefund);
  const status = order.status as OrderStatus;
  const bookingDay = row.bookingStartsAt ? seoulDay(row.bookingStartsAt) : null;
  return {
    orderId: order.orderId,
    productName: order.orderName,
    amount: order.amount,
    vat: order.vat,
    refundedAmount: order.refundedAmount,
    refundable,
    pendingRefund,
    status: order.status,
    statusLabel: statusLabel(order.status),
    method: order.method,
    createdAt: order.createdAt,
    approvedAt: order.approvedAt,
    receiptUrl: webUrl(order.receiptUrl),
    cashReceiptType: order.cashReceiptType,
    cashReceiptUrl: webUrl(order.cashReceiptUrl),
    virtualAccount: order.virtualAccount ?? null,
    failureMessage: order.failureMessage,
    holdLost: order.holdLost,
    buyerName: order.buyerName,
    buyerPhone: order.buyerPhone,
    buyerEmail: order.buyerEmail,
    booking:
      row.bookingId && row.bookingStartsAt && row.bookingEndsAt && bookingDay
        ? {
            id: row.bookingId,
            placeName: row.placeName ?? '',
            lawyerName: row.lawyerName ?? '',
            when: `${whenLabel(bookingDay, seoulClock(row.bookingStartsAt))} – ${seoulClock(row.bookingEndsAt)}`,
            status: row.bookingStatus ?? '',
            statusLabel: bookingStatusLabels[row.bookingStatus as BookingStatus] ?? row.bookingStatus ?? '',
            href: officeBookingPath(row.bookingId),
          }
        : null,
    consult: order.consultId ? { id: order.consultId, href: officeConsultPath(order.consultId) } : null,
    refunds: refundRows.map((refund) => ({
      id: refund.id,
      amount: refund.amount,
      reason: refund.reason,
      actorName: refund.actorName,
      status: refund.status,
      statusLabel: refundStatusLabels[refund.status] ?? refund.status,
      failureMessage: refund.failureMessage,
      requestedAt: refund.createdAt,
      doneAt: refund.doneAt,
    })),
    events: eventRows.reverse().map((event) => ({
      id: event.id,
      source: event.source,
      sourceLabel: paymentEventSourceLabels[event.source] ?? event.source,
      status: event.status,
      httpStatus: event.httpStatus,
      at: event.createdAt,
      body: eventBodyText(event.body),
    })),
    olderEvents: Math.max(0, (eventCount?.total ?? 0) - eventRows.length),
    canRefund: wasPaid(status) && status !== 'refunded' && Boolean(order.paymentKey) && refundable > 0,
    refundsEnabled: tossConfig() !== null,
  };
}

export const paymentExportHeader = [
  '주문 시각',
  '주문번호',
  '상품',
  '구매자',
  '연락처',
  '결제 금액',
  '환불 금액',
  '결제 수단',
  '상태',
  '승인 시각',
  '상담 일시',
] as const;

const EXPORT_BATCH = 500;

function exportLine(row: ListRow): string {
  return `${csvLine([
    formatSeoulTime(row.createdAt),
    row.orderId,
    row.orderName,
    row.buyerName,
    maskTel(row.buyerPhone),
    row.amount,
    row.refundedAmount,
    row.method,
    statusLabel(row.status),
    row.approvedAt ? formatSeoulTime(row.approvedAt) : null,
    row.bookingStartsAt ? formatSeoulTime(row.bookingStartsAt) : null,
  ])}\r\n`;
}

/**
 * The CSV export: every order matching the filters, newest first, as UTF-8 with a BOM for Excel,
 * read in keyset batches while the file streams. The export is audit-logged with the filters and
 * the count of matching orders when it starts.
 */
export async function exportOfficePayments(
  viewer: Viewer | null,
  filters: PaymentFilters,
  context: { ipAddress: string | null },
): Promise<{ stream: ReadableStream<Uint8Array>; count: number }> {
  assertStaff(viewer, 'payments.manage');
  const db = await getDb();
  const [counted] = await db.select({ total: count() }).from(paymentOrders).where(paymentConditions(filters));
  const total = counted?.total ?? 0;
  await recordAudit(db, {
    actor: { id: viewer.id, name: viewer.name },
    action: 'payment.export',
    subjectType: 'payment_order',
    detail: { filters: paymentFiltersForRecord(filters), count: total },
    ipAddress: context.ipAddress,
  });
  const encoder = new TextEncoder();
  let cursor: ListCursor | null = null;
  let started = false;
  const stream = new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(`${CSV_BOM}${csvLine(paymentExportHeader)}\r\n`));
        return;
      }
      try {
        const rows = await selectRows(db, filters, cursor, EXPORT_BATCH);
        if (rows.length > 0) controller.enqueue(encoder.encode(rows.map(exportLine).join('')));
        const last = rows.at(-1);
        if (rows.length < EXPORT_BATCH || !last) controller.close();
        else cursor = { at: last.createdAt, id: last.id };
      } catch (error) {
        console.error('[export] payment export failed while streaming', error);
        controller.error(error);
      }
    },
  });
  return { stream, count: total };
}
