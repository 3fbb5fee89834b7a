import {
  paymentCashReceiptHandler,
  paymentExpireHandler,
  paymentNoticeHandler,
  paymentReconcileHandler,
  paymentRefundHandler,
} from '@/features/payments/server/jobs';
import {
  PAYMENT_CASH_RECEIPT_JOB,
  PAYMENT_EXPIRE_JOB,
  PAYMENT_NOTICE_JOB,
  PAYMENT_RECONCILE_JOB,
  PAYMENT_REFUND_JOB,
} from '@/features/payments/server/orders';
import { tossConfig } from '@/features/payments/server/toss-client';
import { RETENTION_PURGE_JOB, retentionPurgeHandler, scheduleRetentionPurge } from '@/features/consult/server/retention';
import { SEARCH_BACKFILL_JOB, searchBackfillHandler } from '@/features/community/server/search-terms';
import { TALK_REPLY_EMAIL_JOB, talkReplyEmailHandler } from '@/features/community/server/notifications';
import { QNA_ANSWER_NOTICE_JOB } from '@/features/qna/server/mutations';
import { qnaAnswerNoticeHandler } from '@/features/qna/server/notify';
import { qnaRetentionHandler, qnaRetentionJob } from '@/features/qna/server/retention';
import { BOOKING_HOLD_JOB, BOOKING_NOTICE_JOB, BOOKING_REMINDER_JOB } from '@/features/booking/server/mutations';
import { bookingHoldHandler, bookingNoticeHandler, bookingReminderHandler } from '@/features/booking/server/notify';
import { scheduleTrashPurge, TRASH_PURGE_JOB, trashPurgeHandler } from '@/features/community/server/trash';
import { scheduleTakedownSweep, TAKEDOWN_SWEEP_JOB, takedownSweepHandler } from '@/features/community/server/takedowns';
import { scheduleViewPurge, VIEW_PURGE_JOB, viewPurgeHandler } from '@/features/community/server/views';
import { replayViewRecords, type AuditEntry } from '@/features/auth/server/audit';
import { getFirmSettings } from '@/features/firm/server/queries';
import { sendMailHandler } from '@/features/notifications/server/mail';
import { SEND_MAIL_JOB } from '@/server/mail/outbox';
import { partnerNoticeHandler, PARTNER_NOTICE_JOB } from '@/features/notifications/server/partner-notice';
import { closeDb, getDatabaseHandle, getDb } from './db/db';
import { env } from './env';
import { reclaimOrphanedJobs } from './jobs/queue';
import { scheduleDailyJob } from './jobs/daily';
import { setJobWaker } from './jobs/wake';
import { startWorker, type Worker } from './jobs/worker';

/**
 * The server process's background side: the database opens (migrations, first-start seed) and
 * the job worker starts before the first request. Shared through globalThis because Next loads
 * instrumentation and routes as separate bundles.
 */
type Runtime = { worker?: Worker; started?: Promise<void> };
const runtime: Runtime = ((globalThis as Record<string, unknown>).__familyLawRuntime ??= {}) as Runtime;

export function startServerRuntime(): Promise<void> {
  // scripts/start.mjs writes a kept back-office page's view records again through this (decision 026).
  (globalThis as { __familyLawReplayViewRecords?: unknown }).__familyLawReplayViewRecords = async (
    entries: AuditEntry[],
    ipAddress: string,
  ) => replayViewRecords(await getDb(), entries, ipAddress);
  runtime.started ??= (async () => {
    const handle = await getDatabaseHandle();
    const db = handle.db;
    // One process holds the embedded database: a job still 'running' belongs to a process that was
    // killed, and goes back in line now rather than after the stale-lock wait (issue 11).
    if (handle.target.kind === 'pglite') {
      const reclaimed = await reclaimOrphanedJobs(db);
      if (reclaimed > 0) console.log(`[jobs] ${reclaimed} job(s) left running by a stopped process are due again`);
    }
    // Today's retention purge (idempotent per Seoul day); each run schedules the next day's.
    await scheduleRetentionPurge(db);
    // Today's community trash purge, the same way.
    await scheduleTrashPurge(db);
    // Today's takedown sweep (overdue blinds flagged to staff, requests past retention purged).
    await scheduleTakedownSweep(db);
    // Today's purge of the view counter's visitors (the days before yesterday).
    await scheduleViewPurge(db);
    // Today's Q&A retention run (private and unpublished questions past their time, old notice numbers).
    await scheduleDailyJob(db, qnaRetentionJob);
    if (env().JOB_WORKER === 'on') {
      const handlers = {
        [PARTNER_NOTICE_JOB]: partnerNoticeHandler({ partnerApiUrl: env().PARTNER_API_URL }),
        [SEND_MAIL_JOB]: sendMailHandler({ smtpUrl: env().SMTP_URL, from: async () => (await getFirmSettings()).supportEmail }),
        [SEARCH_BACKFILL_JOB]: searchBackfillHandler,
        [TRASH_PURGE_JOB]: trashPurgeHandler,
        [TALK_REPLY_EMAIL_JOB]: talkReplyEmailHandler({ siteUrl: env().SITE_URL }),
        [QNA_ANSWER_NOTICE_JOB]: qnaAnswerNoticeHandler({ siteUrl: env().SITE_URL, partnerApiUrl: env().PARTNER_API_URL }),
        [qnaRetentionJob.kind]: qnaRetentionHandler,
        [BOOKING_NOTICE_JOB]: bookingNoticeHandler({
          siteUrl: env().SITE_URL,
          partnerApiUrl: env().PARTNER_API_URL,
          settings: getFirmSettings,
        }),
        [BOOKING_REMINDER_JOB]: bookingReminderHandler({
          siteUrl: env().SITE_URL,
          partnerApiUrl: env().PARTNER_API_URL,
          settings: getFirmSettings,
        }),
        [BOOKING_HOLD_JOB]: bookingHoldHandler({ settings: getFirmSettings }),
        [PAYMENT_RECONCILE_JOB]: paymentReconcileHandler({ toss: tossConfig }),
        [PAYMENT_EXPIRE_JOB]: paymentExpireHandler,
        [PAYMENT_REFUND_JOB]: paymentRefundHandler({ toss: tossConfig }),
        [PAYMENT_CASH_RECEIPT_JOB]: paymentCashReceiptHandler({ toss: tossConfig }),
        [PAYMENT_NOTICE_JOB]: paymentNoticeHandler({
          siteUrl: env().SITE_URL,
          partnerApiUrl: env().PARTNER_API_URL,
          settings: getFirmSettings,
        }),
        [TAKEDOWN_SWEEP_JOB]: takedownSweepHandler({ alertTo: async () => (await getFirmSettings()).supportEmail }),
        [VIEW_PURGE_JOB]: viewPurgeHandler,
        [RETENTION_PURGE_JOB]: retentionPurgeHandler({ retentionMonths: async () => (await getFirmSettings()).consultRetentionMonths }),
      };
      runtime.worker = startWorker(getDb, handlers, {
        onError: (error) => console.error('[jobs] worker error', error),
      });
      setJobWaker(() => runtime.worker?.wake());
    }
    // scripts/start.mjs owns the signals when it serves: it stops accepting, lets the requests in
    // flight finish, then calls this. Anything else that starts the runtime (next dev) stops here.
    const control = globalThis as { __familyLawServerShutdown?: () => Promise<void>; __familyLawOwnsSignals?: boolean };
    control.__familyLawServerShutdown = stopServerRuntime;
    if (!control.__familyLawOwnsSignals) {
      const shutdown = async (signal: string) => {
        console.log(`[server] ${signal}: stopping the job worker and closing the database`);
        await stopServerRuntime();
        process.exit(0);
      };
      process.once('SIGTERM', () => void shutdown('SIGTERM'));
      process.once('SIGINT', () => void shutdown('SIGINT'));
    }
  })();
  return runtime.started;
}

/** Stops the job worker (letting a running batch finish), then closes the database. */
export async function stopServerRuntime(): Promise<void> {
  setJobWaker(undefined);
  await runtime.worker?.stop();
  await closeDb();
}
