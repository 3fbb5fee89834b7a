import { isCalendarDay } from '@/lib/seoul-date';
import { z } from 'zod';
import { rowId } from '@/server/db/row-id';
import { bookingMessages, parseHours } from './domain/booking-rules';
import { clockMinutes, type ClockRange, type WeeklyHours } from './domain/slots';

/**
 * What the back office's booking settings send (/office/bookings/settings, issue 15): a place's
 * weekly hours and rules, a lawyer's places, hours and own rules, a day's exception and the
 * holidays. Server only (decision 006); the words staff read when something is refused are here.
 */

export const settingsMessages = {
  place: '장소를 찾을 수 없습니다. 화면을 새로 고쳐주세요.',
  lawyer: '변호사를 찾을 수 없습니다. 화면을 새로 고쳐주세요.',
  placeIds: '장소를 다시 골라주세요. 화면을 새로 고친 뒤 다시 저장해주세요.',
  overlap: '시간 구간이 서로 겹쳐요. 10:00-12:00, 13:00-18:00처럼 겹치지 않게 적어주세요.',
  slotMinutes: '상담 한 번의 길이는 10분에서 240분 사이의 정수로 적어주세요.',
  bufferMinutes: '상담 사이 쉬는 시간은 0분에서 120분 사이의 정수로 적어주세요.',
  horizonDays: '예약을 받는 기간은 1일에서 365일 사이의 정수로 적어주세요.',
  minNoticeHours: '최소 예약 시간은 0시간에서 168시간(7일) 사이의 정수로 적어주세요.',
  activeWithoutPlace: "방문 상담을 받을 장소를 하나 이상 고르거나, '방문 상담 받음'을 해제해주세요.",
  owner: '예외를 둘 장소나 변호사를 골라주세요.',
  day: '날짜를 YYYY-MM-DD 형식으로 골라주세요.',
  pastDay: '오늘이나 그 뒤의 날짜를 골라주세요.',
  note: '메모는 200자 이내로 적어주세요.',
  overrideGone: '이미 지워진 예외 일정입니다. 화면을 새로 고쳐주세요.',
  holidayName: '공휴일 이름을 40자 이내로 적어주세요.',
  holidayGone: '그 날짜는 공휴일 목록에 없습니다. 화면을 새로 고쳐주세요.',
} as const;

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A whole number within bounds; a blank field is refused with the same message. */
function count(min: number, max: number, message: string) {
  return z.preprocess(
    (value) => (blank(value) ? undefined : value),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message),
  );
}

/** The same, where blank means "follow the place" (null). */
function countOrPlace(min: number, max: number, message: string) {
  return z.preprocess(
    (value) => (blank(value) ? null : value),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).nullable(),
  );
}

function overlapping(ranges: readonly ClockRange[]): boolean {
  return ranges.some((range, index) => index > 0 && clockMinutes(range[0])! < clockMinutes(ranges[index - 1]![1])!);
}

/** One day's hours as staff type them ('10:00-12:00, 13:00-18:00'; blank or '휴무': closed), read into ranges. */
const dayHours = z
  .string({ error: bookingMessages.hours })
  .max(200, bookingMessages.hours)
  .optional()
  .transform((text = '', context) => {
    const ranges = parseHours(text);
    if (!ranges) {
      context.addIssue({ code: 'custom', message: bookingMessages.hours });
      return z.NEVER;
    }
    if (overlapping(ranges)) {
      context.addIssue({ code: 'custom', message: settingsMessages.overlap });
      return z.NEVER;
    }
    return ranges;
  });

export const weekdayKeys = ['0', '1', '2', '3', '4', '5', '6'] as const;

/** Seven days of hours, '0' being Sunday; a closed day is left out of the stored object. */
const weeklyHours = z
  .object(
    { '0': dayHours, '1': dayHours, '2': dayHours, '3': dayHours, '4': dayHours, '5': dayHours, '6': dayHours },
    { error: bookingMessages.hours },
  )
  .transform((days): WeeklyHours => {
    const week: WeeklyHours = {};
    for (const key of weekdayKeys) if (days[key].length > 0) week[key] = days[key];
    return week;
  });

const rules = {
  slotMinutes: count(10, 240, settingsMessages.slotMinutes),
  bufferMinutes: count(0, 120, settingsMessages.bufferMinutes),
  horizonDays: count(1, 365, settingsMessages.horizonDays),
  minNoticeHours: count(0, 168, settingsMessages.minNoticeHours),
};

export const placeSettingsSchema = z.object({
  placeId: rowId(settingsMessages.place),
  hours: weeklyHours,
  ...rules,
  active: z.boolean(),
});

export const lawyerSettingsSchema = z
  .object({
    lawyerId: rowId(settingsMessages.lawyer),
    placeIds: z
      .array(rowId(settingsMessages.placeIds), { error: settingsMessages.placeIds })
      .max(50, settingsMessages.placeIds)
      .transform((ids) => [...new Set(ids)].sort((a, b) => a - b)),
    hours: weeklyHours,
    slotMinutes: countOrPlace(10, 240, settingsMessages.slotMinutes),
    bufferMinutes: countOrPlace(0, 120, settingsMessages.bufferMinutes),
    horizonDays: countOrPlace(1, 365, settingsMessages.horizonDays),
    minNoticeHours: countOrPlace(0, 168, settingsMessages.minNoticeHours),
    active: z.boolean(),
  })
  .superRefine((values, context) => {
    if (values.active && values.placeIds.length === 0) {
      context.addIssue({ code: 'custom', path: ['placeIds'], message: settingsMessages.activeWithoutPlace });
    }
  });

const day = z.string({ error: settingsMessages.day }).refine(isCalendarDay, settingsMessages.day);

/** 'place-3' or 'lawyer-5': whose day it is. */
export const overrideOwnerPattern = /^(place|lawyer)-(\d{1,9})$/;

export const overrideSaveSchema = z.object({
  owner: z
    .string({ error: settingsMessages.owner })
    .regex(overrideOwnerPattern, settingsMessages.owner)
    .transform((value) => {
      const [, kind, number] = overrideOwnerPattern.exec(value)!;
      return { kind: kind as 'place' | 'lawyer', id: Number(number) };
    }),
  day,
  hours: dayHours,
  note: z.string({ error: settingsMessages.note }).trim().max(200, settingsMessages.note).optional().default(''),
});

export const overrideDeleteSchema = z.object({ overrideId: rowId(settingsMessages.overrideGone) });

export const holidayAddSchema = z.object({
  day,
  name: z.string({ error: settingsMessages.holidayName }).trim().min(1, settingsMessages.holidayName).max(40, settingsMessages.holidayName),
});

export const holidayClosedSchema = z.object({ day, closed: z.boolean() });
