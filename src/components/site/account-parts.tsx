'use client';

import Link from 'next/link';
import { usePathname, useRouter, useSearchParams } from 'next/navigation';
import { useState } from 'react';
import { showSnackbar } from '@/components/snackbar-events';
import { accountLinks, type AccountUser } from '@/features/auth/ui/account-model';
import { signOut } from '@/features/auth/ui/account-store';
import { loginHref } from '@/features/auth/ui/auth-paths';
import { routes } from '@/lib/routes';

/** Pieces shared by the desktop account card and the drawer's user card. */

/** The login link, remembering the page it was clicked on (spec section 4). */
export function useLoginHref(): string {
  const pathname = usePathname() ?? routes.home;
  const search = useSearchParams();
  return loginHref(pathname, search?.toString() ?? '');
}

/** Logout: POST /api/auth/sign-out, then home. A failure stays visible where the button is. */
export function useLogout(onSignedOut?: () => void) {
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const logout = async () => {
    if (pending) return;
    setPending(true);
    setError(null);
    const result = await signOut();
    setPending(false);
    if (!result.ok) {
      setError(result.message);
      return;
    }
    onSignedOut?.();
    showSnackbar({ text: '로그아웃되었습니다.', color: 'info' });
    router.push(routes.home);
  };
  return { logout, pending, error };
}

export function AccountSummary({ user }: { user: AccountUser }) {
  return (
    <div className="min-w-0">
      <p className="truncate text-[16px] font-bold text-slate-900" data-testid="account-name">
        {user.display_name}
      </p>
      <p className="break-all text-[14px] text-slate-700" data-testid="account-email">
        {user.email}
      </p>
    </div>
  );
}

export function AccountLinkList({ user, devMenu, onNavigate }: { user: AccountUser; devMenu: boolean; onNavigate: () => void }) {
  return (
    <ul className="space-y-0.5">
      {accountLinks(user, devMenu).map((link) => (
        <li key={link.id}>
          <Link
            href={link.href}
            onClick={onNavigate}
            data-testid={`account-link-${link.id}`}
            className="flex h-11 items-center rounded-lg px-2 text-[15px] font-medium text-slate-800 hover:bg-slate-50 hover:text-brand-800"
          >
            {link.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}

export function LogoutButton({ onClick, pending }: { onClick: () => void; pending: boolean }) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={pending}
      data-testid="account-logout"
      className="flex h-11 w-full items-center rounded-lg px-2 text-left text-[15px] font-medium text-slate-800 hover:bg-slate-50 hover:text-red-800 disabled:cursor-wait disabled:text-slate-500"
    >
      {pending ? '로그아웃하는 중…' : '로그아웃'}
    </button>
  );
}

export function AccountError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-2 rounded-lg bg-red-50 px-3 py-2 text-[14px] font-medium text-red-800" data-testid="account-error">
      {message}
    </p>
  );
}
