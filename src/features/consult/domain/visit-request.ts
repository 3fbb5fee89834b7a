import type { FieldErrors } from '@/lib/field-errors';
import { seoulDay } from '@/lib/seoul-date';

/**
 * Visit booking (/consult/booking) and the paid in-depth consultation (/consult/premium-pay):
 * a consult request that also names a place, a weekday and an hour. The firm confirms the slot
 * by phone, so the rules here only keep the wish inside office hours (spec section 9: 9 to 18,
 * Monday to Friday). Pure and zod-free: the browser runs the same checks.
 */

export const visitKinds = ['visit', 'premium'] as const;
export type VisitKind = (typeof visitKinds)[number];

/** Start times of one-hour meetings within office hours, leaving the lunch hour free. */
export const visitSlots = ['10:00', '11:00', '14:00', '15:00', '16:00', '17:00'] as const;

/** The in-depth consultation can also be held by video call. */
export const videoPlace = '화상 상담 (휴대전화·PC)';

/** How far ahead a visitor may ask for a slot. */
export const BOOKING_WINDOW_DAYS = 60;

export const visitMessages = {
  place: '상담 장소를 골라주세요.',
  date: '희망 날짜를 골라주세요.',
  dateWeekend: '평일(월–금) 중에서 골라주세요.',
  datePast: '내일 이후 날짜를 골라주세요.',
  dateFar: `${BOOKING_WINDOW_DAYS}일 이내의 날짜를 골라주세요.`,
  slot: '희망 시간을 골라주세요.',
  name: '방문하실 분의 이름을 적어주세요.',
} as const;

export type VisitValues = { place: string; date: string; slot: string; name: string };
export type VisitFieldErrors = FieldErrors<'place' | 'date' | 'slot' | 'name'>;

const weekdayNames = ['일', '월', '화', '수', '목', '금', '토'] as const;

function parseDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  // Rejects 2026-02-30 and the like, which Date would roll over.
  return date.toISOString().slice(0, 10) === day ? date : null;
}

function addDays(day: string, days: number): string {
  const date = parseDay(day)!;
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The dates a visitor may pick: from tomorrow to BOOKING_WINDOW_DAYS ahead (Seoul time). */
export function bookingRange(now: Date): { min: string; max: string } {
  const today = seoulDay(now);
  return { min: addDays(today, 1), max: addDays(today, BOOKING_WINDOW_DAYS) };
}

/** The places a kind offers: the firm's offices, and for the paid consultation a video call. */
export function visitPlaces(kind: VisitKind, officeNames: string[]): string[] {
  return kind === 'premium' ? [...officeNames, videoPlace] : [...officeNames];
}

/** Checks the booking part of the form; the consult part keeps its own rules. */
export function checkVisitRequest(values: VisitValues, context: { kind: VisitKind; officeNames: string[]; now: Date }): VisitFieldErrors {
  const errors: VisitFieldErrors = {};
  if (!visitPlaces(context.kind, context.officeNames).includes(values.place)) errors.place = visitMessages.place;
  const date = parseDay(values.date.trim());
  if (!date) {
    errors.date = visitMessages.date;
  } else {
    const { min, max } = bookingRange(context.now);
    const day = date.toISOString().slice(0, 10);
    if (day < min) errors.date = visitMessages.datePast;
    else if (day > max) errors.date = visitMessages.dateFar;
    else if (date.getUTCDay() === 0 || date.getUTCDay() === 6) errors.date = visitMessages.dateWeekend;
  }
  if (!(visitSlots as readonly string[]).includes(values.slot)) errors.slot = visitMessages.slot;
  if (values.name.trim().length === 0) errors.name = visitMessages.name;
  return errors;
}

/** '2026-11-30(월) 14:00' */
export function formatVisitTime(date: string, slot: string): string {
  const day = parseDay(date);
  return day ? `${date}(${weekdayNames[day.getUTCDay()]}) ${slot}` : `${date} ${slot}`;
}

/** The first line of the stored consult, so staff see the wish at a glance in the inbox. */
export function visitSummary(kind: VisitKind, values: VisitValues, feeLabel?: string): string {
  const label = kind === 'premium' ? '심층 상담 예약' : '방문 상담 예약';
  const fee = kind === 'premium' && feeLabel ? ` · 상담료 ${feeLabel}` : '';
  return `[${label}] ${values.place} · ${formatVisitTime(values.date, values.slot)} 희망${fee}`;
}

/** The version of the booking consent text; bump it whenever the text changes. */
export const VISIT_CONSENT_VERSION = 'visit-2026-11-v1';

/** The consent record's purpose per kind, as the notice states it (the inbox shows it too). */
export const visitConsentPurposes: Record<VisitKind, string> = {
  visit: '방문 상담 예약 접수, 일정 확정 연락, 상담 진행',
  premium: '심층 상담 예약 접수, 일정 확정 연락과 상담료 결제 안내, 상담 진행',
};

/** 개인정보 보호법 제15조 제2항: purpose, items, retention and the right to refuse. */
export function visitConsentNotice(kind: VisitKind, retentionMonths: number) {
  const years = retentionMonths % 12 === 0 ? `${retentionMonths / 12}년` : `${retentionMonths}개월`;
  return {
    purpose: visitConsentPurposes[kind],
    items: '이름·연락처·상담 내용·희망 장소와 일시(필수), 상담 분야(선택), 접수 시각과 유입 경로',
    retention: `신청일로부터 ${years} 보관 후 파기 (동의 철회 시 즉시 파기)`,
    refusal: '동의를 거부할 수 있으며, 거부하시면 온라인 예약은 할 수 없습니다. 전화로는 동의 없이 예약하실 수 있습니다.',
    sensitive: '주민등록번호, 계좌번호, 건강·성생활 등 민감한 정보는 적지 마세요. 상담 때 변호사에게 직접 말씀해주세요.',
  };
}
