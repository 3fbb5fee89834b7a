import { Suspense } from 'react';
import type { FirmSettings } from '@/features/firm/schemas';
import { telHref } from '@/features/firm/domain/firm-settings';
import { ChunkReloadGuard } from './chunk-reload-guard';
import { routes } from '@/lib/routes';
import { PublicOnly, UnlessBare } from './public-only';
import { FloatingCall } from './floating-call';
import { LayoutBackground } from './layout-background';
import { NavigationProgress } from './navigation-progress';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Bare pages: embeddable views (iframes, popups) shown without header, footer, drawer or the call
 * helpers. Both the public path and its internal folder, since a rewritten page may report either.
 */
const barePaths = [routes.suitCostPopup, '/tool/suit-cost/popup'] as const;

/**
 * The site chrome around every page: top bar and drawer, main landmark, footer and the call helpers.
 * It holds layout only: the contact panel is a consult form, so the caller passes it in.
 */
export function SiteChrome({
  settings,
  devMenu,
  contactPanel,
  accountSlot,
  children,
}: {
  settings: FirmSettings;
  devMenu: boolean;
  /** The desktop quick-consult panel, shown on public pages beside the floating call button. */
  contactPanel: React.ReactNode;
  /** Extra entries for a signed-in member's account card (the community's notification bell). */
  accountSlot?: React.ReactNode;
  children: React.ReactNode;
}) {
  const mainPhoneHref = telHref(settings.mainPhone);
  return (
    <>
      <a href="#main" className="skip-link">
        본문 바로가기
      </a>
      <Suspense fallback={null}>
        <NavigationProgress />
      </Suspense>
      <ChunkReloadGuard />
      <LayoutBackground />
      <UnlessBare paths={barePaths}>
        <SiteHeader settings={settings} devMenu={devMenu} accountSlot={accountSlot} />
      </UnlessBare>
      <main id="main" tabIndex={-1} className="min-h-[60vh] outline-none">
        {children}
      </main>
      <UnlessBare paths={barePaths}>
        <SiteFooter settings={settings} devMenu={devMenu} />
      </UnlessBare>
      <UnlessBare paths={barePaths}>
        <PublicOnly>
          {contactPanel}
          <FloatingCall mainPhone={settings.mainPhone} mainPhoneHref={mainPhoneHref} officeHours={settings.officeHours} />
        </PublicOnly>
      </UnlessBare>
    </>
  );
}
