import Link from 'next/link';
import { EmptyRow, PageHeader, TableFrame, buttonClass, linkClass, tableClass, tdClass, TableHead } from '@/components/office/admin-ui';
import { formatSeoulDateTime } from '@/lib/seoul-date';
import type { OfficeListItem } from '../server/office-queries';
import { PublishStatusBadge } from '@/components/office/publish-status-badge';
import { officeSections, sectionPath, type SectionKey } from './office-sections';

/** /office/content/{section}: every item with drafts; open one to edit, publish or unpublish it. */
export function OfficeContentList({ section, items }: { section: SectionKey; items: OfficeListItem[] }) {
  const spec = officeSections[section];
  return (
    <section aria-labelledby="content-list-title">
      <PageHeader id="content-list-title" title={spec.title}>
        <p>{spec.description}</p>
      </PageHeader>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <p className="text-[14px] text-slate-700" data-testid="content-total">
          전체 {items.length.toLocaleString('ko-KR')}건
        </p>
        <Link href={`${sectionPath(section)}/new`} className={buttonClass}>
          새 {spec.noun} 추가
        </Link>
      </div>
      <TableFrame labelledBy="content-caption">
        <table className={tableClass}>
          <caption id="content-caption" className="sr-only">
            {spec.title} 목록: 제목, 내용, 상태, 마지막 수정
          </caption>
          <TableHead columns={['제목', '내용', '상태', '마지막 수정']} />
          <tbody>
            {items.length === 0 && <EmptyRow colSpan={4}>아직 등록한 {spec.noun}이(가) 없습니다.</EmptyRow>}
            {items.map((item) => (
              <tr key={item.id} data-testid="content-row">
                <th scope="row" className={`${tdClass} font-normal`}>
                  <Link href={sectionPath(section, item.id)} className={linkClass}>
                    {item.title}
                  </Link>
                </th>
                <td className={`${tdClass} max-w-[420px]`}>{item.detail}</td>
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
