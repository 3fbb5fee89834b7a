import Link from 'next/link';
import { OlderLinks } from '@/components/office/admin-ui';
import { SectionCard } from '@/components/section-card';
import { routes, talkPostPath } from '@/lib/routes';
import { formatSeoulDate } from '@/lib/seoul-date';
import type { MyBookmarkPage } from '../server/bookmarks';

/** My page's '스크랩한 글': posts the member kept, newest first, older ones a page at a time. */
export function MyBookmarksSection({ page }: { page: MyBookmarkPage }) {
  return (
    <SectionCard id="bookmarks" title="스크랩한 글" description="글 화면의 '스크랩' 단추로 모아 둔 글입니다. 나에게만 보입니다.">
      {page.items.length === 0 ? (
        <p className="rounded-xl bg-slate-50 px-4 py-6 text-center text-[15px] text-slate-700" data-testid="bookmarks-empty">
          {page.isFirst ? '아직 스크랩한 글이 없습니다.' : '더 지난 스크랩이 없습니다.'}
        </p>
      ) : (
        <ul className="divide-y divide-slate-200" data-testid="my-bookmarks">
          {page.items.map((item) => (
            <li key={item.postId} className="flex flex-wrap items-baseline justify-between gap-2 py-3">
              <span className="min-w-0">
                <span className="mr-2 text-[13px] font-semibold text-accent-600">{item.boardTitle}</span>
                <Link href={talkPostPath(item.postId)} className="break-words font-semibold text-slate-900 hover:underline">
                  {item.title}
                </Link>
              </span>
              <span className="text-[13.5px] text-slate-600">{formatSeoulDate(new Date(item.savedAt))} 스크랩</span>
            </li>
          ))}
        </ul>
      )}
      <OlderLinks
        label="스크랩한 글 더 보기"
        isFirst={page.isFirst}
        firstHref={`${routes.myPage}#bookmarks`}
        olderHref={page.nextCursor ? `${routes.myPage}?bookmarks=${page.nextCursor}#bookmarks` : null}
        firstText="최근 스크랩으로"
        olderText="스크랩 더 보기"
      />
    </SectionCard>
  );
}
