/**
 * What a member's notification list says (issue 13): a new comment on their post, a reply to their
 * comment, a takedown request that blinded their post, a sanction; and from the Q&A centre, an
 * answer to their question or a question staff declined. A notification never names who
 * wrote the comment: the list shows the kind and the post's title, nothing about the writer.
 */
export const talkNotificationKinds = ['comment', 'reply', 'takedown', 'sanction', 'qna-answer', 'qna-declined'] as const;
export type TalkNotificationKind = (typeof talkNotificationKinds)[number];

export function isTalkNotificationKind(value: string): value is TalkNotificationKind {
  return (talkNotificationKinds as readonly string[]).includes(value);
}

/** The line in the list; `postTitle` is empty when the notice is not about a post (a sanction). */
export function talkNotificationText(kind: TalkNotificationKind, postTitle: string): string {
  switch (kind) {
    case 'comment':
      return `내 글 「${postTitle}」에 새 댓글이 달렸어요.`;
    case 'reply':
      return `「${postTitle}」에 남긴 내 댓글에 답글이 달렸어요.`;
    case 'takedown':
      return `내 글 「${postTitle}」에 게시중단 요청이 접수되어 임시로 가려졌어요.`;
    case 'sanction':
      return '커뮤니티 이용이 제한되었어요. 내 정보에서 사유와 기간을 확인해 주세요.';
    // The Q&A centre's notices (issue 14) share the member's bell; `postTitle` is the question's title.
    case 'qna-answer':
      return `법률 Q&A 질문 「${postTitle}」에 변호사 답변이 등록되었어요.`;
    case 'qna-declined':
      return `법률 Q&A 질문 「${postTitle}」은 게시되지 않았어요. 질문에서 사유를 확인해 주세요.`;
  }
}
