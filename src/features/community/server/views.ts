import 'server-only';
import { createHmac } from 'node:crypto';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { talkPostViews, talkPosts } from '@/server/db/schema';
import { enqueueJob, type JobHandler } from '@/server/jobs/queue';
import { addSeoulDays, seoulDay, seoulHour } from '@/lib/seoul-date';
import { viewCountSecret } from './secret';

/**
 * 조회수 (issue 13): a post's view is counted once per visitor and Seoul day. The visitor is an
 * HMAC-SHA256 of the client address and browser under a key made from the server's view secret
 * and the day, so no address is stored, and the same visitor cannot be linked from one day to the
 * next. The post page counts through a small client island (ui/view-counter.tsx posting to
 * /talk/post/{id}/view), not in its render, so the count keeps working once the page is cached.
 * A daily job removes the days before yesterday.
 */

export const VIEW_PURGE_JOB = 'talk.views-purge';

/** Per client address: the counter's POSTs in a minute (decision 003's shared counters). */
export const viewRateLimit = { limit: 120, windowMs: 60_000 } as const;

/** The stored visitor: keyed by the day, so a hash says nothing about another day's. */
export function visitorHash(secret: string, day: string, address: string, userAgent: string): string {
  const dayKey = createHmac('sha256', secret).update(`talk-views:${day}`).digest();
  return createHmac('sha256', dayKey).update(`${address}\n${userAgent}`).digest('base64url');
}

export type ViewInput = {
  postId: number;
  address: string;
  userAgent: string;
  /** Who reads: a secret or hidden post counts only for its author and moderators, who may open it. */
  viewerId: string | null;
  /** Whether the reader moderates a board (the post's board decides). */
  moderates: (board: string) => boolean;
};

export type ViewOutcome = 'counted' | 'seen-today' | 'not-counted' | 'not-found';

/**
 * Counts a view: the visitor's row for the post and day is inserted if missing (on conflict do
 * nothing), and the post's view_count goes up only when it was, in one transaction, so concurrent
 * requests of one visitor count once.
 */
export async function countTalkPostView(db: Db, input: ViewInput, now = new Date()): Promise<ViewOutcome> {
  const [post] = await db
    .select({
      authorId: talkPosts.authorId,
      board: talkPosts.board,
      secret: talkPosts.secret,
      hiddenAt: talkPosts.hiddenAt,
      deletedAt: talkPosts.deletedAt,
    })
    .from(talkPosts)
    .where(eq(talkPosts.id, input.postId));
  if (!post || post.deletedAt) return 'not-found';
  const mayOpen = input.moderates(post.board) || (input.viewerId !== null && input.viewerId === post.authorId);
  if ((post.secret || post.hiddenAt) && !mayOpen) return 'not-counted';
  const day = seoulDay(now);
  const visitor = visitorHash(await viewCountSecret(db), day, input.address, input.userAgent);
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(talkPostViews)
      .values({ postId: input.postId, day, visitor })
      .onConflictDoNothing()
      .returning({ postId: talkPostViews.postId });
    if (inserted.length === 0) return 'seen-today';
    await tx
      .update(talkPosts)
      .set({ viewCount: sql`${talkPosts.viewCount} + 1` })
      .where(eq(talkPosts.id, input.postId));
    return 'counted';
  });
}

/** The count a post shows now, for the counter's answer (the page itself may come from the cache). */
export async function getTalkPostViewCount(db: Db, postId: number): Promise<number> {
  const [row] = await db.select({ viewCount: talkPosts.viewCount }).from(talkPosts).where(eq(talkPosts.id, postId));
  return row?.viewCount ?? 0;
}

/** Removes the visitors of days before yesterday (yesterday stays, for a day that ends while someone reads). */
export async function purgeTalkViews(db: Db, now = new Date()): Promise<void> {
  const keepFrom = addSeoulDays(seoulDay(now), -1);
  await db.delete(talkPostViews).where(lt(talkPostViews.day, keepFrom));
}

function purgeJobKey(day: string): string {
  return `${VIEW_PURGE_JOB}:${day}`;
}

/** Today's purge (idempotent per Seoul day); each run schedules the next day's at 00:10. */
export async function scheduleViewPurge(db: Db, now = new Date()): Promise<boolean> {
  const day = seoulDay(now);
  return enqueueJob(db, { kind: VIEW_PURGE_JOB, payload: { day }, idempotencyKey: purgeJobKey(day), runAt: now, maxAttempts: 10 });
}

export const viewPurgeHandler: JobHandler = async (_job, db) => {
  await purgeTalkViews(db);
  const next = addSeoulDays(seoulDay(), 1);
  await enqueueJob(db, {
    kind: VIEW_PURGE_JOB,
    payload: { day: next },
    idempotencyKey: purgeJobKey(next),
    runAt: new Date(seoulHour(next, 0).getTime() + 10 * 60_000),
    maxAttempts: 10,
  });
  return { status: 'done' };
};
