/**
 * An order's states (issue 16) and the one rule about them: a state only moves forward. Toss may
 * send events out of order or days late; whatever arrives is applied only when it is a step ahead.
 */

export const orderStatuses = [
  'created',
  'confirming',
  'waiting_for_deposit',
  'paid',
  'partially_refunded',
  'refunded',
  'failed',
  'expired',
  'cancelled',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

export const orderStatusLabels: Record<OrderStatus, string> = {
  created: '결제 전',
  confirming: '결제 확인 중',
  waiting_for_deposit: '입금 대기',
  paid: '결제 완료',
  partially_refunded: '부분 환불',
  refunded: '전액 환불',
  failed: '결제 실패',
  expired: '시간 만료',
  cancelled: '결제 취소',
};

/** Where each state may go next. */
const nextStates: Record<OrderStatus, readonly OrderStatus[]> = {
  created: ['confirming', 'waiting_for_deposit', 'paid', 'failed', 'expired', 'cancelled'],
  confirming: ['waiting_for_deposit', 'paid', 'failed', 'expired', 'cancelled'],
  waiting_for_deposit: ['paid', 'expired', 'cancelled'],
  paid: ['partially_refunded', 'refunded'],
  partially_refunded: ['partially_refunded', 'refunded'],
  refunded: [],
  failed: [],
  expired: [],
  cancelled: [],
};

/** Whether an order in `from` may move to `to` (staying put is not a move). */
export function mayMove(from: OrderStatus, to: OrderStatus): boolean {
  return nextStates[from].includes(to);
}

/** The visitor may still be sent to pay: the order waits for the buyer, not for Toss. */
export function isPayable(status: OrderStatus): boolean {
  return status === 'created';
}

/** Money was taken (and maybe partly returned). */
export function wasPaid(status: OrderStatus): boolean {
  return status === 'paid' || status === 'partially_refunded' || status === 'refunded';
}

/**
 * The order state a Toss payment status means for an order now in `current`. A cancelled payment
 * that had been paid is a refund; one cancelled before money arrived (a virtual account never paid
 * into) is a cancellation. Null: the status says nothing the order does not know.
 */
export function statusFromToss(toss: string, current: OrderStatus): OrderStatus | null {
  switch (toss) {
    case 'DONE':
      return 'paid';
    case 'WAITING_FOR_DEPOSIT':
      return 'waiting_for_deposit';
    case 'PARTIAL_CANCELED':
      return 'partially_refunded';
    case 'CANCELED':
      return wasPaid(current) ? 'refunded' : 'cancelled';
    case 'ABORTED':
      return 'failed';
    case 'EXPIRED':
      return 'expired';
    default:
      return null;
  }
}
