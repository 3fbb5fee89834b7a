import Link from 'next/link';
import { EmptyRow, TableFrame, linkClass, tableClass, tdClass, TableHead } from '@/components/office/admin-ui';
import { formatSeoulDateTime } from '@/lib/seoul-date';
import { talkPostPath } from '@/lib/routes';
import type { ReportedComment } from '../server/comment-reports';
import { CommentControls } from './comment-form';

/** /office/talk's reported comments: waiting ones first, with reasons and counts; hide or show again (audit-logged). */
export function OfficeReportedComments({ items }: { items: ReportedComment[] }) {
  return (
    <section aria-labelledby="office-talk-comments-title" className="mt-10">
      <h2 id="office-talk-comments-title" className="mb-3 text-[19px] font-bold text-brand-900">
        신고된 댓글
      </h2>
      <TableFrame labelledBy="office-talk-comments-title">
        <table className={tableClass}>
          <TableHead columns={['댓글', '신고', '상태', '처리']} />
          <tbody>
            {items.length === 0 && <EmptyRow colSpan={4}>신고된 댓글이 없습니다.</EmptyRow>}
            {items.map((comment) => (
              <tr key={comment.id} data-testid="office-talk-comment-row">
                <td className={tdClass}>
                  <span className="block break-words">{comment.excerpt}</span>
                  <span className="mt-1 block text-[13px] text-slate-600">
                    <Link href={`${talkPostPath(comment.postId)}#comment-${comment.id}`} className={linkClass}>
                      {comment.postTitle}
                    </Link>{' '}
                    · {formatSeoulDateTime(new Date(comment.createdAt))}
                  </span>
                </td>
                <td className={tdClass}>
                  <strong className="text-red-800">{comment.reportCount}건</strong>
                  <ul className="mt-1 text-[13px] text-slate-700">
                    {comment.reasons.map((reason) => (
                      <li key={reason}>{reason}건</li>
                    ))}
                  </ul>
                </td>
                <td className={tdClass}>
                  {comment.blindedByReports ? '신고 누적으로 가려짐 (확인 필요)' : comment.hidden ? '숨김' : '보임'}
                </td>
                <td className={tdClass}>
                  <CommentControls id={comment.id} isMine={false} canModerate hidden={comment.hidden} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </section>
  );
}
