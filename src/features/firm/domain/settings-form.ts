import type { FirmSettings, Office } from './firm-settings';

/**
 * The back office's form over the firm settings: Korean labels for every field, the limits the
 * form's values are read with, and which top-level keys a save changed. The settings schema and
 * its Korean messages keyed by field path (`fax`, `offices.0.address`, `privacyOfficer.email`) are
 * in ../schemas.ts (parseSettingsForm).
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
  talkBlindThreshold: '신고 누적 자동 가림 기준(명)',
  talkImageMaxMegabytes: '첨부 이미지 최대 크기(MB)',
  talkEditWindowMinutes: '글 수정 가능 시간(분)',
  talkPostsPerMinute: '1분당 글 수',
  talkPostsPerDay: '하루 글 수',
  talkCommentsPerMinute: '1분당 댓글 수',
  talkCommentsPerDay: '하루 댓글 수',
  talkNewAccountWaitMinutes: '가입 후 글쓰기 대기 시간(분)',
  qnaQuestionsPerDay: '회원별 하루 질문 수',
  qnaAnswerTargetHours: '질문 처리 목표 시간(시간)',
  bookingChangeCutoffHours: '예약 변경·취소 마감(상담 몇 시간 전)',
  bookingReminderHour: '전날 알림 보내는 시각(시)',
  premiumHoldHours: '심층 상담 확정 대기 시간(시간)',
  paymentHoldMinutes: '온라인 결제 중 시간 잡아 두기(분)',
  demoNotice: '시연 안내 문구',
  naverSiteVerification: '네이버 사이트 인증 코드',
};

export const numericSettingKeys = [
  'monthlyFamilyCases',
  'foundedYear',
  'consultRetentionMonths',
  'consultAnswerTargetMinutes',
  'talkBlindThreshold',
  'talkImageMaxMegabytes',
  'talkEditWindowMinutes',
  'talkPostsPerMinute',
  'talkPostsPerDay',
  'talkCommentsPerMinute',
  'talkCommentsPerDay',
  'talkNewAccountWaitMinutes',
  'qnaQuestionsPerDay',
  'qnaAnswerTargetHours',
  'bookingChangeCutoffHours',
  'bookingReminderHour',
  'premiumHoldHours',
  'paymentHoldMinutes',
] as const;
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
