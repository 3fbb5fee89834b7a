import { sql } from 'drizzle-orm';
import type { Db } from './db/client';
import { rateLimits } from './db/schema';

/**
 * Fixed-window counters in the database (decision 003), so every server process shares them.
 * Returns whether this hit is within the limit.
 */
export async function hitRateLimit(
  db: Db,
  rule: { key: string; limit: number; windowMs: number },
  now = Date.now(),
): Promise<{ allowed: boolean; count: number; retryAfterSeconds: number }> {
  const windowStartMs = Math.floor(now / rule.windowMs) * rule.windowMs;
  const windowStart = new Date(windowStartMs);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: rule.key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count });
  const count = row?.count ?? 1;
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStartMs + rule.windowMs - now) / 1000)),
  };
}
