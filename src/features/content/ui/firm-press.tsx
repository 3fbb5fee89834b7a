import type { PressItem } from '../domain/types';
import { formatSeoulDate } from '@/lib/seoul-date';
import { ExternalLink } from './firm-page';

/** 언론 보도: outside articles, linked (new tab), never copied. */
export function PressList({ items, headingLevel = 'h3' }: { items: PressItem[]; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white" data-testid="press-list">
      {items.map((item) => (
        <li key={item.id} className="p-5 desk:p-6">
          <p className="text-[13px] font-semibold text-accent-600">
            {item.outlet} · {formatSeoulDate(item.publishedOn)}
          </p>
          <Heading className="mt-1.5 text-[17px] font-bold leading-snug text-brand-900">
            <ExternalLink href={item.url} className="underline-offset-4 hover:underline">
              {item.title}
            </ExternalLink>
          </Heading>
          <p className="mt-2 text-[15px] leading-relaxed text-slate-700">{item.summary}</p>
          {item.lawyer && (
            <p className="mt-2 text-[13.5px] text-slate-600">
              관련 변호사: {item.lawyer.name} {item.lawyer.title}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
