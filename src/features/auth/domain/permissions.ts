import { AbilityBuilder, createMongoAbility, type MongoAbility, type RawRuleOf } from '@casl/ability';

/**
 * The spec's permission rules (section 6). Each role name grants `manage` on the subject of the
 * same name; three team roles grant named subjects; the member's stored role JSON appends rules
 * (read by parseRoleRules in ../schemas.ts).
 * The ability is computed on the server for every protected read and write; the browser's copy
 * only decides what to show.
 */

export const roleNames = [
  '관리자',
  '파트너',
  '운영위원',
  '변호사',
  '책임변',
  '어쏘변',
  '송무보조',
  '매니저',
  '컨설턴트',
  '운영지원',
  '홍보책임',
  '홍보',
  '인사관리',
  '퇴사',
] as const;

export const teamRoleNames = ['송무팀원', '톡 관리팀', '컨텐츠알바'] as const;

export type RoleName = (typeof roleNames)[number];
export type TeamRoleName = (typeof teamRoleNames)[number];

/** Subjects granted by the team roles, named as the spec describes them. */
export const teamSubjects = {
  litigationTeam: '송무팀',
  layoutSwitch: '레이아웃전환',
  contentManagement: '컨텐츠관리',
  couplesBoard: '커플게시판',
  divorceBoard: '이혼게시판',
} as const;

export const teamGrants: Record<TeamRoleName, readonly string[]> = {
  송무팀원: [teamSubjects.litigationTeam, teamSubjects.layoutSwitch, teamSubjects.contentManagement],
  '톡 관리팀': [teamSubjects.couplesBoard, teamSubjects.divorceBoard],
  컨텐츠알바: [teamSubjects.contentManagement, teamSubjects.layoutSwitch],
};

export const roleDescriptions: Record<RoleName | TeamRoleName, string> = {
  관리자: '모든 관리 기능',
  파트너: '파트너 변호사',
  운영위원: '운영위원회',
  변호사: '소속 변호사',
  책임변: '책임 변호사',
  어쏘변: '어소시에이트 변호사',
  송무보조: '송무 보조 직원',
  매니저: '상담 매니저',
  컨설턴트: '상담 컨설턴트',
  운영지원: '운영 지원 (사이트 설정, 메일함)',
  홍보책임: '홍보 책임자',
  홍보: '홍보 담당',
  인사관리: '인사 관리 (회원·역할)',
  퇴사: '퇴사자: 관리 기능을 모두 잃습니다',
  송무팀원: '송무팀, 레이아웃 전환, 컨텐츠 관리',
  '톡 관리팀': '커플 게시판, 이혼 게시판 관리',
  컨텐츠알바: '컨텐츠 관리, 레이아웃 전환',
};

export type AppAbility = MongoAbility<[string, string]>;
export type PermissionRule = RawRuleOf<AppAbility>;

/** Every subject a staff role can reach; 퇴사 revokes them all, after every other rule. */
const staffSubjects: string[] = [...roleNames.filter((name) => name !== '퇴사'), ...Object.values(teamSubjects)];

export function buildAbility(roles: readonly string[], extraRules: readonly PermissionRule[] = []): AppAbility {
  const { can, rules } = new AbilityBuilder<AppAbility>(createMongoAbility);
  for (const role of roles) {
    if ((roleNames as readonly string[]).includes(role)) can('manage', role);
    for (const subject of teamGrants[role as TeamRoleName] ?? []) can('manage', subject);
  }
  // CASL gives later rules precedence: 퇴사 comes last so no leftover role or stored rule outlives it.
  const revoked: PermissionRule[] = roles.includes('퇴사') ? [{ action: 'manage', subject: staffSubjects, inverted: true }] : [];
  return createMongoAbility<AppAbility>([...rules, ...extraRules, ...revoked]);
}

/**
 * What the back office and the API check. Each capability lists the subjects that grant it;
 * holding `manage` on any one of them is enough. One table, so the permission matrix test and
 * the screens read the same rules.
 */
const consultStaff = [
  '관리자',
  '파트너',
  '운영위원',
  '변호사',
  '책임변',
  '어쏘변',
  '송무보조',
  '매니저',
  '컨설턴트',
  teamSubjects.litigationTeam,
];

export const capabilities = {
  /** Opens /office at all; each screen then checks its own capability. */
  'office.enter': staffSubjects,
  'consult.read': consultStaff,
  'consult.update': consultStaff,
  'consult.export': ['관리자', '파트너', '운영위원', '매니저'],
  'audit.read': ['관리자'],
  'user.manage': ['관리자', '인사관리'],
  'settings.update': ['관리자', '운영지원'],
  'mail.read': ['관리자', '운영지원'],
  'badge.manage': ['관리자', '운영지원', teamSubjects.couplesBoard, teamSubjects.divorceBoard],
  'content.manage': ['관리자', '홍보책임', '홍보', teamSubjects.contentManagement],
  'community.moderate': ['관리자', teamSubjects.couplesBoard, teamSubjects.divorceBoard],
  /** The Q&A centre (issue 14): the check before a question is public, assignment, hiding. */
  'qna.review': ['관리자', '파트너', '운영위원', '변호사', '책임변', '어쏘변', '매니저'],
  /** Answering is for the lawyer roles only (or a stored rule granting one of them). */
  'qna.answer': ['변호사', '책임변', '어쏘변'],
  /** Visit booking (issue 15): the calendar's day and week views and the acts on a booking, blocked times. */
  'booking.manage': consultStaff,
  /** Opening hours, slot rules, who takes visits, days off and the holidays. */
  'booking.configure': ['관리자', '운영지원', '매니저'],
  /** Online payments (issue 16): the orders, their Toss ledger, refunds and the CSV export. */
  'payments.manage': ['관리자', '매니저'],
} as const satisfies Record<string, readonly string[]>;

export type Capability = keyof typeof capabilities;
export const capabilityNames = Object.keys(capabilities) as Capability[];

export function can(ability: AppAbility, capability: Capability): boolean {
  return capabilities[capability].some((subject) => ability.can('manage', subject));
}

/** The spec's `scope`: the capabilities a user holds, for the browser to decide what to show. */
export function scopeOf(ability: AppAbility): Capability[] {
  return capabilityNames.filter((capability) => can(ability, capability));
}
