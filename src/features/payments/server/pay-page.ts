import 'server-only';
import { getDb } from '@/server/db/db';
import { orderById } from './orders';
import { tossConfig } from './toss-client';
import { orderSummary, type OrderSummary } from './visitor-queries';

/** /pay/opt's model: the order to pay, or why it cannot be paid now. */
export type PayPageModel =
  | { kind: 'not-found' }
  | { kind: 'unconfigured' }
  | { kind: 'pay'; order: OrderSummary; clientKey: string; sdkUrl: string; buyerPhoneDigits: string; buyerEmail: string | null }
  | { kind: 'done'; orderId: string }
  | { kind: 'failed'; order: OrderSummary; message: string; mayRetry: boolean }
  | { kind: 'closed'; order: OrderSummary };

export async function payPageModel(orderId: string): Promise<PayPageModel> {
  const db = await getDb();
  const order = await orderById(db, orderId);
  if (!order) return { kind: 'not-found' };
  const config = tossConfig();
  if (!config) return { kind: 'unconfigured' };
  const summary = await orderSummary(db, order);
  const holdLive =
    summary.booking?.status === 'held' && summary.booking.holdExpiresAt !== null && summary.booking.holdExpiresAt > new Date();
  switch (order.status) {
    case 'created':
      return holdLive
        ? {
            kind: 'pay',
            order: summary,
            clientKey: config.clientKey,
            sdkUrl: config.sdkUrl,
            buyerPhoneDigits: order.buyerPhone.replace(/\D/g, ''),
            buyerEmail: order.buyerEmail,
          }
        : { kind: 'closed', order: summary };
    case 'failed':
      return { kind: 'failed', order: summary, message: order.failureMessage ?? '결제를 마치지 못했습니다.', mayRetry: holdLive };
    case 'expired':
    case 'cancelled':
      return { kind: 'closed', order: summary };
    default:
      return { kind: 'done', orderId: order.orderId };
  }
}
