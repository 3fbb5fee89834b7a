import Link from 'next/link';
import { categories, regions } from '../domain/consult-form-rules';
import { consultStatuses, consultStatusLabels } from '../domain/consult-workflow';
import { UNASSIGNED, type InboxFilters } from '../domain/office-inbox';

const fieldClass = 'mt-1 block h-11 w-full rounded-lg border border-slate-400 bg-white px-3 text-[15px] text-slate-900';
const labelClass = 'block text-[14px] font-semibold text-slate-800';

/**
 * The inbox's filters: a plain GET form, so the filtered inbox is a link staff can share and the
 * filters work without JavaScript. Every field has a visible label.
 */
export function OfficeInboxFilters({ filters, staff }: { filters: InboxFilters; staff: Array<{ id: string; name: string }> }) {
  return (
    <form
      method="get"
      action="/office/consults"
      role="search"
      aria-label="상담 검색과 필터"
      className="rounded-xl border border-slate-200 bg-slate-50 p-4"
    >
      <div className="grid gap-4 desk:grid-cols-4">
        <div className="desk:col-span-2">
          <label htmlFor="inbox-q" className={labelClass}>
            이름 또는 연락처 검색
          </label>
          <input
            id="inbox-q"
            name="q"
            type="search"
            defaultValue={filters.q ?? ''}
            maxLength={50}
            placeholder="예: 김하늘, 010-1234-5678, 5678"
            className={fieldClass}
            aria-describedby="inbox-q-hint"
          />
          <p id="inbox-q-hint" className="mt-1 text-[13px] text-slate-600">
            연락처는 하이픈(-) 없이 숫자만 적어도 찾습니다.
          </p>
        </div>
        <div>
          <label htmlFor="inbox-status" className={labelClass}>
            상태
          </label>
          <select id="inbox-status" name="status" defaultValue={filters.status ?? ''} className={fieldClass}>
            <option value="">전체</option>
            {consultStatuses.map((status) => (
              <option key={status} value={status}>
                {consultStatusLabels[status]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="inbox-assignee" className={labelClass}>
            담당자
          </label>
          <select id="inbox-assignee" name="assignee" defaultValue={filters.assignee ?? ''} className={fieldClass}>
            <option value="">전체</option>
            <option value={UNASSIGNED}>미배정</option>
            {staff.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="inbox-region" className={labelClass}>
            지역
          </label>
          <select id="inbox-region" name="region" defaultValue={filters.region ?? ''} className={fieldClass}>
            <option value="">전체</option>
            {regions.map((region) => (
              <option key={region} value={region}>
                {region}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="inbox-category" className={labelClass}>
            상담 분야
          </label>
          <select id="inbox-category" name="category" defaultValue={filters.category ?? ''} className={fieldClass}>
            <option value="">전체</option>
            {categories.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="inbox-from" className={labelClass}>
            접수일 (부터)
          </label>
          <input id="inbox-from" name="from" type="date" defaultValue={filters.from ?? ''} className={fieldClass} />
        </div>
        <div>
          <label htmlFor="inbox-to" className={labelClass}>
            접수일 (까지)
          </label>
          <input id="inbox-to" name="to" type="date" defaultValue={filters.to ?? ''} className={fieldClass} />
        </div>
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <button type="submit" className="h-11 rounded-lg bg-brand-800 px-6 text-[15px] font-bold text-white hover:bg-brand-700">
          조회
        </button>
        <Link href="/office/consults" className="text-[15px] font-semibold text-brand-700 underline underline-offset-2">
          조건 초기화
        </Link>
      </div>
    </form>
  );
}
