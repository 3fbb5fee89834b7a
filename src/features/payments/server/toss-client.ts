import 'server-only';
import { env } from '@/server/env';

/**
 * The one caller of Toss Payments' API (issue 16, v1 endpoints). The secret key goes only into
 * the Authorization header: never into a page, a log line or a stored event. Every POST carries an
 * Idempotency-Key made from the order and the operation, so a retried call never charges or
 * refunds twice.
 */

export const TOSS_DEFAULT_API_URL = 'https://api.tosspayments.com';
export const TOSS_DEFAULT_SDK_URL = 'https://js.tosspayments.com/v2/standard';

export type TossConfig = { clientKey: string; secretKey: string; apiUrl: string; sdkUrl: string; timeoutMs: number };

/** Null when online payment is not configured (the premium consultation then falls back to pay-by-link). */
export function tossConfig(): TossConfig | null {
  const settings = env();
  if (!settings.TOSS_CLIENT_KEY || !settings.TOSS_SECRET_KEY) return null;
  return {
    clientKey: settings.TOSS_CLIENT_KEY,
    secretKey: settings.TOSS_SECRET_KEY,
    apiUrl: (settings.TOSS_API_URL ?? TOSS_DEFAULT_API_URL).replace(/\/+$/, ''),
    sdkUrl: settings.TOSS_SDK_URL ?? TOSS_DEFAULT_SDK_URL,
    timeoutMs: settings.TOSS_TIMEOUT_MS,
  };
}

/** The fields of Toss's Payment object this site reads. */
export type TossPayment = {
  paymentKey: string;
  orderId: string;
  orderName?: string;
  status: string;
  method: string | null;
  totalAmount: number;
  balanceAmount: number;
  currency?: string;
  approvedAt: string | null;
  receipt?: { url?: string } | null;
  secret?: string | null;
  virtualAccount?: { bankCode?: string; accountNumber?: string; customerName?: string; dueDate?: string } | null;
  cashReceipt?: { type?: string; receiptUrl?: string } | null;
  cancels?: Array<{ transactionKey: string; cancelAmount: number; cancelReason: string; canceledAt: string }> | null;
};

export type TossReply<T> =
  | { kind: 'ok'; status: number; body: T }
  | { kind: 'error'; status: number; code: string; message: string; body: unknown }
  /** No answer: a network error or the timeout. Toss may or may not have done the work. */
  | { kind: 'unreachable'; error: string };

export async function tossCall<T>(
  config: TossConfig,
  path: string,
  init: { method?: 'GET' | 'POST'; body?: unknown; idempotencyKey?: string; timeoutMs?: number } = {},
): Promise<TossReply<T>> {
  const headers: Record<string, string> = {
    Authorization: `Basic ${Buffer.from(`${config.secretKey}:`).toString('base64')}`,
    Accept: 'application/json',
  };
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.idempotencyKey) headers['Idempotency-Key'] = init.idempotencyKey;
  let response: Response;
  let text: string;
  try {
    response = await fetch(`${config.apiUrl}${path}`, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(init.timeoutMs ?? config.timeoutMs),
      cache: 'no-store',
    });
    text = await response.text();
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    return { kind: 'unreachable', error: name === 'TimeoutError' || name === 'AbortError' ? 'timeout' : 'network error' };
  }
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = { raw: text.slice(0, 2_000) };
  }
  if (response.ok) return { kind: 'ok', status: response.status, body: body as T };
  const error = (body ?? {}) as { code?: unknown; message?: unknown };
  return {
    kind: 'error',
    status: response.status,
    code: typeof error.code === 'string' ? error.code : `HTTP_${response.status}`,
    message: typeof error.message === 'string' ? error.message : '',
    body,
  };
}

/** Idempotency keys: one per order and operation, never shared across orders. */
export const idempotencyKeys = {
  confirm: (orderId: string) => `${orderId}:confirm`,
  cancel: (orderId: string, refundId: number) => `${orderId}:refund:${refundId}`,
  cashReceipt: (orderId: string) => `${orderId}:cash-receipt`,
};
