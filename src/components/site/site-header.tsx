import type { FirmSettings } from '@/features/firm/schemas';
import { telHref } from '@/features/firm/domain/firm-settings';
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
    <header className="no-print site-header">
      <div className="site-header-bar">
        <a href={phoneHref} aria-label={`전화 상담 ${settings.mainPhone}`} data-testid="header-call" className="site-header-call">
          <PhoneIcon size={26} />
        </a>
        <div className="site-header-logo">
          <Logo siteTitle={settings.siteTitle} firmName={settings.firmName} size="both" />
        </div>
        <div className="site-header-menu">
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
        <div className="site-header-account">
          <AccountMenu devMenu={devMenu} accountSlot={accountSlot} />
          <div className="site-hotline" data-testid="hotline">
            <PhoneIcon size={18} />
            <span>
              <span>24시간 상담</span>
              <a href={phoneHref} aria-label={`24시간 상담 전화 ${settings.mainPhone}`}>
                {settings.mainPhone}
              </a>
            </span>
          </div>
        </div>
        <div className="site-header-tabs">
          <DesktopTabs devMenu={devMenu} />
        </div>
      </div>
    </header>
  );
}
