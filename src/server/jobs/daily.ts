import { addSeoulDays, seoulDay, seoulHour } from '@/lib/seoul-date';
import type { DbOrTx } from '../db/client';
import { enqueueJob } from './queue';

/**
 * A job that runs once a Seoul day (a purge, a sweep): keyed by kind and day, so starting the
 * server twice, or a run that schedules the next day twice, writes one row. The job's handler
 * schedules the next day's run at the hour and minute it names.
 */
export type DailyJob = { kind: string; hour: number; minute: number };

function dailyKey(kind: string, day: string): string {
  return `${kind}:${day}`;
}

/** Today's run, due now (at start-up); nothing when today's was written already. */
export function scheduleDailyJob(db: DbOrTx, job: DailyJob, now = new Date()): Promise<boolean> {
  const day = seoulDay(now);
  return enqueueJob(db, { kind: job.kind, payload: { day }, idempotencyKey: dailyKey(job.kind, day), runAt: now, maxAttempts: 10 });
}

/** Tomorrow's run at the job's Seoul time. */
export function scheduleNextDailyJob(db: DbOrTx, job: DailyJob, now = new Date()): Promise<boolean> {
  const day = addSeoulDays(seoulDay(now), 1);
  const runAt = new Date(seoulHour(day, job.hour).getTime() + job.minute * 60_000);
  return enqueueJob(db, { kind: job.kind, payload: { day }, idempotencyKey: dailyKey(job.kind, day), runAt, maxAttempts: 10 });
}
