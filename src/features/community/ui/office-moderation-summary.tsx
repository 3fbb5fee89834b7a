import Link from 'next/link';
import { officeTalkPath, officeTalkTakedownsPath } from '@/lib/routes';
import { moderationCountLabel, type TalkModerationSummary } from '../server/moderation-summary';

/** The back office home's community box: what waits for a moderator, each with the list it opens. */
export function OfficeModerationSummary({ summary }: { summary: TalkModerationSummary }) {
  const items = [
    { label: '신고 누적으로 가려진 글', count: summary.blindedPosts, href: `${officeTalkPath}?filter=reported` },
    { label: '신고 누적으로 가려진 댓글', count: summary.blindedComments, href: officeTalkPath },
    { label: '처리 중인 게시중단 요청', count: summary.openTakedowns, href: officeTalkTakedownsPath },
  ];
  return (
    <section
      aria-labelledby="office-talk-summary-title"
      className="rounded-xl border border-slate-200 p-5"
      data-testid="office-talk-summary"
    >
      <h2 id="office-talk-summary-title" className="text-[17px] font-bold text-brand-900">
        커뮤니티 확인이 필요한 일
      </h2>
      <ul className="mt-3 grid gap-2 desk:grid-cols-3">
        {items.map((item) => (
          <li key={item.label}>
            <Link
              href={item.href}
              className="flex items-baseline justify-between gap-3 rounded-lg bg-slate-50 px-4 py-3 hover:bg-slate-100"
            >
              <span className="text-[15px] text-slate-800">{item.label}</span>
              <strong className={item.count > 0 ? 'text-[17px] text-red-800' : 'text-[17px] text-slate-700'}>
                {moderationCountLabel(item.count)}
              </strong>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
