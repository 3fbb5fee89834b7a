import {
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** The firm's facts (DESIGN section 4): one row, edited in the back office. */
export const firmSettings = pgTable('firm_settings', {
  id: integer('id').primaryKey().default(1),
  data: jsonb('data').notNull(),
  ...timestamps,
});

/** 상담 신청. `id` is the numeric id of the spec's API; `legalCaseUuid` the case desk's key. */
export const consults = pgTable(
  'consults',
  {
    id: serial('id').primaryKey(),
    legalCaseUuid: uuid('legal_case_uuid').notNull(),
    name: text('name'),
    tel: text('tel').notNull(),
    content: text('content').notNull(),
    region: text('region'),
    category: text('category'),
    source: text('source').notNull(),
    inflowRoute: text('inflow_route'),
    inflowAt: timestamp('inflow_at', { withTimezone: true }),
    status: text('status').notNull().default('new'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('consults_legal_case_uuid_key').on(t.legalCaseUuid),
    index('consults_created_at_idx').on(t.createdAt),
    index('consults_status_idx').on(t.status),
  ],
);

/** 개인정보 수집·이용 동의: which text version the visitor agreed to, and when. */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    consultId: integer('consult_id')
      .notNull()
      .references(() => consults.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    textVersion: text('text_version').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('consents_consult_id_idx').on(t.consultId)],
);

/**
 * The outbox of work that must happen after a request (decision 002): claimed with
 * FOR UPDATE SKIP LOCKED, retried with backoff, never fire-and-forget.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(25),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lockedAt: timestamp('locked_at', { withTimezone: true }),
    lastError: text('last_error'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('jobs_idempotency_key_key').on(t.idempotencyKey),
    index('jobs_status_run_at_idx').on(t.status, t.runAt),
  ],
);

/** Every attempt to notify the partner API about a consult, for the back office's delivery log. */
export const partnerDeliveries = pgTable(
  'partner_deliveries',
  {
    id: serial('id').primaryKey(),
    consultId: integer('consult_id')
      .notNull()
      .references(() => consults.id, { onDelete: 'cascade' }),
    jobId: integer('job_id').notNull(),
    attempt: integer('attempt').notNull(),
    outcome: text('outcome').notNull(),
    httpStatus: integer('http_status'),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('partner_deliveries_consult_id_idx').on(t.consultId), index('partner_deliveries_job_id_idx').on(t.jobId)],
);

/** Fixed-window counters for rate limits, shared by every server process (decision 003). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [index('rate_limits_window_start_idx').on(t.windowStart)],
);

export const schema = { firmSettings, consults, consents, jobs, partnerDeliveries, rateLimits };

