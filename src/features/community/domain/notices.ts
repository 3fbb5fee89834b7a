/**
 * 공지 (notices): moderators pin a post above the newest posts of its board or of every board,
 * until the end of a Seoul day at most a year ahead. No framework imports.
 */

export const noticeLimits = { maxDaysAhead: 365, perList: 5 } as const;

export const noticeScopes = { board: '이 게시판', all: '모든 게시판' } as const;
export type NoticeScope = keyof typeof noticeScopes;

export const noticeMessages = {
  scopeMissing: '공지를 걸 곳을 골라 주세요.',
  untilInvalid: `공지 마감일을 오늘부터 ${noticeLimits.maxDaysAhead}일 안의 날짜로 골라 주세요.`,
  notPinnable: '숨겨졌거나 비밀글인 글은 공지로 올릴 수 없습니다.',
} as const;

/** Whether `day` (YYYY-MM-DD) is from `today` to a year after it. */
export function noticeUntilValid(day: string, today: string): boolean {
  const at = Date.parse(`${day}T00:00:00Z`);
  const from = Date.parse(`${today}T00:00:00Z`);
  if (Number.isNaN(at) || new Date(at).toISOString().slice(0, 10) !== day) return false;
  return at >= from && at <= from + noticeLimits.maxDaysAhead * 24 * 60 * 60_000;
}
