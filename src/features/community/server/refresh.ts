import 'server-only';
import { revalidatePath } from 'next/cache';
import { after } from 'next/server';
import type { ActionResult } from '@/lib/action-result';
import { routes, talkCachedPrefix, talkPostPath } from '@/lib/routes';
import { purgePageCache } from '@/server/page-cache-purge';

/**
 * After a community write: every cached board page and post page (decision 013) and the
 * community's front page render afresh on their next request, so a writer going back to the board
 * sees their post at once rather than the cached page of a moment ago. Marking them stale costs
 * nothing until a page is asked for again; a write touches cards, counts and comments on many
 * pages, so all of them are marked rather than guessed at.
 */
export function refreshTalkPages(postId?: number): void {
  // The writer's own view of the post (rendered per request) is refetched with the action's answer.
  if (postId) revalidatePath(talkPostPath(postId));
  revalidatePath(`${talkCachedPrefix}/board/[kind]/[id]/[mode]/[value]`, 'page');
  revalidatePath(`${talkCachedPrefix}/post/[id]`, 'page');
  revalidatePath(routes.talk);
  purgePageCache();
}

/** An action's result, after refreshing the cached community pages when it succeeded. */
export function refreshedAfter<T>(result: ActionResult<T>): ActionResult<T> {
  if (result.ok) refreshTalkPages();
  return result;
}

/**
 * The same, once the answer has gone: a refresh inside the action makes the browser re-render the
 * page it shows, and a report that blinds the post would replace the reporter's page (and the
 * message that says so) with the locked one. After the answer, only the cached pages change.
 */
export function refreshedAfterAnswer<T>(result: ActionResult<T>): ActionResult<T> {
  if (result.ok) after(() => refreshTalkPages());
  return result;
}
