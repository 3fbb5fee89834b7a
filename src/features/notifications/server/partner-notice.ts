import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/server/db/client';
import { consults, partnerDeliveries } from '@/server/db/schema';
import { enqueueJob, requeueJob, safeRemoteText, type JobHandler, type JobOutcome } from '@/server/jobs/queue';

/**
 * The partner notification (spec section 7): POST {PARTNER_API_URL}/api/consults/biz-kakao,
 * made by the job queue, retried while the partner is down, once per consult from the partner's
 * point of view thanks to the Idempotency-Key header.
 */

export const PARTNER_NOTICE_JOB = 'partner.consult-notice';

export type PartnerNoticeBody = { name: string; tel: string; legalCaseUuid: string; id: number; category: 'CONSULT' };

export function partnerNoticeBody(consult: { id: number; name: string | null; tel: string; legalCaseUuid: string }): PartnerNoticeBody {
  return {
    name: consult.name?.trim() || '고객',
    tel: consult.tel,
    legalCaseUuid: consult.legalCaseUuid,
    id: consult.id,
    category: 'CONSULT',
  };
}

/** The legal-case uuid is unique per consult, so it names the notice for the partner too. */
export function partnerIdempotencyKey(consult: { legalCaseUuid: string }): string {
  return `consult-${consult.legalCaseUuid}`;
}

/** The job row that delivers a consult's notice; written in the same statement as the consult. */
export function partnerNoticeJob(legalCaseUuid: string) {
  return { kind: PARTNER_NOTICE_JOB, payload: { legalCaseUuid }, idempotencyKey: partnerIdempotencyKey({ legalCaseUuid }) };
}

/**
 * The back office's '다시 보내기': the consult's notice job goes back in line, due now with a
 * fresh attempt budget ('requeued'), or is written if it never existed ('queued'). One being
 * sent right now is left alone ('running'). The partner still sees one notice per consult: the
 * Idempotency-Key header stays the same.
 */
export async function requeuePartnerNotice(db: DbOrTx, consult: { legalCaseUuid: string }): Promise<'requeued' | 'queued' | 'running'> {
  const result = await requeueJob(db, partnerIdempotencyKey(consult));
  if (result.status !== 'missing') return result.status;
  await enqueueJob(db, partnerNoticeJob(consult.legalCaseUuid));
  return 'queued';
}

const RETRYABLE = new Set([408, 425, 429]);

/** The partner's success (spec section 7): a JSON body whose `success` is true. */
export function partnerAccepted(body: string): boolean {
  try {
    const parsed = JSON.parse(body) as { success?: unknown } | null;
    return typeof parsed === 'object' && parsed !== null && parsed.success === true;
  } catch {
    return false;
  }
}

export function partnerNoticeHandler(config: { partnerApiUrl: string | undefined; timeoutMs?: number }): JobHandler {
  return async (job, db) => {
    const { legalCaseUuid } = job.payload as { legalCaseUuid: string };

    if (!config.partnerApiUrl) {
      // Recorded straight from the uuid: one statement, no read of the consult's personal data.
      const detail = 'PARTNER_API_URL is not configured';
      await db.execute(sql`
        insert into ${partnerDeliveries} (consult_id, job_id, attempt, outcome, detail)
        select id, ${job.id}, ${job.attempts}, 'skipped', ${detail} from ${consults} where legal_case_uuid = ${legalCaseUuid}`);
      return { status: 'skipped', detail };
    }

    const [consult] = await db.select().from(consults).where(eq(consults.legalCaseUuid, legalCaseUuid));
    if (!consult) return { status: 'failed', error: `consult ${legalCaseUuid} no longer exists` };
    const record = (outcome: string, httpStatus: number | null, detail: string | null) =>
      db.insert(partnerDeliveries).values({ consultId: consult.id, jobId: job.id, attempt: job.attempts, outcome, httpStatus, detail });

    const url = new URL('/api/consults/biz-kakao', config.partnerApiUrl).toString();
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': partnerIdempotencyKey(consult) },
        body: JSON.stringify(partnerNoticeBody(consult)),
        signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
      });
    } catch (error) {
      const detail = safeRemoteText(error instanceof Error ? `${error.name}: ${error.message}` : String(error)) ?? 'fetch failed';
      await record('retry', null, detail);
      return { status: 'retry', error: detail };
    }
    // What the partner said is stored as safe text: a NUL in its reply once made recording fail.
    const raw = await response.text().catch(() => '');
    const text = safeRemoteText(raw);
    // A repeated Idempotency-Key answered 409: the partner already has this notice.
    if (response.status === 409) {
      await record('delivered', response.status, text || null);
      return { status: 'done' };
    }
    if (response.ok) {
      // The spec's partner answers `{ success: true }`; any other 2xx (an HTML error page from a
      // proxy, an empty body) is not proof of delivery and is tried again.
      if (partnerAccepted(raw)) {
        await record('delivered', response.status, text || null);
        return { status: 'done' };
      }
      await record('retry', response.status, text || null);
      return { status: 'retry', error: `partner answered ${response.status} without success: true` };
    }
    if (response.status >= 500 || RETRYABLE.has(response.status)) {
      await record('retry', response.status, text || null);
      return { status: 'retry', error: `partner answered ${response.status}` };
    }
    await record('failed', response.status, text || null);
    return { status: 'failed', error: `partner rejected the notice with ${response.status}` };
  };
}

/**
 * A KakaoTalk notice to a visitor through the partner messaging API (POST
 * {PARTNER_API_URL}/api/notices/biz-kakao), for a job to return: done when the partner took it (or
 * already had it: 409 for a repeated Idempotency-Key), retry while it is down or busy, failed when
 * it refuses the notice. The key names the notice once, so a retried job never sends it twice.
 */
export async function postKakaoNotice(config: {
  partnerApiUrl: string;
  idempotencyKey: string;
  body: Record<string, unknown>;
  timeoutMs?: number;
}): Promise<JobOutcome> {
  let response: Response;
  try {
    response = await fetch(new URL('/api/notices/biz-kakao', config.partnerApiUrl), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': config.idempotencyKey },
      body: JSON.stringify(config.body),
      signal: AbortSignal.timeout(config.timeoutMs ?? 10_000),
    });
  } catch (error) {
    return {
      status: 'retry',
      error: safeRemoteText(error instanceof Error ? `${error.name}: ${error.message}` : String(error)) ?? 'fetch failed',
    };
  }
  await response.text().catch(() => '');
  if (response.ok || response.status === 409) return { status: 'done' };
  if (response.status >= 500 || RETRYABLE.has(response.status)) return { status: 'retry', error: `partner answered ${response.status}` };
  return { status: 'failed', error: `partner rejected the KakaoTalk notice with ${response.status}` };
}
