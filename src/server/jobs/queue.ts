import { and, asc, eq, inArray, lt, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { jobs } from '../db/schema';
import { normalizeText } from '@/lib/text';
import { backoffMs } from './backoff';

/**
 * A small Postgres outbox (decision 002). A job is written in the same transaction as the data
 * it is about, claimed with FOR UPDATE SKIP LOCKED by any process, and retried with backoff.
 * A claim is a lease: the process running a job renews `locked_at` every HEARTBEAT_MS, so a job
 * left 'running' by a process that died is claimed again once STALE_MS passes without a renewal.
 */

export type JobRow = typeof jobs.$inferSelect;

/** What a handler reports: done, retry later, or give up (a permanent failure). */
export type JobOutcome =
  { status: 'done' } | { status: 'skipped'; detail: string } | { status: 'retry'; error: string } | { status: 'failed'; error: string };

export type JobHandler = (job: JobRow, db: Db) => Promise<JobOutcome>;

/** A claim not renewed for this long belongs to a dead process (issue 11: under a minute). */
export const STALE_MS = 45_000;
/** How often a running process renews the claims it holds; well inside STALE_MS. */
export const HEARTBEAT_MS = 10_000;

/**
 * Writes a job unless one with the same idempotency key exists (even a finished one). `runAt`
 * schedules it for later (the daily retention purge); by default it is due now. Answers whether
 * this call wrote it.
 */
export async function enqueueJob(db: DbOrTx, job: NewJob & { runAt?: Date }): Promise<boolean> {
  const written = await db
    .insert(jobs)
    .values({
      kind: job.kind,
      payload: job.payload,
      idempotencyKey: job.idempotencyKey,
      maxAttempts: job.maxAttempts ?? 25,
      ...(job.runAt ? { runAt: job.runAt } : {}),
    })
    .onConflictDoNothing({ target: jobs.idempotencyKey })
    .returning({ id: jobs.id });
  return written.length > 0;
}

export type NewJob = { kind: string; payload: unknown; idempotencyKey: string; maxAttempts?: number };

/**
 * enqueueJob as a statement to embed in a caller's own `with … insert` (consult intake, issue 11:
 * one round trip): writes the job once for each row of `source` (a CTE name), and nothing when
 * `source` is empty. Same defaults and the same idempotency rule as enqueueJob.
 */
export function enqueueJobFrom(source: SQL, job: NewJob): SQL {
  return sql`insert into ${jobs} (kind, payload, idempotency_key, max_attempts)
    select ${job.kind}, ${JSON.stringify(job.payload)}::jsonb, ${job.idempotencyKey}, ${job.maxAttempts ?? 25} from ${source}
    on conflict (idempotency_key) do nothing`;
}

export type RequeueResult = { status: 'requeued'; job: JobRow } | { status: 'running' } | { status: 'missing' };

/**
 * Puts an existing job back in line: pending, due now (or at `runAt`), with a fresh attempt
 * budget and no error, whatever it finished as. A job a live process is running right now is
 * left alone ('running'); one whose process died (locked longer than STALE_MS) is taken back.
 */
export async function requeueJob(db: DbOrTx, idempotencyKey: string, options: { runAt?: Date } = {}): Promise<RequeueResult> {
  const staleBefore = sql`now() - make_interval(secs => ${STALE_MS / 1000})`;
  const [job] = await db
    .update(jobs)
    .set({
      status: 'pending',
      attempts: 0,
      runAt: options.runAt ?? sql`now()`,
      lockedAt: null,
      finishedAt: null,
      lastError: null,
      updatedAt: sql`now()`,
    })
    .where(and(eq(jobs.idempotencyKey, idempotencyKey), or(ne(jobs.status, 'running'), lt(jobs.lockedAt, staleBefore))))
    .returning();
  if (job) return { status: 'requeued', job };
  const [existing] = await db.select({ id: jobs.id }).from(jobs).where(eq(jobs.idempotencyKey, idempotencyKey));
  return existing ? { status: 'running' } : { status: 'missing' };
}

/**
 * The time jobs are due against: the database's clock (rows are stamped by it), unless a caller
 * passes its own, as tests do to replay a given day whatever the real date.
 */
export type ClockOption = { now?: Date };

function dbNow(options: ClockOption) {
  return options.now ? sql`${options.now.toISOString()}::timestamptz` : sql`now()`;
}

/** Claims due jobs in one statement: FOR UPDATE SKIP LOCKED hands each job to one process. */
export async function claimJobs(db: Db, limit: number, options: ClockOption = {}): Promise<JobRow[]> {
  const now = dbNow(options);
  const staleBefore = sql`${now} - make_interval(secs => ${STALE_MS / 1000})`;
  const due = db
    .select({ id: jobs.id })
    .from(jobs)
    .where(or(and(eq(jobs.status, 'pending'), lte(jobs.runAt, now)), and(eq(jobs.status, 'running'), lt(jobs.lockedAt, staleBefore))))
    .orderBy(asc(jobs.runAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(jobs)
    .set({ status: 'running', lockedAt: sql`now()`, attempts: sql`${jobs.attempts} + 1`, updatedAt: sql`now()` })
    .where(inArray(jobs.id, due))
    .returning();
}

/**
 * What a remote server said, made storable: NUL (which PostgreSQL refuses in text) and other
 * control characters dropped, length capped. A reply must never stop a job from finishing.
 */
export function safeRemoteText(text: string | null | undefined, max = 500): string | null {
  if (text === null || text === undefined) return null;
  const clean = normalizeText(text);
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

export async function finishJob(db: Db, job: JobRow, outcome: JobOutcome, options: { baseBackoffMs?: number } = {}): Promise<void> {
  try {
    await writeOutcome(db, job, sanitizeOutcome(outcome), options);
  } catch (error) {
    // The outcome's text is the only part a remote server chose; without it the update cannot fail
    // on content, so the job never stays 'running' to be sent again later.
    console.error(`[jobs] recording the outcome of job ${job.id} failed; recorded without its message`, error);
    await writeOutcome(db, job, stripMessage(outcome), options);
  }
}

function sanitizeOutcome(outcome: JobOutcome): JobOutcome {
  if (outcome.status === 'skipped') return { ...outcome, detail: safeRemoteText(outcome.detail) ?? '' };
  if (outcome.status === 'retry' || outcome.status === 'failed') return { ...outcome, error: safeRemoteText(outcome.error) ?? '' };
  return outcome;
}

function stripMessage(outcome: JobOutcome): JobOutcome {
  if (outcome.status === 'skipped') return { status: 'skipped', detail: 'skipped' };
  if (outcome.status === 'retry') return { status: 'retry', error: 'error message not storable' };
  if (outcome.status === 'failed') return { status: 'failed', error: 'error message not storable' };
  return outcome;
}

async function writeOutcome(db: Db, job: JobRow, outcome: JobOutcome, options: { baseBackoffMs?: number }): Promise<void> {
  const now = new Date();
  if (outcome.status === 'done' || outcome.status === 'skipped') {
    await db
      .update(jobs)
      .set({
        status: outcome.status,
        finishedAt: now,
        lockedAt: null,
        lastError: outcome.status === 'skipped' ? outcome.detail : null,
        updatedAt: now,
      })
      .where(eq(jobs.id, job.id));
    return;
  }
  const giveUp = outcome.status === 'failed' || job.attempts >= job.maxAttempts;
  await db
    .update(jobs)
    .set(
      giveUp
        ? { status: 'failed', finishedAt: now, lockedAt: null, lastError: outcome.error, updatedAt: now }
        : {
            status: 'pending',
            lockedAt: null,
            lastError: outcome.error,
            runAt: sql`now() + make_interval(secs => ${backoffMs(job.attempts, options.baseBackoffMs) / 1000})`,
            updatedAt: now,
          },
    )
    .where(eq(jobs.id, job.id));
}

/**
 * The embedded database admits one process (its lock file), so at start every job still marked
 * 'running' was claimed by a process that died: it is due again at once instead of after STALE_MS.
 * Never call this on a database other processes share.
 */
export async function reclaimOrphanedJobs(db: Db): Promise<number> {
  const reclaimed = await db
    .update(jobs)
    .set({ status: 'pending', lockedAt: null, runAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(jobs.status, 'running'))
    .returning({ id: jobs.id });
  return reclaimed.length;
}

/**
 * Renews the lease of jobs this process is still running. Only rows still 'running' are touched:
 * a job another process took over after a stall, and then finished, is left as it is.
 */
export async function renewLeases(db: Db, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const renewed = await db
    .update(jobs)
    .set({ lockedAt: sql`now()` })
    .where(and(inArray(jobs.id, ids), eq(jobs.status, 'running')))
    .returning({ id: jobs.id });
  return renewed.length;
}

/** Claims and runs due jobs until none is left; returns how many ran. */
export async function runDueJobs(
  db: Db,
  handlers: Record<string, JobHandler>,
  options: { batch?: number; baseBackoffMs?: number; heartbeatMs?: number } & ClockOption = {},
): Promise<number> {
  let ran = 0;
  for (;;) {
    const batch = await claimJobs(db, options.batch ?? 10, options);
    if (batch.length === 0) return ran;
    const running = new Set(batch.map((job) => job.id));
    const heartbeat = setInterval(() => {
      renewLeases(db, [...running]).catch((error: unknown) => console.error('[jobs] renewing job leases failed', error));
    }, options.heartbeatMs ?? HEARTBEAT_MS);
    heartbeat.unref();
    try {
      await Promise.all(
        batch.map(async (job) => {
          const handler = handlers[job.kind];
          let outcome: JobOutcome;
          try {
            outcome = handler ? await handler(job, db) : { status: 'failed', error: `no handler for job kind ${job.kind}` };
          } catch (error) {
            outcome = { status: 'retry', error: error instanceof Error ? error.message : String(error) };
          }
          await finishJob(db, job, outcome, options);
          running.delete(job.id);
          ran += 1;
        }),
      );
    } finally {
      clearInterval(heartbeat);
    }
  }
}
