import 'server-only';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { normalizeInput } from '@/lib/text';
import { partnerNoticeJob } from '@/features/notifications/server/partner-notice';
import { verifyTurnstile } from '@/server/bot-check';
import type { Tx } from '@/server/db/client';
import { getDb } from '@/server/db/db';
import { consents, consults } from '@/server/db/schema';
import { enqueueJobFrom } from '@/server/jobs/queue';
import { env } from '@/server/env';
import { hitRateLimit, rateHit, rateLimitHitStatement, type RateRule } from '@/server/rate-limit';
import { wakeJobs } from '@/server/jobs/wake';
import type { PublicActionOptions } from '@/features/auth/server/action-client';
import { CONSENT_VERSION, categories, messages, type ConsultSource, type ConsultFieldErrors } from '../domain/consult-form-rules';
import { validateConsult } from '../schemas';

export type ConsultModel = { id: number; name: string; legal_case_uuid: string };

export type FileConsultResult =
  | { ok: true; model: ConsultModel; createdAt: Date }
  | { ok: false; status: 400 | 429 | 500; formError: string; fieldErrors?: ConsultFieldErrors; retryAfterSeconds?: number };

/**
 * Thrown by a `meta.alongside` step to undo the whole intake (a booking whose time was just taken):
 * fileConsult rethrows it after the rollback, so the caller answers with its own words.
 */
export class IntakeAbort extends Error {
  constructor(readonly detail: unknown) {
    super('intake aborted');
  }
}

export type ConsultRequestMeta = {
  address: string;
  source: ConsultSource;
  /** A line stored above the visitor's text (a booking's place and time), added after validation. */
  contentPrefix?: string;
  /** The consent text the visitor saw, when it is not the consult form's own. */
  consent?: { purpose: string; version: string };
  /**
   * The spec's JSON API keeps what old clients send (decision 009): a category label outside the
   * list is saved as 기타소송 with the label kept, and a request without consent is saved and
   * marked for the consent to be confirmed on the call.
   */
  legacyClient?: boolean;
  /**
   * The caller's action chain (publicAction with `consultRateRule` and the bot checks) has already
   * counted this request and checked it for bots: the public consult forms.
   */
  guarded?: boolean;
  /**
   * More writes that belong to this request (a booking, its notice and reminder jobs), made in the
   * same transaction as the consult, its consent record and its partner job: all or nothing.
   */
  alongside?: (tx: Tx, consult: ConsultModel) => Promise<void>;
};

/** The consent record of an API request that carried no consent (decision 009). */
export const UNCONFIRMED_CONSENT = { purpose: 'consult-unconfirmed', version: 'none' } as const;

const RATE_WINDOW_MS = 60 * 60_000;

/** The public consult forms' chain options (publicAction): the intake's allowance, the bot checks, the intake's words. */
export const consultActionGuard: PublicActionOptions<{ website: string; token: string | null }> = {
  name: 'consult',
  rateLimit: consultRateRule,
  botCheck: { honeypot: (input) => input.website, turnstileToken: (input) => input.token },
  messages: {
    tooMany: messages.rateLimited,
    botRejected: messages.botRejected,
    botCheckFailed: messages.botCheckFailed,
    failed: messages.saveFailed,
  },
};

/** The intake's allowance per address and hour, one counter for the JSON API and the consult forms. */
export function consultRateRule(address: string): RateRule {
  return { key: `consult:${address}`, limit: env().CONSULT_RATE_LIMIT, windowMs: RATE_WINDOW_MS };
}

/**
 * Files a consultation request (DESIGN section 5): validate with the spec's rules, check the
 * honeypot, the rate limit and Turnstile, then store the consult, its consent record and the
 * partner notification job in one statement. Only a committed write answers ok.
 */
export async function fileConsult(input: unknown, meta: ConsultRequestMeta): Promise<FileConsultResult> {
  // NUL and other control characters would make the database refuse the consult: normalized first.
  const raw = normalizeInput((typeof input === 'object' && input !== null ? input : {}) as Record<string, unknown>);

  let legacyLabel: string | null = null;
  if (
    meta.legacyClient &&
    typeof raw.category === 'string' &&
    raw.category.trim() !== '' &&
    !(categories as readonly string[]).includes(raw.category.trim())
  ) {
    legacyLabel = raw.category.trim().slice(0, 50);
    raw.category = '기타소송';
  }
  const consented = raw.consent === true || raw.consent === 'on' || raw.consent === 'true';
  const checked = validateConsult(raw);
  const fieldErrors: ConsultFieldErrors = checked.ok ? {} : { ...checked.fieldErrors };
  if (!consented && !meta.legacyClient) fieldErrors.consent = messages.consent;
  if (!checked.ok || fieldErrors.consent) {
    return { ok: false, status: 400, formError: firstMessage(fieldErrors), fieldErrors };
  }
  // A hidden field people never see: anything in it was typed by a bot.
  if (typeof raw.website === 'string' && raw.website.trim() !== '') {
    return { ok: false, status: 400, formError: messages.botRejected };
  }

  const settings = env();
  const rule = consultRateRule(meta.address);
  let db: Awaited<ReturnType<typeof getDb>>;
  try {
    db = await getDb();
  } catch (error) {
    console.error('[consult] opening the database failed', error);
    return { ok: false, status: 500, formError: messages.saveFailed };
  }
  // With a bot check, the count comes first (so a flood cannot make us call Cloudflare), then the
  // check, then the save. Without one, the save's own statement counts (below): one round trip.
  // A guarded request was counted and checked by its action chain.
  let counted = meta.guarded === true;
  if (!counted && settings.TURNSTILE_SECRET_KEY) {
    let limit: Awaited<ReturnType<typeof hitRateLimit>>;
    try {
      limit = await hitRateLimit(db, rule);
    } catch (error) {
      console.error('[consult] rate limit check failed', error);
      return { ok: false, status: 500, formError: messages.saveFailed };
    }
    if (!limit.allowed) {
      return { ok: false, status: 429, formError: messages.rateLimited, retryAfterSeconds: limit.retryAfterSeconds };
    }
    counted = true;
    const token =
      typeof raw.token === 'string' ? raw.token : typeof raw['cf-turnstile-response'] === 'string' ? raw['cf-turnstile-response'] : null;
    const passed = await verifyTurnstile({
      secret: settings.TURNSTILE_SECRET_KEY,
      verifyUrl: settings.TURNSTILE_VERIFY_URL,
      token: token as string | null,
      remoteIp: meta.address,
    });
    if (!passed) return { ok: false, status: 400, formError: messages.botCheckFailed };
  }

  const { data } = checked;
  const prefixes = [meta.contentPrefix, legacyLabel ? `[보낸 상담 분야: ${legacyLabel}]` : undefined].filter(Boolean);
  const content = prefixes.length > 0 ? `${prefixes.join('\n')}\n\n${data.content}` : data.content;
  const consent = consented ? (meta.consent ?? { purpose: 'consult', version: CONSENT_VERSION }) : UNCONFIRMED_CONSENT;
  const inflowRoute = typeof raw.inflow_route === 'string' ? raw.inflow_route.trim().slice(0, 300) || null : null;
  const inflowAt = parseDate(raw.inflow_at);
  const now = new Date();
  const legalCaseUuid = randomUUID();
  const job = partnerNoticeJob(legalCaseUuid);
  try {
    // One statement counts the request against the address's hourly allowance and, within it,
    // stores the consult, its consent record and the notification job: atomic without an explicit
    // transaction, and one round trip (PGlite runs on the request's thread; issue 11).
    const hit = counted ? sql`select 1 as count` : rateLimitHitStatement(rule, now.getTime());
    const statement = sql`
      with hit as (${hit}), saved as (
        insert into ${consults} (legal_case_uuid, name, tel, content, region, category, source, inflow_route, inflow_at, created_at, updated_at)
        select ${legalCaseUuid}, ${data.name || null}, ${data.tel}, ${content}, ${data.address || null}, ${data.category || null},
               ${meta.source}, ${inflowRoute}, ${inflowAt?.toISOString() ?? null}, ${now.toISOString()}, ${now.toISOString()}
        from hit where hit.count <= ${rule.limit}
        returning id, name, legal_case_uuid, created_at
      ), consent as (
        insert into ${consents} (consult_id, purpose, text_version, agreed_at)
        select id, ${consent.purpose}, ${consent.version}, ${now.toISOString()} from saved
      ), job as (${enqueueJobFrom(sql`saved`, job)})
      select hit.count, saved.id, saved.name, saved.legal_case_uuid, saved.created_at from hit left join saved on true`;
    const alongside = meta.alongside;
    const result = alongside
      ? await db.transaction(async (tx) => {
          const written = await tx.execute(statement);
          const first = (written as unknown as { rows: Array<{ id: number | null; name: string | null; legal_case_uuid: string }> })
            .rows[0];
          if (first?.id !== null && first?.id !== undefined) {
            await alongside(tx, { id: Number(first.id), name: first.name ?? '', legal_case_uuid: first.legal_case_uuid });
          }
          return written;
        })
      : await db.execute(statement);
    const row = (
      result as unknown as {
        rows: Array<{
          count: number | string;
          id: number | null;
          name: string | null;
          legal_case_uuid: string | null;
          created_at: string | Date | null;
        }>;
      }
    ).rows[0];
    if (!row) throw new Error('insert returned no row');
    const limit = rateHit(rule, Number(row.count), now.getTime());
    if (!limit.allowed) {
      return { ok: false, status: 429, formError: messages.rateLimited, retryAfterSeconds: limit.retryAfterSeconds };
    }
    const saved = row as { id: number; name: string | null; legal_case_uuid: string; created_at: string | Date };
    if (saved.id === null) throw new Error('insert returned no row');
    wakeJobs();
    return {
      ok: true,
      model: { id: Number(saved.id), name: saved.name ?? '', legal_case_uuid: saved.legal_case_uuid },
      createdAt: new Date(saved.created_at),
    };
  } catch (error) {
    if (error instanceof IntakeAbort) throw error;
    console.error('[consult] save failed', error);
    return { ok: false, status: 500, formError: messages.saveFailed };
  }
}

function firstMessage(errors: ConsultFieldErrors): string {
  return errors.tel ?? errors.content ?? errors.consent ?? Object.values(errors)[0] ?? messages.saveFailed;
}

function parseDate(value: unknown): Date | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}
