import 'server-only';
import { asc, eq, gte, isNotNull, or, sql } from 'drizzle-orm';
import { assertStaff } from '@/features/auth/server/staff-query';
import type { Viewer } from '@/features/auth/server/viewer';
import { seoulDay } from '@/lib/seoul-date';
import { getDb } from '@/server/db/db';
import { bookingLawyers, bookingOverrides, bookingPlaces, holidays, lawyers, users } from '@/server/db/schema';
import { dayLabel, hoursText } from '../domain/booking-rules';
import type { WeeklyHours } from '../domain/slots';
import { listPlaces } from './calendar';
import { gazetteYears, listHolidays } from './holidays';

/**
 * The reads of the back office's booking settings (/office/bookings/settings, issue 15), each
 * checking booking.configure where the data is read: the places and their rules, every published
 * lawyer with their visit settings, the day exceptions from today on and one year's holidays.
 */

/** Seven hours texts, index 0 being Sunday, as the form shows them ('10:00-12:00, 13:00-18:00' or '휴무'). */
type WeekTexts = string[];

function weekTexts(week: WeeklyHours | null | undefined): WeekTexts {
  return Array.from({ length: 7 }, (_, day) => hoursText(week?.[String(day) as keyof WeeklyHours]));
}

export type PlaceSetting = {
  id: number;
  name: string;
  kind: 'office' | 'video';
  officeName: string | null;
  hours: WeekTexts;
  slotMinutes: number;
  bufferMinutes: number;
  horizonDays: number;
  minNoticeHours: number;
  active: boolean;
};

export type LawyerSetting = {
  lawyerId: number;
  name: string;
  title: string;
  /** The profile is not on the site (a row staff should still be able to switch off). */
  unpublished: boolean;
  /** Has a booking_lawyers row at all. */
  configured: boolean;
  placeIds: number[];
  hours: WeekTexts;
  slotMinutes: number | null;
  bufferMinutes: number | null;
  horizonDays: number | null;
  minNoticeHours: number | null;
  active: boolean;
};

export type OverrideSetting = {
  id: number;
  day: string;
  dayLabel: string;
  owner: string;
  hours: string;
  closed: boolean;
  note: string;
  savedBy: string | null;
};

export type HolidaySetting = {
  day: string;
  dayLabel: string;
  name: string;
  source: 'gazette' | 'staff';
  closed: boolean;
};

export type BookingSettings = {
  today: string;
  places: PlaceSetting[];
  lawyers: LawyerSetting[];
  overrides: OverrideSetting[];
  holidays: { year: number; years: number[]; gazetteYears: number[]; days: HolidaySetting[] };
};

const YEAR_MIN = 2000;
const YEAR_MAX = 2100;

/** The holiday year asked for in the address (?year=2027), or this year. */
export function holidayYearParam(value: string | undefined, today: string = seoulDay()): number {
  const year = value && /^\d{4}$/.test(value) ? Number(value) : NaN;
  return year >= YEAR_MIN && year <= YEAR_MAX ? year : Number(today.slice(0, 4));
}

function fullDayLabel(day: string): string {
  return `${day.slice(0, 4)}년 ${dayLabel(day)}`;
}

export async function getBookingSettings(viewer: Viewer | null, year: number): Promise<BookingSettings> {
  assertStaff(viewer, 'booking.configure');
  const db = await getDb();
  const today = seoulDay();
  const [placeRows, lawyerRows, overrideRows, holidayRows, storedYears] = await Promise.all([
    listPlaces(db, { includeInactive: true }),
    db
      .select({ id: lawyers.id, name: lawyers.name, title: lawyers.title, status: lawyers.status, rules: bookingLawyers })
      .from(lawyers)
      .leftJoin(bookingLawyers, eq(bookingLawyers.lawyerId, lawyers.id))
      // Published profiles, and any other that still has visit settings (so it can be switched off).
      .where(or(eq(lawyers.status, 'published'), isNotNull(bookingLawyers.lawyerId)))
      .orderBy(asc(lawyers.sortOrder), asc(lawyers.id)),
    db
      .select({
        id: bookingOverrides.id,
        day: bookingOverrides.day,
        hours: bookingOverrides.hours,
        note: bookingOverrides.note,
        placeName: bookingPlaces.name,
        lawyerName: lawyers.name,
        savedBy: users.name,
      })
      .from(bookingOverrides)
      .leftJoin(bookingPlaces, eq(bookingPlaces.id, bookingOverrides.placeId))
      .leftJoin(lawyers, eq(lawyers.id, bookingOverrides.lawyerId))
      .leftJoin(users, eq(users.id, bookingOverrides.createdBy))
      .where(gte(bookingOverrides.day, today))
      .orderBy(asc(bookingOverrides.day), asc(bookingOverrides.id)),
    listHolidays(db, year),
    db
      .selectDistinct({ year: sql<number>`extract(year from ${holidays.day})::int` })
      .from(holidays)
      .then((rows) => rows.map((row) => Number(row.year))),
  ]);
  const covered = gazetteYears();
  const thisYear = Number(today.slice(0, 4));
  return {
    today,
    places: placeRows.map((place) => ({
      id: place.id,
      name: place.name,
      kind: place.kind === 'video' ? 'video' : 'office',
      officeName: place.officeName,
      hours: weekTexts(place.weeklyHours),
      slotMinutes: place.slotMinutes,
      bufferMinutes: place.bufferMinutes,
      horizonDays: place.horizonDays,
      minNoticeHours: place.minNoticeHours,
      active: place.active,
    })),
    lawyers: lawyerRows.map((row) => ({
      lawyerId: row.id,
      name: row.name,
      title: row.title,
      unpublished: row.status !== 'published',
      configured: row.rules !== null,
      placeIds: row.rules?.placeIds ?? [],
      hours: weekTexts(row.rules?.weeklyHours),
      slotMinutes: row.rules?.slotMinutes ?? null,
      bufferMinutes: row.rules?.bufferMinutes ?? null,
      horizonDays: row.rules?.horizonDays ?? null,
      minNoticeHours: row.rules?.minNoticeHours ?? null,
      active: row.rules?.active ?? false,
    })),
    overrides: overrideRows.map((row) => ({
      id: row.id,
      day: row.day,
      dayLabel: fullDayLabel(row.day),
      owner: row.placeName ?? `${row.lawyerName ?? ''} 변호사`,
      hours: row.hours.length > 0 ? hoursText(row.hours) : '종일 휴무',
      closed: row.hours.length === 0,
      note: row.note,
      savedBy: row.savedBy,
    })),
    holidays: {
      year,
      years: [...new Set([...covered, ...storedYears, thisYear, year])].sort((a, b) => a - b),
      gazetteYears: covered,
      days: holidayRows.map((row) => ({
        day: row.day,
        dayLabel: dayLabel(row.day),
        name: row.name,
        source: row.source === 'staff' ? 'staff' : 'gazette',
        closed: row.closed,
      })),
    },
  };
}
