import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { connection } from 'next/server';
import { listBadges } from '@/features/auth/server/user-admin';
import { awardBadgeAction, createBadgeAction, revokeBadgeAction, updateBadgeAction } from '@/features/auth/server/user-admin-actions';
import { requireCapability } from '@/features/auth/server/viewer';
import { PageHeader } from '@/components/office/admin-ui';
import { BadgeManager } from '@/features/auth/ui/admin/badge-manager';
import { env } from '@/server/env';

export const metadata: Metadata = { title: '배지 관리', robots: { index: false, follow: false } };

/** The spec's dev-only badge management: behind DEV_MENU, for staff holding badge.manage. */
export default async function BadgePage() {
  // Decided per request: the flag is read at run time, never baked into a prerendered 404.
  await connection();
  if (!env().DEV_MENU) notFound();
  await requireCapability('badge.manage', '/member/badge');
  const badges = await listBadges();
  return (
    <div className="mx-auto w-full max-w-[960px] px-4 py-8 desk:px-8">
      <PageHeader id="badge-title" title="배지 관리">
        <p>
          커뮤니티 회원에게 주는 배지를 만들고, 이메일로 회원을 찾아 수여하거나 회수합니다. 개발 메뉴에서만 열리며, 모든 변경은 감사 기록에
          남습니다.
        </p>
      </PageHeader>
      <BadgeManager
        badges={badges}
        actions={{ create: createBadgeAction, update: updateBadgeAction, award: awardBadgeAction, revoke: revokeBadgeAction }}
      />
    </div>
  );
}
