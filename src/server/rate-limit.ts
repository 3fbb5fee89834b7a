import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './db/client';
import { rateLimits } from './db/schema';

export type RateRule = { key: string; limit: number; windowMs: number };
export type RateHit = { allowed: boolean; count: number; retryAfterSeconds: number };

/**
 * The counting statement alone (`insert … returning count`), for a caller that gates its own
 * write on the count in the same statement: the consult intake counts and saves in one round trip.
 */
export function rateLimitHitStatement(rule: RateRule, now = Date.now()): SQL {
  const windowStart = new Date(Math.floor(now / rule.windowMs) * rule.windowMs);
  return sql`insert into ${rateLimits} (key, window_start, count) values (${rule.key}, ${windowStart.toISOString()}, 1)
    on conflict (key) do update set
      count = case when ${rateLimits}.window_start = excluded.window_start then ${rateLimits}.count + 1 else 1 end,
      window_start = excluded.window_start
    returning count`;
}

/** What a count means for a rule: allowed or not, and when the window ends. */
export function rateHit(rule: RateRule, count: number, now = Date.now()): RateHit {
  const windowStartMs = Math.floor(now / rule.windowMs) * rule.windowMs;
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStartMs + rule.windowMs - now) / 1000)),
  };
}

/**
 * Fixed-window counters in the database (decision 003), so every server process shares them.
 * Returns whether this hit is within the limit.
 */
export async function hitRateLimit(db: Db, rule: RateRule, now = Date.now()): Promise<RateHit> {
  const result = await db.execute(rateLimitHitStatement(rule, now));
  const [row] = (result as unknown as { rows: Array<{ count: number | string }> }).rows;
  return rateHit(rule, Number(row?.count ?? 1), now);
}
