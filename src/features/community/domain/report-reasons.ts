/**
 * Why a member reports a post: a fixed list, the way portal cafés ask, with free text for 기타.
 * After `talkBlindThreshold` distinct reporters (the firm's settings, 3 by default) the post is
 * blinded until a moderator decides. No framework imports.
 */

export const reportReasons = {
  abuse: '욕설·비하',
  privacy: '개인정보 노출',
  advertising: '광고·홍보',
  obscene: '음란물',
  impersonation: '사칭',
  other: '기타',
} as const;

export type ReportReason = keyof typeof reportReasons;
export const reportReasonKeys = Object.keys(reportReasons) as [ReportReason, ...ReportReason[]];

export const reportLimits = { detailMax: 200 } as const;

export const reportMessages = {
  reasonMissing: '신고 사유를 골라 주세요.',
  detailMissing: '기타를 고르셨다면 사유를 적어 주세요.',
  detailLong: `신고 사유는 ${reportLimits.detailMax}자 이내로 적어 주세요.`,
} as const;

/** What readers see on a post blinded by reports, before any moderator has looked. */
export const blindedByReportsNotice = '신고가 누적되어 가려진 글입니다. 운영진이 확인하고 있어요.';

/** What the writer and moderators see on a comment blinded by reports; other readers do not see it at all. */
export const blindedCommentNotice = '신고가 누적되어 가려진 댓글입니다';

/** The reason as the back office lists it: the label, and for 기타 the member's words. */
export function reportReasonLabel(kind: string, detail: string | null): string {
  const label = (reportReasons as Record<string, string>)[kind] ?? reportReasons.other;
  return kind === 'other' && detail ? `${label}: ${detail}` : label;
}
