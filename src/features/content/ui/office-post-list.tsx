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
  TableHead,
} from '@/components/office/admin-ui';
import { formatSeoulDateTime } from '@/lib/seoul-date';
import { officePostPath } from '@/lib/routes';
import { blogCategories, blogCategoryTitle } from '../domain/catalog';
import type { OfficePostRow } from '../server/office-queries';
import { PublishStatusBadge } from '@/components/office/publish-status-badge';

/** /office/blog: every post with drafts, newest change first; search by title and filter by category. */
export function OfficePostList({ items, query, category }: { items: OfficePostRow[]; query: string; category: string }) {
  const filtered = Boolean(query || category);
  return (
    <section aria-labelledby="blog-title">
      <PageHeader id="blog-title" title="블로그 글">
        <p>임시 저장한 글과 게시 중인 글을 모두 보여 줍니다. 게시 중인 글을 고치면 공개 페이지에 몇 초 안에 반영됩니다.</p>
      </PageHeader>
      <div className="mb-5 flex flex-wrap items-end justify-between gap-3">
        <form role="search" method="get" action="/office/blog" className="flex flex-wrap items-end gap-2" aria-label="블로그 글 검색">
          <div className="min-w-[240px]">
            <label htmlFor="blog-query" className={labelClass}>
              제목 검색
            </label>
            <input id="blog-query" name="q" type="search" defaultValue={query} maxLength={100} className={`mt-1 ${inputClass}`} />
          </div>
          <div>
            <label htmlFor="blog-category" className={labelClass}>
              분류
            </label>
            <select id="blog-category" name="category" defaultValue={category} className={`mt-1 ${inputClass}`}>
              <option value="">전체</option>
              {blogCategories.map((item) => (
                <option key={item.slug} value={item.slug}>
                  {item.title}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={buttonClass}>
            검색
          </button>
          {filtered && (
            <Link href="/office/blog" className={secondaryButtonClass}>
              검색 지우기
            </Link>
          )}
        </form>
        <Link href={officePostPath()} className={buttonClass}>
          새 글 쓰기
        </Link>
      </div>
      <p className="mb-2 text-[14px] text-slate-700" data-testid="posts-total">
        {filtered ? '검색 결과 ' : '전체 '}
        {items.length.toLocaleString('ko-KR')}건
      </p>
      <TableFrame labelledBy="blog-caption">
        <table className={tableClass}>
          <caption id="blog-caption" className="sr-only">
            블로그 글 목록: 제목, 분류, 상태, 작성 변호사, 마지막 수정
          </caption>
          <TableHead columns={['제목', '분류', '상태', '작성 변호사', '마지막 수정']} />
          <tbody>
            {items.length === 0 && (
              <EmptyRow colSpan={5}>
                {filtered ? '조건에 맞는 글이 없습니다.' : '아직 쓴 글이 없습니다. ‘새 글 쓰기’로 시작하세요.'}
              </EmptyRow>
            )}
            {items.map((post) => (
              <tr key={post.id} data-testid="post-row">
                <th scope="row" className={`${tdClass} font-normal`}>
                  <Link href={officePostPath(post.id)} className={linkClass}>
                    {post.title}
                  </Link>
                  <span className="mt-0.5 block text-[13px] text-slate-600">/{post.slug}</span>
                </th>
                <td className={tdClass}>{blogCategoryTitle(post.category)}</td>
                <td className={tdClass}>
                  <PublishStatusBadge status={post.status} />
                </td>
                <td className={tdClass}>{post.lawyerName ?? '—'}</td>
                <td className={tdClass}>{formatSeoulDateTime(post.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </section>
  );
}
