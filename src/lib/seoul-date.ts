/**
 * The one module for Seoul dates (issue 12). Every day the site shows, filters by or schedules on is
 * a Seoul calendar day, whatever the server's time zone; Korea has no daylight saving time, so a
 * Seoul day is always 24 hours from midnight at +09:00. Days travel as 'YYYY-MM-DD' strings.
 */

const SEOUL = 'Asia/Seoul';
const DAY_MS = 24 * 60 * 60_000;

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: SEOUL, year: 'numeric', month: '2-digit', day: '2-digit' });
const minuteFormat = new Intl.DateTimeFormat('ko-KR', {
  timeZone: SEOUL,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});
const koreanDateFormat = new Intl.DateTimeFormat('ko-KR', { timeZone: SEOUL, year: 'numeric', month: 'numeric', day: 'numeric' });
const dateTimeFormats = {
  medium: new Intl.DateTimeFormat('ko-KR', { dateStyle: 'medium', timeStyle: 'short', timeZone: SEOUL }),
  long: new Intl.DateTimeFormat('ko-KR', { dateStyle: 'long', timeStyle: 'short', timeZone: SEOUL }),
};

/** A stored value: a Date, an ISO instant, or a Seoul day 'YYYY-MM-DD'. */
function instant(value: string | Date): Date {
  return typeof value === 'string' ? (value.length === 10 ? seoulDayStart(value) : new Date(value)) : value;
}

/** The Seoul calendar day of an instant (by default now), 'YYYY-MM-DD'. */
export function seoulDay(value: string | Date = new Date()): string {
  return dayFormat.format(instant(value));
}

/** Whether `value` is a real calendar day written 'YYYY-MM-DD' (2026-02-30 is not one). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The instant a Seoul calendar day starts. */
export function seoulDayStart(day: string): Date {
  return new Date(`${day}T00:00:00+09:00`);
}

/** The instant after a Seoul calendar day ends: the exclusive upper bound of a 'to' date. */
export function seoulDayEnd(day: string): Date {
  return new Date(seoulDayStart(day).getTime() + DAY_MS);
}

/** `hour`:00 Seoul time on `day`. */
export function seoulHour(day: string, hour: number): Date {
  return new Date(seoulDayStart(day).getTime() + hour * 60 * 60_000);
}

/** The Seoul day `days` after `day` (before, when negative). */
export function addSeoulDays(day: string, days: number): string {
  return seoulDay(new Date(seoulHour(day, 12).getTime() + days * DAY_MS));
}

/** '2026-11-24 09:05' in Seoul time: one format for the back office's screens and the CSV. */
export function formatSeoulTime(date: Date): string {
  const parts = Object.fromEntries(minuteFormat.formatToParts(date).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/** 'HH:MM' on the Seoul clock: a booking's start as the calendar shows it. */
export function seoulClock(date: Date): string {
  return formatSeoulTime(date).slice(11);
}

/** '2026. 11. 24.' in Seoul time: every date a page shows (public pages, the back office's lists, the member's activity). */
export function formatSeoulDate(value: string | Date): string {
  return koreanDateFormat.format(instant(value));
}

/** '2026. 11. 24. 오전 9:05' (medium) or '2026년 11월 24일 오전 9:05' (long), in Seoul time. */
export function formatSeoulDateTime(value: Date, style: keyof typeof dateTimeFormats = 'medium'): string {
  return dateTimeFormats[style].format(value);
}
