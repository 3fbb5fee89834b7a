import type { Metadata } from 'next';
import { getViewer } from '@/features/auth/server/viewer';
import { PostRoute, postPageMetadata, talkPostIdParam } from '../../_components/post-route';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return postPageMetadata(talkPostIdParam((await params).id), await getViewer());
}

/**
 * /talk/post/{id} for a reader with a session: the post with their own state (likes, 스크랩, their
 * hidden or secret post, the moderators' panel), rendered per request. Readers without a session
 * are served the cached page (../../cached/post, decision 013).
 */
export default async function TalkPostPage({ params }: Props) {
  return <PostRoute id={talkPostIdParam((await params).id)} viewer={await getViewer()} />;
}
