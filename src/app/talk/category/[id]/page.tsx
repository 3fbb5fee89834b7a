import type { Metadata } from 'next';
import { BoardRoute, boardRouteMetadata, type BoardRouteProps } from '../../_components/board-route';

export async function generateMetadata(props: BoardRouteProps): Promise<Metadata> {
  return boardRouteMetadata('category', props);
}

/** /talk/category/{id}: a board of the community. */
export default async function TalkBoardPage(props: BoardRouteProps) {
  return <BoardRoute kind="category" {...props} />;
}
