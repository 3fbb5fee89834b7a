/**
 * The Q&A centre's rules (issue 14), pure: the states a question goes through, who may do what in
 * each, and the words the pages and actions use. A question waits for a staff check (review), then
 * for a lawyer (waiting), is answered (answered) and may be closed (closed); staff may decline one
 * in review; the asker may withdraw one nobody has answered yet.
 */

export const qnaStates = ['review', 'waiting', 'answered', 'closed', 'declined', 'withdrawn'] as const;
export type QnaState = (typeof qnaStates)[number];

export const qnaStateLabels: Record<QnaState, string> = {
  review: '검토 대기',
  waiting: '답변 대기',
  answered: '답변 완료',
  closed: '종료',
  declined: '게시 거절',
  withdrawn: '질문 철회',
};

export function isQnaState(value: string): value is QnaState {
  return (qnaStates as readonly string[]).includes(value);
}

export const qnaVisibilities = ['public', 'private'] as const;
export type QnaVisibility = (typeof qnaVisibilities)[number];

/** Open questions take a follow-up; only unanswered ones may be withdrawn. */
export function mayAddFollowUp(state: QnaState): boolean {
  return state === 'review' || state === 'waiting' || state === 'answered';
}

export function mayWithdraw(state: QnaState, answerCount: number): boolean {
  return (state === 'review' || state === 'waiting') && answerCount === 0;
}

export function mayClose(state: QnaState): boolean {
  return state === 'answered';
}

/** Lawyers answer a question staff let through; a closed one is done. */
export function mayAnswer(state: QnaState): boolean {
  return state === 'waiting' || state === 'answered';
}

/** Who reads a question: everyone, when it is public, let through and not hidden; otherwise its asker and staff only. */
export function isPubliclyVisible(question: { visibility: string; state: string; hiddenAt: Date | null }): boolean {
  return (
    question.visibility === 'public' &&
    question.hiddenAt === null &&
    (question.state === 'waiting' || question.state === 'answered' || question.state === 'closed')
  );
}

/** Public questions with an answer are what search engines may index and the sitemap lists. */
export function isIndexable(question: { visibility: string; state: string; hiddenAt: Date | null }): boolean {
  return isPubliclyVisible(question) && (question.state === 'answered' || question.state === 'closed');
}

export const qnaLimits = {
  titleMin: 5,
  titleMax: 80,
  bodyMin: 20,
  bodyMax: 3000,
  followUpMin: 5,
  followUpMax: 1000,
  followUpsMax: 5,
  reasonMin: 5,
  reasonMax: 500,
  answerMinText: 50,
  answerMaxHtml: 60_000,
  /** A card's first words: about three lines on a 390 px phone (the question has the rest). */
  cardExcerptChars: 66,
} as const;

export const qnaMessages = {
  topicMissing: '질문 주제를 골라 주세요.',
  visibilityMissing: '공개 여부를 골라 주세요.',
  titleShort: `제목을 ${qnaLimits.titleMin}자 이상 적어 주세요.`,
  titleLong: `제목은 ${qnaLimits.titleMax}자까지 적을 수 있어요.`,
  bodyShort: `질문 내용을 ${qnaLimits.bodyMin}자 이상 적어 주세요. 상황을 조금 더 알려 주시면 답하기 쉬워요.`,
  bodyLong: `질문 내용은 ${qnaLimits.bodyMax.toLocaleString('ko-KR')}자까지 적을 수 있어요.`,
  followUpShort: `추가 질문을 ${qnaLimits.followUpMin}자 이상 적어 주세요.`,
  followUpLong: `추가 질문은 ${qnaLimits.followUpMax.toLocaleString('ko-KR')}자까지 적을 수 있어요.`,
  followUpsFull: `추가 질문은 한 질문에 ${qnaLimits.followUpsMax}번까지 남길 수 있어요. 더 궁금한 점은 새 질문이나 상담으로 물어봐 주세요.`,
  consentMissing: '개인정보 수집·이용에 동의해 주세요.',
  telInvalid: '휴대전화 번호를 010-1234-5678 형식으로 적어 주세요.',
  notFound: '질문을 찾을 수 없어요. 삭제되었거나 주소가 바뀌었을 수 있어요.',
  answerNotFound: '답변을 찾을 수 없어요.',
  notYours: '내가 올린 질문에서만 할 수 있어요.',
  closedForFollowUp: '답변이 끝났거나 닫힌 질문에는 추가 질문을 남길 수 없어요.',
  cannotWithdraw: '변호사 답변이 달린 질문은 철회할 수 없어요. 더 이상 답변이 필요 없으면 질문을 종료해 주세요.',
  cannotClose: '답변이 달린 질문만 종료할 수 있어요.',
  alreadyAccepted: '이 질문에는 이미 채택한 답변이 있어요.',
  acceptOwnOnly: '질문한 분만 답변을 채택할 수 있어요.',
  helpfulOwn: '내가 쓴 답변에는 누를 수 없어요.',
  tooManyQuestions: (limit: number) => `질문은 하루 ${limit}개까지 올릴 수 있어요. 급한 일이면 상담 신청을 이용해 주세요.`,
  notLawyer: '변호사 역할이 있는 직원만 답변할 수 있어요.',
  noProfile: '이 계정과 연결된 변호사 프로필이 없어 답변할 수 없어요. 관리자에게 프로필 연결을 요청해 주세요.',
  notAnswerable: '검토를 마치고 답변을 기다리는 질문에만 답변할 수 있어요.',
  hiddenQuestion: '숨겨진 질문에는 답변하거나 추가 질문을 남길 수 없어요.',
  followUpNotFound: '추가 질문을 찾을 수 없어요.',
  notLawyerAccount: '변호사·책임변·어쏘변 역할이 있는 계정만 변호사 프로필에 연결할 수 있어요.',
  notInReview: '검토 대기 중인 질문만 승인하거나 거절할 수 있어요.',
  reasonShort: `사유를 ${qnaLimits.reasonMin}자 이상 적어 주세요.`,
  reasonLong: `사유는 ${qnaLimits.reasonMax}자까지 적을 수 있어요.`,
  answerShort: `답변을 ${qnaLimits.answerMinText}자 이상 적어 주세요.`,
  answerLong: '답변이 너무 깁니다. 나누어 적어 주세요.',
  confirmAdRules: '광고 규정 경고를 확인했다고 표시해야 게시할 수 있어요.',
  assigneeInvalid: '담당 변호사를 다시 골라 주세요.',
  searchShort: '검색어를 두 글자 이상 적어 주세요.',
} as const;

/** The firm's fixed note under every public answer (issue 14, section 2). */
export const answerDisclaimer =
  '이 답변은 질문에 적힌 사실만을 바탕으로 한 답변 변호사의 일반적인 의견이며, 구체적인 사건에 대한 법률 자문이나 상담을 대신하지 않습니다. 실제 결론은 사실관계와 증거에 따라 달라질 수 있습니다.';

/** Hours a question has waited, for the back office's age against the firm's target. */
export function waitingHours(since: Date, now: Date = new Date()): number {
  return Math.max(0, Math.floor((now.getTime() - since.getTime()) / 3_600_000));
}
