import { randomUUID } from 'node:crypto';
import { and, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoFirmSettings } from '@/features/firm/domain/firm-settings';
import { bookingManagePath } from '@/lib/routes';
import { addSeoulDays, seoulDay } from '@/lib/seoul-date';
import { useDatabaseForTests } from '@/server/db/db';
import {
  bookingLawyers,
  bookingPlaces,
  bookings,
  consultEvents,
  consults,
  holidays,
  jobs,
  lawyers,
  mails,
  rateLimits,
} from '@/server/db/schema';
import type { JobRow } from '@/server/jobs/queue';
import { createTestUser } from '../../../../tests/support/auth-factory';
import { startFakePartner, type FakePartner } from '../../../../tests/support/fake-partner';
import { withRequest } from '../../../../tests/support/next-headers';
import { createTestDatabase, onPostgres, type TestDatabase } from '../../../../tests/support/test-db';
import { bookingMessages } from '../domain/booking-rules';
import { weekdayOf, type WeeklyHours } from '../domain/slots';
import { cancelBookingAction, fileBookingAction, type BookingFormState, type ManageFormState } from './actions';
import { availability, closedHolidays } from './calendar';
import { gazetteHolidays, setHolidayClosed, syncHolidays } from './holidays';
import {
  BOOKING_HOLD_JOB,
  BOOKING_NOTICE_JOB,
  BOOKING_REMINDER_JOB,
  blockTime,
  moveBooking,
  queueBookingJobs,
  reminderAt,
  reserve,
  setStatus,
  type BookingRow,
  type ReserveRequest,
} from './mutations';
import { bookingHoldHandler, bookingReminderHandler } from './notify';
import { manageToken, tokenBookingId, tokenMatches } from './token';

/**
 * The booking engine against the real migrations (issue 15, decision 015): the exclusion
 * constraint settles races, holds lapse, reminders go once, the private link reaches one booking,
 * Seoul time holds whatever the process's zone. Every day is picked relative to one clock read at
 * the start, well inside each test calendar's horizon and past its notice.
 */

let database: TestDatabase;
const clock = new Date();
const today = seoulDay(clock);
const gazetteDays = new Set(gazetteHolidays().map((holiday) => holiday.day));

/** A day `offset` days from now (or the next one) that no public holiday closes. */
function openDay(offset: number): string {
  let day = addSeoulDays(today, offset);
  while (gazetteDays.has(day)) day = addSeoulDays(day, 1);
  return day;
}

/** 'HH:MM' on a Seoul day, as the instant written with its +09:00 offset. */
const seoulAt = (day: string, time: string) => new Date(`${day}T${time}:00+09:00`);

const officeDay: Array<[string, string]> = [
  ['10:00', '12:00'],
  ['13:00', '18:00'],
];
const everyDay = (ranges: Array<[string, string]>): WeeklyHours =>
  Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((weekday) => [weekday, ranges])) as WeeklyHours;

let calendars = 0;

/** A place and one lawyer who meets visitors there, both new: each test owns its calendar. */
async function makeCalendar(options: { weeklyHours?: WeeklyHours; name?: string } = {}): Promise<{ placeId: number; lawyerId: number }> {
  calendars += 1;
  const weeklyHours = options.weeklyHours ?? everyDay(officeDay);
  const [lawyer] = await database.db
    .insert(lawyers)
    .values({
      name: options.name ?? `예약변호사${calendars}`,
      title: '변호사',
      summary: '이혼과 양육권 사건을 맡습니다.',
      status: 'published',
    })
    .returning({ id: lawyers.id });
  const [place] = await database.db
    .insert(bookingPlaces)
    .values({
      name: `서초 상담실 ${calendars}`,
      kind: 'office',
      officeName: null,
      weeklyHours,
      slotMinutes: 60,
      bufferMinutes: 0,
      horizonDays: 365,
      minNoticeHours: 0,
    })
    .returning({ id: bookingPlaces.id });
  await database.db.insert(bookingLawyers).values({ lawyerId: lawyer!.id, placeIds: [place!.id], weeklyHours });
  return { placeId: place!.id, lawyerId: lawyer!.id };
}

/** A consult a booking belongs to (notices and timeline notes read it). */
async function makeConsult(name = '김서연'): Promise<number> {
  const [row] = await database.db
    .insert(consults)
    .values({
      legalCaseUuid: randomUUID(),
      name,
      tel: '010-2345-6789',
      content: '협의이혼과 양육권 상담을 받고 싶습니다.',
      source: 'booking',
    })
    .returning({ id: consults.id });
  return row!.id;
}

async function reserveIn(
  request: Omit<ReserveRequest, 'kind' | 'email' | 'consultId'> & Partial<ReserveRequest>,
): Promise<BookingRow | null> {
  return database.db.transaction((tx) => reserve(tx, { kind: 'visit', email: null, consultId: null, now: clock, ...request }));
}

/** Reserves and queues the notice and jobs the way the booking action does. */
async function book(request: Omit<ReserveRequest, 'kind' | 'email' | 'consultId'> & Partial<ReserveRequest>): Promise<BookingRow> {
  return database.db.transaction(async (tx) => {
    const row = await reserve(tx, { kind: 'visit', email: null, consultId: null, now: clock, ...request });
    if (!row) throw new Error(`${request.day} ${request.time} was not free`);
    await queueBookingJobs(tx, row, row.status === 'held' ? 'held' : 'booked', {
      reminderHour: demoFirmSettings.bookingReminderHour,
      now: clock,
    });
    return row;
  });
}

async function freeTimes(placeId: number, day: string): Promise<string[]> {
  const found = await availability(database.db, { placeId, from: day, to: day, now: clock });
  return found?.days[0]?.times.map((time) => time.time) ?? [];
}

async function bookingRow(id: number): Promise<BookingRow> {
  const [row] = await database.db.select().from(bookings).where(eq(bookings.id, id));
  return row!;
}

async function jobFor(kind: string, bookingId: number, version: number): Promise<JobRow> {
  const rows = await database.db
    .select()
    .from(jobs)
    .where(
      and(
        eq(jobs.kind, kind),
        sql`${jobs.payload}->>'bookingId' = ${String(bookingId)}`,
        sql`${jobs.payload}->>'version' = ${String(version)}`,
      ),
    );
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

/** The SQLSTATE of a database error, through the driver's and Drizzle's wrapping. */
function sqlState(error: unknown): string | undefined {
  for (let current: unknown = error; current; current = (current as { cause?: unknown }).cause) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string') return code;
  }
  return undefined;
}

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const emptyBooking: BookingFormState = {
  attempt: 0,
  values: { tel: '', content: '', name: '', category: '', consent: false, email: '', placeId: '', lawyer: 'any', day: '', time: '' },
  fieldErrors: {},
};

/** Posts the booking form from `address`; a booking ends in Next's redirect, answered here as its target. */
async function postBooking(address: string, values: Record<string, string>): Promise<BookingFormState | string> {
  return withRequest({ 'x-forwarded-for': address }, () =>
    fileBookingAction(
      emptyBooking,
      form({
        kind: 'visit',
        tel: '010-3456-7890',
        content: '이혼 소송 중 양육권과 재산분할을 직접 상담받고 싶습니다.',
        name: '이하은',
        category: '이혼',
        consent: 'on',
        email: '',
        website: '',
        lawyer: 'any',
        ...values,
      }),
    ),
  ).catch((error: { digest?: string }) => {
    if (!error.digest?.startsWith('NEXT_REDIRECT')) throw error;
    return error.digest;
  });
}

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

afterEach(async () => {
  await database.db.delete(bookings);
  await database.db.delete(consults);
  await database.db.delete(jobs);
  await database.db.delete(mails);
  await database.db.delete(rateLimits);
});

describe(`reserving one time (${onPostgres ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('gives a time 50 visitors reach for at once to exactly one of them', async () => {
    const { placeId, lawyerId } = await makeCalendar();
    const day = openDay(30);
    let inFlight = 0;
    let peak = 0;
    const outcomes = await Promise.all(
      Array.from({ length: 50 }, () =>
        database.db.transaction(async (tx) => {
          inFlight += 1;
          peak = Math.max(peak, inFlight);
          try {
            return await reserve(tx, { kind: 'visit', placeId, lawyerId, day, time: '14:00', email: null, consultId: null, now: clock });
          } finally {
            inFlight -= 1;
          }
        }),
      ),
    );
    const won = outcomes.filter((row): row is BookingRow => row !== null);
    expect(won).toHaveLength(1);
    expect(outcomes.filter((row) => row === null)).toHaveLength(49);
    // PGlite runs one transaction at a time; on PostgreSQL the pool's connections really race.
    if (onPostgres) expect(peak).toBeGreaterThan(1);
    const stored = await database.db.select().from(bookings).where(eq(bookings.lawyerId, lawyerId));
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ id: won[0]!.id, status: 'confirmed', startsAt: seoulAt(day, '14:00') });
    expect(await freeTimes(placeId, day)).not.toContain('14:00');
  });

  it('books the time once through the form, tells the 49 others it was just taken with nearby times, and keeps none of their consults', async () => {
    const { placeId } = await makeCalendar();
    const day = openDay(31);
    const answers = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        postBooking(`198.51.100.${index + 1}`, { placeId: String(placeId), day, time: '15:00', name: `방문자${index + 1}` }),
      ),
    );
    const redirects = answers.filter((answer): answer is string => typeof answer === 'string');
    const refused = answers.filter((answer): answer is BookingFormState => typeof answer !== 'string');
    expect(redirects).toHaveLength(1);
    expect(redirects[0]).toMatch(/\/consult\/booking\/manage\/\d+\.[\w-]{32}\?done=1/);
    expect(refused).toHaveLength(49);
    for (const state of refused) {
      expect(state.formError?.startsWith('방금 다른 분이 이 시간을 예약했어요')).toBe(true);
      expect(state.formError).toBe(bookingMessages.taken);
      expect(state.alternatives?.length).toBeGreaterThan(0);
      expect(state.alternatives!.map((free) => `${free.day} ${free.time}`)).not.toContain(`${day} 15:00`);
      expect(state.alternatives![0]).toMatchObject({ day, time: '16:00' });
    }
    const [booked] = await database.db.select().from(bookings).where(eq(bookings.placeId, placeId));
    const saved = await database.db.select().from(consults);
    expect(saved).toHaveLength(1);
    expect(booked).toMatchObject({ consultId: saved[0]!.id, status: 'confirmed', startsAt: seoulAt(day, '15:00') });
    expect(saved[0]!.content).toContain(`${day}`);
    // The booking's line first, then the visitor's own words as they sent them.
    expect(saved[0]!.content).toMatch(
      /^\[방문 상담 예약\] .+ 15:00 · .+ 변호사 (지정|배정)\n\n이혼 소송 중 양육권과 재산분할을 직접 상담받고 싶습니다\.$/,
    );
    // Only the winner's partner notice, booking notice and reminder were written.
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, 'partner.consult-notice'))).toHaveLength(1);
    expect(await database.db.select().from(jobs).where(eq(jobs.kind, BOOKING_NOTICE_JOB))).toHaveLength(1);
  });
});

describe('a block across two slots', () => {
  it('takes both slots it touches out of the calendar and the database refuses an overlapping live row', async () => {
    const { placeId, lawyerId } = await makeCalendar();
    const day = openDay(32);
    const staff = await createTestUser(database.db, { roles: ['매니저'], name: '한지우 매니저' });
    expect(await freeTimes(placeId, day)).toEqual(['10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00']);

    const block = await database.db.transaction((tx) =>
      blockTime(tx, {
        placeId,
        lawyerId,
        startsAt: seoulAt(day, '14:15'),
        endsAt: seoulAt(day, '15:45'),
        note: '법원 기일',
        createdBy: staff.id,
      }),
    );
    expect(block).toMatchObject({ kind: 'block', status: 'blocked' });

    expect(await freeTimes(placeId, day)).toEqual(['10:00', '11:00', '13:00', '16:00', '17:00']);
    expect(await reserveIn({ placeId, lawyerId, day, time: '14:00' })).toBeNull();
    expect(await reserveIn({ placeId, lawyerId: null, day, time: '15:00' })).toBeNull();
    // A second block over the first meets the constraint and is refused, not thrown.
    expect(
      await database.db.transaction((tx) =>
        blockTime(tx, { placeId, lawyerId, startsAt: seoulAt(day, '15:00'), endsAt: seoulAt(day, '16:00'), note: '', createdBy: staff.id }),
      ),
    ).toBeNull();

    const insertAt = (status: string) =>
      database.db.execute(sql`
        insert into bookings (kind, status, place_id, lawyer_id, starts_at, ends_at, busy, manage_salt)
        values ('visit', ${status}, ${placeId}, ${lawyerId}, ${seoulAt(day, '15:30').toISOString()}::timestamptz,
          ${seoulAt(day, '16:30').toISOString()}::timestamptz,
          tstzrange(${seoulAt(day, '15:30').toISOString()}::timestamptz, ${seoulAt(day, '16:30').toISOString()}::timestamptz, '[)'), 'salt')`);
    const error = await insertAt('confirmed').then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(sqlState(error)).toBe('23P01');
    // A row that no longer occupies the time (cancelled) is not the constraint's business.
    await insertAt('cancelled');
    expect(await database.db.select().from(bookings).where(eq(bookings.lawyerId, lawyerId))).toHaveLength(2);
  });
});

describe('cancelling', () => {
  it('frees the time for the next visitor', async () => {
    const { placeId, lawyerId } = await makeCalendar();
    const day = openDay(33);
    const first = await reserveIn({ placeId, lawyerId, day, time: '11:00' });
    expect(first).not.toBeNull();
    expect(await freeTimes(placeId, day)).not.toContain('11:00');
    expect(await reserveIn({ placeId, lawyerId, day, time: '11:00' })).toBeNull();

    const cancelled = await setStatus(database.db, first!, 'confirmed', 'cancelled', { cancelledBy: 'visitor', cancelledAt: clock });
    expect(cancelled).toMatchObject({ status: 'cancelled', version: first!.version + 1 });
    // The version the caller saw is gone: a second cancel from the same screen changes nothing.
    expect(await setStatus(database.db, first!, 'confirmed', 'cancelled')).toBeNull();

    expect(await freeTimes(placeId, day)).toContain('11:00');
    const second = await reserveIn({ placeId, lawyerId, day, time: '11:00' });
    expect(second).toMatchObject({ status: 'confirmed', startsAt: seoulAt(day, '11:00') });
    expect(second!.id).not.toBe(first!.id);
  });
});

describe('a paid consultation’s hold', () => {
  const holdHandler = bookingHoldHandler({ settings: async () => demoFirmSettings });
  const lapse = (id: number) =>
    database.db
      .update(bookings)
      .set({ holdExpiresAt: sql`now() - interval '1 minute'` })
      .where(eq(bookings.id, id));
  const expiredNotices = (id: number) =>
    database.db
      .select()
      .from(jobs)
      .where(
        and(
          eq(jobs.kind, BOOKING_NOTICE_JOB),
          sql`${jobs.payload}->>'bookingId' = ${String(id)}`,
          sql`${jobs.payload}->>'event' = 'expired'`,
        ),
      );
  const notes = (consultId: number) =>
    database.db
      .select()
      .from(consultEvents)
      .where(and(eq(consultEvents.consultId, consultId), like(consultEvents.note, '확정 대기 시간이 지나%')));

  it('holds the time until it lapses, then lets the next visitor take it and tells the asker once', async () => {
    const { placeId, lawyerId } = await makeCalendar();
    const day = openDay(34);
    const consultId = await makeConsult('최민준');
    const held = await book({ kind: 'premium', placeId, lawyerId, day, time: '13:00', consultId, holdMinutes: 24 * 60 });
    expect(held).toMatchObject({ kind: 'premium', status: 'held', confirmedAt: null });
    expect(held.holdExpiresAt!.getTime()).toBe(clock.getTime() + 24 * 3_600_000);
    const holdJob = await jobFor(BOOKING_HOLD_JOB, held.id, held.version);
    expect(holdJob.runAt.getTime()).toBe(held.holdExpiresAt!.getTime());
    expect(await freeTimes(placeId, day)).not.toContain('13:00');
    expect(await reserveIn({ placeId, lawyerId, day, time: '13:00' })).toBeNull();

    await lapse(held.id);
    expect(await freeTimes(placeId, day)).toContain('13:00');
    const next = await reserveIn({ placeId, lawyerId, day, time: '13:00' });
    expect(next).toMatchObject({ status: 'confirmed', startsAt: seoulAt(day, '13:00') });
    expect(await bookingRow(held.id)).toMatchObject({ status: 'expired', version: held.version + 1 });

    // The sweep comes after the visitor's booking marked it: it still tells the asker, once.
    expect(await holdHandler(holdJob, database.db)).toEqual({ status: 'done' });
    expect(await holdHandler(holdJob, database.db)).toMatchObject({ status: 'skipped' });
    expect(await expiredNotices(held.id)).toHaveLength(1);
    expect(await notes(consultId)).toHaveLength(1);
    expect(await bookingRow(next!.id)).toMatchObject({ status: 'confirmed' });
  });

  it('is marked expired by its job once the time has passed, and not before', async () => {
    const { placeId, lawyerId } = await makeCalendar();
    const day = openDay(35);
    const consultId = await makeConsult('정예린');
    const held = await book({ kind: 'premium', placeId, lawyerId, day, time: '16:00', consultId, holdMinutes: 48 * 60 });
    const holdJob = await jobFor(BOOKING_HOLD_JOB, held.id, held.version);

    // A job that ran early (a clock skew) leaves a hold that has not lapsed alone.
    expect(await holdHandler(holdJob, database.db)).toMatchObject({ status: 'skipped' });
    expect(await bookingRow(held.id)).toMatchObject({ status: 'held', version: held.version });

    await lapse(held.id);
    expect(await holdHandler(holdJob, database.db)).toEqual({ status: 'done' });
    expect(await bookingRow(held.id)).toMatchObject({ status: 'expired', version: held.version + 1 });
    expect(await holdHandler(holdJob, database.db)).toMatchObject({ status: 'skipped' });
    const [notice] = await expiredNotices(held.id);
    expect(notice?.payload).toEqual({ bookingId: held.id, event: 'expired', version: held.version + 1 });
    expect(await expiredNotices(held.id)).toHaveLength(1);
    expect(await notes(consultId)).toHaveLength(1);
    expect(await freeTimes(placeId, day)).toContain('16:00');
  });
});

describe('the day-before reminder', () => {
  let partner: FakePartner;
  beforeAll(async () => {
    partner = await startFakePartner();
  });
  afterAll(async () => {
    await partner.close();
  });
  const handler = () =>
    bookingReminderHandler({
      siteUrl: 'http://127.0.0.1:3000',
      partnerApiUrl: partner.url,
      settings: async () => demoFirmSettings,
      timeoutMs: 2_000,
    });
  const keysOf = (requests: FakePartner['requests']) => requests.map((request) => request.headers['idempotency-key']);

  it('reaches the visitor once while the partner is down and then back, and not again on a rerun', async () => {
    const { placeId, lawyerId } = await makeCalendar({ name: '윤서진' });
    const day = openDay(36);
    const consultId = await makeConsult('박지호');
    const booked = await book({ placeId, lawyerId, day, time: '10:00', consultId, email: 'visitor@test.example' });
    const job = await jobFor(BOOKING_REMINDER_JOB, booked.id, booked.version);
    expect(job.runAt.getTime()).toBe(seoulAt(addSeoulDays(day, -1), '10:00').getTime());
    expect(job.runAt.getTime()).toBe(reminderAt(booked.startsAt, 10).getTime());

    partner.requests.length = 0;
    partner.respondWith((_request, index) => (index === 0 ? 503 : 200));
    const remind = handler();
    expect(await remind(job, database.db)).toMatchObject({ status: 'retry' });
    expect((await bookingRow(booked.id)).reminderSentAt).toBeNull();
    expect(await remind(job, database.db)).toEqual({ status: 'done' });
    expect((await bookingRow(booked.id)).reminderSentAt).not.toBeNull();
    // A rerun (a crash before the job was marked done, a second worker) sends nothing more.
    expect(await remind(job, database.db)).toMatchObject({ status: 'skipped' });

    const key = `booking-${booked.id}-reminder-${booked.version}`;
    expect(keysOf(partner.requests)).toEqual([key, key]);
    expect(new Set(keysOf(partner.requests)).size).toBe(1);
    const accepted = partner.requests.filter((_request, index) => index > 0);
    expect(accepted).toHaveLength(1);
    expect(accepted[0]).toMatchObject({
      path: '/api/notices/biz-kakao',
      body: { tel: '010-2345-6789', template: 'BOOKING_REMINDER', name: '박지호', lawyer: '윤서진 변호사', bookingId: booked.id },
    });
    expect((accepted[0]!.body as { url: string }).url).toContain(`/consult/booking/manage/${booked.id}.`);
    expect(await database.db.select().from(mails).where(eq(mails.kind, 'booking-reminder'))).toHaveLength(1);
  });

  it('stands down for a booking cancelled since', async () => {
    const { placeId, lawyerId } = await makeCalendar();
    const day = openDay(37);
    const booked = await book({ placeId, lawyerId, day, time: '11:00', consultId: await makeConsult() });
    const job = await jobFor(BOOKING_REMINDER_JOB, booked.id, booked.version);
    await setStatus(database.db, booked, 'confirmed', 'cancelled', { cancelledBy: 'visitor', cancelledAt: clock });

    partner.requests.length = 0;
    partner.respondWith(200);
    expect(await handler()(job, database.db)).toEqual({ status: 'skipped', detail: 'the booking is cancelled' });
    expect(partner.requests).toHaveLength(0);
  });

  it('stands down for the old time of a moved booking and sends the new time’s reminder', async () => {
    const { placeId, lawyerId } = await makeCalendar();
    const day = openDay(38);
    const booked = await book({ placeId, lawyerId, day, time: '13:00', consultId: await makeConsult() });
    const oldJob = await jobFor(BOOKING_REMINDER_JOB, booked.id, booked.version);
    const newDay = addSeoulDays(day, 1);
    const moved = await database.db.transaction(async (tx) => {
      const row = await moveBooking(tx, booked, { day: newDay, time: '17:00' }, { now: clock });
      if (row) await queueBookingJobs(tx, row, 'moved', { reminderHour: demoFirmSettings.bookingReminderHour, now: clock });
      return row;
    });
    expect(moved).toMatchObject({ id: booked.id, version: booked.version + 1, startsAt: seoulAt(newDay, '17:00') });
    const newJob = await jobFor(BOOKING_REMINDER_JOB, booked.id, moved!.version);
    expect(newJob.runAt.getTime()).toBe(seoulAt(day, '10:00').getTime());

    partner.requests.length = 0;
    partner.respondWith(200);
    expect(await handler()(oldJob, database.db)).toEqual({ status: 'skipped', detail: 'the booking moved since; its new reminder stands' });
    expect(partner.requests).toHaveLength(0);
    expect(await handler()(newJob, database.db)).toEqual({ status: 'done' });
    expect(keysOf(partner.requests)).toEqual([`booking-${booked.id}-reminder-${moved!.version}`]);
    expect(await freeTimes(placeId, day)).toContain('13:00');
  });
});

describe('the private link', () => {
  /** Cancels from the private page; a cancel ends in Next's redirect, answered here as its target. */
  const cancelWith = (token: string): Promise<ManageFormState | string> =>
    withRequest({ 'x-forwarded-for': '203.0.113.77' }, () =>
      cancelBookingAction({ attempt: 0 }, form({ token, reason: '일정이 겹쳤어요' })),
    ).catch((error: { digest?: string }) => {
      if (!error.digest?.startsWith('NEXT_REDIRECT')) throw error;
      return error.digest;
    });

  it('reaches its own booking only, and a tampered or malformed token nothing', async () => {
    const { placeId, lawyerId } = await makeCalendar();
    const day = openDay(39);
    const a = await book({ placeId, lawyerId, day, time: '10:00', consultId: await makeConsult('서지우') });
    const b = await book({ placeId, lawyerId, day, time: '11:00', consultId: await makeConsult('강하준') });
    const tokenA = await manageToken(database.db, a);
    const tokenB = await manageToken(database.db, b);
    const macA = tokenA.split('.')[1]!;

    expect(tokenBookingId(tokenA)).toBe(a.id);
    expect(await tokenMatches(database.db, tokenA, a)).toBe(true);
    expect(await tokenMatches(database.db, tokenA, b)).toBe(false);
    expect(await tokenMatches(database.db, `${b.id}.${macA}`, b)).toBe(false);
    const flipped = `${a.id}.${macA.slice(0, -1)}${macA.endsWith('A') ? 'B' : 'A'}`;
    expect(tokenBookingId(flipped)).toBe(a.id);
    expect(await tokenMatches(database.db, flipped, a)).toBe(false);
    // A rotated salt voids the old link.
    expect(await tokenMatches(database.db, tokenA, { id: a.id, manageSalt: `${a.manageSalt}x` })).toBe(false);
    for (const malformed of [
      '',
      String(a.id),
      `${a.id}.`,
      `${a.id}.${macA.slice(1)}`,
      `${a.id}.${macA}A`,
      `0.${macA}`,
      `-${a.id}.${macA}`,
      `99999999999.${macA}`,
      `2147483648.${macA}`,
      `${a.id}.${macA.slice(1)}+`,
      ` ${tokenA}`,
      `${tokenA}\n`,
      `${a.id}/${macA}`,
    ]) {
      expect(tokenBookingId(malformed), JSON.stringify(malformed)).toBeNull();
    }

    expect(await cancelWith(`${b.id}.${macA}`)).toEqual({ attempt: 1, formError: bookingMessages.notFound });
    expect(await cancelWith(flipped)).toEqual({ attempt: 1, formError: bookingMessages.notFound });
    expect(await cancelWith(tokenA)).toContain(`${bookingManagePath(tokenA)}?changed=cancelled`);
    expect(await bookingRow(a.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'visitor', cancelReason: '일정이 겹쳤어요' });
    expect(await bookingRow(b.id)).toMatchObject({ status: 'confirmed', version: b.version });
    // Cancelled once: the link cannot cancel it again, nor reach B.
    expect(await cancelWith(tokenA)).toEqual({ attempt: 1, formError: bookingMessages.closed });
    expect(await bookingRow(b.id)).toMatchObject({ status: 'confirmed', version: b.version });
    expect(await cancelWith(tokenB)).toContain(`${bookingManagePath(tokenB)}?changed=cancelled`);
  });

  it('cancels a paid consultation only by phone once it is confirmed, and a held one online', async () => {
    const { placeId, lawyerId } = await makeCalendar();
    const day = openDay(41);
    const held = await book({ kind: 'premium', placeId, lawyerId, day, time: '10:00', consultId: await makeConsult('문서연') });
    const paid = await book({ kind: 'premium', placeId, lawyerId, day, time: '11:00', consultId: await makeConsult('배지호') });
    await database.db.update(bookings).set({ status: 'confirmed', confirmedAt: clock }).where(eq(bookings.id, paid.id));
    expect(await cancelWith(await manageToken(database.db, paid))).toEqual({ attempt: 1, formError: bookingMessages.paidCancelByPhone });
    expect(await bookingRow(paid.id)).toMatchObject({ status: 'confirmed' });
    const heldToken = await manageToken(database.db, held);
    expect(await cancelWith(heldToken)).toContain(`${bookingManagePath(heldToken)}?changed=cancelled`);
    expect(await bookingRow(held.id)).toMatchObject({ status: 'cancelled', cancelledBy: 'visitor' });
  });
});

describe('Seoul time', () => {
  it(`stores a slot at its +09:00 instant and groups it by the Seoul day (process TZ ${process.env.TZ ?? 'unset'})`, async () => {
    const day = openDay(40);
    const weekday = String(weekdayOf(day)) as keyof WeeklyHours;
    // Open early and late on one weekday only: 08:00 Seoul is the previous day in UTC and in Los Angeles.
    const { placeId, lawyerId } = await makeCalendar({
      weeklyHours: {
        [weekday]: [
          ['08:00', '09:00'],
          ['23:00', '24:00'],
        ],
      },
    });
    const found = await availability(database.db, { placeId, from: addSeoulDays(day, -1), to: addSeoulDays(day, 1), now: clock });
    expect(found!.days.map((free) => [free.day, free.times.map((time) => [time.time, time.startsAt.toISOString()])])).toEqual([
      [addSeoulDays(day, -1), []],
      [
        day,
        [
          ['08:00', seoulAt(day, '08:00').toISOString()],
          ['23:00', seoulAt(day, '23:00').toISOString()],
        ],
      ],
      [addSeoulDays(day, 1), []],
    ]);

    const early = await book({ placeId, lawyerId, day, time: '08:00', consultId: await makeConsult() });
    const late = await reserveIn({ placeId, lawyerId, day, time: '23:00' });
    expect(early.startsAt.toISOString()).toBe(new Date(`${day}T08:00:00+09:00`).toISOString());
    expect(early.startsAt.toISOString()).toBe(`${addSeoulDays(day, -1)}T23:00:00.000Z`);
    expect(late!.endsAt.toISOString()).toBe(new Date(`${addSeoulDays(day, 1)}T00:00:00+09:00`).toISOString());
    expect(seoulDay(early.startsAt)).toBe(day);

    // What the database holds, read in Seoul time by the database itself.
    const result = await database.db.execute(sql`
      select id, to_char(starts_at at time zone 'Asia/Seoul', 'YYYY-MM-DD HH24:MI') as seoul,
        starts_at = ${`${day}T08:00:00+09:00`}::timestamptz as at_instant, lower(busy) = starts_at as busy_from
      from bookings where id in (${early.id}, ${late!.id}) order by starts_at`);
    expect((result as unknown as { rows: unknown[] }).rows).toEqual([
      { id: early.id, seoul: `${day} 08:00`, at_instant: true, busy_from: true },
      { id: late!.id, seoul: `${day} 23:00`, at_instant: false, busy_from: true },
    ]);
    // The reminder goes at 10:00 Seoul time the day before, whatever the process's zone.
    expect((await jobFor(BOOKING_REMINDER_JOB, early.id, early.version)).runAt.toISOString()).toBe(
      seoulAt(addSeoulDays(day, -1), '10:00').toISOString(),
    );
  });
});

describe('public holidays', () => {
  it('imports 설날 2026 from the gazette and leaves a day staff reopened open', async () => {
    const staff = await createTestUser(database.db, { roles: ['매니저'], name: '오하늘 매니저' });
    await database.db.delete(holidays);
    try {
      expect(await syncHolidays(database.db)).toBe(gazetteHolidays().length);
      const seollal = await database.db
        .select({ day: holidays.day, name: holidays.name, source: holidays.source, closed: holidays.closed })
        .from(holidays)
        .where(inArray(holidays.day, ['2026-02-16', '2026-02-17', '2026-02-18']))
        .orderBy(holidays.day);
      expect(seollal).toEqual([
        { day: '2026-02-16', name: '설날 전날', source: 'gazette', closed: true },
        { day: '2026-02-17', name: '설날', source: 'gazette', closed: true },
        { day: '2026-02-18', name: '설날 다음 날', source: 'gazette', closed: true },
      ]);
      expect([...(await closedHolidays(database.db, { from: '2026-02-15', to: '2026-02-19' }))].sort()).toEqual([
        '2026-02-16',
        '2026-02-17',
        '2026-02-18',
      ]);

      expect(await setHolidayClosed(database.db, { day: '2026-02-17', closed: false, by: staff.id })).toBe(true);
      expect(await syncHolidays(database.db)).toBe(0);
      const [reopened] = await database.db.select().from(holidays).where(eq(holidays.day, '2026-02-17'));
      expect(reopened).toMatchObject({ closed: false, updatedBy: staff.id, name: '설날' });
      expect([...(await closedHolidays(database.db, { from: '2026-02-15', to: '2026-02-19' }))].sort()).toEqual([
        '2026-02-16',
        '2026-02-18',
      ]);
    } finally {
      await database.db.delete(holidays);
      await syncHolidays(database.db);
    }
  });
});
