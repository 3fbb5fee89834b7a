'use client';

import Link from 'next/link';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useAccount } from '@/features/auth/ui/account-store';
import type { AccountUser } from '@/features/auth/ui/account-model';
import { AccountError, AccountLinkList, AccountSummary, LogoutButton, useLoginHref, useLogout } from './account-parts';
import { ChevronDownIcon, UserIcon } from '@/components/icons';

/**
 * The desktop top bar's account area, a client island so pages stay cached (DESIGN section 6):
 * '로그인' when signed out, otherwise a button with the display name that opens the account card
 * (spec section 4). The card closes on mouse-leave, Escape, a click outside and when focus leaves.
 */
export function AccountMenu({ devMenu, accountSlot }: { devMenu: boolean; accountSlot?: React.ReactNode }) {
  return (
    <Suspense fallback={<AccountPlaceholder />}>
      <AccountMenuContent devMenu={devMenu} accountSlot={accountSlot} />
    </Suspense>
  );
}

function AccountPlaceholder() {
  return <span aria-hidden="true" className="inline-block h-10 w-[84px]" />;
}

function AccountMenuContent({ devMenu, accountSlot }: { devMenu: boolean; accountSlot?: React.ReactNode }) {
  const account = useAccount();
  const href = useLoginHref();
  if (account.status === 'loading') return <AccountPlaceholder />;
  if (account.status === 'signed-out') {
    return (
      <Link href={href} data-testid="account-login" className="account-login">
        <UserIcon size={20} className="text-slate-600" />
        로그인
      </Link>
    );
  }
  return <AccountCard key={account.user.id} user={account.user} devMenu={devMenu} accountSlot={accountSlot} />;
}

function AccountCard({ user, devMenu, accountSlot }: { user: AccountUser; devMenu: boolean; accountSlot?: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const cardId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => setOpen(false);
  const { logout, pending, error } = useLogout(close);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      if (root.current?.contains(document.activeElement)) button.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <div
      ref={root}
      className="relative"
      data-testid="account-menu"
      // A failed logout keeps the card open with its message, even when the pointer wanders off.
      onMouseLeave={() => {
        if (!error && !pending) close();
      }}
      onBlur={(event) => {
        // Focus moving to another control outside closes the card; a click on the card's own
        // text (focus goes nowhere) does not. Clicks outside are handled by the pointer listener.
        const next = event.relatedTarget as Node | null;
        if (next && !event.currentTarget.contains(next)) close();
      }}
    >
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={cardId}
        onClick={() => setOpen((value) => !value)}
        data-testid="account-button"
        className="inline-flex h-10 max-w-[220px] items-center gap-1.5 rounded-full border border-slate-200 pl-2.5 pr-2 text-[15px] font-semibold text-slate-900 hover:border-brand-600 hover:text-brand-800 aria-expanded:border-brand-600"
      >
        <UserIcon size={20} className="shrink-0 text-slate-600" />
        <span className="truncate">{user.display_name}</span>
        <span className="sr-only">님 계정 메뉴</span>
        <ChevronDownIcon size={16} className={`shrink-0 text-slate-500 transition-transform ${open ? 'rotate-180' : ''}`} />
      </button>
      {/* pt-2 instead of a margin: the pointer crosses no gap on its way from the button to the card. */}
      <div id={cardId} hidden={!open} className="absolute right-0 top-full z-50 w-[280px] pt-2">
        <div
          role="group"
          aria-label="내 계정"
          className="rounded-2xl border border-slate-200 bg-white p-3 shadow-xl"
          data-testid="account-card"
        >
          <div className="border-b border-slate-100 px-2 pb-3 pt-1">
            <AccountSummary user={user} />
          </div>
          <div className="pt-2">
            {/* A link in the slot closes the card as the card's own links do. */}
            {accountSlot && <div onClick={close}>{accountSlot}</div>}
            <AccountLinkList user={user} devMenu={devMenu} onNavigate={close} />
            <LogoutButton onClick={() => void logout()} pending={pending} />
            <AccountError message={error} />
          </div>
        </div>
      </div>
    </div>
  );
}
