import 'server-only';
import { and, asc, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import { assertStaff } from '@/features/auth/server/staff-query';
import type { Viewer } from '@/features/auth/server/viewer';
import { maskTel } from '@/features/consult/domain/consult-form-rules';
import { addSeoulDays, isCalendarDay, seoulClock, seoulDay, seoulDayEnd, seoulDayStart } from '@/lib/seoul-date';
import { idParam } from '@/lib/params';
import { getDb } from '@/server/db/db';
import { MAX_ROW_ID } from '@/server/db/row-id';
import { bookingPlaces, bookings, consultEvents, consults, lawyers } from '@/server/db/schema';
import { bookingStatusLabels, dayLabel, type BookingKind, type BookingStatus } from '../domain/booking-rules';
import { staffActs, type StaffAct } from '../domain/workflow';
import { availability, listPlaces } from './calendar';

/**
 * The back office's calendar (issue 15, section 3): a day or a week of one place, per lawyer, with
 * the bookings, the blocked times and the free slots the visitors see. A lawyer whose account is
 * linked to a profile opens on their own calendar.
 */

export type OfficeEntry = {
  id: number;
  kind: 'visit' | 'premium' | 'block';
  status: BookingStatus;
  statusLabel: string;
  from: string;
  to: string;
  title: string;
  consultId: number | null;
};

export type OfficeLawyerDay = { lawyerId: number; lawyerName: string; entries: OfficeEntry[]; free: string[] };
export type OfficeDay = { day: string; label: string; lawyers: OfficeLawyerDay[] };

export type OfficeCalendar = {
  view: 'day' | 'week';
  day: string;
  places: Array<{ id: number; name: string }>;
  placeId: number | null;
  lawyers: Array<{ id: number; name: string }>;
  lawyerId: number | null;
  /** The viewer's own lawyer profile, when their account is linked to one. */
  ownLawyerId: number | null;
  days: OfficeDay[];
  prevDay: string;
  nextDay: string;
};

export async function getOfficeCalendar(
  viewer: Viewer | null,
  input: { view?: string; day?: string; place?: string; lawyer?: string },
  now = new Date(),
): Promise<OfficeCalendar> {
  assertStaff(viewer, 'booking.manage');
  const db = await getDb();
  const places = await listPlaces(db, { includeInactive: true });
  const [own] = await db.select({ id: lawyers.id }).from(lawyers).where(eq(lawyers.accountId, viewer.id));
  const view = input.view === 'week' ? 'week' : 'day';
  const day = input.day && isCalendarDay(input.day) ? input.day : seoulDay(now);
  const from = view === 'week' ? addSeoulDays(day, -((new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7)) : day;
  const to = view === 'week' ? addSeoulDays(from, 6) : day;
  // Ids as the address gives them: '1.5' or 'abc' mean none, never a query the database refuses.
  let placeId = idParam(input.place ?? '');
  let lawyerId = idParam(input.lawyer ?? '');
  // A lawyer opens on their own calendar: the first place they meet visitors at.
  if (!input.place && !input.lawyer && own) {
    const [row] = await db
      .execute(sql`select place_ids[1] as place_id from booking_lawyers where lawyer_id = ${own.id}`)
      .then((result) => (result as unknown as { rows: Array<{ place_id: number | null }> }).rows);
    if (row?.place_id) {
      placeId = Number(row.place_id);
      lawyerId = own.id;
    }
  }
  placeId ??= places[0]?.id ?? null;
  const empty: OfficeCalendar = {
    view,
    day,
    places: places.map((place) => ({ id: place.id, name: place.name })),
    placeId,
    lawyers: [],
    lawyerId,
    ownLawyerId: own?.id ?? null,
    days: [],
    prevDay: addSeoulDays(day, view === 'week' ? -7 : -1),
    nextDay: addSeoulDays(day, view === 'week' ? 7 : 1),
  };
  if (!placeId) return empty;
  // The free slots as visitors see them now (past times and the notice period are not free).
  const found = await availability(db, { placeId, from, to, now });
  const allLawyers = found?.context.lawyers ?? [];
  const shown = allLawyers.filter((lawyer) => lawyerId === null || lawyer.id === lawyerId);
  const rows = await db
    .select({
      id: bookings.id,
      kind: bookings.kind,
      status: bookings.status,
      lawyerId: bookings.lawyerId,
      startsAt: bookings.startsAt,
      endsAt: bookings.endsAt,
      note: bookings.note,
      consultId: bookings.consultId,
      name: consults.name,
      tel: consults.tel,
    })
    .from(bookings)
    .leftJoin(consults, eq(consults.id, bookings.consultId))
    .where(
      and(
        eq(bookings.placeId, placeId),
        gte(bookings.startsAt, seoulDayStart(from)),
        lt(bookings.startsAt, seoulDayEnd(to)),
        ne(bookings.status, 'expired'),
        lawyerId ? eq(bookings.lawyerId, lawyerId) : undefined,
      ),
    )
    .orderBy(asc(bookings.startsAt));
  const days: OfficeDay[] = [];
  for (let current = from; current <= to; current = addSeoulDays(current, 1)) {
    const freeDay = found?.days.find((candidate) => candidate.day === current);
    days.push({
      day: current,
      label: dayLabel(current),
      lawyers: shown.map((lawyer) => ({
        lawyerId: lawyer.id,
        lawyerName: lawyer.name,
        entries: rows
          .filter((row) => row.lawyerId === lawyer.id && seoulDay(row.startsAt) === current)
          .map((row) => ({
            id: row.id,
            kind: row.kind as OfficeEntry['kind'],
            status: row.status as BookingStatus,
            statusLabel: bookingStatusLabels[row.status as BookingStatus],
            from: seoulClock(row.startsAt),
            to: seoulClock(row.endsAt),
            title:
              row.kind === 'block'
                ? `일정 막음${row.note ? `: ${row.note}` : ''}`
                : `${row.name?.trim() || '고객'} (${maskTel(row.tel ?? '')})`,
            consultId: row.consultId,
          })),
        free: (freeDay?.times ?? []).filter((time) => time.lawyerIds.includes(lawyer.id)).map((time) => time.time),
      })),
    });
  }
  return { ...empty, lawyers: allLawyers.map((lawyer) => ({ id: lawyer.id, name: lawyer.name })), days };
}

export type OfficeBooking = {
  id: number;
  kind: BookingKind | 'block';
  status: BookingStatus;
  statusLabel: string;
  version: number;
  placeId: number;
  placeName: string;
  lawyerId: number;
  lawyerName: string;
  lawyerChosen: boolean;
  day: string;
  from: string;
  to: string;
  startsAt: Date;
  holdExpiresAt: Date | null;
  email: string | null;
  note: string | null;
  cancelReason: string | null;
  cancelledBy: string | null;
  consultId: number | null;
  name: string | null;
  tel: string | null;
  history: Array<{ at: Date; actor: string; note: string | null }>;
  acts: StaffAct[];
  placeLawyers: Array<{ id: number; name: string }>;
};

export async function getOfficeBooking(viewer: Viewer | null, id: number, now = new Date()): Promise<OfficeBooking | null> {
  assertStaff(viewer, 'booking.manage');
  if (!Number.isSafeInteger(id) || id <= 0 || id > MAX_ROW_ID) return null;
  const db = await getDb();
  const [row] = await db
    .select({ booking: bookings, placeName: bookingPlaces.name, lawyerName: lawyers.name, name: consults.name, tel: consults.tel })
    .from(bookings)
    .innerJoin(bookingPlaces, eq(bookingPlaces.id, bookings.placeId))
    .innerJoin(lawyers, eq(lawyers.id, bookings.lawyerId))
    .leftJoin(consults, eq(consults.id, bookings.consultId))
    .where(eq(bookings.id, id));
  if (!row) return null;
  const { booking } = row;
  const history = booking.consultId
    ? await db
        .select({ at: consultEvents.createdAt, actor: consultEvents.actorName, note: consultEvents.note })
        .from(consultEvents)
        .where(and(eq(consultEvents.consultId, booking.consultId), eq(consultEvents.kind, 'booking')))
        .orderBy(desc(consultEvents.createdAt))
    : [];
  const day = seoulDay(booking.startsAt);
  const found = await availability(db, { placeId: booking.placeId, from: day, to: day, now });
  const status = booking.status as BookingStatus;
  return {
    id: booking.id,
    kind: booking.kind as OfficeBooking['kind'],
    status,
    statusLabel: bookingStatusLabels[status],
    version: booking.version,
    placeId: booking.placeId,
    placeName: row.placeName,
    lawyerId: booking.lawyerId,
    lawyerName: row.lawyerName,
    lawyerChosen: booking.lawyerChosen,
    day,
    from: seoulClock(booking.startsAt),
    to: seoulClock(booking.endsAt),
    startsAt: booking.startsAt,
    holdExpiresAt: booking.holdExpiresAt,
    email: booking.email,
    note: booking.note,
    cancelReason: booking.cancelReason,
    cancelledBy: booking.cancelledBy,
    consultId: booking.consultId,
    name: row.name,
    tel: row.tel,
    history,
    acts: staffActs({ status, startsAt: booking.startsAt }, now),
    placeLawyers: (found?.context.lawyers ?? []).map((lawyer) => ({ id: lawyer.id, name: lawyer.name })),
  };
}
