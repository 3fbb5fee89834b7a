import { isCalendarDay } from '@/lib/seoul-date';
import { visitConsentPurposes } from '@/features/consult/domain/office-inbox';
import type { FieldErrors } from '@/lib/field-errors';
import { clockMinutes, weekdayOf } from './slots';

/**
 * Visit booking's words and rules (issue 15): what the visitor and staff read, the states a
 * booking moves through, the consent notice, and the checks the browser and the server share.
 * Pure and zod-free (decision 006).
 */

export const bookingKinds = ['visit', 'premium'] as const;
export type BookingKind = (typeof bookingKinds)[number];

export const bookingStatuses = ['held', 'confirmed', 'attended', 'no_show', 'cancelled', 'expired', 'blocked'] as const;
export type BookingStatus = (typeof bookingStatuses)[number];

/** The states that occupy the lawyer's time (the exclusion constraint's own list). */
export const liveStatuses: readonly BookingStatus[] = ['held', 'confirmed', 'attended', 'no_show', 'blocked'];

export const bookingStatusLabels: Record<BookingStatus, string> = {
  held: '확정 대기',
  confirmed: '예약 확정',
  attended: '상담 완료',
  no_show: '오지 않음',
  cancelled: '취소',
  expired: '대기 시간 지남',
  blocked: '일정 막음',
};

export const bookingMessages = {
  place: '상담 장소를 골라주세요.',
  lawyer: '변호사를 다시 골라주세요.',
  day: '날짜를 골라주세요.',
  time: '시간을 골라주세요.',
  timeGone: '고르신 시간은 지금 예약할 수 없어요. 다른 시간을 골라주세요.',
  /** Issue 15's words when two visitors race for one slot. */
  taken: '방금 다른 분이 이 시간을 예약했어요. 아래의 가까운 시간 중에서 골라주세요.',
  takenNoAlternative: '방금 다른 분이 이 시간을 예약했어요. 다른 날짜를 골라주세요.',
  name: '방문하실 분의 이름을 적어주세요.',
  email: '이메일 주소를 확인해주세요. 받지 않으시려면 비워 두세요.',
  notFound: '예약을 찾을 수 없어요. 문자나 메일로 받은 링크를 그대로 열어주세요.',
  staffNotFound: '예약을 찾을 수 없습니다. 화면을 새로 고쳐주세요.',
  paidCancelByPhone: '결제하신 심층 상담의 취소와 환불은 대표번호로 요청해 주세요. 환불 기준에 따라 처리해 드립니다.',
  closed: '이 예약은 이제 온라인으로 바꾸거나 취소할 수 없어요. 대표번호로 전화 주세요.',
  pastCutoff: (hours: number) => `상담 ${hours}시간 전부터는 온라인으로 바꾸거나 취소할 수 없어요. 대표번호로 전화 주세요.`,
  sameTime: '지금 예약과 같은 시간이에요. 다른 시간을 골라주세요.',
  reason: '취소 사유를 적어주세요. 예약하신 분께 그대로 전해집니다.',
  stale: '그사이 다른 담당자가 이 예약을 바꿨어요. 화면을 새로 고쳐 확인해주세요.',
  transition: '지금 상태에서는 할 수 없는 일이에요.',
  blockRange: '막을 시간을 확인해주세요. 끝 시각이 시작보다 늦어야 합니다.',
  blockTaken: '그 시간에 이미 예약이나 막힌 일정이 있어요. 먼저 옮기거나 취소해주세요.',
  hours: '운영 시간은 10:00–12:00처럼 적고, 여러 구간은 쉼표로 나눠주세요.',
  saveFailed: '예약을 저장하지 못했어요. 잠시 후 다시 시도하거나 전화로 예약해주세요.',
} as const;

/** The kinds of booking notices, each sent once per booking version. */
export const noticeEvents = ['booked', 'held', 'confirmed', 'moved', 'cancelled', 'expired'] as const;
export type NoticeEvent = (typeof noticeEvents)[number];

export type BookingFieldErrors = FieldErrors<'place' | 'lawyer' | 'day' | 'time' | 'name' | 'email'>;

export type BookingChoice = { placeId: string; lawyer: string; day: string; time: string; name: string; email: string };

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The booking part of the form; whether the time is free is the server's to say. */
export function checkBookingChoice(values: BookingChoice): BookingFieldErrors {
  const errors: BookingFieldErrors = {};
  if (!/^\d{1,9}$/.test(values.placeId)) errors.place = bookingMessages.place;
  if (values.lawyer !== 'any' && !/^\d{1,9}$/.test(values.lawyer)) errors.lawyer = bookingMessages.lawyer;
  if (!isCalendarDay(values.day)) errors.day = bookingMessages.day;
  if (clockMinutes(values.time) === null) errors.time = bookingMessages.time;
  if (values.name.trim().length === 0) errors.name = bookingMessages.name;
  const email = values.email.trim();
  if (email !== '' && (email.length > 200 || !emailPattern.test(email))) errors.email = bookingMessages.email;
  return errors;
}

const weekdayNames = ['일', '월', '화', '수', '목', '금', '토'] as const;

/** '12월 3일(목)' */
export function dayLabel(day: string): string {
  const [, month, date] = day.split('-');
  return `${Number(month)}월 ${Number(date)}일(${weekdayNames[weekdayOf(day)]})`;
}

/** '2026년 12월 3일(목) 오후 2:00' from a Seoul day and 'HH:MM'. */
export function whenLabel(day: string, time: string): string {
  const minutes = clockMinutes(time) ?? 0;
  const hour = Math.floor(minutes / 60);
  const half = hour < 12 ? '오전' : '오후';
  const shown = hour % 12 === 0 ? 12 : hour % 12;
  return `${day.slice(0, 4)}년 ${dayLabel(day)} ${half} ${shown}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The first line of the stored consult, so staff see the booking at a glance in the inbox. */
export function bookingSummary(kind: BookingKind, place: string, day: string, time: string, lawyer: string, feeLabel?: string): string {
  const label = kind === 'premium' ? '심층 상담 예약' : '방문 상담 예약';
  const fee = kind === 'premium' && feeLabel ? ` · 상담료 ${feeLabel}` : '';
  return `[${label}] ${place} · ${day}(${weekdayNames[weekdayOf(day)]}) ${time} · ${lawyer}${fee}`;
}

/** The version of the booking consent text; bump it whenever the text changes. */
export const BOOKING_CONSENT_VERSION = 'booking-2026-11-v2';

/** The consent record's purpose per kind, as the inbox names it too. */
export const bookingConsentPurposes: Record<BookingKind, string> = visitConsentPurposes;

/** 개인정보 보호법 제15조 제2항: purpose, items, retention and the right to refuse. */
export function bookingConsentNotice(kind: BookingKind, retentionMonths: number) {
  const years = retentionMonths % 12 === 0 ? `${retentionMonths / 12}년` : `${retentionMonths}개월`;
  return {
    purpose: bookingConsentPurposes[kind],
    items: '이름·연락처·상담 내용·예약 장소와 일시(필수), 이메일·상담 분야(선택), 접수 시각과 유입 경로',
    retention: `신청일로부터 ${years} 보관 후 파기 (동의 철회 시 즉시 파기)`,
    refusal: '동의를 거부할 수 있으며, 거부하시면 온라인 예약은 할 수 없습니다. 전화로는 동의 없이 예약하실 수 있습니다.',
    sensitive: '주민등록번호, 계좌번호, 건강·성생활 등 민감한 정보는 적지 마세요. 상담 때 변호사에게 직접 말씀해주세요.',
  };
}

/** Parses '10:00-12:00, 13:00-18:00' (the back office's hours field); null when it does not read. */
export function parseHours(text: string): Array<[string, string]> | null {
  const trimmed = text.trim();
  if (trimmed === '' || trimmed === '휴무') return [];
  const ranges: Array<[string, string]> = [];
  for (const part of trimmed.split(/[,，]/)) {
    const match = /^\s*(\d{1,2}:\d{2})\s*[-–~]\s*(\d{1,2}:\d{2})\s*$/.exec(part);
    if (!match) return null;
    const [from, to] = [match[1]!.padStart(5, '0'), match[2]!.padStart(5, '0')];
    const a = clockMinutes(from);
    const b = clockMinutes(to);
    if (a === null || b === null || b <= a) return null;
    ranges.push([from, to]);
  }
  return ranges.sort((x, y) => x[0].localeCompare(y[0]));
}

export function hoursText(ranges: ReadonlyArray<readonly [string, string]> | undefined): string {
  return ranges && ranges.length > 0 ? ranges.map(([from, to]) => `${from}-${to}`).join(', ') : '휴무';
}

export const weekdayLabels = weekdayNames;
