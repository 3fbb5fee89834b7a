'use client';

import Link from 'next/link';
import { useEffect, useSyncExternalStore } from 'react';
import { routes } from '@/lib/routes';
import { AUTH_CHANGED_EVENT } from '@/lib/site-events';
import { unreadBadge } from '../domain/member-notices';

/**
 * The bell in the account card and the drawer's user card: a link to my notifications with the
 * unread count. The layout passes it into the chrome (which may not import the community); it is
 * shown only to a signed-in member. Pages stay cached: the browser asks GET /api/talk/notifications
 * once per page load (shared by both cards), and again when the list marks notices read.
 */

const CHANGED_EVENT = 'talk:notifications-changed';
let unread: number | null = null;
let started = false;
const listeners = new Set<() => void>();

async function load() {
  try {
    const response = await fetch(routes.talkNotificationCount, { credentials: 'same-origin', cache: 'no-store' });
    const body = response.ok ? ((await response.json().catch(() => null)) as { unread?: unknown } | null) : null;
    unread = typeof body?.unread === 'number' ? body.unread : null;
  } catch {
    // Offline: the bell shows no number until the next page load.
  }
  for (const listener of listeners) listener();
}

/** Tells the bell the count moved (the notification list marked some read). */
export function notificationsChanged(): void {
  window.dispatchEvent(new Event(CHANGED_EVENT));
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function NotificationBell() {
  useEffect(() => {
    if (started) return;
    started = true;
    void load();
    window.addEventListener(CHANGED_EVENT, () => void load());
    // Another member signing in on this tab has their own count.
    window.addEventListener(AUTH_CHANGED_EVENT, () => void load());
  }, []);
  const count = useSyncExternalStore(
    subscribe,
    () => unread,
    () => null,
  );
  return (
    <Link
      href={routes.myNotifications}
      data-testid="account-notifications"
      className="flex h-11 items-center justify-between rounded-lg px-2 text-[15px] font-medium text-slate-800 hover:bg-slate-50 hover:text-brand-800"
    >
      <span className="inline-flex items-center gap-2">
        <span aria-hidden="true">🔔</span>
        알림
      </span>
      {count !== null && count > 0 ? (
        <span className="inline-flex h-6 min-w-6 items-center justify-center rounded-full bg-red-700 px-1.5 text-[13px] font-bold text-white">
          <span data-testid="notification-unread-count">{unreadBadge(count)}</span>
          <span className="sr-only">개 읽지 않음</span>
        </span>
      ) : (
        <span className="text-[13px] text-slate-600" data-testid="notification-unread-none">
          {count === null ? '' : '새 알림 없음'}
        </span>
      )}
    </Link>
  );
}
