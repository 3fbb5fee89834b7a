import 'server-only';
import type { Db } from '@/server/db/client';
import { talkComments, talkPosts } from '@/server/db/schema';
import type { DemoTalkPost } from '../demo/demo-talk-posts';
import { talkSearchTerms } from './search-terms';

const minute = 60_000;
const day = 24 * 60 * minute;

/**
 * Writes the demo community posts and their comments into an empty board (the embedded demo, or
 * `db:seed -- --demo`): once any post exists nothing happens, so members' posts and staff decisions
 * survive restarts. Demo posts and comments have no account behind them.
 */
export async function seedDemoTalkPosts(db: Db, posts: DemoTalkPost[], now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: talkPosts.id }).from(talkPosts).limit(1);
    if (existing) return false;
    // Spread within the day too, so the order is stable and looks like a real board: 30 to 929
    // minutes back, and as 97 and 900 share no factor no two posts of one day get the same time.
    const dated = posts.map((post, index) => ({
      post,
      at: new Date(now.getTime() - post.daysAgo * day - (30 + ((index * 97) % 900)) * minute),
    }));
    // Oldest first, so ids follow time as they do for members' posts (search pages by id, decision 012).
    dated.sort((a, b) => a.at.getTime() - b.at.getTime());
    if (dated.length === 0) return true;
    const inserted = await tx
      .insert(talkPosts)
      .values(
        dated.map(({ post, at }) => ({
          board: post.board,
          title: post.title,
          body: post.body,
          searchTerms: talkSearchTerms(post),
          authorId: null,
          authorLabel: post.authorLabel,
          recommendedAt: post.recommended ? new Date(Math.min(at.getTime() + 6 * 60 * minute, now.getTime())) : null,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .returning({ id: talkPosts.id, createdAt: talkPosts.createdAt });
    const postIdAt = new Map(inserted.map((row) => [row.createdAt.getTime(), row.id]));

    // Comments come soon after a post and thin out (within three days, never after now); they are
    // written oldest first too, so their ids follow time like members' comments.
    const comments = dated.flatMap(({ post, at }) => {
      const span = Math.min(now.getTime() - at.getTime(), 3 * day);
      return post.comments.map((comment, order) => {
        const when = new Date(at.getTime() + Math.max(1, Math.round(span * ((order + 1) / (post.comments.length + 1)) ** 2)));
        return {
          postId: postIdAt.get(at.getTime())!,
          authorId: null,
          authorLabel: comment.authorLabel,
          body: comment.body,
          createdAt: when,
          updatedAt: when,
        };
      });
    });
    comments.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    if (comments.length > 0) await tx.insert(talkComments).values(comments);
    return true;
  });
}
