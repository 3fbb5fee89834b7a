import { z } from 'zod';
import type { FieldErrors } from '@/lib/field-errors';
import type { FirmSettings, Office } from './domain/firm-settings';
import { MAX_SETTING_LENGTH, numericSettingKeys, officeFieldLabels, optionalSettingKeys, settingLabel } from './domain/settings-form';

// Decision 010: zod runs jitless, so it never probes `new Function`, which the Content-Security-Policy
// reports as a violation when a schema runs in a browser. Set here, where it always was: every page
// reads the firm's facts through this module.
z.config({ jitless: true });

/**
 * The firm's facts (DESIGN section 4): their shape, which the settings record is read with
 * (server/queries.ts), and what the back office's settings form sends, with a Korean message at
 * each field (parseSettingsForm). Pages read the facts through the queries, never hard-code them.
 */

export const officeSchema = z.object({
  name: z.string().min(1),
  address: z.string().min(1),
  station: z.string().min(1),
  exit: z.string().min(1),
  walk: z.string().min(1),
  parking: z.string().min(1),
  phone: z.string().min(1),
});

export const firmSettingsSchema = z.object({
  firmName: z.string().min(1),
  siteTitle: z.string().min(1),
  representative: z.string().min(1),
  mainPhone: z.string().min(1),
  divorcePhone: z.string().min(1),
  civilPhone: z.string().min(1),
  fax: z.string().min(1),
  supportEmail: z.email(),
  registrationNumber: z.string().min(1),
  businessNumber: z.string().min(1),
  mailOrderNumber: z.string().min(1),
  hostingProvider: z.string().min(1),
  offices: z.array(officeSchema).min(1),
  officeHours: z.string().min(1),
  advertisingLawyer: z.string().min(1),
  privacyOfficer: z.object({ name: z.string().min(1), title: z.string().min(1), email: z.email(), phone: z.string().min(1) }),
  monthlyFamilyCases: z.number().int().positive(),
  foundedYear: z.number().int().min(1950).max(2100),
  certifiedMailUrl: z.url(),
  recruitmentUrl: z.url(),
  consultRetentionMonths: z.number().int().positive(),
  /** The call-back time the site promises; the inbox flags a consult still 신규 after it. */
  consultAnswerTargetMinutes: z.number().int().positive().default(60),
  /** Distinct reporters after which a community post is blinded until a moderator decides (issue 13). */
  talkBlindThreshold: z.number().int().min(1).max(100).default(3),
  talkImageMaxMegabytes: z.number().int().min(1).max(10).default(10),
  talkEditWindowMinutes: z.number().int().min(0).max(525_600).default(1440),
  talkPostsPerMinute: z.number().int().min(1).max(100).default(2),
  talkPostsPerDay: z.number().int().min(1).max(10_000).default(20),
  talkCommentsPerMinute: z.number().int().min(1).max(100).default(6),
  talkCommentsPerDay: z.number().int().min(1).max(10_000).default(200),
  talkNewAccountWaitMinutes: z.number().int().min(0).max(43_200).default(0),
  qnaQuestionsPerDay: z.number().int().min(1).max(100).default(3),
  qnaAnswerTargetHours: z.number().int().min(1).max(720).default(24),
  bookingChangeCutoffHours: z.number().int().min(0).max(168).default(3),
  bookingReminderHour: z.number().int().min(0).max(23).default(10),
  premiumHoldHours: z.number().int().min(1).max(168).default(24),
  paymentHoldMinutes: z.number().int().min(5).max(120).default(15),
  demoNotice: z.string().optional(),
  naverSiteVerification: z.string().optional(),
});

// The schema parses into exactly the types in domain/firm-settings.ts: this fails to compile when they drift.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const settingsMatch: Same<z.infer<typeof firmSettingsSchema>, FirmSettings> & Same<z.infer<typeof officeSchema>, Office> = true;
void settingsMatch;

export type { FirmSettings, Office };

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

/** What the settings form's action receives: the form's values, read by parseSettingsForm in the handler. */
export const settingsInputSchema = z.object({
  settings: z.unknown(),
  /** The record's updatedAt when the form was opened: a save over someone else's newer edit is refused. */
  version: z.string().max(40).optional(),
});
