import { formatSeoulDateTime } from '@/lib/seoul-date';

/**
 * 이용 제한 (issue 13, section 2 'Sanctions'): a moderator suspends the writer of a post or a comment
 * from writing for a number of days or for good, with a reason the member reads. While it runs the
 * member cannot post, comment, edit, like or report; reading stays open. The moderator never sees
 * who the writer is unless they look the account up in the back office (audit-logged).
 */
export const sanctionPeriods = ['1', '3', '7', '30', 'permanent'] as const;
export type SanctionPeriod = (typeof sanctionPeriods)[number];

export const sanctionPeriodLabels: Record<SanctionPeriod, string> = {
  '1': '1일',
  '3': '3일',
  '7': '7일',
  '30': '30일',
  permanent: '영구',
};

export const sanctionLimits = { reasonMin: 2, reasonMax: 300 } as const;

/** When a sanction of `period` given at `now` ends; null for good. */
export function sanctionEndsAt(period: SanctionPeriod, now: Date = new Date()): Date | null {
  if (period === 'permanent') return null;
  return new Date(now.getTime() + Number(period) * 24 * 60 * 60_000);
}

/** '2026. 11. 27. 오후 3:00까지' or '기한 없음 (영구)'. */
export function sanctionEndText(endsAt: Date | null): string {
  return endsAt ? `${formatSeoulDateTime(endsAt)}까지` : '기한 없음 (영구)';
}

/** What a suspended member reads when a write is refused, with the reason and the end. */
export function sanctionedMessage(reason: string, endsAt: Date | null): string {
  return `커뮤니티 이용이 제한되어 글·댓글을 쓰거나 공감·신고할 수 없어요. 사유: ${reason} · 기간: ${sanctionEndText(endsAt)}`;
}

export const sanctionMessages = {
  periodMissing: '제한 기간을 골라 주세요.',
  reasonShort: `제한 사유를 ${sanctionLimits.reasonMin}자 이상 적어 주세요.`,
  reasonLong: `제한 사유는 ${sanctionLimits.reasonMax}자 이내로 적어 주세요.`,
  targetMissing: '제한할 글이나 댓글을 찾을 수 없습니다. 이미 지워졌을 수 있습니다.',
  writerGone: '글쓴이가 탈퇴해 제한하거나 확인할 계정이 없습니다.',
  ownWriting: '내가 쓴 글이나 댓글의 글쓴이는 제한할 수 없습니다.',
  othersSanction: '다른 운영진이 준 이용 제한은 모든 게시판을 관리하는 관리자만 해제할 수 있습니다.',
  notFound: '이용 제한을 찾을 수 없습니다.',
  alreadyLifted: '이미 해제되었거나 기간이 끝난 이용 제한입니다.',
} as const;

/** A post or a comment, the two things a sanction or an account lookup starts from. */
export type WritingTarget = 'post' | 'comment';
export const writingTargetLabels: Record<WritingTarget, string> = { post: '글', comment: '댓글' };

/**
 * The write limits per member (firm settings): posts and comments a minute and a day, and the wait
 * of a new account before its first post or comment.
 */
export type WriteKind = 'post' | 'comment';

export function writeLimitMessage(kind: WriteKind, window: 'minute' | 'day', limit: number, retryAt: Date): string {
  const what = kind === 'post' ? '글' : '댓글';
  const span = window === 'minute' ? '1분' : '하루';
  return `${what}은 ${span}에 ${limit.toLocaleString('ko-KR')}개까지 쓸 수 있어요. ${formatSeoulDateTime(retryAt)}부터 다시 쓸 수 있습니다.`;
}

export function newAccountWaitMessage(minutes: number, until: Date): string {
  return `가입하고 ${minutes.toLocaleString('ko-KR')}분이 지나야 글과 댓글을 쓸 수 있어요. ${formatSeoulDateTime(until)}부터 쓸 수 있습니다.`;
}
