import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { viewerFromHeaders } from '@/features/auth/server/viewer';
import { addSeoulDays, seoulDay } from '@/lib/seoul-date';
import { useDatabaseForTests } from '@/server/db/db';
import { auditLogs, bookingLawyers, bookingPlaces, bookings, consultEvents, consults, jobs, lawyers } from '@/server/db/schema';
import { createTestUser, type TestUser } from '../../../../tests/support/auth-factory';
import { withRequest } from '../../../../tests/support/next-headers';
import { createTestDatabase, type TestDatabase } from '../../../../tests/support/test-db';
import { bookingMessages } from '../domain/booking-rules';
import type { WeeklyHours } from '../domain/slots';
import { availability } from './calendar';
import { reserve, type BookingRow } from './mutations';
import { bookingActAction, bookingBlockAction, bookingMoveAction } from './office-actions';
import { getOfficeCalendar } from './office-queries';

/**
 * The back office's acts on bookings (issue 15, section 3): moving, attendance, blocking and
 * unblocking time, each through booking.manage, audit-logged, told to the visitor where it
 * concerns them; and a lawyer opening the calendar on their own column.
 */

let database: TestDatabase;
let manager: TestUser;
let member: TestUser;
let lawyerUser: TestUser;
let placeId: number;
let otherPlaceId: number;
let kimId: number;
let parkId: number;
const clock = new Date();
const day = addSeoulDays(seoulDay(clock), 20);
const everyDay: WeeklyHours = Object.fromEntries(
  ['0', '1', '2', '3', '4', '5', '6'].map((weekday) => [weekday, [['10:00', '18:00']]]),
) as WeeklyHours;

const as = <T>(user: TestUser, run: () => Promise<T>) => withRequest(user.headers, run);

async function freeTimes(lawyerId: number): Promise<string[]> {
  const found = await availability(database.db, { placeId, lawyerId, from: day, to: day, now: clock });
  return found?.days[0]?.times.map((time) => time.time) ?? [];
}

async function book(lawyerId: number, time: string): Promise<BookingRow> {
  const [consult] = await database.db
    .insert(consults)
    .values({ legalCaseUuid: randomUUID(), name: '정다은', tel: '010-3456-7890', content: '재산분할 상담', source: 'booking' })
    .returning({ id: consults.id });
  const row = await database.db.transaction((tx) =>
    reserve(tx, { kind: 'visit', placeId, lawyerId, day, time, email: null, consultId: consult!.id, now: clock }),
  );
  if (!row) throw new Error(`${day} ${time} was not free`);
  return row;
}

beforeAll(async () => {
  database = await createTestDatabase();
  useDatabaseForTests(database);
  manager = await createTestUser(database.db, { roles: ['매니저'], name: '한지우 매니저' });
  member = await createTestUser(database.db, { name: '일반 회원' });
  lawyerUser = await createTestUser(database.db, { roles: ['변호사'], name: '박지안 변호사' });
  const profiles = await database.db
    .insert(lawyers)
    .values([
      { name: '김도윤', title: '변호사', summary: '위자료 소송', status: 'published', sortOrder: 1 },
      { name: '박지안', title: '변호사', summary: '양육권 사건', status: 'published', sortOrder: 2, accountId: lawyerUser.id },
    ])
    .returning({ id: lawyers.id });
  [kimId, parkId] = [profiles[0]!.id, profiles[1]!.id];
  const places = await database.db
    .insert(bookingPlaces)
    .values([
      { name: '본사 (교대)', kind: 'office', weeklyHours: everyDay, horizonDays: 365, minNoticeHours: 0, sort: 1 },
      { name: '사당 분사무소', kind: 'office', weeklyHours: everyDay, horizonDays: 365, minNoticeHours: 0, sort: 2 },
    ])
    .returning({ id: bookingPlaces.id });
  [placeId, otherPlaceId] = [places[0]!.id, places[1]!.id];
  await database.db.insert(bookingLawyers).values([
    { lawyerId: kimId, placeIds: [placeId], weeklyHours: everyDay },
    // 박지안 meets visitors at the branch first: their calendar opens there.
    { lawyerId: parkId, placeIds: [otherPlaceId, placeId], weeklyHours: everyDay },
  ]);
});

afterAll(async () => {
  useDatabaseForTests(undefined);
  await database.drop();
});

describe('staff move a booking', () => {
  it('moves it to another time, tells the visitor, notes it on the consult and logs it; refuses an overlap and a stale screen', async () => {
    const booking = await book(kimId, '10:00');
    const other = await book(kimId, '15:00');
    const moved = await as(manager, () => bookingMoveAction({ bookingId: booking.id, version: booking.version, day, time: '13:30' }));
    expect(moved).toMatchObject({ ok: true, data: { version: booking.version + 1 } });
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.startsAt).toEqual(new Date(`${day}T13:30:00+09:00`));
    expect(await freeTimes(kimId)).not.toContain('13:00');
    expect(await freeTimes(kimId)).toContain('10:00');
    const notices = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'booking.notice'), sql`${jobs.payload}->>'bookingId' = ${String(booking.id)}`));
    expect(notices.map((job) => (job.payload as { event: string }).event)).toEqual(['moved']);
    const notes = await database.db.select().from(consultEvents).where(eq(consultEvents.consultId, booking.consultId!));
    expect(notes.map((note) => note.note)).toEqual([expect.stringContaining('시간 옮김')]);
    expect(await database.db.select().from(auditLogs).where(eq(auditLogs.action, 'booking.move'))).toHaveLength(1);

    // Into the other booking's hour: the constraint refuses it, nothing changes.
    const overlap = await as(manager, () => bookingMoveAction({ bookingId: booking.id, version: row!.version, day, time: '14:30' }));
    expect(overlap).toMatchObject({ ok: false, formError: bookingMessages.blockTaken });
    const stale = await as(manager, () => bookingMoveAction({ bookingId: booking.id, version: booking.version, day, time: '16:30' }));
    expect(stale).toMatchObject({ ok: false, formError: bookingMessages.stale });
    const [after] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(after!.startsAt).toEqual(row!.startsAt);
    expect(other.status).toBe('confirmed');
  });

  it('refuses a member', async () => {
    const booking = await book(kimId, '11:00');
    const refused = await as(member, () => bookingMoveAction({ bookingId: booking.id, version: booking.version, day, time: '17:00' }));
    expect(refused.ok).toBe(false);
    const [row] = await database.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.startsAt).toEqual(booking.startsAt);
  });
});

describe('attendance', () => {
  it('is marked only once the booking has begun, and can be corrected', async () => {
    const booking = await book(parkId, '10:00');
    const early = await as(manager, () => bookingActAction({ bookingId: booking.id, version: booking.version, act: 'attended' }));
    expect(early).toMatchObject({ ok: false, formError: bookingMessages.transition });
    // The same booking, a month earlier: it has begun.
    const startsAt = new Date(clock.getTime() - 30 * 86_400_000);
    const endsAt = new Date(startsAt.getTime() + 3_600_000);
    await database.db.execute(
      sql`update bookings set starts_at = ${startsAt.toISOString()}, ends_at = ${endsAt.toISOString()},
          busy = tstzrange(${startsAt.toISOString()}::timestamptz, ${endsAt.toISOString()}::timestamptz, '[)') where id = ${booking.id}`,
    );
    const noShow = await as(manager, () => bookingActAction({ bookingId: booking.id, version: booking.version, act: 'no_show' }));
    expect(noShow).toMatchObject({ ok: true, data: { status: 'no_show' } });
    const attended = await as(manager, () => bookingActAction({ bookingId: booking.id, version: booking.version + 1, act: 'attended' }));
    expect(attended).toMatchObject({ ok: true, data: { status: 'attended' } });
    // Attendance tells the visitor nothing.
    const notices = await database.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, 'booking.notice'), sql`${jobs.payload}->>'bookingId' = ${String(booking.id)}`));
    expect(notices).toHaveLength(0);
  });
});

describe('blocked time', () => {
  it('takes the lawyer’s slots away, refuses to cover a booking or a lawyer from elsewhere, and frees them when unblocked', async () => {
    const blocked = await as(manager, () =>
      bookingBlockAction({ placeId, lawyerId: kimId, day, from: '16:00', to: '18:00', note: '가정법원 기일' }),
    );
    expect(blocked.ok).toBe(true);
    expect(await freeTimes(kimId)).not.toContain('16:00');
    expect(await freeTimes(kimId)).not.toContain('17:00');
    const overBooking = await as(manager, () => bookingBlockAction({ placeId, lawyerId: kimId, day, from: '14:00', to: '16:30' }));
    expect(overBooking).toMatchObject({ ok: false, formError: bookingMessages.blockTaken });
    const backwards = await as(manager, () => bookingBlockAction({ placeId, lawyerId: kimId, day, from: '12:00', to: '11:00' }));
    expect(backwards).toMatchObject({ ok: false, formError: bookingMessages.blockRange });
    // 김도윤 does not meet visitors at the branch.
    const elsewhere = await as(manager, () =>
      bookingBlockAction({ placeId: otherPlaceId, lawyerId: kimId, day, from: '10:00', to: '11:00' }),
    );
    expect(elsewhere).toMatchObject({ ok: false, formError: bookingMessages.lawyer });

    const id = (blocked as { data: { id: number } }).data.id;
    const unblocked = await as(manager, () => bookingActAction({ bookingId: id, version: 1, act: 'unblock' }));
    expect(unblocked).toMatchObject({ ok: true, data: { status: 'cancelled' } });
    expect(await freeTimes(kimId)).toEqual(expect.arrayContaining(['16:00', '17:00']));
    expect(await database.db.select().from(auditLogs).where(eq(auditLogs.action, 'booking.block'))).toHaveLength(1);
    expect(await database.db.select().from(auditLogs).where(eq(auditLogs.action, 'booking.unblock'))).toHaveLength(1);
  });
});

describe('the calendar', () => {
  it('opens on the lawyer’s own column at their first place, and on the first place with everyone for other staff', async () => {
    const own = await getOfficeCalendar(await viewerFromHeaders(lawyerUser.headers), { day });
    expect(own).toMatchObject({ placeId: otherPlaceId, lawyerId: parkId, ownLawyerId: parkId });
    expect(own.days[0]!.lawyers.map((lawyer) => lawyer.lawyerId)).toEqual([parkId]);
    const staff = await getOfficeCalendar(await viewerFromHeaders(manager.headers), { day });
    expect(staff).toMatchObject({ placeId, lawyerId: null, ownLawyerId: null });
    expect(staff.days[0]!.lawyers.map((lawyer) => lawyer.lawyerId)).toEqual([kimId, parkId]);
  });
});
