'use client';

import Link from 'next/link';
import { useId, useState } from 'react';
import { flushSync } from 'react-dom';
import { Dialog, DialogClose, DialogDescription, DialogTitle } from '@/components/dialog';
import { openConsultModal } from '@/lib/site-events';
import { calculatorLinks, drawerMenu, shortcutTiles, type MenuEntry } from '@/lib/routes';
import { AccountDrawerCard } from './account-drawer-card';
import { CalculatorIcon, ChatIcon, ChevronDownIcon, CloseIcon, MenuIcon, PhoneIcon } from '@/components/icons';
import { Logo } from './logo';

const keyframes = `
@keyframes site-drawer-in { from { transform: translateX(100%); } to { transform: translateX(0); } }
@keyframes site-drawer-fade { from { opacity: 0; } to { opacity: 1; } }
`;

/** The mobile menu button and the right-side drawer (width 350) with every entry of the site. */
export function MobileDrawer({
  siteTitle,
  firmName,
  mainPhone,
  mainPhoneHref,
  officeHours,
  devMenu,
  accountSlot,
}: {
  siteTitle: string;
  firmName: string;
  mainPhone: string;
  mainPhoneHref: string;
  officeHours: string;
  devMenu: boolean;
  accountSlot?: React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);

  const startConsult = () => {
    // Close the drawer first, so that it hands focus back to the menu button before the
    // consultation modal opens (the modal then returns focus there when it closes).
    flushSync(close);
    openConsultModal({});
  };

  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        aria-expanded={open}
        className="menu-button"
        aria-label="전체 메뉴 열기"
        data-testid="drawer-open"
      >
        <MenuIcon size={26} />
      </button>
      <Dialog open={open} onOpenChange={setOpen} data-testid="site-drawer" className="no-print mobile-drawer">
        <style href="site-drawer-keyframes" precedence="default">
          {keyframes}
        </style>
        <div className="flex h-20 shrink-0 items-center justify-between border-b border-slate-200 px-5">
          <Logo siteTitle={siteTitle} firmName={firmName} size="mobile" onNavigate={close} />
          <DialogClose
            className="inline-flex size-11 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
            aria-label="메뉴 닫기"
            data-testid="drawer-close"
          >
            <CloseIcon size={24} />
          </DialogClose>
        </div>
        <DialogTitle className="sr-only">전체 메뉴</DialogTitle>
        <DialogDescription className="sr-only">사이트의 모든 메뉴와 상담 신청, 전화 연결 버튼이 있습니다.</DialogDescription>

        <div className="flex-1 overflow-y-auto overscroll-contain">
          <AccountDrawerCard devMenu={devMenu} onNavigate={close} accountSlot={accountSlot} />
          <div className="grid grid-cols-2 gap-2 px-5 pt-5">
            <button
              type="button"
              onClick={startConsult}
              data-testid="drawer-consult"
              className="inline-flex h-[52px] items-center justify-center gap-2 rounded-xl bg-brand-800 text-[15px] font-semibold text-white hover:bg-brand-700"
            >
              <ChatIcon size={20} />
              온라인 상담
            </button>
            <a
              href={mainPhoneHref}
              onClick={close}
              data-testid="drawer-call"
              aria-label={`전화 상담 ${mainPhone}`}
              className="inline-flex h-[52px] items-center justify-center gap-2 rounded-xl bg-accent-600 text-[15px] font-semibold text-white hover:bg-accent-500"
            >
              <PhoneIcon size={20} />
              전화 상담
            </a>
          </div>
          <p className="px-5 pt-2 text-center text-[13px] text-slate-600">
            대표번호 <span className="font-semibold text-slate-800">{mainPhone}</span> · 24시간 상담
          </p>

          <nav aria-label="전체 메뉴" className="mt-4 border-t border-slate-100">
            <ul>
              {drawerMenu.map((entry) => (
                <DrawerEntry key={entry.title} entry={entry} onNavigate={close} />
              ))}
            </ul>
          </nav>

          <section aria-labelledby="drawer-shortcuts" className="border-t border-slate-100 px-5 py-5">
            <h2 id="drawer-shortcuts" className="text-[13px] font-semibold text-slate-600">
              바로가기
            </h2>
            <ul className="mt-3 grid grid-cols-3 gap-2">
              {shortcutTiles.map((tile) => (
                <li key={tile.href}>
                  <Link
                    href={tile.href}
                    onClick={close}
                    data-testid="drawer-shortcut"
                    className="flex h-[72px] items-center justify-center rounded-xl bg-brand-50 px-2 text-center text-[13px] font-semibold leading-snug text-brand-800 hover:bg-brand-100"
                  >
                    {tile.title}
                  </Link>
                </li>
              ))}
            </ul>
            <h2 className="mt-5 text-[13px] font-semibold text-slate-600">계산기</h2>
            <ul className="mt-3 grid grid-cols-2 gap-2">
              {calculatorLinks.map((calculator) => (
                <li key={calculator.href}>
                  <Link
                    href={calculator.href}
                    onClick={close}
                    data-testid="drawer-calculator"
                    className="flex h-12 items-center gap-2 rounded-xl border border-slate-200 px-3 text-[14px] font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-800"
                  >
                    <CalculatorIcon size={18} className="text-brand-600" />
                    {calculator.title}
                  </Link>
                </li>
              ))}
            </ul>
          </section>

          <div className="border-t border-slate-100 px-5 py-4">
            <p className="px-2 text-[12px] leading-relaxed text-slate-600">{officeHours}</p>
          </div>
        </div>
      </Dialog>
    </>
  );
}

function DrawerEntry({ entry, onNavigate }: { entry: MenuEntry; onNavigate: () => void }) {
  const [expanded, setExpanded] = useState(false);
  const panelId = useId();
  const rowClass = 'flex min-h-[54px] w-full items-center justify-between px-5 text-left text-[16px] font-semibold text-slate-900';

  if (entry.kind === 'single') {
    return (
      <li className="border-b border-slate-100">
        <Link href={entry.href} onClick={onNavigate} data-testid="drawer-link" className={`${rowClass} hover:bg-slate-50`}>
          {entry.title}
        </Link>
      </li>
    );
  }
  return (
    <li className="border-b border-slate-100">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={panelId}
        onClick={() => setExpanded((value) => !value)}
        data-testid="drawer-submenu"
        className={`${rowClass} hover:bg-slate-50`}
      >
        {entry.title}
        <ChevronDownIcon size={20} className={`text-slate-500 transition-transform ${expanded ? 'rotate-180' : ''}`} />
      </button>
      <ul id={panelId} hidden={!expanded} className="bg-slate-50 py-1">
        {entry.items.map((item) => (
          <li key={item.href}>
            <Link
              href={item.href}
              onClick={onNavigate}
              data-testid="drawer-link"
              className="flex min-h-[46px] items-center px-8 text-[15px] text-slate-700 hover:text-brand-800"
            >
              {item.title}
            </Link>
          </li>
        ))}
      </ul>
    </li>
  );
}
