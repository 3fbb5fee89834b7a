import Link from 'next/link';
import { EmptyRow, PageHeader, TableFrame, TableHead, linkClass, tableClass, tdClass } from '@/components/office/admin-ui';
import { officeQnaQuestionPath } from '@/lib/routes';
import type { OfficeQnaQueue, OfficeQnaRow } from '../server/office-queries';
import { QnaStateBadge } from './question-list';

function age(row: OfficeQnaRow): string {
  return row.ageHours < 24 ? `${row.ageHours}시간` : `${Math.floor(row.ageHours / 24)}일 ${row.ageHours % 24}시간`;
}

function QueueTable({ id, title, rows, empty }: { id: string; title: string; rows: OfficeQnaRow[]; empty: string }) {
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="mb-3 text-[18px] font-bold text-brand-900">
        {title} <span className="text-[15px] font-semibold text-slate-600">{rows.length}건</span>
      </h2>
      <TableFrame labelledBy={id}>
        <table className={tableClass}>
          <TableHead columns={['번호', '질문', '주제', '상태', '기다린 시간', '담당']} />
          <tbody>
            {rows.length === 0 && <EmptyRow colSpan={6}>{empty}</EmptyRow>}
            {rows.map((row) => (
              <tr key={row.id} data-testid="office-qna-row" className={row.mine ? 'bg-brand-50' : undefined}>
                <td className={tdClass}>{row.id}</td>
                <td className={tdClass}>
                  <Link href={officeQnaQuestionPath(row.id)} className={linkClass}>
                    {row.title}
                  </Link>
                  <span className="ml-2 text-[13px] text-slate-600">
                    {row.visibility === 'private' ? '비공개' : '공개'}
                    {row.hidden && ' · 숨김'}
                    {row.followUpPending && ' · 추가 질문'}
                  </span>
                </td>
                <td className={tdClass}>{row.topicTitle}</td>
                <td className={tdClass}>
                  <QnaStateBadge state={row.state} />
                </td>
                <td className={tdClass}>
                  <span className={row.overdue ? 'font-bold text-red-800' : undefined}>
                    {age(row)}
                    {row.overdue && ' (목표 초과)'}
                  </span>
                </td>
                <td className={tdClass}>
                  {row.assignee ?? '미배정'}
                  {row.mine && ' (나)'}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </section>
  );
}

/** /office/qna: what waits for review and for an answer, oldest first, against the firm's target time. */
export function OfficeQnaQueueView({ queue }: { queue: OfficeQnaQueue }) {
  return (
    <div>
      <PageHeader id="office-qna-title" title="법률 Q&A">
        질문은 개인정보가 없는지 검토한 뒤 게시하고, 변호사 역할이 있는 직원이 답변합니다. 목표 처리 시간은 {queue.targetHours}시간이며 법인
        정보 설정에서 바꿀 수 있습니다. 내게 배정된 질문이 먼저 보입니다.
      </PageHeader>
      <QueueTable id="qna-review-title" title="검토 대기" rows={queue.review} empty="검토를 기다리는 질문이 없습니다." />
      <QueueTable
        id="qna-awaiting-title"
        title="답변 대기 (추가 질문 포함)"
        rows={queue.awaiting}
        empty="답변을 기다리는 질문이 없습니다."
      />
      <QueueTable id="qna-recent-title" title="최근 처리한 질문" rows={queue.recent} empty="아직 없습니다." />
    </div>
  );
}
