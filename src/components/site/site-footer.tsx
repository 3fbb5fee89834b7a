import Link from 'next/link';
import type { FirmSettings } from '@/features/firm/schemas';
import { telHref } from '@/features/firm/domain/firm-settings';
import { routes } from '@/lib/routes';
import { footerYears } from './footer-years';
import { LogoMark } from './logo';

/** The footer: the firm's legal notice (registration, business and mail-order numbers), offices and links. */
export function SiteFooter({ settings, devMenu }: { settings: FirmSettings; devMenu: boolean }) {
  const years = footerYears(settings.foundedYear, new Date().getFullYear());
  return (
    <footer className="no-print site-footer" data-testid="site-footer">
      <div>
        <nav aria-label="법적 고지 및 바로가기">
          <ul>
            <li>
              <Link href={routes.privacy} className="footer-link font-bold text-white" data-testid="footer-privacy">
                개인정보처리방침
              </Link>
            </li>
            <li>
              <a href={settings.certifiedMailUrl} target="_blank" rel="noopener noreferrer" className="footer-link">
                내용증명 보내기<span className="sr-only"> (새 창)</span>
              </a>
            </li>
            <li>
              <a href={settings.recruitmentUrl} target="_blank" rel="noopener noreferrer" className="footer-link">
                인재채용<span className="sr-only"> (새 창)</span>
              </a>
            </li>
            <li>
              <Link href={routes.directions} className="footer-link">
                오시는 길
              </Link>
            </li>
            {devMenu && (
              <li>
                <Link href={routes.office} className="footer-link" data-testid="footer-admin">
                  관리자
                </Link>
              </li>
            )}
          </ul>
        </nav>

        <div className="site-footer-facts">
          <div>
            <p className="site-footer-firm">
              <LogoMark size={30} />
              {settings.firmName}
            </p>
            <dl>
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
                <a href={telHref(settings.mainPhone)} className="footer-link">
                  {settings.mainPhone}
                </a>
              </dd>
              <dt>팩스</dt>
              <dd>{settings.fax}</dd>
              <dt>이메일</dt>
              <dd>
                <a href={`mailto:${settings.supportEmail}`} className="footer-link">
                  {settings.supportEmail}
                </a>
              </dd>
            </dl>
          </div>

          <ul className="site-footer-offices">
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

        <div className="site-footer-notice">
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
