import 'server-only';
import { and, asc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import { seoulDay, seoulDayEnd, seoulDayStart } from '@/lib/seoul-date';
import type { DbOrTx } from '@/server/db/client';
import { bookingLawyers, bookingOverrides, bookingPlaces, holidays, lawyers } from '@/server/db/schema';
import { liveStatuses } from '../domain/booking-rules';
import {
  freeSlots,
  type BookingRules,
  type BusyRange,
  type ClockRange,
  type FreeDay,
  type LawyerCalendar,
  type LawyerRules,
  type PlaceCalendar,
} from '../domain/slots';

/**
 * Reads for the free-slot engine: a place, the lawyers who meet visitors there, their overrides,
 * the closed holidays and the busy ranges of a span of days. Four small indexed queries whatever
 * the size of the bookings table (the busy ranges come through the exclusion constraint's GiST index).
 */

export type PlaceRow = typeof bookingPlaces.$inferSelect;
export type BookingLawyer = { id: number; name: string; title: string; photoPath: string | null; calendar: LawyerCalendar };

export type PlaceContext = { place: PlaceRow; calendar: PlaceCalendar; lawyers: BookingLawyer[] };

export function placeRules(place: PlaceRow): BookingRules {
  return {
    weeklyHours: place.weeklyHours,
    slotMinutes: place.slotMinutes,
    bufferMinutes: place.bufferMinutes,
    horizonDays: place.horizonDays,
    minNoticeHours: place.minNoticeHours,
  };
}

export async function listPlaces(db: DbOrTx, options: { includeInactive?: boolean } = {}): Promise<PlaceRow[]> {
  return db
    .select()
    .from(bookingPlaces)
    .where(options.includeInactive ? undefined : eq(bookingPlaces.active, true))
    .orderBy(asc(bookingPlaces.sort), asc(bookingPlaces.id));
}

function overridesOf(rows: Array<{ day: string; hours: ClockRange[] }>): Map<string, ClockRange[]> {
  return new Map(rows.map((row) => [row.day, row.hours]));
}

/** A place with its lawyers (all, or the one asked for) and the overrides from `from` to `to`. */
export async function loadPlaceContext(
  db: DbOrTx,
  placeId: number,
  range: { from: string; to: string },
  options: { lawyerId?: number | null; includeInactive?: boolean } = {},
): Promise<PlaceContext | null> {
  const [place] = await db.select().from(bookingPlaces).where(eq(bookingPlaces.id, placeId));
  if (!place || (!place.active && !options.includeInactive)) return null;
  const lawyerRows = await db
    .select({
      id: lawyers.id,
      name: lawyers.name,
      title: lawyers.title,
      photoPath: lawyers.photoPath,
      sort: lawyers.sortOrder,
      rules: bookingLawyers,
    })
    .from(bookingLawyers)
    .innerJoin(lawyers, eq(lawyers.id, bookingLawyers.lawyerId))
    .where(
      and(
        sql`${placeId} = any(${bookingLawyers.placeIds})`,
        options.includeInactive ? undefined : eq(bookingLawyers.active, true),
        options.lawyerId ? eq(bookingLawyers.lawyerId, options.lawyerId) : undefined,
      ),
    )
    .orderBy(asc(lawyers.sortOrder), asc(lawyers.id));
  const lawyerIds = lawyerRows.map((row) => row.id);
  const overrideRows = await db
    .select({
      placeId: bookingOverrides.placeId,
      lawyerId: bookingOverrides.lawyerId,
      day: bookingOverrides.day,
      hours: bookingOverrides.hours,
    })
    .from(bookingOverrides)
    .where(
      and(
        gte(bookingOverrides.day, range.from),
        lte(bookingOverrides.day, range.to),
        or(eq(bookingOverrides.placeId, placeId), lawyerIds.length > 0 ? inArray(bookingOverrides.lawyerId, lawyerIds) : sql`false`),
      ),
    );
  const calendar: PlaceCalendar = {
    id: place.id,
    rules: placeRules(place),
    overrides: overridesOf(overrideRows.filter((row) => row.placeId === place.id)),
  };
  return {
    place,
    calendar,
    lawyers: lawyerRows.map((row) => {
      const rules: LawyerRules = {
        weeklyHours: row.rules.weeklyHours,
        slotMinutes: row.rules.slotMinutes,
        bufferMinutes: row.rules.bufferMinutes,
        horizonDays: row.rules.horizonDays,
        minNoticeHours: row.rules.minNoticeHours,
      };
      return {
        id: row.id,
        name: row.name,
        title: row.title,
        photoPath: row.photoPath,
        calendar: { id: row.id, rules, overrides: overridesOf(overrideRows.filter((override) => override.lawyerId === row.id)) },
      };
    }),
  };
}

/** The closed holidays from `from` to `to` (Seoul days). */
export async function closedHolidays(db: DbOrTx, range: { from: string; to: string }): Promise<Set<string>> {
  const rows = await db
    .select({ day: holidays.day })
    .from(holidays)
    .where(and(gte(holidays.day, range.from), lte(holidays.day, range.to), eq(holidays.closed, true)));
  return new Set(rows.map((row) => row.day));
}

/** SQL: a booking occupies its lawyer's time (a lapsed hold does not, even before the sweep marks it). */
export const occupiesTime = sql.raw(
  `(status in (${liveStatuses.map((status) => `'${status}'`).join(', ')}) and not (status = 'held' and hold_expires_at is not null and hold_expires_at <= now()))`,
);

/** SQL: the range of instants [from, to), as `bookings.busy` holds them. */
export function timeRange(from: Date, to: Date): SQL {
  return sql`tstzrange(${from.toISOString()}::timestamptz, ${to.toISOString()}::timestamptz, '[)')`;
}

/** A `busy` value to write: drizzle types the custom column as text, the database receives a tstzrange. */
export function busyValue(from: Date, to: Date): string {
  return timeRange(from, to) as unknown as string;
}

/** The busy ranges of some lawyers that meet [from, to), from every place (a lawyer is one person). */
export async function busyRanges(
  db: DbOrTx,
  lawyerIds: readonly number[],
  from: Date,
  to: Date,
  exceptBookingId?: number,
): Promise<BusyRange[]> {
  if (lawyerIds.length === 0) return [];
  const result = await db.execute(sql`
    select lawyer_id, lower(busy) as "from", upper(busy) as "to" from bookings
    where lawyer_id in (${sql.join(
      lawyerIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and busy && ${timeRange(from, to)}
      and ${occupiesTime}
      ${exceptBookingId ? sql`and id <> ${exceptBookingId}` : sql``}`);
  return (result as unknown as { rows: Array<{ lawyer_id: number; from: string | Date; to: string | Date }> }).rows.map((row) => ({
    lawyerId: Number(row.lawyer_id),
    from: new Date(row.from).getTime(),
    to: new Date(row.to).getTime(),
  }));
}

/**
 * The free times of a place (and optionally one lawyer) from `from` to `to`, as the visitor sees
 * them now. `exceptBookingId` leaves one booking out, so a visitor moving theirs sees its own
 * time's neighbours as free.
 */
export async function availability(
  db: DbOrTx,
  input: { placeId: number; lawyerId?: number | null; from: string; to: string; now?: Date; exceptBookingId?: number },
): Promise<{ context: PlaceContext; days: FreeDay[] } | null> {
  const context = await loadPlaceContext(db, input.placeId, input, { lawyerId: input.lawyerId });
  if (!context) return null;
  const now = input.now ?? new Date();
  const from = input.from < seoulDay(now) ? seoulDay(now) : input.from;
  if (from > input.to || context.lawyers.length === 0) return { context, days: [] };
  const [closed, busy] = await Promise.all([
    closedHolidays(db, { from, to: input.to }),
    busyRanges(
      db,
      context.lawyers.map((lawyer) => lawyer.id),
      seoulDayStart(from),
      seoulDayEnd(input.to),
      input.exceptBookingId,
    ),
  ]);
  const days = freeSlots({
    place: context.calendar,
    lawyers: context.lawyers.map((lawyer) => lawyer.calendar),
    holidays: closed,
    busy,
    from,
    to: input.to,
    now,
  });
  return { context, days };
}
