import Link from 'next/link';
import {
  EmptyRow,
  PageHeader,
  TableFrame,
  buttonClass,
  inputClass,
  labelClass,
  linkClass,
  secondaryButtonClass,
  tableClass,
  tdClass,
  thClass,
} from '@/components/office/admin-ui';
import { formatSeoulDateTime } from '@/lib/seoul-date';
import { PublishStatusBadge } from '@/components/office/publish-status-badge';
import { routes } from '@/lib/routes';
import { formatWon } from '../domain/money';
import { awardStatusFilters, type OfficeAwardRow } from '../server/award-queries';

export const officeAwardsPath = '/office/content/awards';
export const officeAwardPath = (id?: number) => (id ? `${officeAwardsPath}/${id}` : `${officeAwardsPath}/new`);

/** /office/content/awards: the award analysis's data set with drafts; search, filter by status, open one to edit, publish or unpublish it. */
export function AwardOfficeList({ items, query, status }: { items: OfficeAwardRow[]; query: string; status: string }) {
  const filtered = Boolean(query || status);
  const published = items.filter((item) => item.status === 'published').length;
  return (
    <section aria-labelledby="awards-title">
      <PageHeader id="awards-title" title="위자료 판례분석 사례">
        <p>
          <Link href={routes.affairAwardAnalysis} className={linkClass}>
            상간자 위자료 판례분석
          </Link>
          에 쓰는 익명 사례입니다. 게시 중인 사례만 분석에 들어가며, 저장하면 몇 초 안에 공개 페이지에 반영됩니다. 실제 사건을 올릴 때는
          당사자를 알아볼 수 없도록 사건번호와 요약을 익명 처리하세요.
        </p>
      </PageHeader>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <form role="search" method="get" action={officeAwardsPath} className="flex flex-wrap items-end gap-2" aria-label="사례 검색">
          <div className="min-w-[240px]">
            <label htmlFor="awards-query" className={labelClass}>
              사건 표시·법원·요약 검색
            </label>
            <input id="awards-query" name="q" type="search" defaultValue={query} maxLength={100} className={`mt-1 ${inputClass}`} />
          </div>
          <div>
            <label htmlFor="awards-status" className={labelClass}>
              상태
            </label>
            <select id="awards-status" name="status" defaultValue={status} className={`mt-1 ${inputClass}`}>
              {awardStatusFilters.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass}>
            검색
          </button>
          {filtered && (
            <Link href={officeAwardsPath} className={secondaryButtonClass}>
              검색 지우기
            </Link>
          )}
        </form>
        <Link href={officeAwardPath()} className={buttonClass}>
          새 사례 추가
        </Link>
      </div>
      <p className="mb-2 text-[14px] text-slate-700" data-testid="awards-total">
        {filtered ? '검색 결과 ' : '전체 '}
        {items.length.toLocaleString('ko-KR')}건 (게시 중 {published.toLocaleString('ko-KR')}건)
      </p>
      <TableFrame labelledBy="awards-caption">
        <table className={tableClass}>
          <caption id="awards-caption" className="sr-only">
            위자료 판례분석 사례 목록: 사건, 위자료, 조건, 상태, 마지막 수정
          </caption>
          <thead>
            <tr>
              <th scope="col" className={thClass}>
                사건
              </th>
              <th scope="col" className={`${thClass} text-right`}>
                위자료
              </th>
              <th scope="col" className={thClass}>
                조건
              </th>
              <th scope="col" className={thClass}>
                상태
              </th>
              <th scope="col" className={thClass}>
                마지막 수정
              </th>
            </tr>
          </thead>
          <tbody>
            {items.length === 0 && (
              <EmptyRow colSpan={5}>
                {filtered ? '조건에 맞는 사례가 없습니다.' : '아직 등록한 사례가 없습니다. ‘새 사례 추가’로 시작하세요.'}
              </EmptyRow>
            )}
            {items.map((item) => (
              <tr key={item.id} data-testid="award-row">
                <th scope="row" className={`${tdClass} font-normal`}>
                  <Link href={officeAwardPath(item.id)} className={linkClass}>
                    #{item.id} {item.caseLabel}
                  </Link>
                  <span className="mt-0.5 block text-[13px] text-slate-600">{item.decidedOn} 선고</span>
                </th>
                <td className={`${tdClass} text-right tabular-nums`}>{formatWon(item.amount)}</td>
                <td className={`${tdClass} max-w-[360px]`}>
                  혼인 {item.marriageYears}년 · 부정행위 {item.affairMonths}개월
                  {[
                    item.divorced && '이혼',
                    item.hasMinorChildren && '미성년 자녀',
                    item.cohabitation && '동거',
                    item.pregnancy && '임신',
                    item.continuedAfterDiscovery && '발각 뒤 지속',
                    !item.knewOfMarriage && '혼인 사실 모름',
                  ]
                    .filter(Boolean)
                    .map((label) => ` · ${label}`)
                    .join('')}
                </td>
                <td className={tdClass}>
                  <PublishStatusBadge status={item.status} />
                </td>
                <td className={tdClass}>{formatSeoulDateTime(item.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </section>
  );
}
