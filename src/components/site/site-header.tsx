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
  return (
    <header className="no-print sticky top-0 z-40 border-b border-slate-200 bg-white/95 backdrop-blur desk:relative desk:bg-white">
      {/* Mobile: call icon, logo, menu. */}
      <div className="flex h-20 items-center justify-between px-3 desk:hidden">
        <a
          href={phoneHref}
          aria-label={`전화 상담 ${settings.mainPhone}`}
          data-testid="header-call"
          className="inline-flex size-12 items-center justify-center rounded-full text-accent-600 hover:bg-accent-500/10"
        >
          <PhoneIcon size={26} />
        </a>
        <Logo siteTitle={settings.siteTitle} firmName={settings.firmName} size="mobile" />
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

      {/* Desktop: logo and hotline above, tabs below; 110 px in all. */}
      <div className="mx-auto hidden h-[110px] max-w-[1100px] flex-col px-5 desk:flex min-[1140px]:px-0">
        <div className="flex h-[62px] items-end justify-between">
          <Logo siteTitle={settings.siteTitle} firmName={settings.firmName} />
          <div className="flex items-center gap-4">
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
        </div>
        <div className="mt-auto h-12">
          <DesktopTabs tabs={topTabs(devMenu)} />
        </div>
      </div>
    </header>
  );
}
