import Link from 'next/link';
import { OlderLinks } from '@/components/office/admin-ui';
import { lawyerPath, specialties, winCasePath } from '@/lib/routes';
import { caseResolutionTitle, specialtyTitle } from '../domain/catalog';
import type { WinCaseCard } from '../domain/types';
import { formatSeoulDate } from '@/lib/seoul-date';

/**
 * One win case in a list. The title links to the case; the responsible lawyer links to the
 * profile (two separate links, so no card-wide overlay).
 */
export function CaseCard({
  item,
  headingLevel = 'h2',
  withLawyer = true,
}: {
  item: WinCaseCard;
  headingLevel?: 'h2' | 'h3';
  /** Off on the lawyer's own profile, where it would name the page's own lawyer. */
  withLawyer?: boolean;
}) {
  const Heading = headingLevel;
  return (
    <article className="card" data-testid="win-case-card" data-specialty={item.specialty}>
      <p className="card-tags">
        <span className="tag">{specialtyTitle(item.specialty)}</span>
        <span className="tag tag-accent">{caseResolutionTitle(item.resolution)}</span>
      </p>
      <Heading className="card-title">
        <Link href={winCasePath(item.id)} className="hover-underline">
          {item.title}
        </Link>
      </Heading>
      <p className="mt-2 text-[13.5px] text-slate-600">
        {item.court} · {formatSeoulDate(item.decidedOn)}
      </p>
      <p className="card-text">{item.summary}</p>
      <p className="mt-3 text-[15px] font-semibold leading-relaxed text-brand-900">
        <span className="sr-only">결과: </span>
        {item.outcome}
      </p>
      {withLawyer && (
        <p className="mt-auto pt-4 text-[14px] text-slate-700">
          담당{' '}
          {item.lawyer ? (
            <Link href={lawyerPath(item.lawyer.id)} className="person-link">
              {item.lawyer.name} {item.lawyer.title}
            </Link>
          ) : (
            <span>변호사 정보 비공개</span>
          )}
        </p>
      )}
    </article>
  );
}

export function CaseList({ items, headingLevel, withLawyer }: { items: WinCaseCard[]; headingLevel?: 'h2' | 'h3'; withLawyer?: boolean }) {
  return (
    <ul className="grid gap-5 desk:grid-cols-2">
      {items.map((item) => (
        <li key={item.id}>
          <CaseCard item={item} headingLevel={headingLevel} withLawyer={withLawyer} />
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
              <Link href={href} aria-current={active ? 'page' : undefined} className="chip">
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

/** A list's address with its filter and, past the first page, the cursor: `?specialty=…&before=…`. */
export function contentListHref(basePath: string, specialty: string | null, before?: string): string {
  const query = new URLSearchParams();
  if (specialty) query.set('specialty', specialty);
  if (before) query.set('before', before);
  const search = query.toString();
  return search ? `${basePath}?${search}` : basePath;
}

/** Under a keyset page of win cases or reviews: back to the newest, on to older ones. */
export function ContentPageLinks({
  basePath,
  specialty,
  isFirst,
  nextCursor,
  noun,
}: {
  basePath: string;
  specialty: string | null;
  isFirst: boolean;
  nextCursor: string | null;
  /** 사례 or 후기. */
  noun: string;
}) {
  return (
    <OlderLinks
      label={`${noun} 쪽 이동`}
      isFirst={isFirst}
      firstHref={contentListHref(basePath, specialty)}
      olderHref={nextCursor ? contentListHref(basePath, specialty, nextCursor) : null}
      firstText={`최신 ${noun}로`}
      olderText={`지난 ${noun} 더 보기`}
    />
  );
}
