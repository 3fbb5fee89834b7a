import { describe, expect, it } from 'vitest';
import {
  addSeoulDays,
  formatSeoulDate,
  formatSeoulDateTime,
  isCalendarDay,
  seoulClock,
  formatSeoulTime,
  seoulDay,
  seoulDayEnd,
  seoulDayStart,
  seoulHour,
} from './seoul-date';

describe('formatSeoulDate', () => {
  it('shows the Seoul calendar day of an instant', () => {
    expect(formatSeoulDate('2026-03-13T16:30:00.000Z')).toBe('2026. 3. 14.');
    expect(seoulDay('2026-03-13T16:30:00.000Z')).toBe('2026-03-14');
  });

  it('reads a bare day as that day in Seoul', () => {
    expect(formatSeoulDate('2025-12-01')).toBe('2025. 12. 1.');
    expect(seoulDay('2025-12-01')).toBe('2025-12-01');
  });
});

describe('Seoul days', () => {
  it('bounds a day at Seoul midnight, whatever the server zone', () => {
    expect(seoulDayStart('2026-11-24').toISOString()).toBe('2026-11-23T15:00:00.000Z');
    expect(seoulDayEnd('2026-11-24').toISOString()).toBe('2026-11-24T15:00:00.000Z');
    expect(seoulHour('2026-11-24', 4).toISOString()).toBe('2026-11-23T19:00:00.000Z');
  });

  it('counts days across months and years', () => {
    expect(addSeoulDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addSeoulDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(seoulDay(new Date('2026-11-24T15:00:00.000Z'))).toBe('2026-11-25');
  });

  it('formats minutes for the back office', () => {
    expect(formatSeoulTime(new Date('2026-11-24T00:05:00.000Z'))).toBe('2026-11-24 09:05');
  });
});

describe('display formats', () => {
  // Node's ICU data may say AM where a browser says 오전: the date parts are what matter here.
  const at = new Date('2026-11-24T15:05:00.000Z');
  it('shows the Seoul day, not the server day', () => {
    expect(formatSeoulDate(at)).toBe('2026. 11. 25.');
    expect(formatSeoulDateTime(at)).toMatch(/^2026\. 11\. 25\. (AM|오전) 12:05$/);
    expect(formatSeoulDateTime(at, 'long')).toMatch(/^2026년 11월 25일 (AM|오전) 12:05$/);
  });
});

describe('calendar days and clock times', () => {
  it('knows a real day from a look-alike', () => {
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(['2026-02-29', '2026-1-1', '2026-13-01', '2026-11-24T00:00', ''].map(isCalendarDay)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('reads the Seoul clock of an instant', () => {
    expect(seoulClock(new Date('2026-12-01T01:00:00.000Z'))).toBe('10:00');
    expect(seoulClock(new Date('2026-11-30T15:30:00.000Z'))).toBe('00:30');
  });
});
