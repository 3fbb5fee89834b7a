import type { FirmSettings } from '@/features/firm/schemas';
import { telHref } from '@/features/firm/domain/firm-settings';
import { topTabs } from '@/lib/routes';
import { AccountMenu } from './account-menu';
import { DesktopTabs } from './desktop-tabs';
import { PhoneIcon } from '@/components/icons';
import { Logo } from './logo';
import { MobileDrawer } from './mobile-drawer';

/** Desktop top bar (≥ 761 px: 1100 wide, 110 high) and mobile top bar (80 high) with the drawer. */
export function SiteHeader({
  settings,
  devMenu,
  accountSlot,
}: {
  settings: FirmSettings;
  devMenu: boolean;
  accountSlot?: React.ReactNode;
}) {
  const phoneHref = telHref(settings.mainPhone);
  // One bar for both widths (issue 17: the logo and the markup are sent once): on a phone the call
  // icon, the logo and the menu button in a row of 80 px; from 761 px the logo with the account menu
  // and the hotline above (62 px) and the tabs below (48 px).
  return (
    <header className="no-print sticky top-0 z-40 border-b border-slate-200 bg-white desk:relative">
      <div className="mx-auto grid h-20 max-w-[1100px] grid-cols-[auto_1fr_auto] items-center px-3 desk:h-[110px] desk:grid-cols-[auto_1fr] desk:grid-rows-[62px_48px] desk:items-end desk:px-5 min-[1140px]:px-0">
        <a
          href={phoneHref}
          aria-label={`전화 상담 ${settings.mainPhone}`}
          data-testid="header-call"
          className="inline-flex size-12 items-center justify-center rounded-full text-accent-600 hover:bg-accent-500/10 desk:hidden"
        >
          <PhoneIcon size={26} />
        </a>
        <div className="justify-self-center desk:justify-self-start">
          <Logo siteTitle={settings.siteTitle} firmName={settings.firmName} size="both" />
        </div>
        <div className="desk:hidden">
          <MobileDrawer
            siteTitle={settings.siteTitle}
            firmName={settings.firmName}
            mainPhone={settings.mainPhone}
            mainPhoneHref={phoneHref}
            officeHours={settings.officeHours}
            devMenu={devMenu}
            accountSlot={accountSlot}
          />
        </div>
        <div className="hidden items-center gap-4 justify-self-end desk:flex">
          <AccountMenu devMenu={devMenu} accountSlot={accountSlot} />
          <div
            className="flex items-center gap-3 rounded-full border border-brand-100 bg-brand-50 py-1.5 pl-1.5 pr-5"
            data-testid="hotline"
          >
            <span className="inline-flex size-9 items-center justify-center rounded-full bg-accent-600 text-white">
              <PhoneIcon size={18} />
            </span>
            <span className="flex flex-col leading-tight">
              <span className="text-[12px] font-semibold text-accent-600">24시간 상담</span>
              <a
                href={phoneHref}
                className="text-[19px] font-bold tracking-[-0.01em] text-brand-900 tabular-nums hover:underline"
                aria-label={`24시간 상담 전화 ${settings.mainPhone}`}
              >
                {settings.mainPhone}
              </a>
            </span>
          </div>
        </div>
        <div className="col-span-2 hidden h-12 desk:block">
          <DesktopTabs tabs={topTabs(devMenu)} />
        </div>
      </div>
    </header>
  );
}
