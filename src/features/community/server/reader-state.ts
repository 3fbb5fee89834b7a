import 'server-only';
import { authMessage } from '@/features/auth/domain/auth-messages';
import { viewerFromHeaders, type Viewer } from '@/features/auth/server/viewer';
import { jsonError } from '@/server/http';
import type { TalkReaderState } from '../domain/reader-state';
import { isTalkBookmarked } from './bookmarks';
import { listTalkComments } from './comments';
import { getTalkPost } from './queries';

/**
 * A signed-in reader's own state on a post, for the post page served from the cache (decision 013):
 * their 공감, 스크랩 and reports on the post and its comments, and which comments are theirs. Only
 * ever the reader's own, so it names nobody. `full` asks for the page rendered for them instead: the
 * post's author, a moderator of its board, a reader of a secret or hidden post, and the writer of a
 * hidden comment under it see what the cached page cannot hold. Null when they may not read the post.
 */
export async function talkReaderState(viewer: Viewer, postId: number): Promise<TalkReaderState | null> {
  const post = await getTalkPost(postId, viewer);
  if (!post) return null;
  const [threads, bookmarked] = await Promise.all([listTalkComments(postId, viewer), isTalkBookmarked(viewer, postId)]);
  const comments: TalkReaderState['comments'] = {};
  let ownHidden = false;
  for (const comment of threads.flatMap((thread) => [thread, ...thread.replies])) {
    if (comment.deleted) continue;
    if (comment.isMine && comment.hidden) ownHidden = true;
    comments[comment.id] = { mine: comment.isMine, liked: comment.likedByViewer, reported: comment.reportedByViewer };
  }
  return {
    full: post.isMine || post.canModerate || post.hidden || post.secret || ownHidden,
    liked: post.likedByViewer,
    bookmarked,
    reported: post.reportedByViewer,
    comments,
  };
}

/** GET /api/talk/post/{id}/reader: talkReaderState as JSON, never cached anywhere. */
export async function readerStateResponse(request: Request, rawId: string): Promise<Response> {
  const noStore = { 'Cache-Control': 'private, no-store' };
  const viewer = await viewerFromHeaders(request.headers);
  if (!viewer) return jsonError(401, authMessage('UNAUTHORIZED'), { code: 'UNAUTHORIZED' }, noStore);
  const state = /^\d{1,9}$/.test(rawId) ? await talkReaderState(viewer, Number(rawId)) : null;
  if (!state) return jsonError(404, '글을 찾을 수 없습니다.', {}, noStore);
  return Response.json(state, { headers: noStore });
}
