import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getUserDetail } from '@/features/auth/server/user-admin';
import {
  disableUserAction,
  enableUserAction,
  grantRoleAction,
  revokeRoleAction,
  updateRoleRulesAction,
} from '@/features/auth/server/user-admin-actions';
import { requireCapability, viewerCan } from '@/features/auth/server/viewer';
import { queryString } from '@/components/office/admin-ui';
import { UserDetailView } from '@/features/auth/ui/admin/user-detail';

export const metadata: Metadata = { title: '회원 관리' };

type Props = { params: Promise<{ id: string }> };

export default async function OfficeUserPage({ params }: Props) {
  const { id: userId } = await params;
  const viewer = await requireCapability('user.manage', `/office/users/${encodeURIComponent(userId)}`);
  const user = await getUserDetail(userId);
  if (!user) notFound();
  return (
    <UserDetailView
      user={user}
      actions={{
        grant: grantRoleAction,
        revoke: revokeRoleAction,
        saveRules: updateRoleRulesAction,
        disable: disableUserAction,
        enable: enableUserAction,
      }}
      canEditRules={viewer.ability.can('manage', '관리자')}
      auditHref={viewerCan(viewer, 'audit.read') ? `/office/audit${queryString({ subjectType: 'user', subjectId: user.id })}` : null}
    />
  );
}
