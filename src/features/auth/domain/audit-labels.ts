import { mailKindLabel } from '@/server/mail/mail-kinds';

/**
 * Korean names for the audit log's action and subject codes. A code without a name here (a
 * feature added later) is shown as it is, so nothing disappears from the log.
 */
export const auditActionLabels: Record<string, string> = {
  'user.role.grant': '역할 부여',
  'user.role.revoke': '역할 해제',
  'user.rules.update': '역할 규칙 변경',
  'user.disable': '계정 이용 중지',
  'user.enable': '계정 이용 재개',
  'settings.update': '법인 정보 변경',
  'mail.read': '메일 열람',
  'badge.create': '배지 만들기',
  'badge.update': '배지 수정',
  'badge.award': '배지 수여',
  'badge.revoke': '배지 회수',
  'consult.list': '상담 목록 열람',
  'consult.view': '상담 상세 열람',
  'consult.status': '상담 상태 변경',
  'consult.assign': '상담 담당자 배정',
  'consult.note': '상담 메모 작성',
  'consult.partner-resend': '파트너 알림 다시 보내기',
  'consult.export': '상담 CSV 내려받기',
  'consult.file.open': '상담 첨부 파일 열람',
  'booking.confirm': '예약 확정',
  'booking.cancel': '예약 취소',
  'booking.move': '예약 시간 옮기기',
  'booking.attended': '예약 상담 완료 표시',
  'booking.no_show': '예약 불참 표시',
  'booking.unblock': '막은 시간 풀기',
  'booking.block': '예약 시간 막기',
  'retention.purge': '보유 기간 지난 정보 파기',
  'content.create': '콘텐츠 만들기',
  'content.update': '콘텐츠 수정',
  'content.publish': '콘텐츠 게시',
  'content.unpublish': '콘텐츠 게시 중지',
  'content.fee-schedule.update': '선임비용 안내 변경',
  'content.image.upload': '이미지 올리기',
  'award.create': '위자료 사례 만들기',
  'award.update': '위자료 사례 수정',
  'award.publish': '위자료 사례 게시',
  'award.unpublish': '위자료 사례 게시 중지',
  'talk.hide': '커뮤니티 글 숨기기',
  'talk.unhide': '커뮤니티 글 다시 보이기',
  'talk.recommend': '커뮤니티 글 추천',
  'talk.unrecommend': '커뮤니티 글 추천 해제',
  'talk.comment.hide': '커뮤니티 댓글 숨기기',
  'talk.comment.unhide': '커뮤니티 댓글 다시 보이기',
  'talk.blind': '신고 누적 자동 가림',
  'talk.pin': '커뮤니티 공지 올리기',
  'talk.restore': '커뮤니티 글 휴지통에서 복구',
  'talk.purge': '커뮤니티 휴지통 영구 삭제',
  'talk.unpin': '커뮤니티 공지 내리기',
  'talk.word.add': '금지어 추가',
  'talk.word.remove': '금지어 삭제',
  'talk.takedown.blind': '게시중단 요청 임시조치',
  'talk.takedown.remove': '게시중단 요청: 글 삭제',
  'talk.takedown.restore': '게시중단 요청: 글 복원',
  'talk.takedown.reject': '게시중단 요청 기각',
  'talk.takedown.purge': '게시중단 요청 기록 파기',
  'booking.place.update': '예약 장소 운영 시간 변경',
  'booking.lawyer.update': '변호사 방문 상담 설정 변경',
  'booking.override.save': '날짜별 예약 예외 저장',
  'booking.override.delete': '날짜별 예약 예외 삭제',
  'booking.holiday.add': '휴무일 추가',
  'booking.holiday.open': '공휴일 예약 받기로 변경',
  'booking.holiday.close': '공휴일 휴무로 변경',
  'payment.refund': '결제 환불',
  'payment.export': '결제 CSV 내려받기',
};

export const auditSubjectLabels: Record<string, string> = {
  user: '회원',
  firm_settings: '법인 정보',
  mail: '메일',
  badge: '배지',
  consult: '상담',
  system: '시스템',
  lawyer: '변호사 소개',
  win_case: '승소사례',
  review: '고객 후기',
  post: '칼럼',
  broadcast: '방송활동',
  press_item: '언론 보도',
  content_block: '고정 안내문',
  stored_file: '파일',
  banned_word: '금지어',
  affair_award: '위자료 판례분석 사례',
  talk_post: '커뮤니티 글',
  talk_comment: '커뮤니티 댓글',
  talk_takedown: '게시중단 요청',
  booking: '예약',
  booking_place: '예약 장소',
  booking_lawyer: '변호사 방문 상담',
  booking_override: '날짜별 예약 예외',
  holiday: '공휴일',
  payment_order: '결제',
};

export function auditActionLabel(action: string): string {
  return auditActionLabels[action] ?? action;
}

export function auditSubjectLabel(subjectType: string): string {
  return auditSubjectLabels[subjectType] ?? subjectType;
}

function shorten(text: string, max = 160): string {
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(없음)';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** One readable line for an entry's detail. */
export function describeAuditDetail(action: string, detail: Record<string, unknown> | null): string {
  if (!detail) return '';
  const text = (key: string) => (typeof detail[key] === 'string' ? (detail[key] as string) : undefined);
  switch (action) {
    case 'user.role.grant':
    case 'user.role.revoke':
      return `역할: ${text('role') ?? '?'}${text('email') ? ` · ${text('email')}` : ''}`;
    case 'user.rules.update':
      return shorten(`${text('email') ? `${text('email')} · ` : ''}${plain(detail.from)} → ${plain(detail.to)}`);
    case 'user.disable':
      return `${text('email') ?? ''} · 종료한 로그인 세션 ${Number(detail.sessionsEnded ?? 0)}개`;
    case 'user.enable':
      return text('email') ?? '';
    case 'settings.update': {
      const labels = Array.isArray(detail.changedLabels)
        ? detail.changedLabels
        : Array.isArray(detail.changedKeys)
          ? detail.changedKeys
          : [];
      return `바뀐 항목: ${labels.join(', ')}`;
    }
    case 'mail.read':
      return `받는 사람: ${text('to') ?? '?'}${text('kind') ? ` (${mailKindLabel(text('kind')!)})` : ''}`;
    case 'badge.create':
      return `배지: ${text('name') ?? '?'}`;
    case 'badge.update':
      return shorten(
        `배지 수정: ${plain((detail.from as Record<string, unknown> | undefined)?.name)} → ${plain((detail.to as Record<string, unknown> | undefined)?.name)}`,
      );
    case 'badge.award':
      return `배지: ${text('badge') ?? '?'} · ${text('email') ?? text('userId') ?? ''}`;
    case 'badge.revoke':
      return `배지: ${text('badge') ?? '?'} · 회원 ${text('userId') ?? ''}`;
    case 'booking.place.update':
    case 'booking.lawyer.update': {
      const changed = Array.isArray(detail.changed) ? detail.changed : [];
      const subject = action === 'booking.place.update' ? (text('place') ?? '?') : `${text('lawyer') ?? '?'} 변호사`;
      return `${subject} · ${changed.length > 0 ? `바뀐 항목: ${changed.join(', ')}` : '바뀐 항목 없음'}`;
    }
    case 'booking.override.save':
    case 'booking.override.delete':
      return shorten(`${text('owner') ?? '?'} · ${text('day') ?? '?'} · ${text('hours') ?? ''}${text('note') ? ` · ${text('note')}` : ''}`);
    case 'booking.holiday.add':
      return `${text('day') ?? '?'} ${text('name') ?? ''}${text('previousName') ? ` (이전 이름: ${text('previousName')})` : ''}`;
    case 'payment.refund': {
      const amount = typeof detail.amount === 'number' ? `${detail.amount.toLocaleString('ko-KR')}원` : '?';
      return shorten(`주문 ${text('orderId') ?? '?'} · ${amount} · 사유: ${text('reason') ?? '?'}`);
    }
    case 'booking.holiday.open':
    case 'booking.holiday.close':
      return `${text('day') ?? '?'} ${text('name') ?? ''}`;
    default:
      return shorten(
        Object.entries(detail)
          .map(([key, value]) => `${key}: ${plain(value)}`)
          .join(' · '),
      );
  }
}
