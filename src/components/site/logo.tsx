import Link from 'next/link';
import { routes } from '@/lib/routes';

/** The firm mark: a balance drawn as a roof over two scales, on a navy seal with a warm hairline. */
export function LogoMark({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className={className ? `shrink-0 ${className}` : 'shrink-0'}
    >
      <rect x="0.5" y="0.5" width="39" height="39" rx="10" className="fill-brand-800" />
      <rect x="3.5" y="3.5" width="33" height="33" rx="7.5" fill="none" className="stroke-accent-500" strokeWidth="1" opacity="0.9" />
      <g fill="none" stroke="#fff" strokeWidth="1.7" strokeLinecap="round" strokeLinejoin="round">
        <path d="M11 15.5 20 10l9 5.5" />
        <path d="M20 10v18M15 28h10" />
        <path d="m12.5 16.5-3 6.2a3 3 0 0 0 6 0Z" />
        <path d="m27.5 16.5-3 6.2a3 3 0 0 0 6 0Z" />
      </g>
    </svg>
  );
}

/** Text logo linking home: the mark, the site title and the firm name in small caps. */
export function Logo({
  siteTitle,
  firmName,
  size = 'desk',
  onNavigate,
}: {
  siteTitle: string;
  firmName: string;
  /** 'both': the phone's size, and the desktop's from 761 px (one logo in the header for both widths). */
  size?: 'desk' | 'mobile' | 'both';
  onNavigate?: () => void;
}) {
  const sizes = {
    desk: { mark: 44, markClass: undefined, title: 'text-[21px]', firm: 'text-[11px]' },
    mobile: { mark: 36, markClass: undefined, title: 'text-[17px]', firm: 'text-[10px]' },
    both: { mark: 36, markClass: 'desk:size-11', title: 'text-[17px] desk:text-[21px]', firm: 'text-[10px] desk:text-[11px]' },
  }[size];
  return (
    <Link
      href={routes.home}
      onClick={onNavigate}
      className="group inline-flex items-center gap-2.5 rounded-md text-brand-900"
      data-testid="site-logo"
    >
      <LogoMark size={sizes.mark} className={sizes.markClass} />
      <span className="flex flex-col leading-none">
        <span className={`font-bold tracking-[-0.03em] ${sizes.title}`}>{siteTitle}</span>
        <span className={`mt-1 font-medium tracking-[0.18em] text-slate-600 ${sizes.firm}`}>{firmName}</span>
      </span>
      <span className="sr-only"> 홈으로</span>
    </Link>
  );
}
