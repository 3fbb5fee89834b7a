import type { Metadata } from 'next';
import { getViewer } from '@/features/auth/server/viewer';
import { PostRoute, postPageMetadata, talkPostIdParam } from '../../_components/post-route';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return postPageMetadata(talkPostIdParam((await params).id), await getViewer());
}

/**
 * /talk/post/{id} rendered per request for a signed-in reader whose browser asked for it (the
 * routing hint talkFullViewCookie: the post's author, a moderator; decision 013): the post with
 * their controls, their hidden or secret post, the moderators' panel. Everyone else is served the
 * cached page (../../cached/post), where a member's own state comes from the PostReader island.
 */
export default async function TalkPostPage({ params }: Props) {
  return <PostRoute id={talkPostIdParam((await params).id)} viewer={await getViewer()} />;
}
