import { isCalendarDate, phoneDigits } from '@/features/consult/domain/office-inbox';
import { cursorParam, type ListCursor } from '@/lib/keyset';
import { normalizeText } from '@/lib/text';
import { orderStatuses, type OrderStatus } from './order-status';

/**
 * The back office's payment list (issue 16): its filters, read from the query string by the page
 * and by the CSV export alike, and the words the screens use. A bad value never fails the request:
 * it is dropped and named in a Korean message, like the consult inbox's.
 */

export const PAYMENT_PAGE_SIZE = 50;
/** An order id is up to 64 characters; a name or a phone number far less. */
export const PAYMENT_SEARCH_MAX = 64;

/** Toss's method names (v1 Payment.method), as they are stored on the order. */
export const paymentMethods = ['카드', '간편결제', '계좌이체', '가상계좌'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export type PaymentFilters = {
  status?: OrderStatus;
  method?: PaymentMethod;
  /** Seoul calendar days, YYYY-MM-DD, both inclusive, of the order's creation. */
  from?: string;
  to?: string;
  /** The order id (exactly), the buyer's phone (its leading digits) or name (its beginning). */
  q?: string;
};

export type ParsedPaymentFilters = { filters: PaymentFilters; before: ListCursor | null; errors: string[] };

export const paymentFilterMessages = {
  status: '결제 상태 값이 올바르지 않습니다.',
  method: '결제 수단 값이 올바르지 않습니다.',
  from: '시작일은 2026-01-31 형식의 날짜여야 합니다.',
  to: '종료일은 2026-01-31 형식의 날짜여야 합니다.',
  range: '시작일이 종료일보다 늦습니다.',
  q: `검색어는 ${PAYMENT_SEARCH_MAX}자 이내로 적어 주세요.`,
};

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

/** A query value as typed text, normalized like every other input (a NUL never reaches PostgreSQL). */
function read(params: Params, key: string): string {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? normalizeText(first).trim() : '';
}

export function parsePaymentFilters(params: Params): ParsedPaymentFilters {
  const filters: PaymentFilters = {};
  const errors: string[] = [];
  const status = read(params, 'status');
  if (status) {
    const known = orderStatuses.find((name) => name === status);
    if (known) filters.status = known;
    else errors.push(paymentFilterMessages.status);
  }
  const method = read(params, 'method');
  if (method) {
    const known = paymentMethods.find((name) => name === method);
    if (known) filters.method = known;
    else errors.push(paymentFilterMessages.method);
  }
  for (const key of ['from', 'to'] as const) {
    const value = read(params, key);
    if (!value) continue;
    if (isCalendarDate(value)) filters[key] = value;
    else errors.push(paymentFilterMessages[key]);
  }
  if (filters.from && filters.to && filters.from > filters.to) {
    errors.push(paymentFilterMessages.range);
    delete filters.from;
    delete filters.to;
  }
  const q = read(params, 'q');
  if (q) {
    if (q.length <= PAYMENT_SEARCH_MAX) filters.q = q;
    else errors.push(paymentFilterMessages.q);
  }
  // A cursor this list did not make starts the list at the top, as the other keyset lists do.
  const before = params instanceof URLSearchParams ? (params.get('before') ?? undefined) : params.before;
  return { filters, before: cursorParam(before), errors };
}

const filterKeys = ['status', 'method', 'from', 'to', 'q'] as const;

/** The query string of these filters (and a cursor), for links, the next page and the export. */
export function paymentListQuery(filters: PaymentFilters, before?: string | null): string {
  const params = new URLSearchParams();
  for (const key of filterKeys) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (before) params.set('before', before);
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The filters that are set: what the export's audit entry records. */
export function paymentFiltersForRecord(filters: PaymentFilters): Record<string, string> {
  const record: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = filters[key];
    if (value) record[key] = value;
  }
  return record;
}

/** What a search text can mean: an order id (matched exactly), phone digits (a prefix), a name (a prefix). */
export function paymentSearchTerms(q: string): { orderId: string | null; digits: string | null; name: string } {
  return { orderId: /^[A-Za-z0-9_-]{6,64}$/.test(q) ? q : null, digits: phoneDigits(q), name: q };
}

/** What the refund form and its action say beyond paymentMessages. */
export const officeRefundMessages = {
  notConfigured: '온라인 결제(토스페이먼츠)가 설정되지 않아 이 서버에서는 환불할 수 없습니다. 토스페이먼츠 상점관리자에서 환불해 주세요.',
  done: '환불했습니다',
  reasonTooLong: '200자 이내로 적어 주세요.',
} as const;

export const refundStatusLabels: Record<string, string> = {
  requested: '요청 중',
  done: '환불 완료',
  failed: '실패',
};

export const paymentEventSourceLabels: Record<string, string> = {
  confirm: '결제 승인',
  lookup: '결제 조회',
  webhook: '웹훅',
  cancel: '취소(환불)',
  'cash-receipt': '현금영수증',
  refused: '사이트가 거부',
};

const HIDDEN = '(숨김)';
const SHOWN_MAX = 20_000;

/**
 * An event's body as staff read it: pretty JSON, with the payment's own `secret` (the key virtual
 * account deposit callbacks carry) hidden, and cut short when it is very long. The API secret key
 * is never stored in a body (toss-client.ts sends it only in the Authorization header).
 */
export function eventBodyText(body: unknown): string {
  const text = JSON.stringify(body ?? null, (key, value: unknown) => (key === 'secret' && value ? HIDDEN : value), 2) ?? 'null';
  return text.length > SHOWN_MAX ? `${text.slice(0, SHOWN_MAX)}\n… (${(text.length - SHOWN_MAX).toLocaleString('ko-KR')}자 생략)` : text;
}
