import Link from 'next/link';
import type { FirmSettings } from '@/features/firm/schemas';
import { telHref } from '@/features/firm/domain/firm-settings';
import { routes } from '@/lib/routes';
import { footerYears } from './footer-years';
import { LogoMark } from './logo';

/** The footer: the firm's legal notice (registration, business and mail-order numbers), offices and links. */
export function SiteFooter({ settings, devMenu }: { settings: FirmSettings; devMenu: boolean }) {
  const years = footerYears(settings.foundedYear, new Date().getFullYear());
  const linkClass = 'footer-link';
  return (
    <footer className="no-print bg-brand-900 pb-28 text-[13px] leading-relaxed text-slate-300 call:pb-24" data-testid="site-footer">
      <div className="mx-auto max-w-[1100px] px-5 pt-10 min-[1140px]:px-0">
        <nav aria-label="법적 고지 및 바로가기" className="border-b border-white/10 pb-5">
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-[14px]">
            <li>
              <Link href={routes.privacy} className={`font-bold text-white ${linkClass}`} data-testid="footer-privacy">
                개인정보처리방침
              </Link>
            </li>
            <li>
              <a href={settings.certifiedMailUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                내용증명 보내기<span className="sr-only"> (새 창)</span>
              </a>
            </li>
            <li>
              <a href={settings.recruitmentUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
                인재채용<span className="sr-only"> (새 창)</span>
              </a>
            </li>
            <li>
              <Link href={routes.directions} className={linkClass}>
                오시는 길
              </Link>
            </li>
            {devMenu && (
              <li>
                <Link href={routes.office} className={linkClass} data-testid="footer-admin">
                  관리자
                </Link>
              </li>
            )}
          </ul>
        </nav>

        <div className="grid gap-8 py-7 desk:grid-cols-[1.1fr_1fr]">
          <div>
            <p className="flex items-center gap-2.5 text-[16px] font-bold text-white">
              <LogoMark size={30} />
              {settings.firmName}
            </p>
            <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 [&>dt]:text-slate-400">
              <dt>대표</dt>
              <dd>{settings.representative}</dd>
              <dt>등록번호</dt>
              <dd>{settings.registrationNumber}</dd>
              <dt>사업자등록번호</dt>
              <dd>{settings.businessNumber}</dd>
              <dt>통신판매업 신고번호</dt>
              <dd>{settings.mailOrderNumber}</dd>
              <dt>호스팅 제공</dt>
              <dd>{settings.hostingProvider}</dd>
              <dt>대표전화</dt>
              <dd>
                <a href={telHref(settings.mainPhone)} className={linkClass}>
                  {settings.mainPhone}
                </a>
              </dd>
              <dt>팩스</dt>
              <dd>{settings.fax}</dd>
              <dt>이메일</dt>
              <dd>
                <a href={`mailto:${settings.supportEmail}`} className={linkClass}>
                  {settings.supportEmail}
                </a>
              </dd>
            </dl>
          </div>

          <ul className="grid content-start gap-4 call:grid-cols-2 desk:grid-cols-1">
            {settings.offices.map((office) => (
              <li key={office.name}>
                <p className="font-semibold text-white">{office.name}</p>
                <p>{office.address}</p>
                <p className="text-slate-400">
                  {office.station} {office.exit} {office.walk}
                </p>
              </li>
            ))}
          </ul>
        </div>

        <div className="border-t border-white/10 pt-5 text-[12px] text-slate-400">
          <p>광고책임변호사: {settings.advertisingLawyer}</p>
          <p className="mt-1">
            이 사이트의 법률 정보는 일반적인 안내이며, 구체적인 사건의 결과는 사실관계와 증거에 따라 달라질 수 있습니다.
          </p>
          {settings.demoNotice && (
            <p className="mt-1 text-amber-200" data-testid="demo-notice">
              {settings.demoNotice}
            </p>
          )}
          <p className="mt-3">
            © {years} {settings.firmName}
          </p>
        </div>
      </div>
    </footer>
  );
}
