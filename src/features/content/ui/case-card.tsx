import Link from 'next/link';
import { lawyerPath, specialties, winCasePath } from '@/lib/routes';
import { caseResolutionTitle, specialtyTitle } from '../domain/catalog';
import type { WinCaseCard } from '../domain/types';
import { formatSeoulDate } from '@/lib/seoul-date';

/**
 * One win case in a list. The title links to the case; the responsible lawyer links to the
 * profile (two separate links, so no card-wide overlay).
 */
export function CaseCard({ item, headingLevel = 'h2' }: { item: WinCaseCard; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article
      className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6"
      data-testid="win-case-card"
      data-specialty={item.specialty}
    >
      <p className="flex flex-wrap items-center gap-2 text-[13px] font-semibold">
        <span className="rounded-full bg-brand-50 px-2.5 py-1 text-brand-800">{specialtyTitle(item.specialty)}</span>
        <span className="rounded-full bg-amber-50 px-2.5 py-1 text-accent-600">{caseResolutionTitle(item.resolution)}</span>
      </p>
      <Heading className="mt-3 text-[18px] font-bold leading-snug tracking-[-0.02em] text-brand-900">
        <Link href={winCasePath(item.id)} className="underline-offset-4 hover:underline">
          {item.title}
        </Link>
      </Heading>
      <p className="mt-2 text-[13.5px] text-slate-600">
        {item.court} · {formatSeoulDate(item.decidedOn)}
      </p>
      <p className="mt-3 text-[15px] leading-relaxed text-slate-700">{item.summary}</p>
      <p className="mt-3 text-[15px] font-semibold leading-relaxed text-brand-900">
        <span className="sr-only">결과: </span>
        {item.outcome}
      </p>
      <p className="mt-auto pt-4 text-[14px] text-slate-700">
        담당{' '}
        {item.lawyer ? (
          <Link href={lawyerPath(item.lawyer.id)} className="font-semibold text-brand-700 underline underline-offset-4">
            {item.lawyer.name} {item.lawyer.title}
          </Link>
        ) : (
          <span>변호사 정보 비공개</span>
        )}
      </p>
    </article>
  );
}

export function CaseList({ items, headingLevel }: { items: WinCaseCard[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-5 desk:grid-cols-2">
      {items.map((item) => (
        <li key={item.id}>
          <CaseCard item={item} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}

/**
 * Specialty filter as plain links (`?specialty=`): it works without JavaScript, every option is
 * keyboard reachable, and the current one is marked with aria-current.
 */
export function SpecialtyFilter({ basePath, current, label }: { basePath: string; current: string | null; label: string }) {
  const options = [
    { slug: null as string | null, title: '전체' },
    ...specialties.map((s) => ({ slug: s.slug as string | null, title: s.title })),
  ];
  return (
    <nav aria-label={label} className="mt-8">
      <ul className="flex flex-wrap gap-2">
        {options.map((option) => {
          const active = option.slug === current;
          const href = option.slug ? `${basePath}?specialty=${encodeURIComponent(option.slug)}` : basePath;
          return (
            <li key={option.slug ?? 'all'}>
              <Link
                href={href}
                aria-current={active ? 'page' : undefined}
                className={
                  active
                    ? 'inline-flex h-10 items-center rounded-full bg-brand-800 px-4 text-[14.5px] font-semibold text-white'
                    : 'inline-flex h-10 items-center rounded-full border border-slate-300 bg-white px-4 text-[14.5px] font-semibold text-slate-800 hover:border-brand-600 hover:text-brand-800'
                }
              >
                {option.title}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** The `?specialty=` value when it names one of the six specialties, otherwise no filter. */
export function specialtyParam(value: string | string[] | undefined): string | null {
  const raw = Array.isArray(value) ? value[0] : value;
  if (!raw) return null;
  return specialties.some((s) => s.slug === raw) ? raw : null;
}
