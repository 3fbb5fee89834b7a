import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { boardByRoute } from '@/features/community/domain/boards';
import { bestParam, pageParam } from '@/features/community/domain/post-rules';
import { cursorParam } from '@/lib/keyset';
import { emptyTalkPage, listBestPosts, listBoardPosts, listNotices } from '@/features/community/server/queries';
import { BoardView, boardMetadata } from '@/features/community/ui/board-view';

type Query = Record<string, string | string[] | undefined>;
/** What /talk/category/{id} and /talk/section/{id} receive: the spec's two address shapes of one board page. */
export type BoardRouteProps = { params: Promise<{ id: string }>; searchParams: Promise<Query> };
/** Where a board page is: its address shape, its id and the query (`page`, `before`, `best`). */
type BoardPosition = { kind: 'category' | 'section'; id: string; query: Query };

export function boardPageMetadata({ kind, id, query }: BoardPosition): Metadata {
  const board = boardByRoute(kind, id);
  if (!board) return {};
  return boardMetadata(board, pageParam(query.page), cursorParam(query.before), bestParam(query.best));
}

/** A board: its newest posts by page or cursor (with its 공지), or a 베스트 tab; an unknown id is the 404 page. */
export async function BoardRoute({ kind, id, query }: BoardPosition) {
  const board = boardByRoute(kind, id);
  if (!board) notFound();
  const best = board.writable ? bestParam(query.best) : null;
  const [result, bestPosts, notices] = await Promise.all([
    best ? Promise.resolve(emptyTalkPage) : listBoardPosts(board, { page: pageParam(query.page), before: cursorParam(query.before) }),
    best ? listBestPosts(board, best) : Promise.resolve([]),
    listNotices(board),
  ]);
  return <BoardView board={board} result={result} notices={notices} best={best ? { period: best, posts: bestPosts } : undefined} />;
}
