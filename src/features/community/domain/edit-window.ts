/**
 * How long an author may edit a post after writing it: the firm's setting talkEditWindowMinutes,
 * counted from the post's creation (0 = posts are not edited at all). Pure: the page and the
 * action ask the same question with the same clock.
 */

export type EditWindow = { open: true; closesAt: Date } | { open: false; reason: string };

/** '30분', '3시간', '1일', '1일 6시간': the window as a reader says it. */
export function editWindowLabel(minutes: number): string {
  const days = Math.floor(minutes / 1440);
  const hours = Math.floor((minutes % 1440) / 60);
  const rest = minutes % 60;
  const parts = [days > 0 ? `${days}일` : '', hours > 0 ? `${hours}시간` : '', rest > 0 ? `${rest}분` : ''].filter(Boolean);
  return parts.join(' ') || '0분';
}

export const editWindowMessages = {
  disabled: '커뮤니티 글은 올린 뒤에는 고칠 수 없습니다. 바로잡을 내용은 댓글로 남겨 주세요.',
  closed: (minutes: number) =>
    `글은 올린 뒤 ${editWindowLabel(minutes)} 안에만 고칠 수 있어 이 글은 더 고칠 수 없습니다. 바로잡을 내용은 댓글로 남겨 주세요.`,
} as const;

/** Whether a post written at `createdAt` may still be edited at `now` under a window of `minutes`. */
export function editWindow(createdAt: Date, minutes: number, now: Date = new Date()): EditWindow {
  if (!Number.isFinite(minutes) || minutes <= 0) return { open: false, reason: editWindowMessages.disabled };
  const closesAt = new Date(createdAt.getTime() + minutes * 60_000);
  if (now.getTime() >= closesAt.getTime()) return { open: false, reason: editWindowMessages.closed(minutes) };
  return { open: true, closesAt };
}
