import { describe, expect, it } from 'vitest';
import { isPayable, mayMove, orderStatuses, statusFromToss, wasPaid, type OrderStatus } from './order-status';
import { CASH_RECEIPT_THRESHOLD, needsCashReceipt, productForPlace, vatIncluded } from './products';
import { refundPolicy, tossFailureMessage } from './payment-messages';

describe('an order only moves forward', () => {
  it('goes created → confirming → paid → partially refunded → refunded, and never back', () => {
    const path: OrderStatus[] = ['created', 'confirming', 'paid', 'partially_refunded', 'partially_refunded', 'refunded'];
    for (let i = 1; i < path.length; i += 1) expect(mayMove(path[i - 1]!, path[i]!), `${path[i - 1]} → ${path[i]}`).toBe(true);
    expect(mayMove('paid', 'confirming')).toBe(false);
    expect(mayMove('paid', 'waiting_for_deposit')).toBe(false);
    expect(mayMove('refunded', 'paid')).toBe(false);
    expect(mayMove('partially_refunded', 'paid')).toBe(false);
  });

  it('lets a virtual account wait for its deposit, then be paid or lapse', () => {
    expect(mayMove('confirming', 'waiting_for_deposit')).toBe(true);
    expect(mayMove('waiting_for_deposit', 'paid')).toBe(true);
    expect(mayMove('waiting_for_deposit', 'expired')).toBe(true);
    expect(mayMove('paid', 'expired')).toBe(false);
  });

  it('keeps failed, expired, cancelled and refunded orders as they are', () => {
    for (const end of ['failed', 'expired', 'cancelled', 'refunded'] as const) {
      for (const to of orderStatuses) expect(mayMove(end, to), `${end} → ${to}`).toBe(false);
    }
  });

  it("reads Toss's statuses: a cancellation after payment is a refund, before it a cancellation", () => {
    expect(statusFromToss('DONE', 'confirming')).toBe('paid');
    expect(statusFromToss('WAITING_FOR_DEPOSIT', 'confirming')).toBe('waiting_for_deposit');
    expect(statusFromToss('PARTIAL_CANCELED', 'paid')).toBe('partially_refunded');
    expect(statusFromToss('CANCELED', 'paid')).toBe('refunded');
    expect(statusFromToss('CANCELED', 'waiting_for_deposit')).toBe('cancelled');
    expect(statusFromToss('ABORTED', 'confirming')).toBe('failed');
    expect(statusFromToss('EXPIRED', 'waiting_for_deposit')).toBe('expired');
    expect(statusFromToss('READY', 'created')).toBeNull();
  });

  it('is payable only while it waits for the buyer, and counts as paid once money was taken', () => {
    expect(orderStatuses.filter(isPayable)).toEqual(['created']);
    expect(orderStatuses.filter(wasPaid)).toEqual(['paid', 'partially_refunded', 'refunded']);
  });
});

describe('prices and receipts', () => {
  it('shows the VAT inside a VAT-inclusive price in whole won', () => {
    expect(vatIncluded(220_000)).toEqual({ supply: 200_000, vat: 20_000 });
    expect(vatIncluded(55_000)).toEqual({ supply: 50_000, vat: 5_000 });
    const odd = vatIncluded(99_999);
    expect(odd.supply + odd.vat).toBe(99_999);
  });

  it('issues a cash receipt for a transfer or virtual account of 100,000 won or more, not for a card', () => {
    expect(needsCashReceipt('계좌이체', CASH_RECEIPT_THRESHOLD)).toBe(true);
    expect(needsCashReceipt('가상계좌', 220_000)).toBe(true);
    expect(needsCashReceipt('계좌이체', CASH_RECEIPT_THRESHOLD - 1)).toBe(false);
    expect(needsCashReceipt('카드', 220_000)).toBe(false);
    expect(needsCashReceipt('간편결제', 220_000)).toBe(false);
    expect(needsCashReceipt(null, 220_000)).toBe(false);
  });

  it('sells the video consultation for a video place and the visit otherwise', () => {
    expect(productForPlace('video')).toBe('premium-video');
    expect(productForPlace('office')).toBe('premium-visit');
  });

  it("puts Toss's failures in plain Korean and keeps an unknown code's own message", () => {
    expect(tossFailureMessage('PAY_PROCESS_CANCELED', 'x')).toMatch(/결제를 취소하셨습니다/);
    expect(tossFailureMessage('REJECT_CARD_PAYMENT', null)).toMatch(/카드사에서 결제를 거절/);
    expect(tossFailureMessage('SOME_NEW_CODE', '새로운 오류입니다.')).toBe('새로운 오류입니다.');
    expect(tossFailureMessage(null, '')).toMatch(/다시 시도/);
  });

  it('writes the refund rules without the words lawyer advertising rules forbid', () => {
    for (const line of refundPolicy) expect(line).not.toMatch(/최고|유일|무료|후불|할인|환불 보장|전관/);
  });
});
