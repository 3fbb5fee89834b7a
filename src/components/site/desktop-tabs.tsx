'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';
import { activeTab, type MenuLink } from '@/lib/routes';

type Tab = MenuLink & { matches: string[] };

/** The desktop tabs; the tab owning the current route is highlighted and underlined. */
export function DesktopTabs({ tabs }: { tabs: Tab[] }) {
  const pathname = usePathname() ?? '/';
  const current = activeTab(pathname, tabs);
  return (
    <nav aria-label="주 메뉴" className="h-full">
      <ul className="flex h-full items-stretch justify-between gap-1 overflow-x-auto [scrollbar-width:none]">
        {tabs.map((tab) => {
          const isActive = tab.href === current;
          return (
            <li key={tab.href} className="flex">
              <Link
                href={tab.href}
                aria-current={isActive ? 'page' : undefined}
                data-testid="top-tab"
                className={`relative flex items-center whitespace-nowrap px-1.5 focus-visible:outline-offset-[-3px] text-[14px] tracking-[-0.02em] transition-colors after:absolute after:inset-x-1.5 after:bottom-0 after:h-[3px] after:rounded-t after:transition-colors lg:px-4 lg:text-[16px] lg:after:inset-x-4 ${
                  isActive
                    ? 'font-bold text-brand-800 after:bg-accent-500'
                    : 'font-medium text-slate-700 after:bg-transparent hover:text-brand-800 hover:after:bg-brand-100'
                }`}
              >
                {tab.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
