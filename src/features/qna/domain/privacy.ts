/**
 * What the ask form tells a member before they write (개인정보 보호법 제15조 제2항, issue 14): why
 * the question and the optional number are kept, for how long, and that they may refuse. Recorded
 * with each question as a consent row under this version.
 */
export const QNA_CONSENT_PURPOSE = 'qna-question';

/** The periods the notice promises, kept by the daily retention job (server/retention.ts). */
export const qnaRetention = { unpublishedDays: 3 * 365, noticeTelDays: 30, noticeTelMaxDays: 180 } as const;
export const QNA_CONSENT_VERSION = '2026-11-26';

export const qnaConsentNotice = {
  purpose: '법률 Q&A 질문의 접수·검토·답변과 답변 알림(이메일, 원하시는 경우 카카오톡 알림톡)',
  items: '질문 주제·제목·내용, 추가 질문, 회원 계정(이메일), 알림용 휴대전화 번호(선택)',
  retention:
    '공개 질문과 답변은 게시하는 동안 보관합니다. 비공개 질문과 게시되지 않은(검토 중·거절·철회·숨김) 질문은 마지막 처리 후 3년이 지나면 지웁니다. 알림용 휴대전화 번호는 질문이 종료·철회되거나 회원이 탈퇴하면 바로, 그렇지 않아도 마지막 답변 후 30일 또는 질문 후 180일이 지나면 지웁니다. 회원 탈퇴 시 질문은 작성자 정보 없이 남습니다.',
  refusal: '동의하지 않으실 수 있으며, 이 경우 질문을 올릴 수 없습니다. 상담 신청이나 전화로 비공개 상담을 받으실 수 있습니다.',
} as const;

/** Said above the question field: what not to write. */
export const qnaSensitiveWarning =
  '실명, 전화번호, 주소, 직장명, 주민등록번호, 계좌번호처럼 나나 상대방을 알아볼 수 있는 정보는 적지 마세요. 건강·성생활·범죄 경력 같은 민감한 내용은 꼭 필요한 만큼만 적어 주세요. 공개 질문은 누구나 읽을 수 있습니다.';
