import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GET as exportPayments } from '@/app/api/office/payments/export/route';
import { actionMessages } from '@/features/auth/server/action-client';
import { StaffAccessError } from '@/features/auth/server/staff-query';
import { viewerFromHeaders, type Viewer } from '@/features/auth/server/viewer';
import type { WeeklyHours } from '@/features/booking/domain/slots';
import { gazetteHolidays } from '@/features/booking/server/holidays';
import { reserve } from '@/features/booking/server/mutations';
import { cursorParam } from '@/lib/keyset';
import { addSeoulDays, seoulDay } from '@/lib/seoul-date';
import { useDatabaseForTests } from '@/server/db/db';
import { auditLogs, bookingLawyers, bookingPlaces, consults, lawyers, paymentOrders, paymentRefunds } from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { startFakeToss, type FakeToss } from '../../../../tests/support/fake-toss';
import { withRequest } from '../../../../tests/support/next-headers';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { officeRefundMessages, PAYMENT_PAGE_SIZE, paymentFilterMessages, type PaymentFilters } from '../domain/office-payments';
import { paymentMessages } from '../domain/payment-messages';
import { productNames, vatIncluded } from '../domain/products';
import { refundAction } from './office-actions';
import { getOfficePayment, listOfficePayments, paymentExportHeader } from './office-queries';
import { paymentsForUser } from './visitor-queries';
import { newOrderId, recordEvent } from './orders';
import { idempotencyKeys, tossCall, tossConfig, type TossConfig, type TossPayment } from './toss-client';

/**
 * The back office's payment screens (issue 16): the list with its filters and keyset pages, one
 * order with its booking, refunds and Toss's ledger, the refund through the fake Toss server, and
 * the CSV export; 관리자 and 매니저 hold payments.manage, everyone else is refused by the server.
 */

const tossEnv = ['TOSS_CLIENT_KEY', 'TOSS_SECRET_KEY', 'TOSS_API_URL', 'TOSS_TIMEOUT_MS'] as const;
const savedEnv = Object.fromEntries(tossEnv.map((name) => [name, process.env[name]]));

let database: TestDatabase;
let toss: FakeToss;
let config: TossConfig;
let admin: TestUser;
let manager: TestUser;
let consultant: TestUser;
let lawyerUser: TestUser;
let member: TestUser;

const as = <T>(user: TestUser | null, run: () => Promise<T>) => withRequest(user?.headers ?? { 'x-forwarded-for': '192.0.2.44' }, run);
const viewerOf = async (user: TestUser): Promise<Viewer> => (await viewerFromHeaders(user.headers))!;

const everyDay = Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((weekday) => [weekday, [['10:00', '18:00']]])) as WeeklyHours;
const gazetteDays = new Set(gazetteHolidays().map((holiday) => holiday.day));

function openDay(offset: number): string {
  let day = addSeoulDays(seoulDay(new Date()), offset);
  while (gazetteDays.has(day)) day = addSeoulDays(day, 1);
  return day;
}

type OrderInput = {
  buyerName: string;
  buyerPhone?: string;
  amount?: number;
  status?: string;
  method?: string | null;
  createdAt?: Date | ReturnType<typeof sql>;
  bookingId?: number | null;
  consultId?: number | null;
  paymentKey?: string | null;
};

async function insertOrder(input: OrderInput): Promise<string> {
  const orderId = newOrderId();
  const amount = input.amount ?? 50_000;
  await database.db.insert(paymentOrders).values({
    orderId,
    product: 'premium-visit',
    orderName: productNames['premium-visit'],
    amount,
    vat: vatIncluded(amount).vat,
    buyerName: input.buyerName,
    buyerPhone: input.buyerPhone ?? '010-2345-6789',
    status: input.status ?? 'paid',
    method: input.method === undefined ? '카드' : input.method,
    paymentKey: input.paymentKey ?? null,
    balanceAmount: amount,
    bookingId: input.bookingId ?? null,
    consultId: input.consultId ?? null,
    ...(input.createdAt ? { createdAt: input.createdAt } : {}),
  });
  return orderId;
}

/** A paid order the fake Toss knows: the buyer authorised it, the confirm went through, the ledger has the answer. */
async function paidOrder(input: OrderInput): Promise<string> {
  const orderId = newOrderId();
  const amount = input.amount ?? 50_000;
  const paymentKey = toss.authorize({ orderId, amount, method: 'card', orderName: productNames['premium-visit'] });
  const reply = await tossCall<TossPayment>(config, '/v1/payments/confirm', {
    body: { paymentKey, orderId, amount },
    idempotencyKey: idempotencyKeys.confirm(orderId),
  });
  if (reply.kind !== 'ok') throw new Error(`the fake refused the confirm: ${JSON.stringify(reply)}`);
  await database.db.insert(paymentOrders).values({
    orderId,
    product: 'premium-visit',
    orderName: productNames['premium-visit'],
    amount,
    vat: vatIncluded(amount).vat,
    buyerName: input.buyerName,
    buyerPhone: input.buyerPhone ?? '010-2345-6789',
    status: 'paid',
    method: reply.body.method,
    paymentKey,
    approvedAt: new Date(),
    receiptUrl: reply.body.receipt?.url ?? null,
    balanceAmount: amount,
    bookingId: input.bookingId ?? null,
    consultId: input.consultId ?? null,
  });
  await recordEvent(database.db, { orderId, source: 'confirm', httpStatus: reply.status, status: reply.body.status, body: reply.body });
  return orderId;
}

const list = (user: TestUser, filters: PaymentFilters, before: string | null = null) =>
  viewerOf(user).then((viewer) => listOfficePayments(viewer, filters, cursorParam(before ?? undefined)));

const exportCsv = (query: string, user: TestUser | null) =>
  exportPayments(
    new Request(`http://localhost:3000/api/office/payments/export${query}`, {
      headers: { ...(user ? Object.fromEntries(user.headers.entries()) : {}), 'x-forwarded-for': '198.51.100.16' },
    }),
  );

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  toss = await startFakeToss();
  Object.assign(process.env, {
    TOSS_CLIENT_KEY: toss.clientKey,
    TOSS_SECRET_KEY: toss.secretKey,
    TOSS_API_URL: toss.url,
    TOSS_TIMEOUT_MS: '2000',
  });
  resetEnvForTests();
  config = tossConfig()!;
  admin = await createTestUser(database.db, { roles: ['관리자'], name: '오세린 관리자' });
  manager = await createTestUser(database.db, { roles: ['매니저'], name: '한지우 매니저' });
  consultant = await createTestUser(database.db, { roles: ['컨설턴트'], name: '윤가은 상담 직원' });
  lawyerUser = await createTestUser(database.db, { roles: ['변호사'], name: '박지안 변호사' });
  member = await createTestUser(database.db, { name: '일반 회원' });
});

afterAll(async () => {
  for (const name of tossEnv) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
  resetEnvForTests();
  useDatabaseForTests(undefined);
  await toss?.close();
  await database?.drop();
});

describe(`the payment list (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('shows 관리자 and 매니저 the orders with the masked phone, the booking time and a link to the order', async () => {
    const [lawyer] = await database.db
      .insert(lawyers)
      .values({ name: '김도윤', title: '변호사', summary: '위자료 소송', status: 'published' })
      .returning({ id: lawyers.id });
    const [place] = await database.db
      .insert(bookingPlaces)
      .values({ name: '본사 (교대)', kind: 'office', weeklyHours: everyDay, horizonDays: 365, minNoticeHours: 0 })
      .returning({ id: bookingPlaces.id });
    await database.db.insert(bookingLawyers).values({ lawyerId: lawyer!.id, placeIds: [place!.id], weeklyHours: everyDay });
    const [consult] = await database.db
      .insert(consults)
      .values({ legalCaseUuid: randomUUID(), name: '목록서윤', tel: '010-2345-6789', content: '심층 상담 예약', source: 'premium' })
      .returning({ id: consults.id });
    const booking = await database.db.transaction((tx) =>
      reserve(tx, {
        kind: 'visit',
        placeId: place!.id,
        lawyerId: lawyer!.id,
        day: openDay(20),
        time: '14:00',
        email: null,
        consultId: consult!.id,
      }),
    );
    const orderId = await insertOrder({ buyerName: '목록서윤', bookingId: booking!.id, consultId: consult!.id, amount: 220_000 });

    for (const user of [admin, manager]) {
      const page = await list(user, { q: '목록' });
      expect(page.rows).toEqual([
        {
          orderId,
          createdAt: expect.any(Date),
          productName: productNames['premium-visit'],
          buyerName: '목록서윤',
          buyerPhone: '010-****-6789',
          amount: 220_000,
          refundedAmount: 0,
          method: '카드',
          status: 'paid',
          statusLabel: '결제 완료',
          bookingStartsAt: booking!.startsAt,
          href: `/office/payments/${orderId}`,
        },
      ]);
      expect(page).toMatchObject({ nextCursor: null, isFirst: true });
    }

    const detail = await getOfficePayment(await viewerOf(manager), orderId);
    expect(detail).toMatchObject({
      orderId,
      buyerPhone: '010-2345-6789',
      booking: {
        id: booking!.id,
        placeName: '본사 (교대)',
        lawyerName: '김도윤',
        statusLabel: '예약 확정',
        href: `/office/bookings/${booking!.id}`,
      },
      consult: { id: consult!.id, href: `/office/consults/${consult!.id}` },
      refunds: [],
      events: [],
      // Never confirmed with Toss (no payment key): nothing to refund.
      canRefund: false,
      refundsEnabled: true,
    });
  });

  it('filters by status, method, Seoul days, and a search on the order id, the phone’s leading digits or the name’s beginning', async () => {
    // 23:30 on 10 March and 00:30 on 11 March in Seoul are the same day in UTC.
    const a = await insertOrder({ buyerName: '필터가나', buyerPhone: '010-1111-2222', createdAt: new Date('2025-03-10T23:30:00+09:00') });
    const b = await insertOrder({
      buyerName: '필터다라',
      buyerPhone: '010-5555-6666',
      status: 'refunded',
      method: '가상계좌',
      createdAt: new Date('2025-03-11T00:30:00+09:00'),
    });
    const c = await insertOrder({
      buyerName: '필터마바',
      buyerPhone: '01033334444',
      status: 'created',
      method: null,
      createdAt: new Date('2025-03-12T12:00:00+09:00'),
    });
    const ids = async (filters: PaymentFilters) => (await list(manager, filters)).rows.map((row) => row.orderId);
    expect(await ids({ q: '필터' })).toEqual([c, b, a]);
    expect(await ids({ q: '필터', status: 'paid' })).toEqual([a]);
    expect(await ids({ q: '필터', method: '가상계좌' })).toEqual([b]);
    expect(await ids({ q: '필터', from: '2025-03-11', to: '2025-03-11' })).toEqual([b]);
    expect(await ids({ q: '필터', from: '2025-03-11' })).toEqual([c, b]);
    expect(await ids({ q: '필터', to: '2025-03-10' })).toEqual([a]);
    expect(await ids({ q: a })).toEqual([a]);
    expect(await ids({ q: a.slice(0, -1) })).toEqual([]);
    expect(await ids({ q: '010-1111' })).toEqual([a]);
    expect(await ids({ q: '0103333' })).toEqual([c]);
    expect(await ids({ q: '010-3333-4444' })).toEqual([c]);
    expect(await ids({ q: '필터다' })).toEqual([b]);
    expect(await ids({ q: '다라' })).toEqual([]);
    expect(await ids({ q: '필터%' })).toEqual([]);
  });

  it('pages by keyset, 50 a page, disjoint and in order, even among orders made in the same instant', async () => {
    // Four orders a second: two at the same microsecond, two more within the same millisecond.
    const micros = ['123456', '123456', '123789', '123999'];
    for (let index = 0; index < 120; index++) {
      const second = String(Math.floor(index / 4) % 60).padStart(2, '0');
      const minute = String(10 + Math.floor(index / 240)).padStart(2, '0');
      await insertOrder({
        buyerName: `쪽수${index}`,
        createdAt: sql`${`2025-05-01 09:${minute}:${second}.${micros[index % 4]}+09`}::timestamptz`,
      });
    }
    const expected = (
      await database.db
        .select({ orderId: paymentOrders.orderId })
        .from(paymentOrders)
        .where(like(paymentOrders.buyerName, '쪽수%'))
        .orderBy(desc(paymentOrders.createdAt), desc(paymentOrders.id))
    ).map((row) => row.orderId);
    expect(expected).toHaveLength(120);

    const first = await list(admin, { q: '쪽수' });
    expect(first.rows).toHaveLength(PAYMENT_PAGE_SIZE);
    expect(first.isFirst).toBe(true);
    const second = await list(admin, { q: '쪽수' }, first.nextCursor);
    expect(second.rows).toHaveLength(PAYMENT_PAGE_SIZE);
    expect(second.isFirst).toBe(false);
    const third = await list(admin, { q: '쪽수' }, second.nextCursor);
    expect(third.rows).toHaveLength(20);
    expect(third.nextCursor).toBeNull();
    const seen = [...first.rows, ...second.rows, ...third.rows].map((row) => row.orderId);
    expect(new Set(seen).size).toBe(120);
    expect(seen).toEqual(expected);
    // A cursor that is not one starts at the top.
    expect((await list(admin, { q: '쪽수' }, 'not-a-cursor')).rows[0]!.orderId).toBe(expected[0]);
  });

  it('refuses 상담 직원, 변호사 and members on the server', async () => {
    const orderId = await insertOrder({ buyerName: '권한확인' });
    for (const user of [consultant, lawyerUser, member]) {
      const viewer = await viewerOf(user);
      await expect(listOfficePayments(viewer, {})).rejects.toThrow(StaffAccessError);
      await expect(getOfficePayment(viewer, orderId)).rejects.toThrow(actionMessages.forbidden);
    }
    await expect(listOfficePayments(null, {})).rejects.toThrow(actionMessages.signedOut);
  });
});

describe(`refunds from the back office (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('lets 관리자 refund part and 매니저 the rest through Toss, each audit-logged with the order, amount and reason', async () => {
    const orderId = await paidOrder({ buyerName: '환불하은', amount: 50_000 });
    const part = await as(admin, () => refundAction({ orderId, amount: '20000', reason: '일정 변경으로 일부 환불' }));
    expect(part).toEqual({ ok: true, data: { outcome: 'done', message: '환불했습니다' } });
    let detail = await getOfficePayment(await viewerOf(admin), orderId);
    expect(detail).toMatchObject({ status: 'partially_refunded', refundedAmount: 20_000, refundable: 30_000, canRefund: true });

    const rest = await as(manager, () => refundAction({ orderId, amount: 30_000, reason: '상담 취소로 나머지 환불' }));
    expect(rest).toEqual({ ok: true, data: { outcome: 'done', message: '환불했습니다' } });
    detail = await getOfficePayment(await viewerOf(manager), orderId);
    expect(detail).toMatchObject({ status: 'refunded', statusLabel: '전액 환불', refundedAmount: 50_000, refundable: 0, canRefund: false });
    expect(detail!.refunds).toEqual([
      expect.objectContaining({
        amount: 20_000,
        reason: '일정 변경으로 일부 환불',
        actorName: '오세린 관리자',
        status: 'done',
        statusLabel: '환불 완료',
      }),
      expect.objectContaining({ amount: 30_000, reason: '상담 취소로 나머지 환불', actorName: '한지우 매니저', status: 'done' }),
    ]);
    // Toss's ledger: the confirm and both cancels, as pretty JSON, the secret key nowhere in it.
    expect(detail!.events.map((event) => [event.source, event.status, event.httpStatus])).toEqual([
      ['confirm', 'DONE', 200],
      ['cancel', 'PARTIAL_CANCELED', 200],
      ['cancel', 'CANCELED', 200],
    ]);
    expect(detail!.events[0]!.body).toContain(`\n  "orderId": "${orderId}"`);
    expect(JSON.stringify(detail)).not.toContain(toss.secretKey);
    const [row] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId));
    expect(detail!.receiptUrl).toBe(`${toss.url}/receipt/${row!.paymentKey}`);

    const entries = await database.db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.action, 'payment.refund'), eq(auditLogs.subjectId, orderId)))
      .orderBy(asc(auditLogs.id));
    expect(entries.map((entry) => [entry.actorName, entry.subjectType, entry.detail])).toEqual([
      [
        '오세린 관리자',
        'payment_order',
        expect.objectContaining({ orderId, amount: 20_000, reason: '일정 변경으로 일부 환불', outcome: 'done' }),
      ],
      [
        '한지우 매니저',
        'payment_order',
        expect.objectContaining({ orderId, amount: 30_000, reason: '상담 취소로 나머지 환불', outcome: 'done' }),
      ],
    ]);
  });

  it('refuses more than is left and an order that was not paid, in Korean, logging nothing', async () => {
    const paid = await paidOrder({ buyerName: '초과환불', amount: 30_000 });
    expect(await as(manager, () => refundAction({ orderId: paid, amount: 30_001, reason: '너무 많은 환불' }))).toEqual({
      ok: false,
      formError: paymentMessages.refundTooMuch(30_000),
    });
    const unpaid = await insertOrder({ buyerName: '미결제', status: 'created', method: null });
    expect(await as(manager, () => refundAction({ orderId: unpaid, amount: 1_000, reason: '결제 전 환불' }))).toEqual({
      ok: false,
      formError: paymentMessages.refundNotPaid,
    });
    expect(await as(manager, () => refundAction({ orderId: 'ONnoSuchOrder000', amount: 1_000, reason: '없는 주문' }))).toEqual({
      ok: false,
      formError: paymentMessages.notFound,
    });
    const logged = await database.db.select().from(auditLogs).where(eq(auditLogs.action, 'payment.refund'));
    expect(logged.filter((entry) => [paid, unpaid].includes(entry.subjectId ?? ''))).toEqual([]);
    expect(await database.db.select().from(paymentRefunds).where(eq(paymentRefunds.reason, '너무 많은 환불'))).toEqual([]);
  });

  it('answers bad input with the schema’s Korean field errors, never a crash', async () => {
    const result = await as(admin, () => refundAction({ orderId: '../x', amount: 'abc', reason: ' ' }));
    expect(result).toEqual({
      ok: false,
      formError: actionMessages.invalid,
      fieldErrors: { orderId: paymentMessages.notFound, amount: paymentMessages.refundAmount, reason: paymentMessages.refundReason },
    });
    expect(await as(admin, () => refundAction({ orderId: 'ONabcdef', amount: 1.5, reason: '가'.repeat(201) }))).toMatchObject({
      ok: false,
      fieldErrors: { amount: paymentMessages.refundAmount, reason: officeRefundMessages.reasonTooLong },
    });
  });

  it('says so when Toss refuses the refund and when its answer is late', async () => {
    const orderId = await paidOrder({ buyerName: '토스거절', amount: 40_000 });
    toss.failNext({ match: /\/cancel$/, status: 403, code: 'FORBIDDEN_REQUEST', message: '허용되지 않은 요청입니다.' });
    expect(await as(manager, () => refundAction({ orderId, amount: 10_000, reason: '거절될 환불' }))).toEqual({
      ok: false,
      formError: paymentMessages.refundFailed('허용되지 않은 요청입니다.'),
    });
    toss.failNext({ match: /\/cancel$/, status: 500, code: 'PROVIDER_ERROR', message: '일시적인 오류입니다.' });
    expect(await as(manager, () => refundAction({ orderId, amount: 10_000, reason: '늦어지는 환불' }))).toEqual({
      ok: true,
      data: { outcome: 'pending', message: paymentMessages.refundPending },
    });
    const detail = await getOfficePayment(await viewerOf(manager), orderId);
    expect(detail).toMatchObject({ status: 'paid', refundedAmount: 0, pendingRefund: 10_000, refundable: 30_000 });
    expect(detail!.refunds.map((refund) => [refund.status, refund.failureMessage])).toEqual([
      ['failed', '허용되지 않은 요청입니다.'],
      ['requested', null],
    ]);
    const outcomes = await database.db.select().from(auditLogs).where(eq(auditLogs.subjectId, orderId));
    expect(outcomes.map((entry) => (entry.detail as { outcome: string }).outcome)).toEqual(['failed', 'pending']);
  });

  it('refuses 상담 직원, 변호사, members and visitors before reading the input', async () => {
    const orderId = await paidOrder({ buyerName: '권한환불', amount: 10_000 });
    for (const user of [consultant, lawyerUser, member]) {
      expect(await as(user, () => refundAction({ orderId, amount: 10_000, reason: '권한 없는 환불' }))).toEqual({
        ok: false,
        formError: actionMessages.forbidden,
      });
    }
    expect(await as(null, () => refundAction({ orderId, amount: 10_000, reason: '로그인 없는 환불' }))).toEqual({
      ok: false,
      formError: actionMessages.signedOut,
    });
    const [order] = await database.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, orderId));
    expect(order).toMatchObject({ status: 'paid', refundedAmount: 0 });
  });

  it('refuses with a Korean message when Toss Payments is not configured', async () => {
    const orderId = await paidOrder({ buyerName: '설정없음', amount: 10_000 });
    delete process.env.TOSS_CLIENT_KEY;
    delete process.env.TOSS_SECRET_KEY;
    resetEnvForTests();
    try {
      expect(await as(admin, () => refundAction({ orderId, amount: 10_000, reason: '설정 없는 환불' }))).toEqual({
        ok: false,
        formError: officeRefundMessages.notConfigured,
      });
      expect(await getOfficePayment(await viewerOf(admin), orderId)).toMatchObject({ canRefund: true, refundsEnabled: false });
    } finally {
      Object.assign(process.env, { TOSS_CLIENT_KEY: toss.clientKey, TOSS_SECRET_KEY: toss.secretKey });
      resetEnvForTests();
    }
  });
});

describe(`GET /api/office/payments/export (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('answers 401 signed out and 403 to 상담 직원, 변호사 and members, in Korean', async () => {
    const anonymous = await exportCsv('', null);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.json()).toEqual({ success: false, message: actionMessages.signedOut });
    for (const user of [consultant, lawyerUser, member]) {
      const response = await exportCsv('', user);
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ success: false, message: '결제 내역을 내려받을 권한이 없습니다.' });
    }
  });

  it('answers 400 in Korean for bad filters', async () => {
    const response = await exportCsv('?status=done&from=2025-02-30', manager);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      success: false,
      message: paymentFilterMessages.status,
      errors: [paymentFilterMessages.status, paymentFilterMessages.from],
    });
  });

  it('streams the filtered orders as UTF-8 CSV with a BOM and the Korean header row, and audits the export', async () => {
    const orderId = await insertOrder({ buyerName: '=내보내기', buyerPhone: '010-7777-8888', amount: 220_000 });
    await insertOrder({ buyerName: '다른사람', buyerPhone: '010-9999-0000' });
    const response = await exportCsv(`?q=${encodeURIComponent('=내보내기')}`, manager);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="payments-\d{4}-\d{2}-\d{2}\.csv"; filename\*=UTF-8''/,
    );
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).slice(1).split('\r\n');
    expect(lines[0]).toBe(paymentExportHeader.join(','));
    expect(lines[0]).toBe('주문 시각,주문번호,상품,구매자,연락처,결제 금액,환불 금액,결제 수단,상태,승인 시각,상담 일시');
    expect(lines.filter(Boolean)).toHaveLength(2);
    // The phone masked as on the screen, a formula neutralized for Excel.
    expect(lines[1]).toContain(`,${orderId},${productNames['premium-visit']},'=내보내기,010-****-8888,220000,0,카드,결제 완료,,`);
    expect(lines.join('\n')).not.toContain('다른사람');

    const [entry] = await database.db.select().from(auditLogs).where(eq(auditLogs.action, 'payment.export'));
    expect(entry).toMatchObject({
      actorName: '한지우 매니저',
      subjectType: 'payment_order',
      detail: { filters: { q: '=내보내기' }, count: 1 },
      ipAddress: '198.51.100.16',
    });
  });

  it('sends the header row alone when nothing matches', async () => {
    const response = await exportCsv(`?q=${encodeURIComponent('없는이름')}`, admin);
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(new Uint8Array(await response.arrayBuffer()));
    expect(text).toBe(`\uFEFF${paymentExportHeader.join(',')}\r\n`);
  });
});

describe(`the member's own payments (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it("lists on my page only the member's own paid or refunded orders, newest first, never another's or an unpaid one", async () => {
    const mine = await insertOrder({ buyerName: '일반 회원', status: 'paid' });
    const refunded = await insertOrder({ buyerName: '일반 회원', status: 'refunded' });
    const unpaid = await insertOrder({ buyerName: '일반 회원', status: 'created', method: null });
    const others = await insertOrder({ buyerName: '다른 회원', status: 'paid' });
    await database.db
      .update(paymentOrders)
      .set({ userId: member.id })
      .where(sql`${paymentOrders.orderId} in (${mine}, ${refunded}, ${unpaid})`);
    await database.db.update(paymentOrders).set({ userId: admin.id }).where(eq(paymentOrders.orderId, others));
    const listed = await paymentsForUser(database.db, member.id);
    expect(listed.map((order) => [order.orderId, order.statusLabel])).toEqual([
      [refunded, '전액 환불'],
      [mine, '결제 완료'],
    ]);
    expect(JSON.stringify(listed)).not.toContain('paymentKey');
    expect(
      await paymentsForUser(
        database.db,
        member.id,
        (await database.db.select().from(paymentOrders).where(eq(paymentOrders.orderId, refunded)))[0]!.id,
      ),
    ).toHaveLength(1);
  });
});
