import type { Metadata } from 'next';
import { BoardRoute, boardPageMetadata, type BoardRouteProps } from '../../_components/board-route';

export async function generateMetadata({ params, searchParams }: BoardRouteProps): Promise<Metadata> {
  return boardPageMetadata({ kind: 'section', id: (await params).id, query: await searchParams });
}

/**
 * /talk/section/{id}: a board of the community, rendered per request for the queries the cached route
 * (../../cached) does not take: `?before=` pages past the numbered ones, and odd queries.
 */
export default async function TalkBoardPage({ params, searchParams }: BoardRouteProps) {
  return <BoardRoute kind="section" id={(await params).id} query={await searchParams} />;
}
