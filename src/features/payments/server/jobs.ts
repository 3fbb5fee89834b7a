import 'server-only';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FirmSettings } from '@/features/firm/domain/firm-settings';
import { postKakaoNotice } from '@/features/notifications/server/partner-notice';
import { payReceiptPath } from '@/lib/routes';
import type { Db } from '@/server/db/client';
import { bookings, paymentOrders, paymentRefunds } from '@/server/db/schema';
import type { JobHandler } from '@/server/jobs/queue';
import { queueMailOnce } from '@/server/mail/outbox';
import { orderStatusLabels, type OrderStatus } from '../domain/order-status';
import { won } from '../domain/products';
import { orderById, recordEvent, recordReply } from './orders';
import { lookupAndApply, runRefund } from './settle';
import { idempotencyKeys, tossCall, type TossConfig, type TossPayment } from './toss-client';

/**
 * The payment's background work (issue 16), each job idempotent: reconciliation of a confirm whose
 * answer was lost, closing unpaid orders, the visitor's notices, the cash receipt and refunds
 * retried after a lost answer.
 */

type Config = { toss: () => TossConfig | null };

const payloadOrderId = (payload: unknown): string | null => {
  const value = (payload as { orderId?: unknown } | null)?.orderId;
  return typeof value === 'string' ? value : null;
};

/** A confirm whose answer never came: ask Toss by order id until it knows; re-send the same confirm if Toss has none. */
export function paymentReconcileHandler(config: Config): JobHandler {
  return async (job, db) => {
    const toss = config.toss();
    const orderId = payloadOrderId(job.payload);
    if (!toss || !orderId) return { status: 'failed', error: 'payments are not configured, or the payload has no order' };
    const order = await orderById(db, orderId);
    if (!order) return { status: 'skipped', detail: 'no such order' };
    if (order.status !== 'confirming') return { status: 'skipped', detail: `the order is ${order.status}` };
    const found = await lookupAndApply(db, toss, orderId);
    if (found === 'applied') {
      const after = await orderById(db, orderId);
      return after?.status === 'confirming' ? { status: 'retry', error: 'Toss does not report a final state yet' } : { status: 'done' };
    }
    if (found === 'unreachable') return { status: 'retry', error: 'Toss did not answer the lookup' };
    // Toss has no payment for the order: the confirm never reached it. The same confirm again (same key).
    const reply = await tossCall<TossPayment>(toss, '/v1/payments/confirm', {
      body: { paymentKey: order.paymentKey, orderId, amount: order.amount },
      idempotencyKey: idempotencyKeys.confirm(orderId),
    });
    if (reply.kind === 'unreachable') return { status: 'retry', error: 'Toss did not answer the confirm' };
    await recordReply(db, orderId, 'confirm', reply);
    if (reply.kind === 'ok' || reply.code === 'ALREADY_PROCESSED_PAYMENT') {
      return (await lookupAndApply(db, toss, orderId)) === 'applied' ? { status: 'done' } : { status: 'retry', error: 'not settled yet' };
    }
    if (reply.status >= 500) return { status: 'retry', error: `Toss answered ${reply.status}` };
    await db
      .update(paymentOrders)
      .set({ status: 'failed', failureCode: reply.code, failureMessage: reply.message || null, updatedAt: sql`now()` })
      .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'confirming')));
    return { status: 'done' };
  };
}

/** An order nobody paid before its hold lapsed is closed (the booking's own job freed the slot). */
export const paymentExpireHandler: JobHandler = async (job, db) => {
  const orderId = payloadOrderId(job.payload);
  if (!orderId) return { status: 'failed', error: 'payload without an order' };
  const order = await orderById(db, orderId);
  if (!order || order.status !== 'created') return { status: 'skipped', detail: 'the order was paid, failed or closed' };
  if (order.bookingId) {
    const [held] = await db
      .select({ id: bookings.id })
      .from(bookings)
      .where(and(eq(bookings.id, order.bookingId), eq(bookings.status, 'held'), sql`${bookings.holdExpiresAt} > now()`));
    if (held) return { status: 'retry', error: 'the hold was extended; the order stays open' };
  }
  await db
    .update(paymentOrders)
    .set({ status: 'expired', updatedAt: sql`now()` })
    .where(and(eq(paymentOrders.id, order.id), eq(paymentOrders.status, 'created')));
  return { status: 'done' };
};

/** A refund whose answer was lost: sent again with the same Idempotency-Key. */
export function paymentRefundHandler(config: Config): JobHandler {
  return async (job, db) => {
    const toss = config.toss();
    const refundId = (job.payload as { refundId?: unknown } | null)?.refundId;
    if (!toss || typeof refundId !== 'number') return { status: 'failed', error: 'payments are not configured, or no refund' };
    const outcome = await runRefund(db, toss, refundId);
    if (outcome.status === 'pending') return { status: 'retry', error: 'Toss did not answer the cancel' };
    if (outcome.status === 'failed') return { status: 'failed', error: outcome.message };
    return { status: 'done' };
  };
}

/**
 * 현금영수증 for a cash-type payment of 100,000 won or more that came without one: issued through
 * Toss's cash receipt API for the buyer's phone number (소득공제), once per order.
 */
export function paymentCashReceiptHandler(config: Config): JobHandler {
  return async (job, db) => {
    const toss = config.toss();
    const orderId = payloadOrderId(job.payload);
    if (!toss || !orderId) return { status: 'failed', error: 'payments are not configured, or no order' };
    const order = await orderById(db, orderId);
    if (!order) return { status: 'skipped', detail: 'no such order' };
    if (order.cashReceiptUrl) return { status: 'skipped', detail: 'the receipt was issued' };
    const reply = await tossCall<{ receiptUrl?: string; type?: string; issueStatus?: string }>(toss, '/v1/cash-receipts', {
      body: {
        amount: order.amount,
        orderId: order.orderId,
        orderName: order.orderName,
        customerIdentityNumber: order.buyerPhone.replace(/\D/g, ''),
        type: '소득공제',
      },
      idempotencyKey: idempotencyKeys.cashReceipt(order.orderId),
    });
    if (reply.kind === 'unreachable') return { status: 'retry', error: 'Toss did not answer' };
    await recordEvent(db, {
      orderId,
      source: 'cash-receipt',
      httpStatus: reply.status,
      status: reply.kind === 'ok' ? (reply.body.issueStatus ?? 'ok') : reply.code,
      body: reply.body,
    });
    if (reply.kind === 'error')
      return reply.status >= 500 ? { status: 'retry', error: reply.code } : { status: 'failed', error: reply.code };
    await db
      .update(paymentOrders)
      .set({ cashReceiptType: reply.body.type ?? '소득공제', cashReceiptUrl: reply.body.receiptUrl ?? null, updatedAt: sql`now()` })
      .where(eq(paymentOrders.id, order.id));
    return { status: 'done' };
  };
}

const noticeTitles: Partial<Record<OrderStatus, string>> = {
  paid: '심층 상담료 결제가 완료되었습니다',
  waiting_for_deposit: '심층 상담료 입금 계좌를 안내해 드립니다',
  partially_refunded: '심층 상담료 일부를 환불했습니다',
  refunded: '심층 상담료를 환불했습니다',
  cancelled: '심층 상담 결제가 취소되었습니다',
  expired: '심층 상담료 입금 기한이 지났습니다',
};

/** The visitor's receipt and refund notices: KakaoTalk through the partner, and mail when they gave an address. */
export function paymentNoticeHandler(config: {
  siteUrl: string;
  partnerApiUrl: string | undefined;
  settings: () => Promise<FirmSettings>;
}): JobHandler {
  return async (job, db: Db) => {
    const payload = job.payload as { orderId?: unknown; status?: unknown; refunded?: unknown } | null;
    const orderId = payloadOrderId(payload);
    const status = typeof payload?.status === 'string' ? (payload.status as OrderStatus) : null;
    if (!orderId || !status) return { status: 'failed', error: 'payload without an order' };
    const title = noticeTitles[status];
    if (!title) return { status: 'skipped', detail: `no notice for ${status}` };
    const order = await orderById(db, orderId);
    if (!order) return { status: 'skipped', detail: 'no such order' };
    const settings = await config.settings();
    const receipt = `${config.siteUrl}${payReceiptPath(order.orderId)}`;
    const lines = [
      `${order.buyerName}님, ${title}.`,
      '',
      `상품: ${order.orderName}`,
      `결제 금액: ${won(order.amount)} (부가가치세 ${won(order.vat)} 포함)`,
      `상태: ${orderStatusLabels[status]}`,
    ];
    // The reason staff gave for the latest refund is the visitor's to read.
    const [latest] =
      order.refundedAmount > 0
        ? await db
            .select({ reason: paymentRefunds.reason })
            .from(paymentRefunds)
            .where(and(eq(paymentRefunds.orderId, order.id), eq(paymentRefunds.status, 'done')))
            .orderBy(desc(paymentRefunds.id))
            .limit(1)
        : [];
    if (order.refundedAmount > 0) lines.push(`환불 금액: ${won(order.refundedAmount)}`);
    if (latest) lines.push(`환불 사유: ${latest.reason}`);
    if (status === 'waiting_for_deposit' && order.virtualAccount) {
      lines.push(`입금 계좌: ${order.virtualAccount.accountNumber} (예금주 ${order.virtualAccount.customerName})`);
    }
    lines.push('', `영수증 보기: ${receipt}`, '', `문의: ${settings.mainPhone}`, '이 알림은 발신 전용입니다.');
    const key = `payment-${order.orderId}-${status}-${String(payload?.refunded ?? 0)}`;
    if (order.buyerEmail) {
      await queueMailOnce(db, key, {
        kind: 'payment-receipt',
        to: order.buyerEmail,
        subject: `[${settings.firmName}] ${title}`,
        text: lines.join('\n'),
      });
    }
    if (!config.partnerApiUrl) return { status: 'skipped', detail: 'PARTNER_API_URL is not configured for the KakaoTalk notice' };
    return postKakaoNotice({
      partnerApiUrl: config.partnerApiUrl,
      idempotencyKey: key,
      body: {
        tel: order.buyerPhone,
        template: `PAYMENT_${status.toUpperCase()}`,
        name: order.buyerName,
        product: order.orderName,
        amount: order.amount,
        refunded: order.refundedAmount,
        refundReason: latest?.reason ?? null,
        url: receipt,
        orderId: order.orderId,
      },
    });
  };
}
