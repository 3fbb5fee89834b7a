import { ieDetectScript as ieDetect } from '@/server/security-headers.mjs';
import type { Metadata, Viewport } from 'next';
import { NotificationBell } from '@/features/community/ui/notification-bell';
import { SiteChrome } from '@/components/site/site-chrome';
import { Snackbar } from '@/components/snackbar';
import { ContactPanel } from '@/features/consult/ui/contact-panel';
import { ConsultModals } from '@/features/consult/ui/consult-modals';
import { consentNotice } from '@/features/consult/domain/consult-form-rules';
import { telHref } from '@/features/firm/domain/firm-settings';
import { getFirmSettings } from '@/features/firm/server/queries';
import { Trackers } from '@/features/tracking/ui/trackers';
import { env } from '@/server/env';
import { routes } from '@/lib/routes';
import './globals.css';

export async function generateMetadata(): Promise<Metadata> {
  const settings = await getFirmSettings();
  return {
    metadataBase: new URL(env().SITE_URL),
    title: { default: `${settings.siteTitle} | 이혼·재산분할·상간자소송·양육권`, template: `%s | ${settings.siteTitle}` },
    description: `${settings.firmName}의 이혼 법률센터. 24시간 상담, 이혼소송·재산분할·상간자 위자료·양육권 사건을 가사 전담 변호사가 맡습니다.`,
    applicationName: settings.siteTitle,
    verification: settings.naverSiteVerification ? { other: { 'naver-site-verification': settings.naverSiteVerification } } : undefined,
    formatDetection: { telephone: false },
  };
}

/**
 * Public pages are cached and regenerated in the background at most every 5 seconds, so an edit
 * to the firm's facts shows everywhere within seconds (decision 001). Per-visitor pages opt out.
 */
export const revalidate = 5;

export const viewport: Viewport = { width: 'device-width', initialScale: 1, themeColor: '#142c49' };

export default async function RootLayout({ children }: { children: React.ReactNode }) {
  const settings = await getFirmSettings();
  const config = env();
  const deskUrl = config.LEGAL_DESK_URL ?? routes.consultReceipt;
  const turnstileSiteKey = config.TURNSTILE_SITE_KEY ?? null;
  const notice = consentNotice(settings.consultRetentionMonths);
  return (
    <html lang="ko">
      <body>
        <script dangerouslySetInnerHTML={{ __html: ieDetect }} />
        <div className="ie-notice" role="alert">
          인터넷 익스플로러는 지원하지 않습니다. 휴대폰이나 크롬·엣지·웨일 등 다른 브라우저로 접속해주세요. 급하신 분은 {settings.mainPhone}
          로 전화주세요.
        </div>
        <SiteChrome
          settings={settings}
          devMenu={config.DEV_MENU}
          accountSlot={<NotificationBell />}
          contactPanel={
            <ContactPanel
              mainPhone={settings.mainPhone}
              mainPhoneHref={telHref(settings.mainPhone)}
              deskUrl={deskUrl}
              turnstileSiteKey={turnstileSiteKey}
              notice={notice}
            />
          }
        >
          {children}
        </SiteChrome>
        <ConsultModals
          mainPhone={settings.mainPhone}
          siteTitle={settings.siteTitle}
          deskUrl={deskUrl}
          turnstileSiteKey={turnstileSiteKey}
          consent={notice}
        />
        <Snackbar />
        <Trackers
          naverWcsId={config.NAVER_WCS_ID ?? null}
          mobonId={config.MOBON_ID ?? null}
          mobonScriptUrl={config.MOBON_SCRIPT_URL ?? null}
        />
      </body>
    </html>
  );
}
