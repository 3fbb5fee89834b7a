import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
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
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: text('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The first time staff moved it out of 신규: the answer time the inbox measures. */
    firstAnsweredAt: timestamp('first_answered_at', { withTimezone: true }),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('consults_legal_case_uuid_key').on(t.legalCaseUuid),
    index('consults_created_at_idx').on(t.createdAt),
    index('consults_status_idx').on(t.status),
    index('consults_assignee_id_idx').on(t.assigneeId),
    index('consults_status_changed_by_idx').on(t.statusChangedBy),
    index('consults_region_idx').on(t.region),
    index('consults_category_idx').on(t.category),
    index('consults_tel_idx').on(t.tel),
  ],
);

/** The consult's history in the back office: status changes, assignments and internal notes. */
export const consultEvents = pgTable(
  'consult_events',
  {
    id: serial('id').primaryKey(),
    consultId: integer('consult_id')
      .notNull()
      .references(() => consults.id, { onDelete: 'cascade' }),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    /** Kept when the account goes, so the history still says who. */
    actorName: text('actor_name').notNull(),
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    assigneeId: text('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('consult_events_consult_id_idx').on(t.consultId, t.createdAt),
    index('consult_events_actor_id_idx').on(t.actorId),
    index('consult_events_assignee_id_idx').on(t.assigneeId),
  ],
);

/** 개인정보 수집·이용 동의: which text version the visitor agreed to, and when. */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    /** One of consultId or userId: a consult's consent, or a member's at sign-up. */
    consultId: integer('consult_id').references(() => consults.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    textVersion: text('text_version').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('consents_consult_id_idx').on(t.consultId), index('consents_user_id_idx').on(t.userId)],
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

/*
 * Accounts (better-auth's four tables, plural names through `usePlural`). The member's display
 * name is `name`; `roleRules` is the spec's `userinfo.role`: extra CASL rules as a JSON string.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    roleRules: text('role_rules'),
    ageConfirmedAt: timestamp('age_confirmed_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('users_email_key').on(t.email), index('users_created_at_idx').on(t.createdAt)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    ...timestamps,
  },
  (t) => [uniqueIndex('sessions_token_key').on(t.token), index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    ...timestamps,
  },
  (t) => [index('accounts_user_id_idx').on(t.userId), index('accounts_provider_account_idx').on(t.providerId, t.accountId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier), index('verifications_expires_at_idx').on(t.expiresAt)],
);

/** Roles are data (spec section 6): the name is also the CASL subject it grants. */
export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const userRoles = pgTable(
  'user_roles',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
    grantedBy: text('granted_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.roleId] }),
    index('user_roles_role_id_idx').on(t.roleId),
    index('user_roles_granted_by_idx').on(t.grantedBy),
  ],
);

/** Community badges (the spec's dev-only badge management). */
export const badges = pgTable('badges', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull(),
  ...timestamps,
});

export const userBadges = pgTable(
  'user_badges',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    badgeId: integer('badge_id')
      .notNull()
      .references(() => badges.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.badgeId] }), index('user_badges_badge_id_idx').on(t.badgeId)],
);

/**
 * Who looked at or changed what (DESIGN section 5): every view of a consult's personal data,
 * every staff write. The actor's name is copied so the log survives the account.
 */
export const auditLogs = pgTable(
  'audit_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    detail: jsonb('detail'),
    ipAddress: text('ip_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_logs_created_at_idx').on(t.createdAt),
    index('audit_logs_subject_idx').on(t.subjectType, t.subjectId),
    index('audit_logs_actor_id_idx').on(t.actorId),
  ],
);

/** Every mail the site sends. Without SMTP_URL it stays here as 'stored' for admins to read. */
export const mails = pgTable(
  'mails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    kind: text('kind').notNull(),
    status: text('status').notNull().default('pending'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    lastError: text('last_error'),
    ...timestamps,
  },
  (t) => [index('mails_created_at_idx').on(t.createdAt), index('mails_status_idx').on(t.status)],
);

/** Secrets the server makes for itself when none is configured (AUTH_SECRET), shared by every process. */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const schema = {
  firmSettings,
  consults,
  consultEvents,
  consents,
  jobs,
  partnerDeliveries,
  rateLimits,
  users,
  sessions,
  accounts,
  verifications,
  roles,
  userRoles,
  badges,
  userBadges,
  auditLogs,
  mails,
  serverSecrets,
};

