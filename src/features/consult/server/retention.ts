import 'server-only';
import { and, inArray, lt, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/server/db/client';
import { auditLogs, consults, jobs, mails, rateLimits, sessions, storedFiles, verifications } from '@/server/db/schema';
import { deleteEvidenceBytes } from './evidence-files';
import { recordAudit } from '@/features/auth/server/audit';
import { enqueueJob, type JobHandler } from '@/server/jobs/queue';
import { addSeoulDays, seoulDay, seoulHour } from '@/lib/seoul-date';

/**
 * Retention (DESIGN section 5; 개인정보 보호법 제21조: personal data is destroyed once its
 * retention period ends). A daily job deletes consults older than the firm's
 * `consultRetentionMonths` (their consents, events and deliveries go by cascade), expired sessions
 * and verifications, and rate-limit counters whose window ended over a day ago. It writes one
 * audit entry as '시스템' with the counts, and schedules the next day's run first, so a failed
 * purge never ends the chain.
 */

export const RETENTION_PURGE_JOB = 'consult.retention-purge';

/** The purge runs at 04:00 Seoul time, when the inbox is quietest. */
export const RETENTION_RUN_HOUR = 4;

/**
 * The longest rate-limit window any caller uses (consult intake: one hour; auth: 15 minutes).
 * Counters are kept a day past a window of this length, so the purge never resets a live one.
 */
export const RATE_LIMIT_WINDOW_MAX_MS = 24 * 60 * 60_000;

export const SYSTEM_ACTOR_NAME = '시스템';

export function retentionJobKey(day: string): string {
  return `${RETENTION_PURGE_JOB}:${day}`;
}

/** 04:00 Seoul time on `day` (Korea has no daylight saving time). */
export function retentionRunAt(day: string): Date {
  return seoulHour(day, RETENTION_RUN_HOUR);
}

/**
 * Today's run, due now: the server calls this at start. A no-op when today's job exists (even a
 * finished one), so restarts never purge twice a day.
 */
export async function scheduleRetentionPurge(db: DbOrTx, now = new Date()): Promise<boolean> {
  const day = seoulDay(now);
  return enqueueJob(db, { kind: RETENTION_PURGE_JOB, payload: { day }, idempotencyKey: retentionJobKey(day), runAt: now, maxAttempts: 10 });
}

/** Tomorrow's run at 04:00 Seoul time. */
export async function scheduleNextRetentionPurge(db: DbOrTx, now = new Date()): Promise<{ day: string; runAt: Date }> {
  const day = addSeoulDays(seoulDay(now), 1);
  const runAt = retentionRunAt(day);
  await enqueueJob(db, { kind: RETENTION_PURGE_JOB, payload: { day }, idempotencyKey: retentionJobKey(day), runAt, maxAttempts: 10 });
  return { day, runAt };
}

export type PurgeCounts = {
  consults: number;
  sessions: number;
  verifications: number;
  rateLimits: number;
  mails: number;
  jobs: number;
  auditLogs: number;
  /** Evidence files attached to the purged consults (rows here, bytes after the commit). */
  files: number;
};

/** Mails hold reset links and addresses: kept a month for admins to answer "I got no mail". */
const MAIL_KEEP_DAYS = 30;
const FINISHED_JOB_KEEP_DAYS = 90;
/**
 * Access records are kept at least one year, two for large processors (개인정보의 안전성 확보조치
 * 기준 제8조); two years here, then they go.
 */
const AUDIT_KEEP_MONTHS = 24;
export type PurgeResult = { cutoff: Date; counts: PurgeCounts };

/** Deletes what is past its time, in one transaction with the audit entry that records it. */
export async function purgeExpiredData(db: Db, options: { retentionMonths: number; now?: Date }): Promise<PurgeResult> {
  const months = options.retentionMonths;
  if (!Number.isInteger(months) || months <= 0) throw new Error(`consultRetentionMonths must be a positive integer, got ${months}`);
  const now = options.now ?? new Date();
  let fileKeys: string[] = [];
  const result = await db.transaction(async (tx) => {
    const cutoffResult = await tx.execute(sql`select (${now.toISOString()}::timestamptz - make_interval(months => ${months})) as cutoff`);
    const cutoffValue = (cutoffResult as unknown as { rows: Array<{ cutoff: string | Date }> }).rows[0]!.cutoff;
    const cutoff = new Date(cutoffValue);
    // The consults' evidence files first: the link is 'set null', so after the consults go they could not be found.
    const deletedFiles = await tx
      .delete(storedFiles)
      .where(inArray(storedFiles.consultId, tx.select({ id: consults.id }).from(consults).where(lt(consults.createdAt, cutoff))))
      .returning({ key: storedFiles.key });
    fileKeys = deletedFiles.map((file) => file.key);
    const deletedConsults = await tx.delete(consults).where(lt(consults.createdAt, cutoff)).returning({ id: consults.id });
    const deletedSessions = await tx.delete(sessions).where(lt(sessions.expiresAt, now)).returning({ id: sessions.id });
    const deletedVerifications = await tx.delete(verifications).where(lt(verifications.expiresAt, now)).returning({ id: verifications.id });
    const windowsBefore = new Date(now.getTime() - RATE_LIMIT_WINDOW_MAX_MS - 24 * 60 * 60_000);
    const deletedRateLimits = await tx
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, windowsBefore))
      .returning({ key: rateLimits.key });
    const dayMs = 24 * 60 * 60_000;
    const deletedMails = await tx
      .delete(mails)
      .where(lt(mails.createdAt, new Date(now.getTime() - MAIL_KEEP_DAYS * dayMs)))
      .returning({ id: mails.id });
    const deletedJobs = await tx
      .delete(jobs)
      .where(
        and(
          inArray(jobs.status, ['done', 'skipped', 'failed']),
          lt(jobs.updatedAt, new Date(now.getTime() - FINISHED_JOB_KEEP_DAYS * dayMs)),
        ),
      )
      .returning({ id: jobs.id });
    const deletedAudit = await tx
      .delete(auditLogs)
      .where(lt(auditLogs.createdAt, sql`${now.toISOString()}::timestamptz - make_interval(months => ${AUDIT_KEEP_MONTHS})`))
      .returning({ id: auditLogs.id });
    const counts: PurgeCounts = {
      mails: deletedMails.length,
      jobs: deletedJobs.length,
      auditLogs: deletedAudit.length,
      consults: deletedConsults.length,
      sessions: deletedSessions.length,
      verifications: deletedVerifications.length,
      rateLimits: deletedRateLimits.length,
      files: deletedFiles.length,
    };
    await recordAudit(tx, {
      actor: { id: null, name: SYSTEM_ACTOR_NAME },
      action: 'retention.purge',
      subjectType: 'system',
      subjectId: seoulDay(now),
      detail: { retentionMonths: months, cutoff: cutoff.toISOString(), counts },
    });
    return { cutoff, counts };
  });
  // The bytes go once the rows are gone for good; a failed delete is logged, never undoes the purge.
  await deleteEvidenceBytes(fileKeys);
  return result;
}

export function retentionPurgeHandler(config: { retentionMonths: () => Promise<number>; now?: () => Date }): JobHandler {
  return async (_job, db) => {
    const now = config.now?.() ?? new Date();
    await scheduleNextRetentionPurge(db, now);
    const result = await purgeExpiredData(db, { retentionMonths: await config.retentionMonths(), now });
    const { counts } = result;
    console.log(
      `[retention] 상담 ${counts.consults}건, 만료 세션 ${counts.sessions}건, 인증 ${counts.verifications}건, 요청 제한 기록 ${counts.rateLimits}건을 삭제했습니다.`,
    );
    return { status: 'done' };
  };
}
