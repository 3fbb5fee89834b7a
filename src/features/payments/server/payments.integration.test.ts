import { inspect } from 'node:util';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { BookingFormState } from '@/features/booking/server/actions';
import { gazetteHolidays } from '@/features/booking/server/holidays';
import { BOOKING_HOLD_JOB, BOOKING_NOTICE_JOB, reserve, type BookingRow } from '@/features/booking/server/mutations';
import { bookingHoldHandler } from '@/features/booking/server/notify';
import type { WeeklyHours } from '@/features/booking/domain/slots';
import { demoContent } from '@/features/content/demo/demo-content';
import { feeItemFor, feeScheduleKey } from '@/features/content/domain/fee-schedule';
import { getFeeSchedule } from '@/features/content/server/cached';
import { availability } from '@/features/booking/server/calendar';
import { demoFirmSettings } from '@/features/firm/domain/firm-settings';
import { addSeoulDays, seoulDay } from '@/lib/seoul-date';
import { useDatabaseForTests } from '@/server/db/db';
import {
  bookingLawyers,
  bookingPlaces,
  bookings,
  consults,
  contentBlocks,
  jobs,
  lawyers,
  mails,
  paymentEvents,
  paymentOrders,
  paymentRefunds,
} from '@/server/db/schema';
import { resetEnvForTests } from '@/server/env';
import type { JobRow } from '@/server/jobs/queue';
import { createTestUser } from '../../../../tests/support/auth-factory';
import { startFakePartner, type FakePartner } from '../../../../tests/support/fake-partner';
import { startFakeToss, type FakeToss, type FakeTossMethod } from '../../../../tests/support/fake-toss';
import { withRequest } from '../../../../tests/support/next-headers';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { paymentMessages } from '../domain/payment-messages';
import { productNames } from '../domain/products';
import { startPaymentAction } from './actions';
import { paymentCashReceiptHandler, paymentExpireHandler, paymentNoticeHandler, paymentReconcileHandler } from './jobs';
import {
  PAYMENT_CASH_RECEIPT_JOB,
  PAYMENT_EXPIRE_JOB,
  PAYMENT_NOTICE_JOB,
  PAYMENT_RECONCILE_JOB,
  orderById,
  reopenOrder,
  type OrderRow,
} from './orders';
import { requestRefund } from './refunds';
import { applyPayment, settleResult } from './settle';
import { tossConfig, type TossConfig, type TossPayment } from './toss-client';
import { handleTossWebhook } from './webhook';

/**
 * Online payment of the paid consultation (issue 16) against the real migrations and a fake Toss
 * Payments server: the server's amount, one confirm however many result pages race, lost answers
 * reconciled with the same Idempotency-Key, webhooks applied forward only, refunds, lost holds, and
 * a secret key that never leaves the Authorization header.
 */

const TIMEOUT_MS = 2_000;
const tossEnv = ['TOSS_CLIENT_KEY', 'TOSS_SECRET_KEY', 'TOSS_API_URL', 'TOSS_TIMEOUT_MS'] as const;
const savedEnv = Object.fromEntries(tossEnv.map((name) => [name, process.env[name]]));

let database: TestDatabase;
let toss: FakeToss;
let partner: FakePartner;
let config: TossConfig;
let fee: number;
const db = () => database.db;

const today = seoulDay(new Date());
const gazetteDays = new Set(gazetteHolidays().map((holiday) => holiday.day));
function openDay(offset: number): string {
  let day = addSeoulDays(today, offset);
  while (gazetteDays.has(day)) day = addSeoulDays(day, 1);
  return day;
}

const officeDay = ['10:00-12:00', '13:00-18:00'].map((range) => range.split('-') as [string, string]);
const everyDay = Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((weekday) => [weekday, officeDay])) as WeeklyHours;

let calendars = 0;
type Calendar = { placeId: number; lawyerId: number; day: string };

/** A place and one lawyer of its own, open every day, on a day `offset` days ahead. */
async function makeCalendar(offset: number): Promise<Calendar> {
  calendars += 1;
  const [lawyer] = await db()
    .insert(lawyers)
    .values({ name: `결제변호사${calendars}`, title: '변호사', summary: '이혼과 양육권 사건을 맡습니다.', status: 'published' })
    .returning({ id: lawyers.id });
  // Defaults: one-hour slots, 60 days ahead, 12 hours' notice (every test's day is weeks away).
  const [place] = await db()
    .insert(bookingPlaces)
    .values({ name: `서초 상담실 결제 ${calendars}`, kind: 'office', weeklyHours: everyDay })
    .returning({ id: bookingPlaces.id });
  await db()
    .insert(bookingLawyers)
    .values({ lawyerId: lawyer!.id, placeIds: [place!.id], weeklyHours: everyDay });
  return { placeId: place!.id, lawyerId: lawyer!.id, day: openDay(offset) };
}

async function freeTimes({ placeId, day }: Calendar): Promise<string[]> {
  const found = await availability(db(), { placeId, from: day, to: day });
  return found?.days[0]?.times.map((time) => time.time) ?? [];
}

const emptyForm: BookingFormState = {
  attempt: 0,
  values: { tel: '', content: '', name: '', category: '', consent: false, email: '', placeId: '', lawyer: 'any', day: '', time: '' },
  fieldErrors: {},
};

let visitors = 0;

/** Posts /consult/premium-pay's form; it ends in Next's redirect to /pay/opt, whose order is read back. */
async function startPayment(calendar: Calendar, time: string, fields: Record<string, string> = {}) {
  visitors += 1;
  const data = new FormData();
  const values = {
    tel: '010-3456-7890',
    content: '이혼 소송 중 양육권과 재산분할을 변호사와 깊이 상담받고 싶습니다.',
    name: '이하은',
    category: '이혼',
    consent: 'on',
    email: '',
    website: '',
    lawyer: 'any',
    placeId: String(calendar.placeId),
    day: calendar.day,
    time,
    ...fields,
  };
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  const digest = await withRequest({ 'x-forwarded-for': `198.51.100.${visitors}` }, () => startPaymentAction(emptyForm, data)).then(
    (state) => {
      throw new Error(`the form was refused: ${JSON.stringify(state)}`);
    },
    (error: { digest?: string }) => {
      if (!error.digest?.startsWith('NEXT_REDIRECT')) throw error;
      return error.digest;
    },
  );
  const target = new URL(digest.split(';')[2]!, 'http://site.invalid');
  expect(target.pathname).toBe('/pay/opt');
  const order = (await orderById(db(), target.searchParams.get('orderId')!))!;
  return { order, booking: await bookingRow(order.bookingId!) };
}

/** The buyer authorises at Toss (the widget) and comes back to /pay/result with the amount. */
async function pay(order: OrderRow, method: FakeTossMethod = 'card') {
  const paymentKey = toss.authorize({ orderId: order.orderId, amount: order.amount, method });
  const view = await settleResult(db(), config, { orderId: order.orderId, paymentKey, amount: String(order.amount) });
  return { paymentKey, view };
}

const orderRow = async (orderId: string) => (await orderById(db(), orderId))!;
async function bookingRow(id: number): Promise<BookingRow> {
  const [row] = await db().select().from(bookings).where(eq(bookings.id, id));
  return row!;
}
const lapse = (bookingId: number) =>
  db()
    .update(bookings)
    .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
    .where(eq(bookings.id, bookingId));

const bookingJobs = (kind: string, bookingId: number) =>
  db()
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`${jobs.payload}->>'bookingId' = ${String(bookingId)}`));
/** Another visitor books the time (a visit, confirmed at once). */
const takeSlot = ({ placeId, day }: Calendar, time: string) =>
  db().transaction((tx) => reserve(tx, { kind: 'visit', placeId, lawyerId: null, day, time, email: null, consultId: null }));
const jobsOf = (kind: string, orderId: string) =>
  db()
    .select()
    .from(jobs)
    .where(and(eq(jobs.kind, kind), sql`${jobs.payload}->>'orderId' = ${orderId}`));
async function jobOf(kind: string, orderId: string): Promise<JobRow> {
  const rows = await jobsOf(kind, orderId);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}
const eventsOf = (orderId: string) => db().select().from(paymentEvents).where(eq(paymentEvents.orderId, orderId)).orderBy(paymentEvents.id);
const refundsOf = (order: OrderRow) =>
  db().select().from(paymentRefunds).where(eq(paymentRefunds.orderId, order.id)).orderBy(paymentRefunds.id);

const sentTo = (pattern: RegExp, orderId?: string) =>
  toss.requests.filter(
    (request) =>
      request.method === 'POST' &&
      pattern.test(request.path) &&
      (orderId === undefined || (request.body as { orderId?: string } | undefined)?.orderId === orderId),
  );
const confirmsFor = (orderId: string) => sentTo(/^\/v1\/payments\/confirm$/, orderId);
const cancelsOf = (paymentKey: string) => sentTo(new RegExp(`^/v1/payments/${paymentKey}/cancel$`));
const keysOf = (requests: Array<{ headers: Record<string, string | string[] | undefined> }>) =>
  requests.map((request) => request.headers['idempotency-key']);
const tossPaymentsOf = (orderId: string) => [...toss.payments.values()].filter((payment) => payment.orderId === orderId);
const asToss = (payment: unknown) => structuredClone(payment) as TossPayment;
const reconcile = () => paymentReconcileHandler({ toss: tossConfig });

/** Every line written to the console during the file, checked for the secret key at the end. */
const logged: string[] = [];
let consoleError: MockInstance | undefined;

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  toss = await startFakeToss();
  partner = await startFakePartner();
  Object.assign(process.env, {
    TOSS_CLIENT_KEY: toss.clientKey,
    TOSS_SECRET_KEY: toss.secretKey,
    TOSS_API_URL: toss.url,
    TOSS_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  resetEnvForTests();
  config = tossConfig()!;
  // The test database has no catalog: the demo fee schedule goes where the content feature keeps it.
  await database.db.insert(contentBlocks).values({ key: feeScheduleKey, data: demoContent.feeSchedule }).onConflictDoNothing();
  fee = feeItemFor(await getFeeSchedule(), 'premium-consult')!.amount;
});

afterAll(async () => {
  for (const name of tossEnv) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
  resetEnvForTests();
  useDatabaseForTests(undefined);
  await toss?.close();
  await partner?.close();
  await database?.drop();
});

beforeEach(() => {
  const keep = (...args: unknown[]) => {
    logged.push(args.map((arg) => (typeof arg === 'string' ? arg : inspect(arg, { depth: 6 }))).join(' '));
  };
  for (const method of ['log', 'info', 'warn'] as const) vi.spyOn(console, method).mockImplementation(keep);
  // The setup file's spy fails the test on an unexpected console.error; its calls are kept here too.
  consoleError = vi.isMockFunction(console.error) ? (console.error as unknown as MockInstance) : undefined;
});

afterEach(() => {
  for (const args of consoleError?.mock.calls ?? []) logged.push(args.map((arg) => inspect(arg, { depth: 6 })).join(' '));
});

describe(`paying for the paid consultation online (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('files the consult, holds the slot for the firm’s payment minutes and makes an order with the server’s amount', async () => {
    expect(fee).toBe(220_000);
    const calendar = await makeCalendar(30);
    const before = Date.now();
    const { order, booking } = await startPayment(calendar, '14:00');
    const after = Date.now();

    expect(order.orderId).toMatch(/^ON[A-Za-z0-9_-]{20}$/);
    expect(order).toMatchObject({
      status: 'created',
      amount: fee,
      vat: 20_000,
      currency: 'KRW',
      product: 'premium-visit',
      orderName: productNames['premium-visit'],
      buyerName: '이하은',
      buyerPhone: '010-3456-7890',
      buyerEmail: null,
      paymentKey: null,
      refundedAmount: 0,
    });
    expect(booking).toMatchObject({ kind: 'premium', status: 'held', consultId: order.consultId, confirmedAt: null });
    const holdMs = demoFirmSettings.paymentHoldMinutes * 60_000;
    expect(demoFirmSettings.paymentHoldMinutes).toBe(15);
    expect(booking.holdExpiresAt!.getTime()).toBeGreaterThanOrEqual(before + holdMs);
    expect(booking.holdExpiresAt!.getTime()).toBeLessThanOrEqual(after + holdMs);
    const [consult] = await db().select().from(consults).where(eq(consults.id, order.consultId!));
    expect(consult).toMatchObject({ source: 'premium', name: '이하은' });
    expect(consult!.content).toContain('220,000원');
    expect(await freeTimes(calendar)).not.toContain('14:00');

    // The visitor is paying now: no 'held' notice; the order closes itself a minute after the hold.
    expect(await bookingJobs(BOOKING_NOTICE_JOB, booking.id)).toEqual([]);
    const expire = await jobOf(PAYMENT_EXPIRE_JOB, order.orderId);
    expect(expire.runAt.getTime()).toBe(booking.holdExpiresAt!.getTime() + 60_000);
    expect(await bookingJobs(BOOKING_HOLD_JOB, booking.id)).toHaveLength(1);

    const second = await startPayment(calendar, '15:00');
    expect(second.order.orderId).not.toBe(order.orderId);
  });

  it('refuses a result whose amount differs from the order without calling Toss, then confirms the right amount', async () => {
    const calendar = await makeCalendar(31);
    const { order } = await startPayment(calendar, '10:00');
    const paymentKey = toss.authorize({ orderId: order.orderId, amount: order.amount });
    const confirms = toss.confirmCount();
    for (const amount of ['1000', '220000.0', '-220000']) {
      expect(await settleResult(db(), config, { orderId: order.orderId, paymentKey, amount })).toMatchObject({ view: 'tampered' });
    }
    expect(toss.confirmCount()).toBe(confirms);
    expect(confirmsFor(order.orderId)).toEqual([]);
    const refused = (await eventsOf(order.orderId)).filter((event) => event.source === 'refused');
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body).toMatchObject({ amount: '1000', expected: fee });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'created', paymentKey: null });

    const view = await settleResult(db(), config, { orderId: order.orderId, paymentKey, amount: String(fee) });
    expect(view).toMatchObject({ view: 'receipt', order: { status: 'paid', paymentKey } });
    expect(toss.confirmCount()).toBe(confirms + 1);
  });

  it('sends one confirm to Toss when ten result pages for the order arrive at once, and shows all ten the receipt', async () => {
    const calendar = await makeCalendar(32);
    const { order, booking } = await startPayment(calendar, '11:00');
    const paymentKey = toss.authorize({ orderId: order.orderId, amount: order.amount });
    const confirms = toss.confirmCount();
    const views = await Promise.all(
      Array.from({ length: 10 }, () => settleResult(db(), config, { orderId: order.orderId, paymentKey, amount: String(fee) })),
    );
    expect(views.map((view) => view.view)).toEqual(Array(10).fill('receipt'));
    expect(toss.confirmCount()).toBe(confirms + 1);
    expect(keysOf(confirmsFor(order.orderId))).toEqual([`${order.orderId}:confirm`]);
    expect(tossPaymentsOf(order.orderId)).toHaveLength(1);
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', paymentKey, method: '카드' });
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'confirmed', holdExpiresAt: null });
    expect(await jobsOf(PAYMENT_NOTICE_JOB, order.orderId)).toHaveLength(1);
  });

  it('answers “checking” when the confirm times out, and the reconciliation settles it as paid without a second charge', async () => {
    const calendar = await makeCalendar(33);
    const { order, booking } = await startPayment(calendar, '13:00');
    const paymentKey = toss.authorize({ orderId: order.orderId, amount: order.amount });
    const confirms = toss.confirmCount();
    toss.setDelay(TIMEOUT_MS + 1_000, /^\/v1\/payments\/confirm$/);
    const view = await settleResult(db(), config, { orderId: order.orderId, paymentKey, amount: String(fee) }).finally(() =>
      toss.setDelay(0),
    );
    expect(view).toMatchObject({ view: 'checking', order: { status: 'confirming' } });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'confirming', paymentKey });
    expect((await eventsOf(order.orderId)).at(-1)).toMatchObject({ source: 'confirm', body: { unreachable: 'timeout' } });
    // Toss did the work; only its answer was lost.
    expect(tossPaymentsOf(order.orderId)).toHaveLength(1);

    const job = await jobOf(PAYMENT_RECONCILE_JOB, order.orderId);
    expect(await reconcile()(job, db())).toEqual({ status: 'done' });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', paymentKey });
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'confirmed' });
    expect(await reconcile()(job, db())).toEqual({ status: 'skipped', detail: 'the order is paid' });
    expect(toss.confirmCount()).toBe(confirms + 1);
    expect(tossPaymentsOf(order.orderId)).toHaveLength(1);
    expect(new Set(keysOf(confirmsFor(order.orderId)))).toEqual(new Set([`${order.orderId}:confirm`]));
  });

  it('re-sends the same confirm from the reconciliation when Toss never received the first one', async () => {
    const calendar = await makeCalendar(34);
    const { order, booking } = await startPayment(calendar, '14:00');
    const paymentKey = toss.authorize({ orderId: order.orderId, amount: order.amount });
    const confirms = toss.confirmCount();
    toss.failNext({ match: /^\/v1\/payments\/confirm$/, status: 500, code: 'FAILED_INTERNAL_SYSTEM_PROCESSING', message: '내부 오류' });
    const view = await settleResult(db(), config, { orderId: order.orderId, paymentKey, amount: String(fee) });
    expect(view).toMatchObject({ view: 'checking' });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'confirming' });
    expect(tossPaymentsOf(order.orderId)).toEqual([]);

    expect(await reconcile()(await jobOf(PAYMENT_RECONCILE_JOB, order.orderId), db())).toEqual({ status: 'done' });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'paid', paymentKey });
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'confirmed' });
    const key = `${order.orderId}:confirm`;
    expect(keysOf(confirmsFor(order.orderId))).toEqual([key, key]);
    expect(toss.confirmCount()).toBe(confirms + 1);
    expect(tossPaymentsOf(order.orderId)).toHaveLength(1);
    const lookups = (await eventsOf(order.orderId)).filter((event) => event.source === 'lookup');
    expect(lookups[0]).toMatchObject({ httpStatus: 404, status: 'NOT_FOUND_PAYMENT' });
  });

  it('reads back a payment Toss calls already processed and marks it paid only when its order and amount match', async () => {
    const calendar = await makeCalendar(35);
    const { order, booking } = await startPayment(calendar, '15:00');
    const paymentKey = toss.authorize({ orderId: order.orderId, amount: order.amount });
    // Another tab confirmed it first, under its own key.
    const first = await fetch(`${toss.url}/v1/payments/confirm`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${toss.secretKey}:`).toString('base64')}`,
        'content-type': 'application/json',
        'idempotency-key': 'another-tab',
      },
      body: JSON.stringify({ paymentKey, orderId: order.orderId, amount: order.amount }),
    });
    expect(first.status).toBe(200);
    const view = await settleResult(db(), config, { orderId: order.orderId, paymentKey, amount: String(fee) });
    expect(view).toMatchObject({ view: 'receipt', order: { status: 'paid', paymentKey } });
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'confirmed' });
    const events = await eventsOf(order.orderId);
    expect(events.map((event) => [event.source, event.httpStatus, event.status])).toEqual([
      ['confirm', 400, 'ALREADY_PROCESSED_PAYMENT'],
      ['lookup', 200, 'DONE'],
    ]);

    // A payment that is some other order's, or for another amount, moves nothing.
    const other = await startPayment(calendar, '16:00');
    const paid = asToss(toss.payments.get(paymentKey));
    expect(await applyPayment(db(), other.order.orderId, paid, 'lookup')).toMatchObject({ changed: false, mismatch: true });
    const cheaper = { ...paid, orderId: other.order.orderId, totalAmount: 1_000, balanceAmount: 1_000 };
    expect(await applyPayment(db(), other.order.orderId, cheaper, 'lookup')).toMatchObject({ changed: false, mismatch: true });
    expect(await orderRow(other.order.orderId)).toMatchObject({ status: 'created', paymentKey: null });
    expect((await eventsOf(other.order.orderId)).map((event) => event.source)).toEqual(['refused', 'refused']);
    expect(await bookingRow(other.booking.id)).toMatchObject({ status: 'held' });
  });

  it('shows Toss’s message for a refused card and lets the visitor pay a new order for the same hold', async () => {
    const calendar = await makeCalendar(36);
    const { order, booking } = await startPayment(calendar, '10:00');
    const { view } = await pay(order, 'reject');
    expect(view).toMatchObject({ view: 'failed', message: '한도초과 혹은 잔액부족으로 결제에 실패했습니다.' });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'failed', failureCode: 'REJECT_CARD_PAYMENT' });
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'held' });

    const next = (await reopenOrder(db(), order.orderId))!;
    expect(next).toMatchObject({ status: 'created', bookingId: booking.id, consultId: order.consultId, amount: fee });
    expect(next.orderId).not.toBe(order.orderId);
    expect(await jobsOf(PAYMENT_EXPIRE_JOB, next.orderId)).toHaveLength(1);
    expect(await pay(next)).toMatchObject({ view: { view: 'receipt', order: { status: 'paid' } } });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'failed' });
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'confirmed' });
    // Paid: the failed order cannot be reopened any more.
    expect(await reopenOrder(db(), order.orderId)).toBeNull();
  });

  it('applies webhooks forward only: replays, a virtual account’s deposit, a forged secret, an unknown order, a late event', async () => {
    const calendar = await makeCalendar(37);
    // A paid card order: the same status-changed event twice changes nothing.
    const card = await startPayment(calendar, '10:00');
    const { paymentKey } = await pay(card.order);
    const changed = {
      eventType: 'PAYMENT_STATUS_CHANGED',
      createdAt: new Date().toISOString(),
      data: asToss(toss.payments.get(paymentKey)),
    };
    const snapshot = async () => ({
      order: { ...(await orderRow(card.order.orderId)), updatedAt: null },
      booking: await bookingRow(card.booking.id),
      jobs: (await jobsOf(PAYMENT_NOTICE_JOB, card.order.orderId)).length,
    });
    const before = await snapshot();
    for (let i = 0; i < 2; i++) {
      expect(await handleTossWebhook(db(), config, changed)).toEqual({ status: 200, body: { ok: true, detail: 'nothing new' } });
      expect(await snapshot()).toEqual(before);
    }

    // A virtual account: the slot waits for the deposit.
    const account = await startPayment(calendar, '11:00');
    const issued = await pay(account.order, 'virtual-account');
    expect(issued.view).toMatchObject({ view: 'receipt', order: { status: 'waiting_for_deposit', method: '가상계좌' } });
    const waiting = await orderRow(account.order.orderId);
    expect(waiting.depositSecret).toBeTruthy();
    expect(waiting.virtualAccount).toMatchObject({ accountNumber: 'X6505636518308' });
    const held = await bookingRow(account.booking.id);
    expect(held.status).toBe('held');
    expect(held.holdExpiresAt!.getTime()).toBeGreaterThan(Date.now() + 24 * 3_600_000);
    const stale = asToss(toss.payments.get(issued.paymentKey));
    expect(stale.status).toBe('WAITING_FOR_DEPOSIT');

    const deposit = toss.deposit(account.order.orderId);
    const forged = {
      ...deposit,
      secret: deposit.secret.startsWith('x') ? 'y'.repeat(deposit.secret.length) : 'x'.repeat(deposit.secret.length),
    };
    expect(await handleTossWebhook(db(), config, forged)).toEqual({ status: 200, body: { ok: true, detail: 'secret mismatch, ignored' } });
    expect(await orderRow(account.order.orderId)).toMatchObject({ status: 'waiting_for_deposit' });
    expect(await bookingRow(account.booking.id)).toMatchObject({ status: 'held' });
    expect(await handleTossWebhook(db(), config, deposit)).toEqual({ status: 200, body: { ok: true, detail: 'now paid' } });
    expect(await orderRow(account.order.orderId)).toMatchObject({ status: 'paid' });
    expect(await bookingRow(account.booking.id)).toMatchObject({ status: 'confirmed' });
    expect(await handleTossWebhook(db(), config, deposit)).toMatchObject({ status: 200, body: { detail: 'nothing new' } });

    // An older WAITING_FOR_DEPOSIT arriving after DONE: re-read from Toss, and applied as it is, it moves nothing back.
    const late = { eventType: 'PAYMENT_STATUS_CHANGED', createdAt: new Date().toISOString(), data: stale };
    expect(await handleTossWebhook(db(), config, late)).toMatchObject({ status: 200, body: { detail: 'nothing new' } });
    expect(await applyPayment(db(), account.order.orderId, stale, 'webhook')).toEqual({ status: 'paid', changed: false });
    expect(await orderRow(account.order.orderId)).toMatchObject({ status: 'paid' });
    expect(await bookingRow(account.booking.id)).toMatchObject({ status: 'confirmed' });

    // An order this site does not know: kept, answered 200.
    const unknownId = 'ONnobodysOrder0000000';
    const stranger = { eventType: 'PAYMENT_STATUS_CHANGED', data: { ...stale, orderId: unknownId, paymentKey: 'tfakeUnknownKey' } };
    expect(await handleTossWebhook(db(), config, stranger)).toEqual({ status: 200, body: { ok: true, detail: 'unknown order' } });
    const kept = await db()
      .select()
      .from(paymentEvents)
      .where(and(isNull(paymentEvents.orderId), sql`${paymentEvents.body}->'data'->>'orderId' = ${unknownId}`));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ source: 'webhook', status: 'PAYMENT_STATUS_CHANGED' });
  });

  it('refunds part then the rest, frees the slot only after the full refund, and records cancellations made in Toss’s console', async () => {
    const staff = await createTestUser(db(), { roles: ['매니저'], name: '한지우 매니저' });
    const actor = { id: staff.id, name: staff.name };
    const calendar = await makeCalendar(38);
    const { order, booking } = await startPayment(calendar, '13:00');
    const { paymentKey } = await pay(order);

    const part = await requestRefund(db(), config, { orderId: order.orderId, amount: 50_000, reason: '상담 시간 단축', actor });
    expect(part).toMatchObject({ ok: true, outcome: { status: 'done' } });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'partially_refunded', refundedAmount: 50_000, balanceAmount: 170_000 });
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'confirmed' });
    expect(await freeTimes(calendar)).not.toContain('13:00');

    const tooMuch = await requestRefund(db(), config, { orderId: order.orderId, amount: 170_001, reason: '전액 환불', actor });
    expect(tooMuch).toEqual({ ok: false, message: '환불할 수 있는 금액은 170,000원까지입니다.' });

    const rest = await requestRefund(db(), config, { orderId: order.orderId, amount: 170_000, reason: '일정 취소로 나머지 환불', actor });
    expect(rest).toMatchObject({ ok: true, outcome: { status: 'done' } });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'refunded', refundedAmount: fee, balanceAmount: 0 });
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'cancelled' });
    expect(await freeTimes(calendar)).toContain('13:00');
    const refunds = await refundsOf(order);
    expect(refunds.map((refund) => [refund.amount, refund.status, refund.actorId, refund.actorName])).toEqual([
      [50_000, 'done', staff.id, staff.name],
      [170_000, 'done', staff.id, staff.name],
    ]);
    expect(refunds.every((refund) => refund.transactionKey)).toBe(true);
    const ids = [part, rest].map((result) => (result.ok ? result.refundId : 0));
    expect(keysOf(cancelsOf(paymentKey))).toEqual(ids.map((id) => `${order.orderId}:refund:${id}`));
    expect(await requestRefund(db(), config, { orderId: order.orderId, amount: 1, reason: '한 번 더', actor })).toEqual({
      ok: false,
      message: paymentMessages.refundNotPaid,
    });

    // Cancelled twice in Toss's console, each learnt from a webhook; then the site refunds what is left.
    const other = await startPayment(calendar, '14:00');
    const paid = await pay(other.order);
    const console1 = toss.cancelInConsole(paid.paymentKey, 30_000, '전화 요청으로 일부 취소');
    expect(await handleTossWebhook(db(), config, console1)).toMatchObject({ status: 200, body: { detail: 'now partially_refunded' } });
    expect(await handleTossWebhook(db(), config, console1)).toMatchObject({ status: 200 });
    const console2 = toss.cancelInConsole(paid.paymentKey, 40_000, '추가 일부 취소');
    expect(await handleTossWebhook(db(), config, console2)).toMatchObject({ status: 200 });
    expect(await orderRow(other.order.orderId)).toMatchObject({ status: 'partially_refunded', refundedAmount: 70_000 });
    const cancels = toss.payments.get(paid.paymentKey)!.cancels!;
    expect(
      (await refundsOf(other.order)).map((refund) => [refund.amount, refund.actorName, refund.actorId, refund.transactionKey]),
    ).toEqual([
      [30_000, '토스페이먼츠 상점관리자', null, cancels[0]!.transactionKey],
      [40_000, '토스페이먼츠 상점관리자', null, cancels[1]!.transactionKey],
    ]);
    expect(await requestRefund(db(), config, { orderId: other.order.orderId, amount: 150_001, reason: '나머지', actor })).toEqual({
      ok: false,
      message: paymentMessages.refundTooMuch(150_000),
    });
    expect(await requestRefund(db(), config, { orderId: other.order.orderId, amount: 150_000, reason: '나머지', actor })).toMatchObject({
      ok: true,
    });
    expect(await orderRow(other.order.orderId)).toMatchObject({ status: 'refunded', refundedAmount: fee });
    expect(await bookingRow(other.booking.id)).toMatchObject({ status: 'cancelled' });
  });

  it('does not confirm once the hold is gone, and cancels at once a payment whose hold vanished during the confirm', async () => {
    const calendar = await makeCalendar(39);
    // The hold lapsed and another visitor took the time before the buyer came back.
    const gone = await startPayment(calendar, '10:00');
    await lapse(gone.booking.id);
    const taker = await takeSlot(calendar, '10:00');
    expect(taker).toMatchObject({ status: 'confirmed' });
    expect(await bookingRow(gone.booking.id)).toMatchObject({ status: 'expired' });
    const confirms = toss.confirmCount();
    const late = await pay(gone.order);
    expect(late.view.view).toBe('hold-expired');
    expect(late.view.view === 'hold-expired' && late.view.alternatives.length).toBeGreaterThan(0);
    expect(toss.confirmCount()).toBe(confirms);
    expect(confirmsFor(gone.order.orderId)).toEqual([]);
    expect(await orderRow(gone.order.orderId)).toMatchObject({ status: 'expired' });
    expect(await jobsOf(PAYMENT_RECONCILE_JOB, gone.order.orderId)).toEqual([]);

    // Claimed with the hold in place; the hold is gone by the time Toss answers.
    const lost = await startPayment(calendar, '11:00');
    const paymentKey = toss.authorize({ orderId: lost.order.orderId, amount: fee });
    toss.setDelay(TIMEOUT_MS / 2, /^\/v1\/payments\/confirm$/);
    const settling = settleResult(db(), config, { orderId: lost.order.orderId, paymentKey, amount: String(fee) });
    await vi.waitFor(() => expect(confirmsFor(lost.order.orderId)).toHaveLength(1), { timeout: 5_000, interval: 10 });
    await db().update(bookings).set({ status: 'expired' }).where(eq(bookings.id, lost.booking.id));
    const view = await settling.finally(() => toss.setDelay(0));
    expect(view.view).toBe('hold-lost');
    expect(view.view === 'hold-lost' && view.alternatives.length).toBeGreaterThan(0);
    expect(await orderRow(lost.order.orderId)).toMatchObject({ status: 'refunded', holdLost: true, refundedAmount: fee });
    const [refund] = await refundsOf(lost.order);
    expect(refund).toMatchObject({ amount: fee, status: 'done', actorName: '결제 시스템' });
    const cancels = cancelsOf(paymentKey);
    expect(keysOf(cancels)).toEqual([`${lost.order.orderId}:refund:${refund!.id}`]);
    expect(cancels[0]!.body).toMatchObject({ cancelAmount: fee });
    expect(toss.payments.get(paymentKey)).toMatchObject({ status: 'CANCELED', balanceAmount: 0 });
    expect(await bookingRow(lost.booking.id)).toMatchObject({ status: 'expired' });
    // The visitor hears of the refund, never that it was paid.
    const notices = await jobsOf(PAYMENT_NOTICE_JOB, lost.order.orderId);
    expect(notices.map((job) => (job.payload as { status: string }).status)).toEqual(['refunded']);
  });

  it('closes an unpaid order after its hold lapses and gives the slot to the next visitor', async () => {
    const calendar = await makeCalendar(40);
    const { order, booking } = await startPayment(calendar, '14:00');
    const expireJob = await jobOf(PAYMENT_EXPIRE_JOB, order.orderId);
    expect(await paymentExpireHandler(expireJob, db())).toMatchObject({ status: 'retry' });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'created' });

    await lapse(booking.id);
    const [holdJob] = await bookingJobs(BOOKING_HOLD_JOB, booking.id);
    expect(await bookingHoldHandler({ settings: async () => demoFirmSettings })(holdJob!, db())).toEqual({ status: 'done' });
    expect(await bookingRow(booking.id)).toMatchObject({ status: 'expired' });
    expect(await paymentExpireHandler(expireJob, db())).toEqual({ status: 'done' });
    expect(await orderRow(order.orderId)).toMatchObject({ status: 'expired' });
    expect(await paymentExpireHandler(expireJob, db())).toMatchObject({ status: 'skipped' });

    expect(await freeTimes(calendar)).toContain('14:00');
    const next = await takeSlot(calendar, '14:00');
    expect(next).toMatchObject({ status: 'confirmed', lawyerId: calendar.lawyerId });
    const confirms = toss.confirmCount();
    expect((await pay(order)).view.view).toBe('hold-expired');
    expect(toss.confirmCount()).toBe(confirms);
  });

  it('issues a cash receipt once for a transfer of 100,000 won or more, and none for a card', async () => {
    const calendar = await makeCalendar(41);
    const transfer = await startPayment(calendar, '10:00');
    expect((await pay(transfer.order, 'transfer')).view).toMatchObject({ view: 'receipt', order: { status: 'paid', method: '계좌이체' } });
    const job = await jobOf(PAYMENT_CASH_RECEIPT_JOB, transfer.order.orderId);
    const issue = paymentCashReceiptHandler({ toss: tossConfig });
    expect(await issue(job, db())).toEqual({ status: 'done' });
    expect(await issue(job, db())).toEqual({ status: 'skipped', detail: 'the receipt was issued' });
    const issued = sentTo(/^\/v1\/cash-receipts$/, transfer.order.orderId);
    expect(keysOf(issued)).toEqual([`${transfer.order.orderId}:cash-receipt`]);
    expect(issued[0]!.body).toMatchObject({ amount: fee, type: '소득공제', customerIdentityNumber: '01034567890' });
    const order = await orderRow(transfer.order.orderId);
    expect(order).toMatchObject({ cashReceiptType: '소득공제' });
    expect(order.cashReceiptUrl).toMatch(new RegExp(`^${toss.url}/cash-receipt/`));

    const card = await startPayment(calendar, '11:00');
    await pay(card.order);
    expect(await orderRow(card.order.orderId)).toMatchObject({ status: 'paid', method: '카드' });
    expect(await jobsOf(PAYMENT_CASH_RECEIPT_JOB, card.order.orderId)).toEqual([]);
  });

  it('tells the visitor once by KakaoTalk that the payment went through, while the partner is down and then back', async () => {
    const calendar = await makeCalendar(42);
    const { order } = await startPayment(calendar, '16:00', { email: 'visitor@test.example' });
    await pay(order);
    const [job, ...others] = await jobsOf(PAYMENT_NOTICE_JOB, order.orderId);
    expect(others).toEqual([]);
    expect(job!.payload).toEqual({ orderId: order.orderId, status: 'paid', refunded: 0 });

    const notify = paymentNoticeHandler({
      siteUrl: 'http://127.0.0.1:3000',
      partnerApiUrl: partner.url,
      settings: async () => demoFirmSettings,
    });
    partner.requests.length = 0;
    partner.respondWith(503);
    expect(await notify(job!, db())).toMatchObject({ status: 'retry' });
    partner.respondWith(200);
    expect(await notify(job!, db())).toEqual({ status: 'done' });

    const key = `payment-${order.orderId}-paid-0`;
    expect(keysOf(partner.requests)).toEqual([key, key]);
    const accepted = partner.requests.slice(1);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({
      path: '/api/notices/biz-kakao',
      body: { template: 'PAYMENT_PAID', tel: '010-3456-7890', name: '이하은', amount: fee, refunded: 0, orderId: order.orderId },
    });
    expect((accepted[0]!.body as { url: string }).url).toBe(`http://127.0.0.1:3000/pay/result?orderId=${order.orderId}`);
    const sent = await db().select().from(mails).where(eq(mails.to, 'visitor@test.example'));
    expect(sent.map((mail) => mail.kind)).toEqual(['payment-receipt']);
  });

  it('never writes the secret key to a log line, an event, a job or an order: only Toss’s Basic header carries it', async () => {
    const secret = toss.secretKey;
    const basic = Buffer.from(`${secret}:`).toString('base64');
    const stored = JSON.stringify([
      await db().select().from(paymentEvents),
      await db().select().from(jobs),
      await db().select().from(paymentOrders),
      await db().select().from(paymentRefunds),
      await db().select().from(mails),
    ]);
    expect(stored.length).toBeGreaterThan(10_000);
    const printed = logged.join('\n');
    expect(printed).toContain('[payments]');
    for (const needle of [secret, basic]) {
      expect(stored).not.toContain(needle);
      expect(printed).not.toContain(needle);
    }
    const calls = toss.requests.filter((request) => request.path.startsWith('/v1/'));
    expect(calls.length).toBeGreaterThan(30);
    for (const request of calls) {
      const { authorization, ...headers } = request.headers;
      expect(authorization).toBe(`Basic ${basic}`);
      expect(JSON.stringify([request.path, request.body, headers])).not.toContain(secret);
    }
  });
});
