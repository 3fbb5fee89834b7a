import { isCalendarDay } from '@/lib/seoul-date';
import { categories, regions, type ConsultSource } from './consult-form-rules';
import { isConsultStatus, type ConsultStatus } from './consult-workflow';
import { normalizeText } from '@/lib/text';

/**
 * The inbox's filters, read from the query string by the page and by the CSV export alike.
 * A bad value never fails the request: it is dropped and named in a Korean message.
 */

export const INBOX_PAGE_SIZE = 50;
export const UNASSIGNED = 'none';
export const SEARCH_MAX = 50;
const MAX_PAGE = 10_000;

export type InboxFilters = {
  status?: ConsultStatus;
  region?: (typeof regions)[number];
  category?: (typeof categories)[number];
  /** Seoul calendar days, YYYY-MM-DD, both inclusive. */
  from?: string;
  to?: string;
  /** A staff member's id, or UNASSIGNED for '미배정'. */
  assignee?: string;
  q?: string;
  page: number;
};

export type ParsedInboxFilters = { filters: InboxFilters; errors: string[] };

export const filterMessages = {
  status: '상태 값이 올바르지 않습니다.',
  region: '지역 값이 올바르지 않습니다.',
  category: '상담 분야 값이 올바르지 않습니다.',
  from: '시작일은 2026-01-31 형식의 날짜여야 합니다.',
  to: '종료일은 2026-01-31 형식의 날짜여야 합니다.',
  range: '시작일이 종료일보다 늦습니다.',
  assignee: '담당자 값이 올바르지 않습니다.',
  q: `검색어는 ${SEARCH_MAX}자 이내로 적어주세요.`,
  page: '페이지 번호가 올바르지 않습니다.',
};

type Params = URLSearchParams | Record<string, string | string[] | undefined>;

/**
 * A query value as typed text: normalized like every other input (src/lib/text.ts), so a NUL in
 * the search box (`q=%00`) cannot reach PostgreSQL, which refused it and failed the export with a 500.
 */
function read(params: Params, key: string): string {
  const value = params instanceof URLSearchParams ? params.get(key) : params[key];
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' ? normalizeText(first).trim() : '';
}

/** A real calendar day in YYYY-MM-DD (2026-02-30 is not one) from 2000 to 2100: the inbox's date filters. */
export function isCalendarDate(value: string): boolean {
  const year = Number(value.slice(0, 4));
  return isCalendarDay(value) && year >= 2000 && year <= 2100;
}

export function parseInboxFilters(params: Params): ParsedInboxFilters {
  const filters: InboxFilters = { page: 1 };
  const errors: string[] = [];

  const status = read(params, 'status');
  if (status) {
    if (isConsultStatus(status)) filters.status = status;
    else errors.push(filterMessages.status);
  }
  const region = read(params, 'region');
  if (region) {
    const known = regions.find((name) => name === region);
    if (known) filters.region = known;
    else errors.push(filterMessages.region);
  }
  const category = read(params, 'category');
  if (category) {
    const known = categories.find((name) => name === category);
    if (known) filters.category = known;
    else errors.push(filterMessages.category);
  }
  for (const key of ['from', 'to'] as const) {
    const value = read(params, key);
    if (!value) continue;
    if (isCalendarDate(value)) filters[key] = value;
    else errors.push(filterMessages[key]);
  }
  if (filters.from && filters.to && filters.from > filters.to) {
    errors.push(filterMessages.range);
    delete filters.from;
    delete filters.to;
  }
  const assignee = read(params, 'assignee');
  if (assignee) {
    if (assignee === UNASSIGNED || /^[A-Za-z0-9_-]{1,64}$/.test(assignee)) filters.assignee = assignee;
    else errors.push(filterMessages.assignee);
  }
  const q = read(params, 'q');
  if (q) {
    if (q.length <= SEARCH_MAX) filters.q = q;
    else errors.push(filterMessages.q);
  }
  const page = read(params, 'page');
  if (page) {
    const number = /^\d{1,6}$/.test(page) ? Number(page) : NaN;
    if (Number.isInteger(number) && number >= 1 && number <= MAX_PAGE) filters.page = number;
    else errors.push(filterMessages.page);
  }
  return { filters, errors };
}

/** The query string for these filters (page 1 is left out), for links, pagination and the export. */
export function inboxQuery(filters: Partial<InboxFilters>, overrides: Partial<InboxFilters> = {}): string {
  const merged = { ...filters, ...overrides };
  const params = new URLSearchParams();
  for (const key of ['status', 'region', 'category', 'from', 'to', 'assignee', 'q'] as const) {
    const value = merged[key];
    if (value) params.set(key, value);
  }
  if (merged.page && merged.page > 1) params.set('page', String(merged.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The filters without the page: what the audit log and the export record. */
export function filtersForRecord(filters: InboxFilters): Record<string, string> {
  const record: Record<string, string> = {};
  for (const key of ['status', 'region', 'category', 'from', 'to', 'assignee', 'q'] as const) {
    const value = filters[key];
    if (value) record[key] = value;
  }
  return record;
}

/**
 * A search text read as a phone number: its digits, when the text holds nothing but digits,
 * hyphens, spaces, dots, parentheses and a leading +. Three digits at least, so '1' finds no one.
 */
export function phoneDigits(q: string): string | null {
  if (!/^\+?[0-9\-\s.()]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  return digits.length >= 3 ? digits : null;
}

/** Escapes LIKE's wildcards so a search for '50%' finds that text. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

export const consultSourceLabels: Record<ConsultSource, string> = {
  modal: '상담 팝업',
  board: '온라인 상담 신청 페이지',
  quick: '빠른 상담',
  panel: '오른쪽 상담 패널',
  event2020: '분야별 상담 (2020 이벤트)',
  booking: '방문 상담 예약',
  premium: '심층 상담 예약',
  evidence: '증거자료 업로드',
  api: 'API',
};

export function sourceLabel(source: string): string {
  return consultSourceLabels[source as ConsultSource] ?? source;
}

export const deliveryOutcomeLabels: Record<string, string> = {
  delivered: '전달됨',
  retry: '실패 (다시 시도 예정)',
  failed: '실패 (재시도 중단)',
  skipped: '건너뜀',
};

/** The delivery job's own English details, in Korean for the screen; the partner's answers stay as they came. */
const deliveryDetails: Record<string, string> = {
  'PARTNER_API_URL is not configured': '파트너 API 주소(PARTNER_API_URL)가 설정되지 않아 보내지 않았습니다.',
};

export function deliveryDetailText(detail: string): string {
  return deliveryDetails[detail] ?? detail;
}

export const jobStatusLabels: Record<string, string> = {
  pending: '대기 중',
  running: '보내는 중',
  done: '전달 완료',
  failed: '실패 · 확인 필요',
  skipped: '건너뜀',
};

/** The consent purposes of a visit booking and a paid consultation (features/booking files both as consults). */
export const visitConsentPurposes = {
  visit: '방문 상담 예약과 확정 안내, 전날 알림, 상담 진행',
  premium: '심층 상담 예약 접수, 일정 확정 연락과 상담료 결제 안내, 전날 알림, 상담 진행',
} as const;

export const consentPurposeLabels: Record<string, string> = {
  consult: '상담 신청 접수, 변호사의 회신 전화 및 상담 진행',
  // Decision 009: an old API client sent no consent; the request was kept for the call back only.
  'consult-unconfirmed': '동의 확인 필요 — 동의 기록 없이 API로 접수됨. 회신 전화에서 수집·이용 목적을 알리고 동의를 받아 주세요.',
  ...visitConsentPurposes,
};

/** What the inbox's actions answer when a change cannot be made. */
export const officeActionMessages = {
  notFound: '상담을 찾을 수 없습니다. 이미 삭제되었을 수 있습니다.',
  stale: '다른 직원이 먼저 상태를 바꿨습니다. 화면을 새로 고친 뒤 다시 확인해 주세요.',
  assignee: '담당자는 상담 처리 권한이 있는 직원 중에서 골라주세요.',
  sameAssignee: '이미 그 담당자로 배정되어 있습니다.',
  running: '지금 파트너에게 보내는 중입니다. 잠시 뒤 결과를 확인해 주세요.',
};

/** '연락 시도로', '수임으로', '종결로': the Korean direction particle after a word's last syllable. */
export function toDirection(word: string): string {
  const code = word.charCodeAt(word.length - 1) - 0xac00;
  if (code < 0 || code > 11_171) return `${word}(으)로`;
  const final = code % 28;
  return final === 0 || final === 8 ? `${word}로` : `${word}으로`;
}
