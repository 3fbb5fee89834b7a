import type { FieldErrors } from '@/lib/field-errors';

/**
 * Consultation intake rules (spec sections 3, 4 and 5). Messages are the spec's, verbatim.
 *
 * This module is plain TypeScript without zod, because the consultation forms of the site chrome
 * run it in every visitor's browser (decision 006). The server validates the same input with the
 * zod schema in `../schemas.ts`; `../consult-rules-agreement.test.ts` runs both over one table.
 */

export const regions = [
  '서울',
  '경기',
  '대전',
  '인천',
  '세종',
  '부산',
  '광주',
  '대구',
  '울산',
  '강원도',
  '충청도',
  '경상도',
  '전라도',
  '제주도',
] as const;

export const categories = ['이혼', '재산분할', '위자료', '상간자', '양육권·양육비', '기타소송'] as const;

export const consultSources = ['modal', 'board', 'quick', 'panel', 'event2020', 'booking', 'premium', 'evidence', 'api'] as const;
export type ConsultSource = (typeof consultSources)[number];

export const messages = {
  telRequired: '연락처를 적어주세요',
  telShort: '연락처를 정확히 적어주세요.',
  telSubmit: '연락처를 입력해주세요',
  telChars: '연락처는 숫자와 - 기호로 적어주세요.',
  telLong: '연락처가 너무 깁니다.',
  contentRequired: '내용을 적어주세요',
  contentShort: '내용을 정확히 적어주세요.',
  contentSubmit: '내용을 적어주세요',
  contentLong: '내용은 2,000자 이내로 적어주세요.',
  nameLong: '이름은 30자 이내로 적어주세요.',
  region: '지역을 목록에서 골라주세요.',
  category: '상담 분야를 목록에서 골라주세요.',
  consent: '개인정보 수집·이용에 동의해주셔야 상담을 신청할 수 있습니다.',
  saveFailed: '접수 실패. 관리자에게 문의 부탁드립니다.',
  rateLimited: '짧은 시간에 신청이 너무 많습니다. 잠시 후 다시 시도하시거나 대표번호로 전화해주세요.',
  botRejected: '자동 입력이 의심되어 접수하지 못했습니다. 새로고침 후 다시 시도해주세요.',
  botCheckFailed: '보안 확인에 실패했습니다. 새로고침 후 다시 시도해주세요.',
} as const;

export const CONTENT_MAX = 2000;
export const TEL_MAX = 20;

/** What a form holds before validation: plain strings. */
export type ConsultFormValues = { tel: string; content: string; name?: string; address?: string; category?: string };
export type ConsultFieldErrors = FieldErrors<'tel' | 'content' | 'name' | 'address' | 'category' | 'consent'>;
export type Region = (typeof regions)[number];
export type Category = (typeof categories)[number];
/** A request that passed the form rules: trimmed text, and '' for an optional field left out. */
export type ConsultFormData = { tel: string; content: string; name: string; address: '' | Region; category: '' | Category };

const TEL_CHARS = /^[0-9+\-() ]+$/;
const NAME_MAX = 30;

/** Length in Unicode code points, as the server's zod schema counts it (an emoji is one character). */
function characters(text: string): number {
  return Array.from(text).length;
}

/**
 * The consultation form's own rules (spec section 5, 'Consultation form'): the first failing rule
 * of each field, in the order the server's schema checks them. A value of the wrong type reads as
 * the field being missing; name, region and category may be left out.
 */
export function readConsultForm(input: unknown): { ok: true; data: ConsultFormData } | { ok: false; fieldErrors: ConsultFieldErrors } {
  const values = (typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>;
  const errors: ConsultFieldErrors = {};

  const tel = typeof values.tel === 'string' ? values.tel.trim() : null;
  if (tel === null || characters(tel) < 1) errors.tel = messages.telRequired;
  else if (characters(tel) < 6) errors.tel = messages.telShort;
  else if (characters(tel) > TEL_MAX) errors.tel = messages.telLong;
  else if (!TEL_CHARS.test(tel)) errors.tel = messages.telChars;

  const content = typeof values.content === 'string' ? values.content.trim() : null;
  if (content === null || characters(content) < 1) errors.content = messages.contentRequired;
  else if (characters(content) < 3) errors.content = messages.contentShort;
  else if (characters(content) > CONTENT_MAX) errors.content = messages.contentLong;

  let name = '';
  if (values.name !== undefined) {
    if (typeof values.name !== 'string' || characters(values.name.trim()) > NAME_MAX) errors.name = messages.nameLong;
    else name = values.name.trim();
  }

  const address = values.address === undefined ? '' : values.address;
  if (address !== '' && !(regions as readonly unknown[]).includes(address)) errors.address = messages.region;

  const category = values.category === undefined ? '' : values.category;
  if (category !== '' && !(categories as readonly unknown[]).includes(category)) errors.category = messages.category;

  if (Object.keys(errors).length > 0) return { ok: false, fieldErrors: errors };
  return {
    ok: true,
    data: {
      tel: tel ?? '',
      content: content ?? '',
      name,
      address: address as ConsultFormData['address'],
      category: category as ConsultFormData['category'],
    },
  };
}

/**
 * The stricter submit-step check (spec section 5): both fields need more than 5 characters,
 * so content of 3 to 5 characters passes the form and is rejected here.
 */
export function submitCheck(values: { tel: string; content: string }): ConsultFieldErrors {
  const errors: ConsultFieldErrors = {};
  if (values.tel.trim().length <= 5) errors.tel = messages.telSubmit;
  if (values.content.trim().length <= 5) errors.content = messages.contentSubmit;
  return errors;
}

/** What the form shows under a field while typing: the form rules only (the submit check runs on send). */
export function formFieldErrors(values: ConsultFormValues): ConsultFieldErrors {
  const read = readConsultForm(values);
  return read.ok ? {} : read.fieldErrors;
}

/** The form rules, then the submit check: what the server's `validateConsult` answers, without zod. */
export function checkConsult(input: unknown): { ok: true; data: ConsultFormData } | { ok: false; fieldErrors: ConsultFieldErrors } {
  const read = readConsultForm(input);
  if (!read.ok) return read;
  const strict = submitCheck(read.data);
  if (Object.keys(strict).length > 0) return { ok: false, fieldErrors: strict };
  return read;
}

/** The version of the consent text a visitor agrees to; bump it whenever the text changes. */
export const CONSENT_VERSION = 'consult-2026-11-v1';

export function consentNotice(retentionMonths: number) {
  const years = retentionMonths % 12 === 0 ? `${retentionMonths / 12}년` : `${retentionMonths}개월`;
  return {
    purpose: '상담 신청 접수, 변호사의 회신 전화 및 상담 진행',
    items: '연락처(필수), 상담 내용(필수), 이름·지역·상담 분야(선택), 접수 시각과 유입 경로',
    retention: `상담 신청일로부터 ${years} 보관 후 파기 (동의 철회 시 즉시 파기)`,
    refusal: '동의를 거부할 수 있으며, 거부하시면 온라인 상담 신청은 할 수 없습니다. 전화 상담은 동의 없이 가능합니다.',
    sensitive: '주민등록번호, 계좌번호, 건강·성생활 등 민감한 정보는 적지 마세요. 상담 때 변호사에게 직접 말씀해주세요.',
  };
}

/** Success text of the 2020 consult event, per area (spec section 4). */
export function successMessage(area: string | undefined, mainPhone: string): string {
  const received = `상담 신청이 접수되었습니다. 곧 대표번호(${mainPhone})로 연락드리겠습니다.`;
  const trimmed = area?.trim();
  if (!trimmed) return received;
  if (trimmed === '상간자' || trimmed === '상간자 접촉' || trimmed === '상간') {
    return `${received} 상간자 소송 전담팀에서 곧 전화드립니다.`;
  }
  if (trimmed === '기타소송' || trimmed === '기타 소송') {
    return `${received} 이혼소송 경험이 많은 변호사가 배정됩니다.`;
  }
  return `${received} ${trimmed} 분야 경험이 많은 변호사가 배정됩니다.`;
}

export type Event2020Payload = {
  tel?: string;
  name?: string;
  area?: string;
  content?: string;
  inflow_from?: string;
  inflow_at?: string;
  etc?: string;
  ga_label?: string;
  ga_value?: number;
};

/** Content text of the 2020 consult event: '{area} 분야 상담 - {site}' plus request, source and extras. */
export function event2020Content(payload: Event2020Payload, site: string): string {
  const area = payload.area?.trim() || '일반';
  const lines = [`${area} 분야 상담 - ${site}`];
  const request = payload.content?.trim();
  lines.push(request ? `요청 내용: ${request}` : '요청 내용 없이 접수되었습니다.');
  if (payload.inflow_from?.trim()) lines.push(`유입 경로: ${payload.inflow_from.trim()}`);
  if (payload.etc?.trim()) lines.push(`추가 정보: ${payload.etc.trim()}`);
  return lines.join('\n');
}

/** Masks a phone number for the receipt: 010-1234-5678 → 010-****-5678. */
export function maskTel(tel: string): string {
  const digits = tel.replace(/\D/g, '');
  if (digits.length < 7) return '*'.repeat(digits.length);
  const head = digits.slice(0, 3);
  const tail = digits.slice(-4);
  return `${head}-${'*'.repeat(Math.max(3, digits.length - 7))}-${tail}`;
}
