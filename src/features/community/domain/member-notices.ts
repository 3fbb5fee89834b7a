/**
 * What a member keeps for themselves in the community (issue 13): 스크랩 (bookmarks), the
 * notification list and the opt-in reply email. Messages and page sizes; pure, no framework.
 */

export const bookmarkMessages = {
  tooMany: '스크랩을 너무 자주 누르고 있어요. 잠시 뒤에 다시 눌러 주세요.',
  saved: '스크랩했어요. 마이페이지에서 다시 볼 수 있어요.',
  removed: '스크랩을 취소했어요.',
} as const;

export const notificationMessages = {
  notFound: '알림을 찾을 수 없습니다. 이미 지워졌을 수 있습니다.',
  allRead: '알림을 모두 읽음으로 표시했어요.',
  replyEmailOn: '새 댓글과 답글이 달리면 이메일로 알려 드릴게요.',
  replyEmailOff: '댓글 알림 이메일을 보내지 않을게요.',
  replyEmailInvalid: '이메일 알림 설정을 다시 골라 주세요.',
} as const;

/** Per member: bookmarks set or undone in a window (the same shape as 공감's). */
export const bookmarkRateLimit = { limit: 60, windowMs: 10 * 60_000 } as const;

/** Rows on one page of my 스크랩 and of my notifications. */
export const memberListSize = { bookmarks: 10, notifications: 20 } as const;

/** The unread count as the bell shows it: '99+' past 99. */
export function unreadBadge(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/** The reply email: the post's title and a link, never who wrote or what they wrote. */
export function replyEmailText(kind: 'comment' | 'reply', postTitle: string, link: string): { subject: string; text: string } {
  const what = kind === 'comment' ? '내 글에 새 댓글이 달렸어요' : '내 댓글에 답글이 달렸어요';
  return {
    subject: `[커뮤니티] ${what}`,
    text: `${what}.\n\n글 제목: ${postTitle}\n바로 가기: ${link}\n\n이 메일은 마이페이지의 커뮤니티 설정에서 '댓글 알림 이메일'을 켜 두셔서 보내 드렸어요. 끄려면 마이페이지에서 선택을 해제해 주세요.`,
  };
}
