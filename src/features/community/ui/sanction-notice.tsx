import { sanctionEndText } from '../domain/sanctions';

/** The member's own running 이용 제한 (write page, my page): what for and until when. */
export function SanctionNotice({ sanction }: { sanction: { reason: string; endsAt: string | null } }) {
  return (
    <section
      aria-labelledby="talk-sanction-title"
      className="rounded-xl border border-red-200 bg-red-50 p-4 text-[15px] text-slate-900"
      data-testid="talk-sanction-notice"
    >
      <h2 id="talk-sanction-title" className="font-bold text-red-900">
        커뮤니티 이용이 제한되어 있어요
      </h2>
      <p className="mt-1">제한 중에는 글·댓글을 쓰거나 고칠 수 없고, 공감과 신고도 할 수 없어요. 글 읽기는 그대로 할 수 있습니다.</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
        <dt className="font-semibold">사유</dt>
        <dd>{sanction.reason}</dd>
        <dt className="font-semibold">기간</dt>
        <dd>{sanctionEndText(sanction.endsAt ? new Date(sanction.endsAt) : null)}</dd>
      </dl>
    </section>
  );
}
