import type { Metadata } from 'next';
import Link from 'next/link';
import { OlderLinks } from '@/components/office/admin-ui';
import { requireUser } from '@/features/auth/server/viewer';
import type { SearchParams } from '@/features/auth/ui/login-page';
import { searchCursorParam } from '@/features/community/domain/post-rules';
import { countUnreadNotifications, listMyNotifications } from '@/features/community/server/notifications';
import { NotificationList } from '@/features/community/ui/notification-list';
import { getDb } from '@/server/db/db';
import { routes } from '@/lib/routes';

export const metadata: Metadata = { title: '알림', robots: { index: false, follow: false } };

/** /member/notifications: the member's community notifications, newest first, older ones by cursor. */
export default async function NotificationsPage({ searchParams }: { searchParams: SearchParams }) {
  const viewer = await requireUser(routes.myNotifications);
  const before = searchCursorParam((await searchParams).before);
  const [page, unread] = await Promise.all([listMyNotifications(viewer, before), countUnreadNotifications(await getDb(), viewer.id)]);
  const shownUnread = page.items.filter((item) => item.unread).length;
  return (
    <div className="mx-auto w-full max-w-[760px] px-4 py-10 desk:py-14">
      <h1 className="text-[26px] font-bold tracking-[-0.02em] text-brand-900">알림</h1>
      <p className="mt-2 text-[15px] text-slate-700">
        내 글의 새 댓글과 내 댓글의 답글을 알려 드려요. 누가 썼는지는 보이지 않습니다.{' '}
        <Link href={`${routes.myPage}#talk-settings`} className="font-semibold text-brand-700 underline underline-offset-2">
          이메일 알림 설정
        </Link>
      </p>
      <div className="mt-8">
        <NotificationList items={page.items} hasUnreadElsewhere={unread > shownUnread} />
        <OlderLinks
          label="지난 알림"
          isFirst={page.isFirst}
          firstHref={routes.myNotifications}
          olderHref={page.nextCursor ? `${routes.myNotifications}?before=${page.nextCursor}` : null}
          firstText="최근 알림으로"
          olderText="지난 알림 더 보기"
        />
      </div>
    </div>
  );
}
