import Link from 'next/link';

/**
 * Building blocks shared by the back-office screens (members, settings, audit log, mail):
 * headings, tables with real headers, pagination links and Korean date formats.
 */

export function PageHeader({ id, title, children }: { id: string; title: string; children?: React.ReactNode }) {
  return (
    <header className="mb-6">
      <h1 id={id} className="text-[24px] font-bold tracking-[-0.02em] text-brand-900">
        {title}
      </h1>
      {children && <div className="mt-2 text-[15px] leading-relaxed text-slate-700">{children}</div>}
    </header>
  );
}

export const tableClass = 'w-full min-w-[720px] border-collapse text-left text-[14px] text-slate-800';
export const thClass = 'office-head';
/** Cells take their colour and size from the table (`tableClass`). */
export const tdClass = 'office-cell';
export const buttonClass =
  'inline-flex h-10 items-center justify-center rounded-lg bg-brand-700 px-4 text-[15px] font-semibold text-white hover:bg-brand-800 disabled:cursor-not-allowed disabled:bg-slate-400';
export const secondaryButtonClass =
  'inline-flex h-10 items-center justify-center rounded-lg border border-slate-400 bg-white px-4 text-[15px] font-semibold text-slate-800 hover:bg-slate-50 disabled:cursor-not-allowed disabled:text-slate-500';
export const dangerButtonClass =
  'inline-flex h-10 items-center justify-center rounded-lg bg-red-700 px-4 text-[15px] font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:bg-slate-400';
export const inputClass =
  'block w-full rounded-lg border border-slate-400 bg-white px-3 py-2 text-[15px] text-slate-900 aria-[invalid=true]:border-red-700 aria-[invalid=true]:ring-1 aria-[invalid=true]:ring-red-700';
export const labelClass = 'block text-[14px] font-semibold text-slate-800';
/** Monospace for JSON, with Pretendard after it: the system monospace fonts have no Korean glyphs. */
export const codeFontStyle = {
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Pretendard Variable', Pretendard, monospace",
} as const;
export const linkClass = 'text-link';

/** A wide table scrolls inside its own box on small screens; the box is focusable so keyboards can scroll it. */
export function TableFrame({ labelledBy, children }: { labelledBy: string; children: React.ReactNode }) {
  return (
    // Focusable so a keyboard can scroll a table wider than the screen (WCAG 2.1.1).
    <div className="overflow-x-auto rounded-xl border border-slate-200" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}

/** A table's header row: one column header per label. */
export function TableHead({ columns }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column) => (
          <th key={column} scope="col" className={thClass}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}

export function EmptyRow({ colSpan, children }: { colSpan: number; children: React.ReactNode }) {
  return (
    <tr>
      <td colSpan={colSpan} className="px-3 py-8 text-center text-slate-700">
        {children}
      </td>
    </tr>
  );
}

/** Numbered pages for a list counted in full (members). */
export function PageLinks({
  label,
  page,
  pageCount,
  href,
}: {
  label: string;
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const first = Math.max(1, Math.min(page - 4, pageCount - 8));
  const pages = Array.from({ length: Math.min(9, pageCount) }, (_, index) => first + index);
  const item = 'inline-flex h-10 min-w-10 items-center justify-center rounded-lg border px-3 text-[15px]';
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap items-center gap-1.5">
        {page > 1 && (
          <li>
            <Link href={href(page - 1)} className={`${item} border-slate-300 text-brand-800 hover:bg-brand-50`}>
              이전
            </Link>
          </li>
        )}
        {pages.map((number) => (
          <li key={number}>
            {number === page ? (
              <span aria-current="page" className={`${item} border-brand-700 bg-brand-700 font-bold text-white`}>
                {number}
              </span>
            ) : (
              <Link href={href(number)} className={`${item} border-slate-300 text-brand-800 hover:bg-brand-50`} aria-label={`${number}쪽`}>
                {number}
              </Link>
            )}
          </li>
        ))}
        {page < pageCount && (
          <li>
            <Link href={href(page + 1)} className={`${item} border-slate-300 text-brand-800 hover:bg-brand-50`}>
              다음
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/**
 * Cursor paging (audit, mail, the community's boards and search): back to the newest, or on to
 * older entries from the last one shown.
 */
export function OlderLinks({
  label,
  firstHref,
  olderHref,
  isFirst,
  firstText = '최신 기록으로',
  olderText = '이전 기록 더 보기',
}: {
  label: string;
  firstHref: string;
  olderHref: string | null;
  isFirst: boolean;
  firstText?: string;
  olderText?: string;
}) {
  if (isFirst && !olderHref) return null;
  const item =
    'inline-flex h-10 items-center justify-center rounded-lg border border-slate-300 px-4 text-[15px] text-brand-800 hover:bg-brand-50';
  return (
    <nav aria-label={label} className="mt-4">
      <ul className="flex flex-wrap gap-2">
        {!isFirst && (
          <li>
            <Link href={firstHref} className={item}>
              {firstText}
            </Link>
          </li>
        )}
        {olderHref && (
          <li>
            {/* A cursor's page is rendered per request: fetched when followed, not whenever it is in view. */}
            <Link href={olderHref} className={item} rel="next" prefetch={false}>
              {olderText}
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}

/** The first value of a query-string parameter. */
export function firstParam(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** A query string without the empty values. */
export function queryString(values: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(values))
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A list's filters that did not read (a bad date, an unknown status): named, and left out of the query. */
export function IgnoredFilters({ errors }: { errors: string[] }) {
  if (errors.length === 0) return null;
  return (
    <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-[15px] text-amber-950">
      <p className="font-semibold">다음 조건은 올바르지 않아 적용하지 않았습니다.</p>
      <ul className="mt-1 list-disc pl-5">
        {errors.map((message) => (
          <li key={message}>{message}</li>
        ))}
      </ul>
    </div>
  );
}
