import type { Metadata } from 'next';
import { PostRoute, postPageMetadata, talkPostIdParam } from '../../../_components/post-route';

type Props = { params: Promise<{ id: string }> };

// Rendered on first request and then kept in Next's page cache (the root layout's 5 seconds,
// decision 001); every community write marks it stale (community/server/refresh.ts).
export const dynamicParams = true;
export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return postPageMetadata(talkPostIdParam((await params).id), null);
}

/**
 * A post as a visitor sees it, served from the page cache to visitors and members alike (decision
 * 013): the rewrite in lib/routes.ts sends /talk/post/{id} here unless a signed-in browser asked
 * for its own page. It never reads the request, so nothing of one reader can be cached for another;
 * a member's buttons come from the PostReader island.
 */
export default async function CachedTalkPostPage({ params }: Props) {
  return <PostRoute id={talkPostIdParam((await params).id)} viewer={null} />;
}
