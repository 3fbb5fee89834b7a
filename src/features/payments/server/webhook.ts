import 'server-only';
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '@/server/db/client';
import { orderById, recordEvent, recordReply } from './orders';
import { applyPayment, runRefund } from './settle';
import { tossCall, type TossConfig, type TossPayment } from './toss-client';

/**
 * POST /api/payments/toss/webhook (issue 16). Payment webhooks carry no signature, so the body is
 * never trusted: it is kept as received, and the payment is read back from Toss (by payment key, or
 * by order id for a virtual-account deposit, whose `secret` must also match the one Toss gave at
 * confirm). What Toss says is applied forward only, so replays and late events change nothing.
 * Unknown orders are logged and answered 200 (Toss stops retrying).
 */

export type WebhookAnswer = { status: number; body: { ok: boolean; detail: string } };

type WebhookBody = {
  eventType?: unknown;
  data?: { paymentKey?: unknown; orderId?: unknown } | null;
  orderId?: unknown;
  secret?: unknown;
  status?: unknown;
};

function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export async function handleTossWebhook(db: Db, config: TossConfig, raw: unknown): Promise<WebhookAnswer> {
  if (!raw || typeof raw !== 'object') return { status: 400, body: { ok: false, detail: 'a JSON object is expected' } };
  const body = raw as WebhookBody;
  const paymentKey = typeof body.data?.paymentKey === 'string' ? body.data.paymentKey : null;
  const orderId = typeof body.data?.orderId === 'string' ? body.data.orderId : typeof body.orderId === 'string' ? body.orderId : null;
  const order = orderId ? await orderById(db, orderId) : null;
  await recordEvent(db, {
    orderId: order?.orderId ?? null,
    source: 'webhook',
    status:
      typeof body.eventType === 'string' ? body.eventType : typeof body.status === 'string' ? `DEPOSIT_CALLBACK:${body.status}` : null,
    body: raw,
  });
  if (!order) {
    console.warn(`[payments] webhook for an unknown order ${String(orderId).slice(0, 80)}: kept and answered 200`);
    return { status: 200, body: { ok: true, detail: 'unknown order' } };
  }
  // A deposit callback names the order and carries the payment's secret; a mismatch is not Toss.
  if (!paymentKey && typeof body.secret === 'string' && order.depositSecret && !sameSecret(body.secret, order.depositSecret)) {
    console.warn(`[payments] deposit callback for ${order.orderId} with a secret that does not match: ignored`);
    return { status: 200, body: { ok: true, detail: 'secret mismatch, ignored' } };
  }
  const key = paymentKey ?? order.paymentKey;
  const reply = await tossCall<TossPayment>(
    config,
    key ? `/v1/payments/${encodeURIComponent(key)}` : `/v1/payments/orders/${encodeURIComponent(order.orderId)}`,
  );
  // Toss did not answer: a non-2xx makes Toss send the webhook again later.
  if (reply.kind === 'unreachable') return { status: 503, body: { ok: false, detail: 'could not read the payment back' } };
  await recordReply(db, order.orderId, 'lookup', reply);
  if (reply.kind === 'error') {
    if (reply.status >= 500) return { status: 503, body: { ok: false, detail: 'Toss answered an error' } };
    return { status: 200, body: { ok: true, detail: `Toss does not know the payment (${reply.code})` } };
  }
  const applied = await applyPayment(db, order.orderId, reply.body, 'webhook');
  if (applied.cancelRefundId) await runRefund(db, config, applied.cancelRefundId);
  return { status: 200, body: { ok: true, detail: applied.changed ? `now ${applied.status}` : 'nothing new' } };
}
