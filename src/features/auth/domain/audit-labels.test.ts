import { describe, expect, it } from 'vitest';
import { auditActionLabel, auditSubjectLabel, describeAuditDetail } from './audit-labels';

describe('audit labels', () => {
  it('names known actions and subjects in Korean and shows unknown codes as they are', () => {
    expect(auditActionLabel('user.role.grant')).toBe('역할 부여');
    expect(auditActionLabel('board.post.hide')).toBe('board.post.hide');
    expect(auditSubjectLabel('firm_settings')).toBe('법인 정보');
    expect(auditSubjectLabel('post')).toBe('칼럼');
    expect(auditActionLabel('payment.refund')).toBe('결제 환불');
    expect(auditSubjectLabel('community_post')).toBe('community_post');
  });

  it('describes an entry’s detail in one readable line', () => {
    expect(describeAuditDetail('user.role.grant', { role: '매니저', email: 'a@test.example' })).toBe('역할: 매니저 · a@test.example');
    expect(describeAuditDetail('settings.update', { changedKeys: ['fax'], changedLabels: ['팩스'] })).toBe('바뀐 항목: 팩스');
    expect(describeAuditDetail('mail.read', { to: 'b@test.example', kind: 'password-reset' })).toBe(
      '받는 사람: b@test.example (비밀번호 재설정)',
    );
    expect(describeAuditDetail('user.disable', { email: 'c@test.example', sessionsEnded: 2 })).toBe(
      'c@test.example · 종료한 로그인 세션 2개',
    );
    expect(describeAuditDetail('payment.refund', { orderId: 'ONabc123', amount: 30000, reason: '일정 취소' })).toBe(
      '주문 ONabc123 · 30,000원 · 사유: 일정 취소',
    );
    expect(describeAuditDetail('consult.something', { id: 7, note: '메모' })).toBe('id: 7 · note: 메모');
    expect(describeAuditDetail('user.enable', null)).toBe('');
  });
});
