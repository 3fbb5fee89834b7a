/**
 * Takedown requests (정보통신망법 제44조의2, 권리침해 게시물의 임시조치): anyone who says a post
 * infringes their privacy or reputation asks, through a form on the post, for it to be taken down;
 * staff blind it for at most 30 days (임시조치), tell the writer, then remove it, restore it or
 * reject the request. The form's words, limits, messages and the consent text. No framework imports.
 */

export const takedownRelations = { self: '본인', agent: '대리인' } as const;
export type TakedownRelation = keyof typeof takedownRelations;
export const takedownRelationKeys = Object.keys(takedownRelations) as [TakedownRelation, ...TakedownRelation[]];

export const takedownGrounds = { privacy: '사생활 침해', reputation: '명예훼손', other: '기타 권리침해' } as const;
export type TakedownGround = keyof typeof takedownGrounds;
export const takedownGroundKeys = Object.keys(takedownGrounds) as [TakedownGround, ...TakedownGround[]];

/** received → blinded → removed | restored | rejected (a request may also be rejected before any blind). */
export const takedownStatuses = {
  received: '접수',
  blinded: '임시조치 중',
  removed: '삭제',
  restored: '복원',
  rejected: '요청 기각',
} as const;
export type TakedownStatus = keyof typeof takedownStatuses;

export const takedownDecisions = { remove: '삭제', restore: '복원', reject: '요청 기각' } as const;
export type TakedownDecision = keyof typeof takedownDecisions;
export const takedownDecisionKeys = Object.keys(takedownDecisions) as [TakedownDecision, ...TakedownDecision[]];

/** Requests still waiting for staff: not yet blinded, or blinded and not yet decided. */
export const openTakedownStatuses: TakedownStatus[] = ['received', 'blinded'];

export function takedownStatusLabel(status: string): string {
  return (takedownStatuses as Record<string, string>)[status] ?? status;
}

/** 정보통신망법 제44조의2 제4항: a temporary measure lasts at most 30 days. */
export const takedownBlindDays = { default: 30, max: 30 } as const;

/**
 * How long a request and its consent are kept: 3 years from the request. A takedown can be
 * disputed (the writer's objection, the requester's suit for damages, a 방송통신심의위원회 review),
 * and civil claims for an unlawful act run 3 years from knowing of it (민법 제766조 제1항); the
 * record of what was asked, by whom, and what staff did is the firm's evidence for that long. The
 * daily sweep then deletes the request, and its consent goes with it (consents.takedown_id cascades).
 */
export const takedownKeepYears = 3;

export const takedownLimits = { nameMax: 50, contactMax: 100, reasonMin: 10, reasonMax: 2_000, noteMax: 500 } as const;

export const takedownMessages = {
  nameMissing: '요청하시는 분의 이름을 적어 주세요.',
  nameLong: `이름은 ${takedownLimits.nameMax}자 이내로 적어 주세요.`,
  contactInvalid: '연락받을 전화번호나 이메일 주소를 정확히 적어 주세요.',
  relationMissing: '본인인지 대리인인지 골라 주세요.',
  groundMissing: '요청 사유를 골라 주세요.',
  reasonShort: `어떤 권리가 어떻게 침해되었는지 ${takedownLimits.reasonMin}자 이상 적어 주세요.`,
  reasonLong: `설명은 ${takedownLimits.reasonMax.toLocaleString('ko-KR')}자 이내로 적어 주세요.`,
  consentMissing: '개인정보 수집·이용에 동의해 주셔야 요청을 접수할 수 있습니다.',
  tooMany: '요청이 너무 많습니다. 잠시 뒤 다시 시도해 주세요.',
  botRejected: '자동 입력이 의심되어 접수하지 못했습니다. 새로고침 후 다시 시도해 주세요.',
  botCheckFailed: '보안 확인에 실패했습니다. 새로고침 후 다시 시도해 주세요.',
  saveFailed: '요청을 접수하지 못했습니다. 잠시 뒤 다시 시도해 주세요.',
  postGone: '요청하신 글을 찾을 수 없습니다. 이미 지워졌을 수 있습니다.',
  notFound: '게시중단 요청을 찾을 수 없습니다.',
  daysInvalid: `임시조치 기간은 1일에서 ${takedownBlindDays.max}일 사이로 정해 주세요.`,
  decisionMissing: '처리 방법을 골라 주세요.',
  noteMissing: '요청을 기각하는 이유를 적어 주세요.',
  noteLong: `메모는 ${takedownLimits.noteMax}자 이내로 적어 주세요.`,
  notOpen: '이미 처리가 끝난 요청입니다.',
  notBlinded: '임시조치(블라인드) 중인 요청만 삭제하거나 복원할 수 있습니다. 먼저 임시조치를 해 주세요.',
} as const;

/** What the author and moderators read on a post blinded by a takedown request; others see nothing. */
export const blindedByTakedownNotice = '권리침해 신고로 임시 조치된 글입니다.';

/** The version of the consent text below; bump it whenever the text changes. */
export const TAKEDOWN_CONSENT_VERSION = 'takedown-2026-11-v1';
export const TAKEDOWN_CONSENT_PURPOSE = 'takedown';

/** The notice the law asks for (개인정보 보호법 제15조 제2항), and the warning before the free text. */
export const takedownConsentNotice = {
  purpose: '게시중단(임시조치) 요청의 접수·처리, 처리 결과 안내와 분쟁 대응',
  items: '요청하시는 분의 이름, 연락처(전화번호 또는 이메일), 본인·대리인 여부, 요청 사유와 설명, 접수 시각',
  retention: `요청일로부터 ${takedownKeepYears}년 보관 후 파기 (처리를 둘러싼 분쟁에 대비하기 위한 기간입니다)`,
  refusal: '동의를 거부할 수 있으며, 거부하시면 이 양식으로는 요청할 수 없습니다. 전화나 우편으로도 요청하실 수 있습니다.',
} as const;

export const takedownSensitiveWarning =
  '주민등록번호, 계좌번호, 건강 정보처럼 민감한 정보는 적지 마세요. 본인 확인이 필요하면 담당자가 따로 연락드립니다.';

/** A phone number (9 to 11 digits from 0, with or without hyphens and spaces) or an e-mail address. */
export function isTakedownContact(value: string): boolean {
  const trimmed = value.trim();
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return true;
  return /^[0-9\s-]+$/.test(trimmed) && /^0\d{8,10}$/.test(trimmed.replace(/[\s-]/g, ''));
}

/** The temporary measure has run its days and staff have not yet decided. */
export function takedownOverdue(row: { status: string; blindedUntil: string | Date | null }, now: Date = new Date()): boolean {
  return row.status === 'blinded' && row.blindedUntil !== null && new Date(row.blindedUntil).getTime() <= now.getTime();
}
