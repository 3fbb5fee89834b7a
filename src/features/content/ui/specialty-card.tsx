import Link from 'next/link';
import type { ReactNode } from 'react';

/**
 * A specialty as a card that is one link (home page, the specialty index). Its '자세히 보기 →' is
 * drawn by CSS (.specialty-card::after), silent to screen readers, rather than sent as markup twice.
 */
export function SpecialtyCard({
  href,
  title,
  basis,
  heading: Heading,
  children,
}: {
  href: string;
  title: string;
  basis: string;
  heading: 'h2' | 'h3';
  children: ReactNode;
}) {
  return (
    <li className="specialty-card">
      <Heading className="specialty-card-title">
        <Link href={href} className="card-link">
          {title}
        </Link>
      </Heading>
      <p className="specialty-card-basis">{basis}</p>
      {children}
    </li>
  );
}
