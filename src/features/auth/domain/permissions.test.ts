import { describe, expect, it } from 'vitest';
import { buildAbility, can, capabilityNames, roleNames, scopeOf, teamRoleNames } from './permissions';

describe('buildAbility', () => {
  it.each(roleNames.filter((name) => name !== '퇴사'))('grants manage on the subject named %s', (role) => {
    const ability = buildAbility([role]);
    expect(ability.can('manage', role)).toBe(true);
    expect(
      ability.can(
        'manage',
        roleNames.find((other) => other !== role && other !== '퇴사')!,
      ),
    ).toBe(false);
  });

  it("grants the spec's special subjects to the team roles", () => {
    expect(buildAbility(['송무팀원']).rules.map((rule) => rule.subject)).toEqual(['송무팀', '레이아웃전환', '컨텐츠관리']);
    expect(buildAbility(['톡 관리팀']).rules.map((rule) => rule.subject)).toEqual(['커플게시판', '이혼게시판']);
    expect(buildAbility(['컨텐츠알바']).rules.map((rule) => rule.subject)).toEqual(['컨텐츠관리', '레이아웃전환']);
  });

  it('appends the stored rules after the role rules', () => {
    const ability = buildAbility(['홍보'], [{ action: 'manage', subject: '송무팀' }]);
    expect(ability.can('manage', '홍보')).toBe(true);
    expect(ability.can('manage', '송무팀')).toBe(true);
  });

  it('lets 퇴사 revoke every staff subject, even one granted by a leftover role or a stored rule', () => {
    const ability = buildAbility(['관리자', '퇴사'], [{ action: 'manage', subject: '매니저' }]);
    expect(ability.can('manage', '관리자')).toBe(false);
    expect(ability.can('manage', '매니저')).toBe(false);
    expect(ability.can('manage', '퇴사')).toBe(true);
    expect(scopeOf(ability)).toEqual([]);
  });

  it('gives a member without roles no capability', () => {
    expect(scopeOf(buildAbility([]))).toEqual([]);
  });

  it('gives an admin every capability but answering in the Q&A centre, which is for the lawyer roles', () => {
    expect(scopeOf(buildAbility(['관리자']))).toEqual(capabilityNames.filter((name) => name !== 'qna.answer'));
  });

  it('ignores role names it does not know', () => {
    expect(buildAbility(['슈퍼유저']).rules).toEqual([]);
    expect(teamRoleNames).toHaveLength(3);
  });

  it('reads consult access from the capability table', () => {
    expect(can(buildAbility(['컨설턴트']), 'consult.read')).toBe(true);
    expect(can(buildAbility(['컨설턴트']), 'consult.export')).toBe(false);
    expect(can(buildAbility(['홍보']), 'consult.read')).toBe(false);
  });
});

/**
 * The permission matrix, written out by hand so a change to the capability table is a
 * deliberate, reviewed change here too. Rows: every role of the spec, a member with no role,
 * and a withdrawn (퇴사) member who kept an old role.
 */
// The booking calendar (issue 15) goes with the consult inbox: whoever answers consults books visits.
const consultStaff = ['office.enter', 'consult.read', 'consult.update', 'booking.manage'];
// Answering in the Q&A centre is for the lawyer roles alone (issue 14), 관리자 included.
const lawyerStaff = [...consultStaff, 'qna.review', 'qna.answer'];
const expectedMatrix: Record<string, string[]> = {
  관리자: capabilityNames.filter((name) => name !== 'qna.answer'),
  파트너: [...consultStaff, 'consult.export', 'qna.review'],
  운영위원: [...consultStaff, 'consult.export', 'qna.review'],
  변호사: lawyerStaff,
  책임변: lawyerStaff,
  어쏘변: lawyerStaff,
  송무보조: consultStaff,
  매니저: [...consultStaff, 'consult.export', 'qna.review', 'booking.configure', 'payments.manage'],
  컨설턴트: consultStaff,
  운영지원: ['office.enter', 'settings.update', 'mail.read', 'badge.manage', 'booking.configure'],
  홍보책임: ['office.enter', 'content.manage'],
  홍보: ['office.enter', 'content.manage'],
  인사관리: ['office.enter', 'user.manage'],
  퇴사: [],
  송무팀원: [...consultStaff, 'content.manage'],
  '톡 관리팀': ['office.enter', 'badge.manage', 'community.moderate'],
  컨텐츠알바: ['office.enter', 'content.manage'],
  '(회원, 역할 없음)': [],
  '퇴사 + 변호사': [],
};

describe('the permission matrix', () => {
  it.each(Object.entries(expectedMatrix))('%s holds exactly its capabilities', (row, expected) => {
    const rolesOfRow = row === '(회원, 역할 없음)' ? [] : row.split(' + ');
    expect(scopeOf(buildAbility(rolesOfRow)).sort()).toEqual([...expected].sort());
  });

  it('covers every role of the spec', () => {
    for (const role of [...roleNames, ...teamRoleNames]) expect(expectedMatrix).toHaveProperty(role);
  });
});
