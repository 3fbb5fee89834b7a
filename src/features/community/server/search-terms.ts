import 'server-only';
import { eq, isNull } from 'drizzle-orm';
import { searchTermsOf } from '@/features/text-safety/domain/korean-search';
import type { Db } from '@/server/db/client';
import { talkPosts } from '@/server/db/schema';
import type { JobHandler } from '@/server/jobs/queue';

/** The stored search terms of a post (decision 012): title and body, computed in TypeScript. */
export function talkSearchTerms(post: { title: string; body: string }): string[] {
  return searchTermsOf(post.title, post.body);
}

export const SEARCH_BACKFILL_JOB = 'talk.search-backfill';

/**
 * Fills `search_terms` of posts written before the column existed (migration 0006 queues this
 * once), a batch at a time so a large table never holds one long transaction. Idempotent: it only
 * touches rows still null, and a rerun after a crash carries on where it stopped.
 */
export const searchBackfillHandler: JobHandler = async (_job, db: Db) => {
  const batch = 500;
  for (;;) {
    const rows = await db
      .select({ id: talkPosts.id, title: talkPosts.title, body: talkPosts.body })
      .from(talkPosts)
      .where(isNull(talkPosts.searchTerms))
      .limit(batch);
    if (rows.length === 0) return { status: 'done' };
    await db.transaction(async (tx) => {
      for (const row of rows)
        await tx
          .update(talkPosts)
          .set({ searchTerms: talkSearchTerms(row) })
          .where(eq(talkPosts.id, row.id));
    });
  }
};
