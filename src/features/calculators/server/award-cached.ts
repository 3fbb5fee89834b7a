import 'server-only';
import { unstable_cache } from 'next/cache';
import { listPublishedAwards } from './award-queries';

/**
 * The public analysis's view of the data set, cached by Next and tagged: a save in the back
 * office (award-mutations.ts) refreshes it with updateTag; nothing stays stale past the max age.
 */
export const awardsTag = 'content:affair-awards';

export const listPublishedAwardsCached = unstable_cache(listPublishedAwards, ['content:listPublishedAwards'], {
  tags: [awardsTag],
  revalidate: 300,
});
