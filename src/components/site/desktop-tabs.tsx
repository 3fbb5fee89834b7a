'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { activeTab, type MenuLink } from '@/lib/routes';

type Tab = MenuLink & { matches: string[] };

/**
 * The desktop tabs; the tab owning the current route is highlighted and underlined (`.top-tab` in
 * globals.css, one class name per tab in the page rather than a long list six times).
 */
export function DesktopTabs({ tabs }: { tabs: Tab[] }) {
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
