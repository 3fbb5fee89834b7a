'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { activeTab, topTabs } from '@/lib/routes';

/**
 * The desktop tabs; the tab owning the current route is highlighted and underlined (`.top-tab` in
 * globals.css, one class name per tab in the page rather than a long list six times). The tabs come
 * from the route table the browser already has, not as props in every page's payload.
 */
export function DesktopTabs({ devMenu }: { devMenu: boolean }) {
  const tabs = topTabs(devMenu);
  const pathname = usePathname() ?? '/';
  const current = activeTab(pathname, tabs);
  return (
    <nav aria-label="주 메뉴" className="h-full">
      <ul className="top-tabs">
        {tabs.map((tab) => {
          const isActive = tab.href === current;
          return (
            <li key={tab.href} className="flex">
              <Link href={tab.href} aria-current={isActive ? 'page' : undefined} data-testid="top-tab" className="top-tab">
                {tab.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
