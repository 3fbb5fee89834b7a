/**
 * The kinds of mail the site sends, with the Korean names the office shows for them (the mail
 * outbox, the audit log). Plain data, so screens and pure label code can read it.
 */
export const mailKindLabels = {
  'password-reset': '비밀번호 재설정',
  'talk-blinded': '커뮤니티 신고 누적 알림',
  'talk-reply': '커뮤니티 댓글 알림',
  'talk-comment-blinded': '커뮤니티 댓글 신고 누적 알림',
  'talk-takedown': '게시중단 요청 접수 알림',
  'talk-takedown-overdue': '게시중단 임시조치 기간 만료 알림',
  'qna-answer': '법률 Q&A 답변 알림',
  'qna-review': '법률 Q&A 새 질문 알림',
  'booking-notice': '방문 상담 예약 안내',
  'booking-reminder': '방문 상담 전날 알림',
  'payment-receipt': '심층 상담 결제·환불 안내',
} as const satisfies Record<string, string>;

export type MailKind = keyof typeof mailKindLabels;

/** The Korean name of a mail kind; a kind without one is shown as it is. */
export function mailKindLabel(kind: string): string {
  return (mailKindLabels as Record<string, string>)[kind] ?? kind;
}
