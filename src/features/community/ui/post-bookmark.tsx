import type { Viewer } from '@/features/auth/server/viewer';
import { isTalkBookmarked } from '../server/bookmarks';
import { BookmarkButton } from './bookmark-button';

/**
 * The post page's 스크랩 button for a signed-in reader of a post they may keep (not hidden; a
 * secret post only when it is their own). Nothing for visitors.
 */
export async function PostBookmark({
  viewer,
  post,
}: {
  viewer: Viewer | null;
  post: { id: number; hidden: boolean; secret: boolean; isMine: boolean };
}) {
  if (!viewer || post.hidden || (post.secret && !post.isMine)) return null;
  return <BookmarkButton postId={post.id} saved={await isTalkBookmarked(viewer, post.id)} />;
}
