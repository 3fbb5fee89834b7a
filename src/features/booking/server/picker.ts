import 'server-only';
import { addSeoulDays, isCalendarDay, seoulDay } from '@/lib/seoul-date';
import { searchParam, type SearchParams } from '@/lib/params';
import { getDb } from '@/server/db/db';
import { dayLabel, whenLabel } from '../domain/booking-rules';
import { bookingWindow, clockMinutes, weekdayOf, type FreeDay } from '../domain/slots';
import { availability, listPlaces } from './calendar';

/**
 * The booking steps as links (issue 15): a place, a lawyer ('아무 변호사나' first), a day on a month
 * calendar that greys out days with nothing free, then a time. Every choice is a plain link with
 * the state in the address, so the steps work by keyboard, without JavaScript, with the back
 * button, and cost the phone no script; the page reads the free times for the month it shows.
 */

export type PickerParams = { place?: string; lawyer?: string; month?: string; day?: string; time?: string };

/** The steps' state from the address's query. */
export function pickerParams(query: SearchParams): PickerParams {
  const one = (key: string) => searchParam(query, key);
  return { place: one('place'), lawyer: one('lawyer'), month: one('month'), day: one('day'), time: one('time') };
}

export type PickerDay = { day: string; date: number; state: 'free' | 'full' | 'outside'; href?: string; selected: boolean; label: string };

export type PickerModel = {
  places: Array<{ id: number; name: string; kind: string; href: string; selected: boolean }>;
  place: { id: number; name: string; kind: string; officeName: string | null } | null;
  lawyers: Array<{ key: string; name: string; title: string; href: string; selected: boolean }>;
  lawyer: string;
  month: string | null;
  monthLabel: string;
  prevMonthHref: string | null;
  nextMonthHref: string | null;
  weeks: PickerDay[][];
  day: string | null;
  times: Array<{ time: string; href: string; selected: boolean }>;
  choice: { placeId: string; lawyer: string; day: string; time: string; label: string } | null;
  /** No lawyer meets visitors at this place now. */
  empty: boolean;
};

function monthOf(day: string): string {
  return day.slice(0, 7);
}

function addMonths(month: string, count: number): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + count);
  return date.toISOString().slice(0, 7);
}

function lastDayOf(month: string): string {
  const date = new Date(`${addMonths(month, 1)}-01T00:00:00Z`);
  date.setUTCDate(0);
  return date.toISOString().slice(0, 10);
}

export async function loadPicker(
  basePath: string,
  params: PickerParams,
  options: { placeKinds: Array<'office' | 'video'>; now?: Date; exceptBookingId?: number; keep?: Record<string, string> },
): Promise<PickerModel> {
  const now = options.now ?? new Date();
  const db = await getDb();
  const places = (await listPlaces(db)).filter((place) => options.placeKinds.includes(place.kind as 'office'));
  const href = (query: Record<string, string | undefined>, anchor?: string) => {
    const search = new URLSearchParams(
      Object.entries({ ...options.keep, ...query }).filter((entry): entry is [string, string] => Boolean(entry[1])),
    );
    return `${basePath}?${search.toString()}${anchor ? `#${anchor}` : ''}`;
  };
  const placeId = Number(params.place);
  const place = places.find((candidate) => candidate.id === placeId) ?? null;
  const base: PickerModel = {
    places: places.map((candidate) => ({
      id: candidate.id,
      name: candidate.name,
      kind: candidate.kind,
      href: href({ place: String(candidate.id) }, 'step-lawyer'),
      selected: candidate.id === place?.id,
    })),
    place: place ? { id: place.id, name: place.name, kind: place.kind, officeName: place.officeName } : null,
    lawyers: [],
    lawyer: 'any',
    month: null,
    monthLabel: '',
    prevMonthHref: null,
    nextMonthHref: null,
    weeks: [],
    day: null,
    times: [],
    choice: null,
    empty: false,
  };
  if (!place) return base;

  const today = seoulDay(now);
  const requestedDay = params.day && isCalendarDay(params.day) ? params.day : null;
  const requestedMonth = params.month && /^\d{4}-\d{2}$/.test(params.month) ? params.month : null;
  // The whole window's lawyers first (a light read), to list them and to know the window.
  const all = await availability(db, { placeId: place.id, from: today, to: today, now });
  const lawyerRows = all?.context.lawyers ?? [];
  const lawyer = lawyerRows.some((row) => String(row.id) === params.lawyer) ? String(params.lawyer) : 'any';
  const lawyerId = lawyer === 'any' ? null : Number(lawyer);
  const window = bookingWindow(
    all!.context.calendar.rules,
    lawyerRows.filter((row) => lawyerId === null || row.id === lawyerId).map((row) => row.calendar),
    now,
  );
  let month = requestedMonth ?? (requestedDay ? monthOf(requestedDay) : monthOf(today));
  if (month < monthOf(today)) month = monthOf(today);
  if (month > monthOf(window.last)) month = monthOf(window.last);

  const readMonth = async (target: string): Promise<FreeDay[]> => {
    const from = `${target}-01` < today ? today : `${target}-01`;
    const to = lastDayOf(target) > window.last ? window.last : lastDayOf(target);
    if (from > to) return [];
    return (await availability(db, { placeId: place.id, lawyerId, from, to, now, exceptBookingId: options.exceptBookingId }))?.days ?? [];
  };
  let days = await readMonth(month);
  // Opening on a month with nothing free (the end of a month), the next one is shown instead.
  if (!requestedMonth && !requestedDay && !days.some((day) => day.times.length > 0) && month < monthOf(window.last)) {
    month = addMonths(month, 1);
    days = await readMonth(month);
  }
  const freeByDay = new Map(days.map((day) => [day.day, day.times]));
  const selectedDay = requestedDay && (freeByDay.get(requestedDay)?.length ?? 0) > 0 ? requestedDay : null;
  const common = { place: String(place.id), lawyer: lawyer === 'any' ? undefined : lawyer };

  const first = `${month}-01`;
  const last = lastDayOf(month);
  const cells: PickerDay[] = [];
  // Weeks start on Sunday, as Korean calendars do.
  for (let blank = 0; blank < weekdayOf(first); blank += 1) cells.push({ day: '', date: 0, state: 'outside', selected: false, label: '' });
  for (let day = first; day <= last; day = addSeoulDays(day, 1)) {
    const free = freeByDay.get(day)?.length ?? 0;
    cells.push({
      day,
      date: Number(day.slice(8)),
      state: free > 0 ? 'free' : 'full',
      href: free > 0 ? href({ ...common, month, day }, 'step-time') : undefined,
      selected: day === selectedDay,
      label: free > 0 ? `${dayLabel(day)}, 예약 가능 ${free}개` : `${dayLabel(day)}, 예약 불가`,
    });
  }
  const weeks: PickerDay[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));

  const times = selectedDay
    ? (freeByDay.get(selectedDay) ?? []).map((free) => ({
        time: free.time,
        href: href({ ...common, month, day: selectedDay, time: free.time }, 'step-details'),
        selected: free.time === params.time,
      }))
    : [];
  const time = times.find((candidate) => candidate.selected)?.time ?? null;
  return {
    ...base,
    lawyers: [
      {
        key: 'any',
        name: '아무 변호사나',
        title: '가장 빠른 시간',
        href: href({ place: String(place.id) }, 'step-day'),
        selected: lawyer === 'any',
      },
      ...lawyerRows.map((row) => ({
        key: String(row.id),
        name: `${row.name} 변호사`,
        title: row.title,
        href: href({ place: String(place.id), lawyer: String(row.id) }, 'step-day'),
        selected: lawyer === String(row.id),
      })),
    ],
    lawyer,
    month,
    monthLabel: `${month.slice(0, 4)}년 ${Number(month.slice(5))}월`,
    prevMonthHref: month > monthOf(today) ? href({ ...common, month: addMonths(month, -1) }, 'step-day') : null,
    nextMonthHref: month < monthOf(window.last) ? href({ ...common, month: addMonths(month, 1) }, 'step-day') : null,
    weeks,
    day: selectedDay,
    times,
    choice:
      selectedDay && time && clockMinutes(time) !== null
        ? { placeId: String(place.id), lawyer, day: selectedDay, time, label: whenLabel(selectedDay, time) }
        : null,
    empty: lawyerRows.length === 0,
  };
}
