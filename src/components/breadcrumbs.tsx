import Link from 'next/link';
import { breadcrumbJsonLd, type Crumb } from '@/lib/structured-data';
import { env } from '@/server/env';
import { JsonLd } from './json-ld';

/** The visible trail (styled by .crumbs) and its BreadcrumbList JSON-LD; the last crumb is the current page. */
export function Breadcrumbs({ crumbs }: { crumbs: Crumb[] }) {
  const trail = [{ name: '홈', path: '/' }, ...crumbs];
  return (
    <>
      <nav aria-label="현재 위치" className="crumbs">
        <ol>
          {trail.map((crumb, index) => {
            const last = index === trail.length - 1;
            return (
              <li key={crumb.path}>
                {index > 0 && <span aria-hidden="true">›</span>}
                {last ? <span aria-current="page">{crumb.name}</span> : <Link href={crumb.path}>{crumb.name}</Link>}
              </li>
            );
          })}
        </ol>
      </nav>
      <JsonLd data={breadcrumbJsonLd(trail, env().SITE_URL)} />
    </>
  );
}
