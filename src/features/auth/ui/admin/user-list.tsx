import Link from 'next/link';
import type { UserList } from '../../server/user-admin';
import {
  EmptyRow,
  PageHeader,
  PageLinks,
  TableFrame,
  buttonClass,
  inputClass,
  labelClass,
  linkClass,
  queryString,
  secondaryButtonClass,
  tableClass,
  tdClass,
  TableHead,
} from '@/components/office/admin-ui';
import { formatSeoulDate } from '@/lib/seoul-date';

/** /office/users: search by name or email, then open a member to change roles or the account state. */
export function UserListView({ list }: { list: UserList }) {
  const pageHref = (page: number) => `/office/users${queryString({ q: list.query, page: page > 1 ? page : undefined })}`;
  return (
    <section aria-labelledby="users-title">
      <PageHeader id="users-title" title="회원·역할">
        <p>회원을 찾아 역할을 주거나 거두고, 계정의 이용을 중지할 수 있습니다. 모든 변경은 감사 기록에 남습니다.</p>
      </PageHeader>

      <form role="search" method="get" action="/office/users" className="mb-5 flex flex-wrap items-end gap-2" aria-label="회원 검색">
        <div className="min-w-[260px] flex-1 desk:max-w-[420px]">
          <label htmlFor="users-query" className={labelClass}>
            이름 또는 이메일
          </label>
          <input id="users-query" name="q" type="search" defaultValue={list.query} maxLength={100} className={`mt-1 ${inputClass}`} />
        </div>
        <button type="submit" className={buttonClass}>
          검색
        </button>
        {list.query && (
          <Link href="/office/users" className={secondaryButtonClass}>
            검색 지우기
          </Link>
        )}
      </form>

      <p className="mb-2 text-[14px] text-slate-700" data-testid="users-total">
        {list.query ? `‘${list.query}’ 검색 결과 ` : '전체 회원 '}
        {list.total.toLocaleString('ko-KR')}명{list.pageCount > 1 && ` · ${list.page}/${list.pageCount}쪽`}
      </p>
      <TableFrame labelledBy="users-caption">
        <table className={tableClass}>
          <caption id="users-caption" className="sr-only">
            회원 목록: 이름, 이메일, 역할, 가입일, 상태
          </caption>
          <TableHead columns={['이름', '이메일', '역할', '가입일', '상태']} />
          <tbody>
            {list.items.length === 0 && (
              <EmptyRow colSpan={5}>{list.query ? '검색한 회원이 없습니다.' : '아직 가입한 회원이 없습니다.'}</EmptyRow>
            )}
            {list.items.map((user) => (
              <tr key={user.id} data-testid="user-row">
                <th scope="row" className={`${tdClass} font-normal`}>
                  <Link href={`/office/users/${encodeURIComponent(user.id)}`} className={linkClass}>
                    {user.name}
                  </Link>
                </th>
                <td className={`${tdClass} break-all`}>{user.email}</td>
                <td className={tdClass}>{user.roles.length ? user.roles.join(', ') : <span className="text-slate-600">일반 회원</span>}</td>
                <td className={`${tdClass} whitespace-nowrap`}>{formatSeoulDate(user.createdAt)}</td>
                <td className={`${tdClass} whitespace-nowrap`}>
                  {user.disabledAt ? (
                    <span className="font-semibold text-red-800">이용 중지</span>
                  ) : (
                    <span className="text-emerald-800">이용 중</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      <PageLinks label="회원 목록 쪽 이동" page={list.page} pageCount={list.pageCount} href={pageHref} />
    </section>
  );
}
