import { addSeoulDays, seoulDay, seoulDayStart } from '@/lib/seoul-date';

/**
 * The free-slot engine (issue 15, decision 015): pure, so the page, the booking transaction, the
 * back office and the tests all compute the same slots. Every time is Seoul time, read from a
 * 'YYYY-MM-DD' day and 'HH:MM' clock times at +09:00 (Korea has no daylight saving time), so the
 * server's own time zone never moves a slot.
 */

/** An open range of clock times, '10:00'–'12:00'. */
export type ClockRange = [string, string];
/** For each weekday (0 = Sunday), its open ranges. */
export type WeeklyHours = Partial<Record<'0' | '1' | '2' | '3' | '4' | '5' | '6', ClockRange[]>>;

export type BookingRules = {
  weeklyHours: WeeklyHours;
  slotMinutes: number;
  bufferMinutes: number;
  /** How far ahead one may book (days after today) and how soon (hours from now). */
  horizonDays: number;
  minNoticeHours: number;
};

/** A lawyer's own rules: hours always, the rest falls back to the place's when null. */
export type LawyerRules = Pick<BookingRules, 'weeklyHours'> & {
  [K in Exclude<keyof BookingRules, 'weeklyHours'>]: number | null;
};

/** A day's override: other open ranges that day; an empty list closes the day. */
export type Overrides = ReadonlyMap<string, ClockRange[]>;

export type PlaceCalendar = { id: number; rules: BookingRules; overrides: Overrides };
export type LawyerCalendar = { id: number; rules: LawyerRules; overrides: Overrides };

/** A live booking, hold or block of one lawyer: [from, to) in epoch milliseconds, buffer included. */
export type BusyRange = { lawyerId: number; from: number; to: number };

export type FreeTime = {
  /** '14:00' Seoul time. */
  time: string;
  startsAt: Date;
  endsAt: Date;
  /** The lawyers free at this time, in the order given. */
  lawyerIds: number[];
};
export type FreeDay = { day: string; times: FreeTime[] };

const MINUTE = 60_000;
const clock = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Minutes after midnight of 'HH:MM' (24:00 allowed as a range's end), or null. */
export function clockMinutes(value: string): number | null {
  if (value === '24:00') return 24 * 60;
  const match = clock.exec(value);
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

export function clockText(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

type MinuteRange = [number, number];

function toMinutes(ranges: readonly ClockRange[] | undefined): MinuteRange[] {
  const out: MinuteRange[] = [];
  for (const [from, to] of ranges ?? []) {
    const a = clockMinutes(from);
    const b = clockMinutes(to);
    if (a !== null && b !== null && b > a) out.push([a, b]);
  }
  return out.sort((x, y) => x[0] - y[0]);
}

function intersect(a: MinuteRange[], b: MinuteRange[]): MinuteRange[] {
  const out: MinuteRange[] = [];
  for (const [a0, a1] of a) {
    for (const [b0, b1] of b) {
      const from = Math.max(a0, b0);
      const to = Math.min(a1, b1);
      if (to > from) out.push([from, to]);
    }
  }
  return out.sort((x, y) => x[0] - y[0]);
}

/** The weekday of a Seoul day, 0 = Sunday (read from the date itself, not the server's zone). */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/**
 * The hours a calendar is open on a day: its override when it has one (a place's override opens a
 * holiday), otherwise closed on a holiday, otherwise its weekly hours.
 */
function openOn(day: string, weekly: WeeklyHours, overrides: Overrides, holiday: boolean): MinuteRange[] {
  const override = overrides.get(day);
  if (override) return toMinutes(override);
  if (holiday) return [];
  return toMinutes(weekly[String(weekdayOf(day)) as keyof WeeklyHours]);
}

/** A lawyer's rules at a place: their own where set, the place's otherwise; the tighter window. */
export function effectiveRules(place: BookingRules, lawyer: LawyerRules): Omit<BookingRules, 'weeklyHours'> {
  return {
    slotMinutes: lawyer.slotMinutes ?? place.slotMinutes,
    bufferMinutes: lawyer.bufferMinutes ?? place.bufferMinutes,
    horizonDays: Math.min(place.horizonDays, lawyer.horizonDays ?? place.horizonDays),
    minNoticeHours: Math.max(place.minNoticeHours, lawyer.minNoticeHours ?? place.minNoticeHours),
  };
}

/** The instant 'HH:MM' (as minutes) starts on a Seoul day. */
export function seoulInstant(day: string, minutes: number): Date {
  return new Date(seoulDayStart(day).getTime() + minutes * MINUTE);
}

/** The first and last day a visitor may book today, over every lawyer's window. */
export function bookingWindow(place: BookingRules, lawyers: readonly LawyerCalendar[], now: Date): { first: string; last: string } {
  const today = seoulDay(now);
  const horizon = Math.max(0, ...lawyers.map((lawyer) => effectiveRules(place, lawyer.rules).horizonDays));
  return { first: today, last: addSeoulDays(today, lawyers.length > 0 ? horizon : place.horizonDays) };
}

/** Busy ranges per lawyer sorted by start, with the latest end so far at each index. */
type BusyList = { starts: number[]; maxEnds: number[] };

function busyByLawyer(busy: readonly BusyRange[]): Map<number, BusyList> {
  const grouped = new Map<number, BusyRange[]>();
  for (const range of busy) {
    const list = grouped.get(range.lawyerId);
    if (list) list.push(range);
    else grouped.set(range.lawyerId, [range]);
  }
  const map = new Map<number, BusyList>();
  for (const [lawyerId, list] of grouped) {
    list.sort((a, b) => a.from - b.from);
    let latest = -Infinity;
    map.set(lawyerId, {
      starts: list.map((range) => range.from),
      maxEnds: list.map((range) => (latest = Math.max(latest, range.to))),
    });
  }
  return map;
}

/** Whether [from, to) meets any range: among those starting before `to`, does one end after `from`? */
function overlaps(list: BusyList | undefined, from: number, to: number): boolean {
  if (!list) return false;
  let low = 0;
  let high = list.starts.length;
  while (low < high) {
    const mid = (low + high) >> 1;
    if (list.starts[mid]! < to) low = mid + 1;
    else high = mid;
  }
  return low > 0 && list.maxEnds[low - 1]! > from;
}

export type FreeSlotInput = {
  place: PlaceCalendar;
  lawyers: readonly LawyerCalendar[];
  /** Seoul days closed as public holidays. */
  holidays: ReadonlySet<string>;
  busy: readonly BusyRange[];
  /** Inclusive Seoul days. */
  from: string;
  to: string;
  now: Date;
};

/**
 * The free times of a place from `from` to `to`: for each lawyer, the place's open hours that day
 * met with the lawyer's, cut into slots of the lawyer's length with their buffer between, minus
 * anything that overlaps a live booking, hold or block (buffers included), minus what is sooner
 * than the notice or beyond the window. A time lists every lawyer free at it.
 */
export function freeSlots(input: FreeSlotInput): FreeDay[] {
  const { place, lawyers, holidays, now } = input;
  const busy = busyByLawyer(input.busy);
  const today = seoulDay(now);
  const days: FreeDay[] = [];
  for (let day = input.from; day <= input.to; day = addSeoulDays(day, 1)) {
    const holiday = holidays.has(day);
    const placeHours = openOn(day, place.rules.weeklyHours, place.overrides, holiday);
    const byStart = new Map<number, FreeTime>();
    if (placeHours.length > 0) {
      for (const lawyer of lawyers) {
        const rules = effectiveRules(place.rules, lawyer.rules);
        if (day > addSeoulDays(today, rules.horizonDays)) continue;
        const earliest = now.getTime() + rules.minNoticeHours * 60 * MINUTE;
        // A lawyer's weekly hours yield to a place that opened a holiday only through the place's override.
        const lawyerHours = openOn(day, lawyer.rules.weeklyHours, lawyer.overrides, holiday && !place.overrides.has(day));
        const lawyerBusy = busy.get(lawyer.id);
        for (const [open, close] of intersect(placeHours, lawyerHours)) {
          for (let start = open; start + rules.slotMinutes <= close; start += rules.slotMinutes + rules.bufferMinutes) {
            const startsAt = seoulInstant(day, start);
            if (startsAt.getTime() < earliest) continue;
            const endsAt = new Date(startsAt.getTime() + rules.slotMinutes * MINUTE);
            if (overlaps(lawyerBusy, startsAt.getTime(), endsAt.getTime() + rules.bufferMinutes * MINUTE)) continue;
            const free = byStart.get(start);
            if (free) free.lawyerIds.push(lawyer.id);
            else byStart.set(start, { time: clockText(start), startsAt, endsAt, lawyerIds: [lawyer.id] });
          }
        }
      }
    }
    days.push({ day, times: [...byStart.entries()].sort((a, b) => a[0] - b[0]).map(([, free]) => free) });
  }
  return days;
}

/** The busy range a booking of `slotMinutes` at `startsAt` occupies: [start, end + buffer). */
export function busySpan(startsAt: Date, slotMinutes: number, bufferMinutes: number): { endsAt: Date; busyUntil: Date } {
  const endsAt = new Date(startsAt.getTime() + slotMinutes * MINUTE);
  return { endsAt, busyUntil: new Date(endsAt.getTime() + bufferMinutes * MINUTE) };
}

/** Up to `count` free times after `after` (the alternatives offered when a time was just taken). */
export function nextFreeTimes(days: readonly FreeDay[], after: Date, count: number): Array<FreeTime & { day: string }> {
  const out: Array<FreeTime & { day: string }> = [];
  for (const { day, times } of days) {
    for (const time of times) {
      if (time.startsAt.getTime() > after.getTime()) out.push({ ...time, day });
      if (out.length >= count) return out;
    }
  }
  return out;
}
