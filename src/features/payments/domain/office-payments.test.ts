import { describe, expect, it } from 'vitest';
import { encodeCursor } from '@/lib/keyset';
import { eventBodyText, parsePaymentFilters, paymentFilterMessages, paymentListQuery, paymentSearchTerms } from './office-payments';

describe('parsePaymentFilters', () => {
  it('reads the filters and the cursor the list links carry', () => {
    const cursor = encodeCursor({ at: new Date('2026-03-02T01:02:03.004Z'), id: 42 });
    expect(
      parsePaymentFilters({ status: 'paid', method: '가상계좌', from: '2026-03-01', to: '2026-03-31', q: ' 김하늘 ', before: cursor }),
    ).toEqual({
      filters: { status: 'paid', method: '가상계좌', from: '2026-03-01', to: '2026-03-31', q: '김하늘' },
      before: { at: new Date('2026-03-02T01:02:03.004Z'), id: 42 },
      errors: [],
    });
  });

  it('drops a bad value with a Korean message instead of failing', () => {
    const parsed = parsePaymentFilters(
      new URLSearchParams({ status: 'done', method: '현금', from: '2026-02-30', to: '2026-13-01', q: 'x'.repeat(65), before: '1' }),
    );
    expect(parsed).toEqual({
      filters: {},
      before: null,
      errors: [
        paymentFilterMessages.status,
        paymentFilterMessages.method,
        paymentFilterMessages.from,
        paymentFilterMessages.to,
        paymentFilterMessages.q,
      ],
    });
  });

  it('drops a range whose start is after its end, and a NUL typed in the search', () => {
    expect(parsePaymentFilters({ from: '2026-03-02', to: '2026-03-01', q: '\u0000' })).toEqual({
      filters: {},
      before: null,
      errors: [paymentFilterMessages.range],
    });
  });
});

describe('paymentListQuery', () => {
  it('writes the set filters and the cursor, in the order the form has them', () => {
    expect(paymentListQuery({ q: '010-1234', status: 'refunded' }, 'm3x0k2a-7')).toBe('?status=refunded&q=010-1234&before=m3x0k2a-7');
    expect(paymentListQuery({})).toBe('');
  });
});

describe('paymentSearchTerms', () => {
  it('reads an order id, phone digits and a name from one search text', () => {
    expect(paymentSearchTerms('010 1234')).toEqual({ orderId: null, digits: '0101234', name: '010 1234' });
    // Hyphens and digits fit Toss's order id alphabet too: the exact match costs nothing.
    expect(paymentSearchTerms('010-1234')).toEqual({ orderId: '010-1234', digits: '0101234', name: '010-1234' });
    expect(paymentSearchTerms('ONabc_123-XYZ')).toEqual({ orderId: 'ONabc_123-XYZ', digits: null, name: 'ONabc_123-XYZ' });
    expect(paymentSearchTerms('김하늘')).toEqual({ orderId: null, digits: null, name: '김하늘' });
  });
});

describe('eventBodyText', () => {
  it('shows a body as pretty JSON with the deposit secret hidden', () => {
    expect(eventBodyText({ status: 'DONE', secret: 'ps_abc', virtualAccount: { secret: null } })).toBe(
      '{\n  "status": "DONE",\n  "secret": "(숨김)",\n  "virtualAccount": {\n    "secret": null\n  }\n}',
    );
  });

  it('cuts a very long body short and says how much was left out', () => {
    const body = { raw: 'a'.repeat(30_000) };
    const full = JSON.stringify(body, null, 2);
    const note = `\n… (${(full.length - 20_000).toLocaleString('ko-KR')}자 생략)`;
    expect(eventBodyText(body)).toBe(`${full.slice(0, 20_000)}${note}`);
    expect(note).toBe('\n… (10,015자 생략)');
  });
});
