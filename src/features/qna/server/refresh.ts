import 'server-only';
import { revalidatePath } from 'next/cache';
import type { ActionResult } from '@/lib/action-result';
import { qnaCachedPrefix, qnaFeedPath, routes } from '@/lib/routes';
import { purgePageCache } from '@/server/page-cache-purge';

/**
 * After a Q&A write: the centre's front page, every cached question and topic page (decision 014)
 * and the feed render afresh on their next request. Marking costs nothing until a page is asked for.
 */
export function refreshQnaPages(): void {
  revalidatePath(routes.qna);
  revalidatePath(`${qnaCachedPrefix}/post/[id]`, 'page');
  revalidatePath(`${qnaCachedPrefix}/category/[id]`, 'page');
  revalidatePath(`/qna/post/[id]`, 'page');
  revalidatePath(qnaFeedPath);
  purgePageCache();
}

/** An action's result, after refreshing the cached pages when it succeeded. */
export function refreshedQna<T>(result: ActionResult<T>): ActionResult<T> {
  if (result.ok) refreshQnaPages();
  return result;
}
