import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { OlderLinks, PageLinks } from '@/components/office/admin-ui';
import { pageMetadata } from '@/lib/metadata';
import { encodePath, routes, talkFeedPath } from '@/lib/routes';
import { boardPath, type Board } from '../domain/boards';
import { countLabel, pageCount, type BestPeriod } from '../domain/post-rules';
import { encodeCursor, type ListCursor } from '@/lib/keyset';
import type { TalkPage, TalkPostCard } from '../server/queries';
import { TalkPostList } from './post-list';
import { TalkNav, talkContainer } from './talk-frame';

/** A board's address at a position: `?page=` for numbered pages, `?before=` past them, `?best=` for 베스트. */
export function boardHref(board: Board, position: { page?: number; before?: string; best?: BestPeriod }): string {
  const path = encodePath(boardPath(board));
  if (position.best) return `${path}?best=${position.best}`;
  if (position.before) return `${path}?before=${encodeURIComponent(position.before)}`;
  return position.page && position.page > 1 ? `${path}?page=${position.page}` : path;
}

/** A board's title, description and canonical link; later pages are their own address, not indexed. */
export function boardMetadata(board: Board, page: number, before: ListCursor | null, best: BestPeriod | null = null): Metadata {
  const path = boardPath(board);
  if (best) {
    const metadata = pageMetadata(path, `${board.title} ${best === 7 ? '주간' : '월간'} 베스트 - 부부 커뮤니티`, board.description);
    metadata.alternates = { ...metadata.alternates, canonical: boardHref(board, { best }) };
    metadata.robots = { index: false, follow: true };
    return metadata;
  }
  const later = before !== null || page > 1;
  const title = before
    ? `${board.title} 지난 글 - 부부 커뮤니티`
    : page > 1
      ? `${board.title} ${page}쪽 - 부부 커뮤니티`
      : `${board.title} - 부부 커뮤니티`;
  const metadata = pageMetadata(path, title, `${board.description} 온새미로 부부 커뮤니티의 ${board.title}입니다.`);
  metadata.alternates = { ...metadata.alternates, types: { 'application/rss+xml': talkFeedPath(board.key) } };
  if (later) {
    metadata.alternates = { ...metadata.alternates, canonical: boardHref(board, before ? { before: encodeCursor(before) } : { page }) };
    metadata.robots = { index: false, follow: true };
  }
  return metadata;
}

/** The board's tabs: 최신글, and on boards that take posts 주간 베스트 and 월간 베스트 (by 공감). */
function BoardTabs({ board, best }: { board: Board; best: BestPeriod | null }) {
  if (!board.writable) return null;
  const tabs: Array<{ title: string; period: BestPeriod | null }> = [
    { title: '최신글', period: null },
    { title: '주간 베스트', period: 7 },
    { title: '월간 베스트', period: 30 },
  ];
  return (
    <nav aria-label={`${board.title} 보기`} className="mt-6">
      <ul className="flex gap-1 border-b border-slate-200">
        {tabs.map((tab) => (
          <li key={tab.title}>
            <Link
              href={boardHref(board, tab.period ? { best: tab.period } : {})}
              aria-current={tab.period === best ? 'page' : undefined}
              className="board-tab"
            >
              {tab.title}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** /talk/category/25 and /talk/section/{id}: one board's posts, postLimits.pageSize a page, or its 베스트 tab. */
export function BoardView({
  board,
  result,
  best,
  notices = [],
}: {
  board: Board;
  result: TalkPage;
  best?: { period: BestPeriod; posts: TalkPostCard[] };
  /** 공지 pinned over this board; shown above the first page of the newest posts. */
  notices?: TalkPostCard[];
}) {
  const path = boardPath(board);
  return (
    <div className={`${talkContainer} py-10 desk:py-14`}>
      <Breadcrumbs
        crumbs={[
          { name: '부부 커뮤니티', path: routes.talk },
          { name: board.title, path },
        ]}
      />
      <header>
        <h1 className="page-title">{board.title}</h1>
        <p className="page-lead">{board.description}</p>
      </header>
      <div className="mt-8">
        <TalkNav current={board.key} />
      </div>
      <BoardTabs board={board} best={best?.period ?? null} />
      {best ? (
        <div className="mt-5">
          <p className="mb-3 text-[14.5px] text-slate-700">최근 {best.period}일 동안 공감을 많이 받은 글이에요.</p>
          <TalkPostList posts={best.posts} showBoard={false} empty={`최근 ${best.period}일 동안 공감을 받은 글이 아직 없어요.`} />
        </div>
      ) : (
        <>
          {result.page === 1 && notices.length > 0 && (
            <section aria-label="공지" className="mt-5">
              <TalkPostList posts={notices} showBoard={false} empty="" notice />
            </section>
          )}
          <BoardLatest board={board} result={result} />
        </>
      )}
    </div>
  );
}

function BoardLatest({ board, result }: { board: Board; result: TalkPage }) {
  return (
    <>
      <p className="mt-6 text-[14.5px] text-slate-700">글 {countLabel(result.total, result.totalCapped)}</p>
      <div className="mt-3">
        <TalkPostList
          posts={result.items}
          showBoard={board.key === 'recommended'}
          empty={
            result.page !== 1
              ? '이 쪽에는 글이 없어요. 첫 쪽으로 돌아가 보세요.'
              : board.writable
                ? '아직 올라온 글이 없어요. 첫 이야기를 들려주세요.'
                : '운영진이 고른 추천글이 아직 없어요.'
          }
        />
      </div>
      {result.page !== null && (
        <PageLinks
          label={`${board.title} 쪽 이동`}
          page={result.page}
          pageCount={pageCount(result.total)}
          href={(page) => boardHref(board, { page })}
        />
      )}
      {/* Past the numbered pages, and on every cursor page: each older page costs what the first does. */}
      <OlderLinks
        label={`${board.title} 지난 글`}
        isFirst={result.page !== null}
        firstHref={boardHref(board, {})}
        olderHref={
          result.nextCursor && (result.page === null || result.page >= pageCount(result.total))
            ? boardHref(board, { before: result.nextCursor })
            : null
        }
        firstText="최신 글로"
        olderText="더 지난 글 보기"
      />
    </>
  );
}
