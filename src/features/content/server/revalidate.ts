import 'server-only';
import { updateTag } from 'next/cache';
import { purgePageCache } from '@/server/page-cache-purge';
import { contentTags, type ContentTag } from './cached';

/**
 * Called by the back office's server actions after a write: the pages that read the changed kind
 * of content regenerate on their next request (read-your-own-writes for the editor).
 */
export function revalidateContent(...tags: ContentTag[]): void {
  for (const tag of new Set(tags)) updateTag(tag);
  purgePageCache();
}

export { contentTags };
