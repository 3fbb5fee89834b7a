import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { talkComments, talkPosts } from '@/server/db/schema';
import type { DemoTalkPost } from '../demo/demo-talk-posts';
import { talkSearchTerms } from './search-terms';

const minute = 60_000;
const day = 24 * 60 * minute;

/**
 * Writes the demo community posts, their comments and replies and their 공감 counts into an empty board (the embedded demo, or
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
          likeCount: post.likeCount,
          recommendedAt: post.recommended ? new Date(Math.min(at.getTime() + 6 * 60 * minute, now.getTime())) : null,
          createdAt: at,
          updatedAt: at,
        })),
      )
      .returning({ id: talkPosts.id, createdAt: talkPosts.createdAt });
    const postIdAt = new Map(inserted.map((row) => [row.createdAt.getTime(), row.id]));

    // Comments come soon after a post and thin out (within three days, never after now), replies
    // after their comment (within two days of it). All are written oldest first, so their ids follow
    // time like members' comments; the replies are then tied to their comments in one update.
    type Row = typeof talkComments.$inferInsert & { createdAt: Date; parent?: Row };
    const rows: Row[] = dated.flatMap(({ post, at }) => {
      const postId = postIdAt.get(at.getTime())!;
      const span = Math.min(now.getTime() - at.getTime(), 3 * day);
      return post.comments.flatMap((comment, order) => {
        const when = new Date(at.getTime() + Math.max(1, Math.round(span * ((order + 1) / (post.comments.length + 1)) ** 2)));
        const parent: Row = {
          postId,
          authorId: null,
          authorLabel: comment.authorLabel,
          body: comment.body,
          likeCount: comment.likeCount,
          createdAt: when,
          updatedAt: when,
        };
        const replySpan = Math.min(now.getTime() - when.getTime(), 2 * day);
        const replies = comment.replies.map((reply, at): Row => {
          const replyAt = new Date(when.getTime() + Math.max(1, Math.round(replySpan * ((at + 1) / (comment.replies.length + 1)))));
          return {
            postId,
            authorId: null,
            authorLabel: reply.authorLabel,
            body: reply.body,
            likeCount: reply.likeCount,
            createdAt: replyAt,
            updatedAt: replyAt,
            parent,
          };
        });
        return [parent, ...replies];
      });
    });
    rows.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
    // Two of them may fall on the same millisecond: the later one moves on by one, so times are distinct.
    for (const [at, row] of rows.entries()) {
      const previous = rows[at - 1];
      if (previous && row.createdAt.getTime() <= previous.createdAt.getTime())
        row.createdAt = row.updatedAt = new Date(previous.createdAt.getTime() + 1);
    }
    if (rows.length === 0) return true;
    const ids = await tx
      .insert(talkComments)
      .values(rows.map((row) => ({ ...row, parent: undefined })))
      .returning({ id: talkComments.id });
    const idOf = new Map(rows.map((row, at) => [row, ids[at]!.id]));
    const links = rows.filter((row) => row.parent).map((row) => sql`(${idOf.get(row)!}::integer, ${idOf.get(row.parent!)!}::integer)`);
    if (links.length > 0)
      await tx.execute(
        sql`update ${talkComments} set parent_id = link.parent_id from (values ${sql.join(links, sql`, `)}) as link(id, parent_id) where ${talkComments.id} = link.id`,
      );
    return true;
  });
}
