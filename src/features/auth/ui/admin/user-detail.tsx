import Link from 'next/link';
import type { UserDetail } from '../../server/user-admin';
import { PageHeader, linkClass } from '@/components/office/admin-ui';
import { formatSeoulDate } from '@/lib/seoul-date';
import { AccountPanel, RoleRulesPanel, RolesPanel, type AccountActions, type RoleActions } from './user-panels';

type Props = {
  user: UserDetail;
  actions: RoleActions & AccountActions & { saveRules: RoleRulesPanelSave };
  /** Stored rules can grant anything, so only a 관리자 edits them. */
  canEditRules: boolean;
  /** The viewer may read the audit log: link to this member's entries. */
  auditHref: string | null;
};

type RoleRulesPanelSave = Parameters<typeof RoleRulesPanel>[0]['save'];

/** /office/users/[id]: one member's facts, roles, stored rules and account state. */
export function UserDetailView({ user, actions, canEditRules, auditHref }: Props) {
  return (
    <section aria-labelledby="user-title">
      <p className="mb-3 text-[14px]">
        <Link href="/office/users" className={linkClass}>
          ← 회원 목록
        </Link>
      </p>
      <PageHeader id="user-title" title={`${user.name}님`}>
        {user.isSelf && <p className="font-semibold text-brand-800">내 계정입니다.</p>}
      </PageHeader>
      <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2 text-[15px] desk:max-w-[720px]">
        <dt className="font-semibold text-slate-700">이메일</dt>
        <dd className="break-all" data-testid="user-email">
          {user.email}
        </dd>
        <dt className="font-semibold text-slate-700">가입일</dt>
        <dd>{formatSeoulDate(user.createdAt)}</dd>
        <dt className="font-semibold text-slate-700">상태</dt>
        <dd data-testid="user-state">{user.disabledAt ? <span className="font-semibold text-red-800">이용 중지</span> : '이용 중'}</dd>
        <dt className="font-semibold text-slate-700">로그인 세션</dt>
        <dd>{user.activeSessions}개</dd>
        <dt className="font-semibold text-slate-700">배지</dt>
        <dd>{user.badges.length ? user.badges.join(', ') : '없음'}</dd>
      </dl>
      {auditHref && (
        <p className="mt-3 text-[14px]">
          <Link href={auditHref} className={linkClass}>
            이 회원에 대한 감사 기록 보기
          </Link>
        </p>
      )}
      <RolesPanel user={user} actions={actions} />
      <RoleRulesPanel user={user} save={actions.saveRules} canEdit={canEditRules} />
      <AccountPanel user={user} actions={actions} />
    </section>
  );
}
