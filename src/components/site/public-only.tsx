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

function safeDecode(pathname: string): string {
  try {
    return decodeURIComponent(pathname);
  } catch {
    return pathname;
  }
}

/** Whether the path is one of the bare pages (embeddable views shown without the site chrome). */
export function isBarePath(pathname: string, barePaths: readonly string[]): boolean {
  const path = safeDecode(pathname).replace(/\/+$/, '') || '/';
  return barePaths.includes(path);
}

/** Renders its children except on the bare pages. */
export function UnlessBare({ paths, children }: { paths: readonly string[]; children: React.ReactNode }) {
  const pathname = usePathname() ?? '/';
  return isBarePath(pathname, paths) ? null : <>{children}</>;
}
