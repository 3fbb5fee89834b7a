import Link from 'next/link';
import { broadcastPath, lawyerPath } from '@/lib/routes';
import type { BroadcastCard as BroadcastCardData } from '../domain/types';
import { formatSeoulDate } from '@/lib/seoul-date';

export function BroadcastCard({ item, headingLevel = 'h2' }: { item: BroadcastCardData; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6">
      <p className="text-[13px] font-semibold text-accent-600">
        {item.channel} · {item.program}
      </p>
      <Heading className="mt-2 text-[18px] font-bold leading-snug tracking-[-0.02em] text-brand-900">
        <Link href={broadcastPath(item.slug)} className="underline-offset-4 hover:underline">
          {item.title}
        </Link>
      </Heading>
      <p className="mt-2 text-[13.5px] text-slate-600">{formatSeoulDate(item.airedOn)} 방송</p>
      <p className="mt-3 text-[15px] leading-relaxed text-slate-700">{item.summary}</p>
      {item.lawyer && (
        <p className="mt-auto pt-4 text-[14px] text-slate-700">
          출연{' '}
          <Link href={lawyerPath(item.lawyer.id)} className="font-semibold text-brand-700 underline underline-offset-4">
            {item.lawyer.name} {item.lawyer.title}
          </Link>
        </p>
      )}
    </article>
  );
}

export function BroadcastList({ items, headingLevel }: { items: BroadcastCardData[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-5 desk:grid-cols-2">
      {items.map((item) => (
        <li key={item.id}>
          <BroadcastCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
