'use client';

import { usePathname } from 'next/navigation';

/** Back-office screens where the visitor widgets (contact panel, call button) would cover tables and forms. */
const staffPrefixes = ['/office', '/member/badge'];

export function isStaffScreen(pathname: string): boolean {
  return staffPrefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/** Renders its children on public pages only. */
export function PublicOnly({ children }: { children: React.ReactNode }) {
  const pathname = usePathname() ?? '/';
  return isStaffScreen(pathname) ? null : <>{children}</>;
}
