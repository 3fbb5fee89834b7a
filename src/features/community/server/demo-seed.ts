import 'server-only';
import type { Db } from '@/server/db/client';
import { talkPosts } from '@/server/db/schema';
import type { DemoTalkPost } from '../demo/demo-talk-posts';
import { talkSearchTerms } from './search-terms';

/**
 * Writes the demo community posts into an empty board (the embedded demo, or `db:seed -- --demo`):
 * once any post exists nothing happens, so members' posts and staff decisions survive restarts.
 * Demo posts have no account behind them.
 */
export async function seedDemoTalkPosts(db: Db, posts: DemoTalkPost[], now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: talkPosts.id }).from(talkPosts).limit(1);
    if (existing) return false;
    const day = 24 * 60 * 60_000;
    const rows = posts.map((post, index) => {
      // Spread within the day too, so the order is stable and looks like a real board.
      const at = new Date(now.getTime() - post.daysAgo * day - (index + 1) * 37 * 60_000);
      return {
        board: post.board,
        title: post.title,
        body: post.body,
        searchTerms: talkSearchTerms(post),
        authorId: null,
        authorLabel: post.authorLabel,
        recommendedAt: post.recommended ? new Date(at.getTime() + 6 * 60 * 60_000) : null,
        createdAt: at,
        updatedAt: at,
      };
    });
    // Oldest first, so ids follow time as they do for members' posts (search pages by id, decision 012).
    rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    if (rows.length > 0) await tx.insert(talkPosts).values(rows);
    return true;
  });
}
