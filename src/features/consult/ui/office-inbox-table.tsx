import Link from 'next/link';
import { inboxQuery, type InboxFilters } from '../domain/office-inbox';
import { formatSeoulTime } from '@/lib/seoul-date';
import type { InboxPage } from '../server/office-queries';
import { OfficeAnswerAge, OfficeStatusBadge } from './office-status';

const th = 'whitespace-nowrap border-b border-slate-300 px-3 py-2.5 text-left text-[14px] font-semibold text-slate-800';
const td = 'office-cell';

/** The inbox table: one row per consult, newest first. Rows link to the detail page. */
export function OfficeInboxTable({ page, filters }: { page: InboxPage; filters: InboxFilters }) {
  const first = page.total === 0 ? 0 : (page.page - 1) * page.pageSize + 1;
  const last = (page.page - 1) * page.pageSize + page.rows.length;
  return (
    <div>
      {/* A focusable region, so keyboard users can scroll the wide table on a narrow screen. */}
      <div className="overflow-x-auto rounded-xl border border-slate-200" tabIndex={0} role="region" aria-labelledby="inbox-caption">
        <table className="w-full min-w-[900px] border-collapse text-[15px] text-slate-900" data-testid="inbox-table">
          <caption id="inbox-caption" className="px-3 py-3 text-left text-[15px] font-semibold text-slate-800">
            상담 접수 목록: 총 {page.total.toLocaleString('ko-KR')}건
            {page.total > 0 && ` 중 ${first.toLocaleString('ko-KR')}–${last.toLocaleString('ko-KR')}번째`} (최신순)
          </caption>
          <thead className="bg-slate-50">
            <tr>
              <th scope="col" className={th}>
                접수 시각
              </th>
              <th scope="col" className={th}>
                이름
              </th>
              <th scope="col" className={th}>
                연락처
              </th>
              <th scope="col" className={th}>
                상담 분야
              </th>
              <th scope="col" className={th}>
                지역
              </th>
              <th scope="col" className={th}>
                상태
              </th>
              <th scope="col" className={th}>
                담당자
              </th>
            </tr>
          </thead>
          <tbody>
            {page.rows.length === 0 && (
              <tr>
                <td colSpan={7} className={`${td} py-8 text-center text-slate-700`}>
                  조건에 맞는 상담이 없습니다.
                </td>
              </tr>
            )}
            {page.rows.map((row) => (
              <tr
                key={row.id}
                data-testid="inbox-row"
                data-overdue={row.age?.overdue ? 'true' : undefined}
                className={row.age?.overdue ? 'bg-red-50/60' : undefined}
              >
                <td className={`${td} whitespace-nowrap`}>
                  <time dateTime={row.receivedAt.toISOString()}>{formatSeoulTime(row.receivedAt)}</time>
                </td>
                <td className={td}>
                  {/* Prefetching 50 detail pages would only load the server: each detail view is audit-logged on open. */}
                  <Link href={`/office/consults/${row.id}`} prefetch={false} className="text-link">
                    {row.name || '이름 없음'}
                    <span className="sr-only"> 상담 #{row.id} 보기</span>
                  </Link>
                </td>
                <td className={`${td} whitespace-nowrap`}>{row.tel}</td>
                <td className={td}>{row.category ?? '미선택'}</td>
                <td className={td}>{row.region ?? '미선택'}</td>
                <td className={td}>
                  <div className="flex flex-col items-start gap-1">
                    <OfficeStatusBadge status={row.status} label={row.statusLabel} />
                    {row.age && <OfficeAnswerAge age={row.age} />}
                  </div>
                </td>
                <td className={td}>{row.assignee?.name ?? <span className="text-slate-600">미배정</span>}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {page.pageCount > 1 && <OfficePagination page={page.page} pageCount={page.pageCount} filters={filters} />}
    </div>
  );
}

function OfficePagination({ page, pageCount, filters }: { page: number; pageCount: number; filters: InboxFilters }) {
  const href = (target: number) => `/office/consults${inboxQuery(filters, { page: target })}`;
  const link =
    'inline-flex h-11 items-center rounded-lg border border-slate-300 px-4 text-[15px] font-semibold text-brand-800 hover:border-brand-600';
  return (
    <nav aria-label="페이지" className="mt-4 flex flex-wrap items-center gap-3">
      {page > 1 ? (
        <Link href={href(page - 1)} className={link} rel="prev">
          이전 페이지
        </Link>
      ) : null}
      <span className="text-[15px] text-slate-800">
        {page} / {pageCount} 페이지
      </span>
      {page < pageCount ? (
        <Link href={href(page + 1)} className={link} rel="next">
          다음 페이지
        </Link>
      ) : null}
    </nav>
  );
}
