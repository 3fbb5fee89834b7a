'use client';

import Link from 'next/link';
import { Suspense } from 'react';
import { useAccount } from '@/features/auth/ui/account-store';
import { AccountError, AccountLinkList, AccountSummary, LogoutButton, useLoginHref, useLogout } from './account-parts';
import { UserIcon } from '@/components/icons';

/**
 * The drawer's user card (spec section 2): display name, email, my page, badge management (with
 * the development flag), the back office for staff, and logout. Signed out: login and sign-up.
 */
export function AccountDrawerCard({
  devMenu,
  onNavigate,
  accountSlot,
}: {
  devMenu: boolean;
  onNavigate: () => void;
  accountSlot?: React.ReactNode;
}) {
  return (
    <Suspense fallback={<div className="h-[88px]" aria-hidden="true" />}>
      <DrawerCardContent devMenu={devMenu} onNavigate={onNavigate} accountSlot={accountSlot} />
    </Suspense>
  );
}

function DrawerCardContent({
  devMenu,
  onNavigate,
  accountSlot,
}: {
  devMenu: boolean;
  onNavigate: () => void;
  accountSlot?: React.ReactNode;
}) {
  const account = useAccount();
  const href = useLoginHref();
  const { logout, pending, error } = useLogout(onNavigate);

  if (account.status === 'loading') return <div className="h-[88px]" aria-hidden="true" />;

  if (account.status === 'signed-out') {
    return (
      <div className="flex items-center gap-2 px-5 pt-4" data-testid="drawer-guest">
        <Link
          href={href}
          onClick={onNavigate}
          data-testid="drawer-login"
          className="flex h-12 flex-1 items-center justify-center gap-2 rounded-xl border border-slate-300 text-[15px] font-semibold text-slate-900 hover:border-brand-600 hover:text-brand-800"
        >
          <UserIcon size={20} className="text-slate-600" />
          로그인
        </Link>
        <Link
          href={`${href}${href.includes('?') ? '&' : '?'}mode=signup`}
          onClick={onNavigate}
          className="flex h-12 flex-1 items-center justify-center rounded-xl text-[15px] font-semibold text-brand-800 hover:bg-brand-50"
        >
          회원가입
        </Link>
      </div>
    );
  }

  const { user } = account;
  return (
    <section aria-label="내 계정" className="mx-5 mt-4 rounded-2xl border border-slate-200 p-3" data-testid="drawer-user-card">
      <div className="flex items-center gap-3 border-b border-slate-100 px-2 pb-3 pt-1">
        <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-50 text-brand-800">
          <UserIcon size={22} />
        </span>
        <AccountSummary user={user} />
      </div>
      <div className="pt-2">
        {/* A link in the slot closes the drawer as the card's own links do. */}
        {accountSlot && <div onClick={onNavigate}>{accountSlot}</div>}
        <AccountLinkList user={user} devMenu={devMenu} onNavigate={onNavigate} />
        <LogoutButton onClick={() => void logout()} pending={pending} />
        <AccountError message={error} />
      </div>
    </section>
  );
}
