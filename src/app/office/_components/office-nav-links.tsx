'use client';

import Link from 'next/link';
import { usePathname } from 'next/navigation';

/** The back-office menu; the current section is marked for sight and for screen readers. */
export function OfficeNavLinks({ sections }: { sections: Array<{ href: string; title: string }> }) {
  const pathname = usePathname() ?? '';
  const current = (href: string) => (href === '/office' ? pathname === href : pathname === href || pathname.startsWith(`${href}/`));
  return (
    <ul className="flex flex-wrap gap-1">
      {sections.map((section) => {
        const active = current(section.href);
        return (
          <li key={section.href}>
            <Link
              href={section.href}
              prefetch={false}
              aria-current={active ? 'page' : undefined}
              className={`inline-block rounded-t-lg px-4 py-2.5 text-[15px] font-semibold hover:bg-brand-50 ${
                active ? 'border-b-[3px] border-brand-700 text-brand-900' : 'text-slate-700'
              }`}
            >
              {section.title}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
