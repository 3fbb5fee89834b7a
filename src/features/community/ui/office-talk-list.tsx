import Link from 'next/link';
import { EmptyRow, PageHeader, PageLinks, TableFrame, linkClass, tableClass, tdClass, TableHead } from '@/components/office/admin-ui';
import { formatSeoulDateTime } from '@/lib/seoul-date';
import {
  officeTalkHistoryPath,
  officeTalkPath,
  officeTalkSanctionsPath,
  officeTalkTakedownsPath,
  officeTalkWordsPath,
  talkPostPath,
} from '@/lib/routes';
import type { ModerationFilter, ModerationRow } from '../server/queries';
import { trashKeepDays } from '../domain/post-rules';
import { ModerationControls, RestoreButton } from './post-controls';
import { AuthorLookup } from './sanction-controls';

const filters: Array<{ key: ModerationFilter; title: string }> = [
  { key: 'all', title: '전체' },
  { key: 'reported', title: '신고된 글' },
  { key: 'hidden', title: '숨긴 글' },
  { key: 'trash', title: `휴지통 (${trashKeepDays}일 보관)` },
];

/** /office/talk: posts with open reports first; each row hides, shows, recommends (audit-logged). */
export function OfficeTalkList({
  result,
  filter,
}: {
  result: { items: ModerationRow[]; total: number; page: number };
  filter: ModerationFilter;
}) {
  const href = (page: number, key: ModerationFilter = filter) => {
    const params = new URLSearchParams();
    if (key !== 'all') params.set('filter', key);
    if (page > 1) params.set('page', String(page));
    const query = params.toString();
    return query ? `${officeTalkPath}?${query}` : officeTalkPath;
  };
  return (
    <section aria-labelledby="office-talk-title">
      <PageHeader id="office-talk-title" title="커뮤니티 관리">
        <p>신고가 들어왔는데 아직 보이는 글이 맨 위에 옵니다. 숨긴 글은 글쓴이와 운영진만 볼 수 있고, 모든 처리는 감사 기록에 남습니다.</p>
        <p className="mt-2">
          <Link href={officeTalkWordsPath} className={linkClass}>
            금지어 관리
          </Link>
          {' · '}
          <Link href={officeTalkTakedownsPath} className={linkClass}>
            게시중단 요청
          </Link>
          <Link href={officeTalkSanctionsPath} className={linkClass}>
            이용 제한
          </Link>
        </p>
      </PageHeader>
      <nav aria-label="글 거르기" className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {filters.map((item) => (
            <li key={item.key}>
              <Link
                href={href(1, item.key)}
                aria-current={item.key === filter ? 'page' : undefined}
                className={`inline-flex h-9 items-center rounded-full border px-4 text-[14px] ${item.key === filter ? 'border-brand-700 bg-brand-700 font-bold text-white' : 'border-slate-300 text-brand-900 hover:bg-brand-50'}`}
              >
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <h2 id="office-talk-table" className="sr-only">
        커뮤니티 글 목록
      </h2>
      <TableFrame labelledBy="office-talk-table">
        <table className={tableClass}>
          <TableHead columns={['글', '게시판 · 글쓴이', '신고', '상태', '처리']} />
          <tbody>
            {result.items.length === 0 && <EmptyRow colSpan={5}>해당하는 글이 없습니다.</EmptyRow>}
            {result.items.map((post) => (
              <tr key={post.id} data-testid="office-talk-row">
                <td className={tdClass}>
                  {post.deleted ? (
                    <span className="font-semibold text-slate-600">{post.title}</span>
                  ) : (
                    <Link href={talkPostPath(post.id)} className={linkClass}>
                      {post.title}
                    </Link>
                  )}
                  <span className="mt-1 block text-[13px] text-slate-600">{formatSeoulDateTime(new Date(post.createdAt))}</span>
                </td>
                <td className={tdClass}>
                  {post.boardTitle}
                  <span className="block text-[13px] text-slate-600">{post.authorLabel}</span>
                </td>
                <td className={tdClass}>
                  {post.reportCount > 0 ? <strong className="text-red-800">{post.reportCount}건</strong> : '없음'}
                  {post.reasons.length > 0 && (
                    <ul className="mt-1 text-[13px] text-slate-700">
                      {post.reasons.map((reason) => (
                        <li key={reason}>{reason}건</li>
                      ))}
                    </ul>
                  )}
                </td>
                <td className={tdClass}>
                  {post.deleted
                    ? '글쓴이가 지움'
                    : [
                        post.blindedByReports ? '신고 누적으로 가려짐 (확인 필요)' : post.hidden ? '숨김' : '보임',
                        post.secret ? '비밀글' : null,
                        post.recommended ? '추천' : null,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                  {post.edited && (
                    <Link href={officeTalkHistoryPath(post.id)} className={`${linkClass} mt-1 block text-[13px]`}>
                      수정 이력
                    </Link>
                  )}
                </td>
                <td className={tdClass}>
                  {post.deleted ? (
                    <RestoreButton id={post.id} />
                  ) : (
                    <ModerationControls id={post.id} hidden={post.hidden} recommended={post.recommended} compact />
                  )}
                  <div className="mt-1.5">
                    <AuthorLookup target="post" id={post.id} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      <PageLinks
        label="커뮤니티 글 쪽 이동"
        page={result.page}
        pageCount={Math.max(1, Math.ceil(result.total / 50))}
        href={(page) => href(page)}
      />
    </section>
  );
}
