'use client';

import Link from 'next/link';
import { useEffect, useRef } from 'react';
import { FormAlert, FormStatus } from '@/components/form/form-parts';
import { useAction } from '@/components/form/use-action';
import { notificationMessages } from '../domain/member-notices';
import type { MyNotification } from '../server/notifications';
import { markTalkNotificationsReadAction } from '../server/member-actions';
import { notificationsChanged } from './notification-bell';

/**
 * The member's notification list. Opening the list marks the notices it shows read (once, after
 * they are on screen, so '새 알림' still shows what was new); '모두 읽음' marks every one read.
 */
export function NotificationList({ items, hasUnreadElsewhere }: { items: MyNotification[]; hasUnreadElsewhere: boolean }) {
  const markAll = useAction<{ marked: number; unread: number }>();
  const seen = useAction<{ marked: number; unread: number }>({ refresh: false });
  const { run: markSeen } = seen;
  const unreadIds = items.filter((item) => item.unread).map((item) => item.id);
  const key = unreadIds.join(',');
  const marked = useRef('');
  useEffect(() => {
    if (!key || marked.current === key) return;
    marked.current = key;
    markSeen(
      () => markTalkNotificationsReadAction({ ids: key.split(',').map(Number) }),
      () => {
        notificationsChanged();
        return '';
      },
    );
  }, [key, markSeen]);
  return (
    <div>
      {(unreadIds.length > 0 || hasUnreadElsewhere) && (
        <div className="mb-4 flex flex-wrap items-center justify-end gap-3">
          <button
            type="button"
            disabled={markAll.pending}
            onClick={() =>
              markAll.run(
                () => markTalkNotificationsReadAction({ all: true }),
                () => {
                  notificationsChanged();
                  return notificationMessages.allRead;
                },
              )
            }
            data-testid="notifications-mark-all"
            className="inline-flex h-10 items-center rounded-lg border border-slate-400 bg-white px-4 text-[14.5px] font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-wait disabled:text-slate-500"
          >
            모두 읽음
          </button>
        </div>
      )}
      <FormAlert message={markAll.error ?? seen.error} look="page" />
      <FormStatus message={markAll.success} look="page" />
      {items.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-[15px] text-slate-700" data-testid="notifications-empty">
          아직 알림이 없습니다. 내 글에 댓글이 달리면 여기에 알려 드려요.
        </p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="notification-list">
          {items.map((item) => (
            <li key={item.id} className="py-3" data-testid="notification-item" data-unread={item.unread ? 'true' : 'false'}>
              <p className="text-[15px] leading-relaxed text-slate-900">
                {item.unread && <span className="mr-2 rounded bg-red-700 px-1.5 py-0.5 text-[12px] font-bold text-white">새 알림</span>}
                {item.href ? (
                  <Link href={item.href} className="font-medium hover:underline">
                    {item.text}
                  </Link>
                ) : (
                  item.text
                )}
              </p>
              <p className="mt-1 text-[13.5px] text-slate-600">
                <time dateTime={item.createdAt}>{item.when}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
