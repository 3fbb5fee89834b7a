import Link from 'next/link';
import { spriteHref } from '@/components/icons';
import { routes } from '@/lib/routes';

/** The firm mark (drawn in components/icon-sprite.ts): a balance as a roof over two scales, on a navy seal. */
export function LogoMark({ size = 40 }: { size?: number }) {
  return (
    <svg width={size} height={size} aria-hidden="true" focusable="false" className="shrink-0">
      <use href={`${spriteHref}#logo`} />
    </svg>
  );
}

/** Text logo linking home: the mark, the site title and the firm name in small caps (styles: .site-logo). */
export function Logo({
  siteTitle,
  firmName,
  size = 'mobile',
  onNavigate,
}: {
  siteTitle: string;
  firmName: string;
  /** 'both': the phone's size, and the desktop's from 761 px (one logo in the header for both widths). */
  size?: 'mobile' | 'both';
  onNavigate?: () => void;
}) {
  return (
    <Link
      href={routes.home}
      onClick={onNavigate}
      className={size === 'both' ? 'site-logo site-logo-both' : 'site-logo'}
      data-testid="site-logo"
    >
      <LogoMark size={36} />
      <span>
        <span>{siteTitle}</span>
        <span>{firmName}</span>
      </span>
      <span className="sr-only"> 홈으로</span>
    </Link>
  );
}
