import Link from 'next/link';
import { EmptyRow, OlderLinks, PageHeader, TableFrame, linkClass, tableClass, tdClass, TableHead } from '@/components/office/admin-ui';
import { formatSeoulDateTime } from '@/lib/seoul-date';
import { officeTalkPath, officeTalkSanctionsPath, talkPostPath } from '@/lib/routes';
import { sanctionEndText, writingTargetLabels } from '../domain/sanctions';
import type { OfficeSanctionRow } from '../server/sanctions';
import { LiftSanctionButton, SanctionByNumber } from './sanction-controls';

/**
 * /office/talk/sanctions: every 이용 제한, newest first. The member is never named here; a
 * moderator who must know who it is presses '작성자 계정 확인' (audit-logged).
 */
export function OfficeSanctionList({
  result,
  isFirst,
}: {
  result: { items: OfficeSanctionRow[]; nextBefore: number | null };
  isFirst: boolean;
}) {
  return (
    <section aria-labelledby="office-sanctions-title">
      <PageHeader id="office-sanctions-title" title="이용 제한 관리">
        <p>
          제한 중인 회원은 글·댓글을 쓰거나 고칠 수 없고 공감·신고도 할 수 없습니다. 회원에게는 사유와 기간이 알림과 글쓰기 화면에 보입니다.
          모든 처리는 감사 기록에 남습니다.
        </p>
        <p className="mt-2">
          <Link href={officeTalkPath} className={linkClass}>
            커뮤니티 관리로
          </Link>
        </p>
      </PageHeader>
      <h2 className="mb-2 text-[16px] font-bold text-slate-900">글·댓글 번호로 제한하기</h2>
      <SanctionByNumber />
      <h2 id="office-sanctions-table" className="mb-2 mt-8 text-[16px] font-bold text-slate-900">
        이용 제한 목록
      </h2>
      <TableFrame labelledBy="office-sanctions-table">
        <table className={tableClass}>
          <TableHead columns={['번호 · 제한한 때', '대상', '사유', '기간 · 상태', '처리']} />
          <tbody>
            {result.items.length === 0 && <EmptyRow colSpan={5}>이용 제한이 없습니다.</EmptyRow>}
            {result.items.map((item) => (
              <tr key={item.id} data-testid="office-sanction-row">
                <td className={tdClass}>
                  #{item.id}
                  <span className="mt-1 block text-[13px] text-slate-600">{formatSeoulDateTime(new Date(item.createdAt))}</span>
                  <span className="block text-[13px] text-slate-600">{item.givenBy}</span>
                </td>
                <td className={tdClass}>
                  {item.target ? (
                    item.target.kind === 'post' ? (
                      <Link href={talkPostPath(item.target.id)} className={linkClass}>
                        {writingTargetLabels.post} {item.target.id}
                      </Link>
                    ) : (
                      `${writingTargetLabels.comment} ${item.target.id}`
                    )
                  ) : (
                    '기록 없음'
                  )}
                </td>
                <td className={tdClass}>{item.reason}</td>
                <td className={tdClass}>
                  {sanctionEndText(item.endsAt ? new Date(item.endsAt) : null)}
                  <span className="mt-1 block text-[13px] font-semibold text-slate-700">
                    {item.active ? '제한 중' : item.liftedAt ? `해제됨 (${formatSeoulDateTime(new Date(item.liftedAt))})` : '기간 끝남'}
                  </span>
                </td>
                <td className={tdClass}>{item.active ? <LiftSanctionButton id={item.id} /> : '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
      <OlderLinks
        label="이용 제한 목록 쪽 이동"
        firstHref={officeTalkSanctionsPath}
        olderHref={result.nextBefore ? `${officeTalkSanctionsPath}?before=${result.nextBefore}` : null}
        isFirst={isFirst}
      />
    </section>
  );
}
