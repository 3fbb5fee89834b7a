import { describe, expect, it } from 'vitest';
import { busySpan, freeSlots, nextFreeTimes, type BookingRules, type BusyRange, type LawyerCalendar, type PlaceCalendar } from './slots';

// 2026-12-01 is a Tuesday. Every instant is written with its +09:00 offset: the same whatever TZ
// the tests run in (npm test runs this file again under TZ=UTC and TZ=America/Los_Angeles).
const weekdays = {
  '1': [
    ['10:00', '12:00'],
    ['13:00', '18:00'],
  ],
  '2': [
    ['10:00', '12:00'],
    ['13:00', '18:00'],
  ],
  '3': [
    ['10:00', '12:00'],
    ['13:00', '18:00'],
  ],
  '4': [
    ['10:00', '12:00'],
    ['13:00', '18:00'],
  ],
  '5': [
    ['10:00', '12:00'],
    ['13:00', '18:00'],
  ],
} as BookingRules['weeklyHours'];
const placeRules: BookingRules = { weeklyHours: weekdays, slotMinutes: 60, bufferMinutes: 0, horizonDays: 60, minNoticeHours: 12 };
const place = (overrides: PlaceCalendar['overrides'] = new Map(), rules: Partial<BookingRules> = {}): PlaceCalendar => ({
  id: 1,
  rules: { ...placeRules, ...rules },
  overrides,
});
const lawyer = (
  id: number,
  rules: Partial<LawyerCalendar['rules']> = {},
  overrides: LawyerCalendar['overrides'] = new Map(),
): LawyerCalendar => ({
  id,
  rules: { weeklyHours: weekdays, slotMinutes: null, bufferMinutes: null, horizonDays: null, minNoticeHours: null, ...rules },
  overrides,
});
const at = (text: string) => new Date(text);
const now = at('2026-11-25T09:00:00+09:00');
const busyAt = (lawyerId: number, from: string, to: string): BusyRange => ({ lawyerId, from: at(from).getTime(), to: at(to).getTime() });

function times(input: Partial<Parameters<typeof freeSlots>[0]> & { day?: string }) {
  const day = input.day ?? '2026-12-01';
  const [result] = freeSlots({ place: place(), lawyers: [lawyer(7)], holidays: new Set(), busy: [], from: day, to: day, now, ...input });
  return result!.times.map((time) => time.time);
}

describe('free slots', () => {
  it('cuts the weekly hours into one-hour slots, leaving the lunch hour', () => {
    expect(times({})).toEqual(['10:00', '11:00', '13:00', '14:00', '15:00', '16:00', '17:00']);
  });

  it('keeps the Seoul clock whatever the server zone: 10:00 is 01:00 UTC', () => {
    const [day] = freeSlots({
      place: place(),
      lawyers: [lawyer(7)],
      holidays: new Set(),
      busy: [],
      from: '2026-12-01',
      to: '2026-12-01',
      now,
    });
    expect(day!.times[0]!.startsAt.toISOString()).toBe('2026-12-01T01:00:00.000Z');
    expect(day!.times[0]!.endsAt.toISOString()).toBe('2026-12-01T02:00:00.000Z');
  });

  it('is closed at the weekend and on a holiday, unless the place opens that day by an override', () => {
    expect(times({ day: '2026-12-05' })).toEqual([]);
    expect(times({ holidays: new Set(['2026-12-01']) })).toEqual([]);
    expect(times({ holidays: new Set(['2026-12-01']), place: place(new Map([['2026-12-01', [['10:00', '12:00']]]])) })).toEqual([
      '10:00',
      '11:00',
    ]);
  });

  it('follows a day off and extra hours of the place or the lawyer', () => {
    expect(times({ place: place(new Map([['2026-12-01', []]])) })).toEqual([]);
    expect(times({ lawyers: [lawyer(7, {}, new Map([['2026-12-01', []]]))] })).toEqual([]);
    // The lawyer's extra evening hours count only where the place is open too.
    expect(times({ lawyers: [lawyer(7, {}, new Map([['2026-12-01', [['16:00', '20:00']]]]))] })).toEqual(['16:00', '17:00']);
    expect(
      times({
        place: place(new Map([['2026-12-05', [['10:00', '13:00']]]])),
        lawyers: [lawyer(7, { weeklyHours: { '6': [['09:00', '12:00']] } })],
        day: '2026-12-05',
      }),
    ).toEqual(['10:00', '11:00']);
  });

  it('puts the buffer between slots and uses a lawyer\u2019s own slot length', () => {
    expect(times({ lawyers: [lawyer(7, { bufferMinutes: 15 })] })).toEqual(['10:00', '13:00', '14:15', '15:30', '16:45']);
    expect(times({ lawyers: [lawyer(7, { slotMinutes: 90 })] })).toEqual(['10:00', '13:00', '14:30', '16:00']);
  });

  it('drops a time that overlaps a booking, a hold or a block, partly or with its buffer', () => {
    // A 90-minute block from 13:30 takes both the 13:00 and the 14:00 slots.
    expect(times({ busy: [busyAt(7, '2026-12-01T13:30:00+09:00', '2026-12-01T15:00:00+09:00')] })).toEqual([
      '10:00',
      '11:00',
      '15:00',
      '16:00',
      '17:00',
    ]);
    // A booking at 10:00 with a 15-minute buffer reaches 11:15: the 11:00 slot (plus buffer) meets it.
    expect(
      times({ lawyers: [lawyer(7, { bufferMinutes: 0 })], busy: [busyAt(7, '2026-12-01T10:00:00+09:00', '2026-12-01T11:15:00+09:00')] }),
    ).toEqual(['13:00', '14:00', '15:00', '16:00', '17:00']);
    // Another lawyer's booking does not matter.
    expect(times({ busy: [busyAt(8, '2026-12-01T10:00:00+09:00', '2026-12-01T18:00:00+09:00')] })).toHaveLength(7);
    // A long range that started earlier still covers later slots.
    expect(
      times({
        busy: [
          busyAt(7, '2026-12-01T09:00:00+09:00', '2026-12-01T16:00:00+09:00'),
          busyAt(7, '2026-12-01T10:00:00+09:00', '2026-12-01T10:30:00+09:00'),
        ],
      }),
    ).toEqual(['16:00', '17:00']);
  });

  it('merges lawyers: a time is free while any lawyer is, and names them', () => {
    const [day] = freeSlots({
      place: place(),
      lawyers: [lawyer(7), lawyer(8)],
      holidays: new Set(),
      busy: [busyAt(7, '2026-12-01T10:00:00+09:00', '2026-12-01T11:00:00+09:00')],
      from: '2026-12-01',
      to: '2026-12-01',
      now,
    });
    expect(day!.times[0]).toMatchObject({ time: '10:00', lawyerIds: [8] });
    expect(day!.times[1]).toMatchObject({ time: '11:00', lawyerIds: [7, 8] });
  });

  it('keeps the notice and the window', () => {
    const evening = at('2026-11-30T20:00:00+09:00');
    // 12 hours' notice from 20:00 on the 30th: nothing before 08:00 on the 1st, so the day is whole…
    expect(times({ now: evening })).toHaveLength(7);
    // …but 18 hours' notice leaves only 14:00 on.
    expect(times({ now: evening, lawyers: [lawyer(7, { minNoticeHours: 18 })] })).toEqual(['14:00', '15:00', '16:00', '17:00']);
    expect(times({ now: at('2026-12-01T09:30:00+09:00'), day: '2026-12-01' })).toEqual([]);
    expect(times({ day: '2027-01-22' })).toHaveLength(7); // 58 days on, a Friday; the 60th day is a Sunday
    expect(times({ day: '2027-01-25' })).toEqual([]);
    expect(times({ day: '2026-12-08', lawyers: [lawyer(7, { horizonDays: 10 })] })).toEqual([]);
  });

  it('offers the next free times after a taken one', () => {
    const days = freeSlots({
      place: place(),
      lawyers: [lawyer(7)],
      holidays: new Set(),
      busy: [],
      from: '2026-12-01',
      to: '2026-12-02',
      now,
    });
    expect(nextFreeTimes(days, at('2026-12-01T16:00:00+09:00'), 3).map((time) => `${time.day} ${time.time}`)).toEqual([
      '2026-12-01 17:00',
      '2026-12-02 10:00',
      '2026-12-02 11:00',
    ]);
  });

  it('spans a booking and its buffer', () => {
    const span = busySpan(at('2026-12-01T10:00:00+09:00'), 60, 10);
    expect(span.endsAt.toISOString()).toBe('2026-12-01T02:00:00.000Z');
    expect(span.busyUntil.toISOString()).toBe('2026-12-01T02:10:00.000Z');
  });
});
