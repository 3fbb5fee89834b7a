import type { z } from 'zod';
import type { FieldErrors } from '@/lib/field-errors';
import { firmSettingsSchema, type FirmSettings, type Office } from './firm-settings';

/**
 * The back office's form over the firm settings: Korean labels for every field, and the settings
 * schema's answers turned into Korean messages keyed by field path (`fax`, `offices.0.address`,
 * `privacyOfficer.email`), so the form shows each one at its field.
 */

export const officeFieldLabels: Record<keyof Office, string> = {
  name: '사무소 이름',
  address: '주소',
  station: '가까운 역',
  exit: '출구',
  walk: '역에서 걸리는 시간',
  parking: '주차 안내',
  phone: '전화번호',
};

export const privacyOfficerLabels: Record<keyof FirmSettings['privacyOfficer'], string> = {
  name: '개인정보 보호책임자 이름',
  title: '개인정보 보호책임자 직책',
  email: '개인정보 보호책임자 이메일',
  phone: '개인정보 보호책임자 전화번호',
};

export const settingsFieldLabels: Record<Exclude<keyof FirmSettings, 'offices' | 'privacyOfficer'>, string> = {
  firmName: '법인명',
  siteTitle: '사이트 이름',
  representative: '대표 변호사',
  mainPhone: '대표 전화',
  divorcePhone: '이혼 상담 전화',
  civilPhone: '민사 상담 전화',
  fax: '팩스',
  supportEmail: '고객 문의 이메일',
  registrationNumber: '변호사회 등록번호',
  businessNumber: '사업자등록번호',
  mailOrderNumber: '통신판매업 신고번호',
  hostingProvider: '호스팅 제공자',
  officeHours: '상담 시간',
  advertisingLawyer: '광고 책임 변호사',
  monthlyFamilyCases: '월 가사 사건 수',
  foundedYear: '설립 연도',
  certifiedMailUrl: '내용증명 안내 주소',
  recruitmentUrl: '인재채용 주소',
  consultRetentionMonths: '상담 기록 보관 기간(개월)',
  consultAnswerTargetMinutes: '상담 응답 목표 시간(분)',
  demoNotice: '시연 안내 문구',
  naverSiteVerification: '네이버 사이트 인증 코드',
};

export const numericSettingKeys = ['monthlyFamilyCases', 'foundedYear', 'consultRetentionMonths', 'consultAnswerTargetMinutes'] as const;
export const optionalSettingKeys = ['demoNotice', 'naverSiteVerification'] as const;
export const MAX_SETTING_LENGTH = 2_000;

/** The label of a field path, for messages and the audit log. */
export function settingLabel(path: readonly PropertyKey[]): string {
  const [head, index, leaf] = path;
  if (head === 'offices' && typeof index === 'number' && typeof leaf === 'string') {
    return `${index + 1}번째 사무소 ${officeFieldLabels[leaf as keyof Office] ?? leaf}`;
  }
  if (head === 'offices') return '사무소';
  if (head === 'privacyOfficer' && index === undefined) return '개인정보 보호책임자';
  if (head === 'privacyOfficer' && typeof index === 'string')
    return privacyOfficerLabels[index as keyof FirmSettings['privacyOfficer']] ?? index;
  return settingsFieldLabels[head as keyof typeof settingsFieldLabels] ?? String(head);
}

/** 을/를 after a Korean word: 받침 or not (a label ending in another character gets 을(를)). */
function objectParticle(word: string): string {
  const last = word.trim().at(-1) ?? '';
  const code = last.charCodeAt(0) - 0xac00;
  if (code < 0 || code > 11171) return '을(를)';
  return code % 28 === 0 ? '를' : '을';
}

function leafLabel(path: readonly PropertyKey[]): string {
  const [head, , leaf] = path;
  if (head === 'offices' && typeof leaf === 'string') return officeFieldLabels[leaf as keyof Office] ?? leaf;
  return settingLabel(path);
}

type Issue = z.core.$ZodRawIssue;

/** A Korean message for one issue of the settings schema, shown beside its field. */
export function settingIssueMessage(issue: Issue): string {
  const path = issue.path ?? [];
  const label = leafLabel(path);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'array') return '사무소를 하나 이상 입력해 주세요.';
      if (issue.origin === 'number') {
        const minimum = Number(issue.minimum);
        return `${issue.inclusive === false ? minimum + 1 : minimum} 이상의 숫자로 입력해 주세요.`;
      }
      return `${label}${objectParticle(label)} 입력해 주세요.`;
    case 'too_big':
      return issue.origin === 'number'
        ? `${String(issue.maximum)} 이하의 숫자로 입력해 주세요.`
        : `${MAX_SETTING_LENGTH.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`;
    case 'invalid_format':
      if (issue.format === 'email') return '올바른 이메일 주소를 입력해 주세요. (예: help@example.com)';
      if (issue.format === 'url') return 'https:// 로 시작하는 올바른 주소를 입력해 주세요.';
      return `${label}의 형식이 올바르지 않습니다.`;
    case 'invalid_type':
      if (issue.expected === 'int') return '정수로 입력해 주세요.';
      if (issue.expected === 'number') return '숫자로 입력해 주세요.';
      if (issue.expected === 'array') return '사무소를 하나 이상 입력해 주세요.';
      return `${label}${objectParticle(label)} 입력해 주세요.`;
    default:
      return `${label}의 값을 다시 확인해 주세요.`;
  }
}

function trimDeep(value: unknown): unknown {
  if (typeof value === 'string') return value.trim();
  if (Array.isArray(value)) return value.map(trimDeep);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, trimDeep(inner)]));
  return value;
}

function longStrings(value: unknown, path: PropertyKey[] = []): PropertyKey[][] {
  if (typeof value === 'string') return value.length > MAX_SETTING_LENGTH ? [path] : [];
  if (Array.isArray(value)) return value.flatMap((inner, index) => longStrings(inner, [...path, index]));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, inner]) => longStrings(inner, [...path, key]));
  return [];
}

export type SettingsFormResult = { ok: true; value: FirmSettings } | { ok: false; fieldErrors: FieldErrors };

/**
 * Reads the form's values: text trimmed, numbers typed as text turned into numbers, an empty
 * optional field left out. All or nothing: one bad field and no value comes back.
 */
export function parseSettingsForm(input: unknown): SettingsFormResult {
  if (!input || typeof input !== 'object' || Array.isArray(input))
    return { ok: false, fieldErrors: { _: '입력한 내용을 다시 확인해 주세요.' } };
  const values = trimDeep(input) as Record<string, unknown>;
  for (const key of numericSettingKeys) {
    const raw = values[key];
    if (typeof raw === 'string' && /^-?\d+(\.\d+)?$/.test(raw)) values[key] = Number(raw);
  }
  for (const key of optionalSettingKeys) if (values[key] === '' || values[key] === null) delete values[key];
  const tooLong = longStrings(values);
  if (tooLong.length > 0) {
    return {
      ok: false,
      fieldErrors: Object.fromEntries(
        tooLong.map((path) => [path.join('.'), `${MAX_SETTING_LENGTH.toLocaleString('ko-KR')}자 이하로 입력해 주세요.`]),
      ),
    };
  }
  const parsed = firmSettingsSchema.safeParse(values, { error: settingIssueMessage });
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: FieldErrors = {};
  for (const issue of parsed.error.issues) fieldErrors[issue.path.join('.') || '_'] ??= issue.message;
  return { ok: false, fieldErrors };
}

/** JSON with object keys sorted: jsonb hands keys back in its own order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${stableJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'undefined';
}

/** The top-level keys whose values differ, for the audit log. */
export function changedSettingKeys(before: Record<string, unknown>, after: Record<string, unknown>): string[] {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].filter((key) => stableJson(before[key]) !== stableJson(after[key])).sort();
}
