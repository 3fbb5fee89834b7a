import type { Metadata } from 'next';
import { BoardRoute, boardRouteMetadata, type BoardRouteProps } from '../../_components/board-route';

export async function generateMetadata(props: BoardRouteProps): Promise<Metadata> {
  return boardRouteMetadata('section', props);
}

/** /talk/section/{id}: a board of the community. */
export default async function TalkBoardPage(props: BoardRouteProps) {
  return <BoardRoute kind="section" {...props} />;
}
