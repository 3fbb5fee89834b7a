import {
  type AnyPgColumn,
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
  foreignKey,
  unique,
  check,
  customType,
  date,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

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
    /** A takedown request's consent (정보통신망법 제44조의2, issue 13). */
    takedownId: integer('takedown_id').references((): AnyPgColumn => talkTakedowns.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    textVersion: text('text_version').notNull(),
    agreedAt: timestamp('agreed_at', { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [
    index('consents_consult_id_idx').on(t.consultId),
    index('consents_user_id_idx').on(t.userId),
    index('consents_takedown_id_idx').on(t.takedownId),
  ],
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
  (t) => [uniqueIndex('jobs_idempotency_key_key').on(t.idempotencyKey), index('jobs_status_run_at_idx').on(t.status, t.runAt)],
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

/**
 * The firm's editable content (issue 4). Every item is a draft until published; public pages
 * read only `status = 'published'`. Lawyers, cases and reviews keep numeric ids (the spec's
 * resume_id, case_id, review_id); posts and broadcasts have Korean slugs.
 */
const publishing = {
  status: text('status').notNull().default('draft'),
  publishedAt: timestamp('published_at', { withTimezone: true }),
};

export const lawyers = pgTable(
  'lawyers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    title: text('title').notNull(),
    photoPath: text('photo_path'),
    summary: text('summary').notNull(),
    introHtml: text('intro_html').notNull().default(''),
    education: jsonb('education').$type<string[]>().notNull().default([]),
    career: jsonb('career').$type<string[]>().notNull().default([]),
    /** 대한변호사협회 등록 전문분야, exactly as registered. */
    registeredSpecialties: jsonb('registered_specialties').$type<string[]>().notNull().default([]),
    /** The site's six specialty slugs the lawyer handles (routes.ts `specialties`). */
    specialties: jsonb('specialties').$type<string[]>().notNull().default([]),
    officeName: text('office_name'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The staff account that answers in the Q&A centre as this lawyer (issue 14); one profile per account. */
    accountId: text('account_id').references(() => users.id, { onDelete: 'set null' }),
    ...publishing,
    ...timestamps,
  },
  (t) => [index('lawyers_status_sort_idx').on(t.status, t.sortOrder), uniqueIndex('lawyers_account_id_key').on(t.accountId)],
);

export const winCases = pgTable(
  'win_cases',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    specialty: text('specialty').notNull(),
    /** 판결 (judgment), 조정 (mediated), 합의 (settled). */
    resolution: text('resolution').notNull(),
    court: text('court').notNull(),
    decidedOn: text('decided_on').notNull(),
    summary: text('summary').notNull(),
    outcome: text('outcome').notNull(),
    bodyHtml: text('body_html').notNull().default(''),
    lawyerId: integer('lawyer_id').references(() => lawyers.id, { onDelete: 'restrict' }),
    ...publishing,
    ...timestamps,
  },
  (t) => [
    index('win_cases_status_published_idx').on(t.status, t.publishedAt),
    // The public list's keyset pages, newest decision first (listWinCasePage).
    index('win_cases_status_decided_idx').on(t.status, t.decidedOn, t.id),
    index('win_cases_specialty_idx').on(t.specialty),
    index('win_cases_lawyer_id_idx').on(t.lawyerId),
  ],
);

export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    specialty: text('specialty').notNull(),
    /** Masked, e.g. '김○○ 님 (40대)'. Never the client's full name. */
    clientLabel: text('client_label').notNull(),
    bodyHtml: text('body_html').notNull(),
    lawyerId: integer('lawyer_id').references(() => lawyers.id, { onDelete: 'restrict' }),
    /** The client's written consent to publish; a review without it cannot be published. */
    consentRecordedAt: timestamp('consent_recorded_at', { withTimezone: true }),
    consentNote: text('consent_note'),
    ...publishing,
    ...timestamps,
  },
  (t) => [
    index('reviews_status_published_idx').on(t.status, t.publishedAt),
    index('reviews_specialty_idx').on(t.specialty),
    index('reviews_lawyer_id_idx').on(t.lawyerId),
  ],
);

export const posts = pgTable(
  'posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    category: text('category').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    bodyHtml: text('body_html').notNull(),
    coverPath: text('cover_path'),
    lawyerId: integer('lawyer_id').references(() => lawyers.id, { onDelete: 'set null' }),
    ...publishing,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('posts_slug_idx').on(t.slug),
    index('posts_status_published_idx').on(t.status, t.publishedAt),
    index('posts_category_idx').on(t.category),
    index('posts_lawyer_id_idx').on(t.lawyerId),
  ],
);

export const broadcasts = pgTable(
  'broadcasts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    channel: text('channel').notNull(),
    program: text('program').notNull(),
    airedOn: text('aired_on').notNull(),
    summary: text('summary').notNull(),
    bodyHtml: text('body_html').notNull().default(''),
    videoUrl: text('video_url'),
    lawyerId: integer('lawyer_id').references(() => lawyers.id, { onDelete: 'set null' }),
    ...publishing,
    ...timestamps,
  },
  (t) => [
    uniqueIndex('broadcasts_slug_idx').on(t.slug),
    index('broadcasts_status_aired_idx').on(t.status, t.airedOn),
    index('broadcasts_lawyer_id_idx').on(t.lawyerId),
  ],
);

/** 언론 보도: an outside article about the firm, linked, not copied. */
export const pressItems = pgTable(
  'press_items',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    outlet: text('outlet').notNull(),
    publishedOn: text('published_on').notNull(),
    url: text('url').notNull(),
    summary: text('summary').notNull(),
    lawyerId: integer('lawyer_id').references(() => lawyers.id, { onDelete: 'set null' }),
    ...publishing,
    ...timestamps,
  },
  (t) => [index('press_items_status_published_idx').on(t.status, t.publishedOn), index('press_items_lawyer_id_idx').on(t.lawyerId)],
);

/** A slug a post or broadcast used to have: the old path answers 308 to the current one. */
export const slugRedirects = pgTable(
  'slug_redirects',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    oldSlug: text('old_slug').notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('slug_redirects_kind_old_slug_idx').on(t.kind, t.oldSlug), index('slug_redirects_target_idx').on(t.kind, t.targetId)],
);

/** Edited blocks of fixed pages (the fee schedule), one JSON document per key. */
export const contentBlocks = pgTable('content_blocks', {
  key: text('key').primaryKey(),
  data: jsonb('data').notNull(),
  ...timestamps,
});

/** Files behind the storage interface. Public files (post images) are served at /files/{key}. */
export const storedFiles = pgTable(
  'stored_files',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    visibility: text('visibility').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull(),
    uploadedBy: text('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    /** Evidence a visitor attached to a consultation request (issue 5, /upload): private files. */
    consultId: integer('consult_id').references(() => consults.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('stored_files_key_idx').on(t.key),
    index('stored_files_uploaded_by_idx').on(t.uploadedBy),
    index('stored_files_consult_id_idx').on(t.consultId),
  ],
);

/**
 * The award analysis's data set (issue 5, section 4): anonymised past awards of damages against
 * the affair partner, edited in the back office; the public analysis reads published rows only.
 */
export const affairAwards = pgTable(
  'affair_awards',
  {
    id: serial('id').primaryKey(),
    caseLabel: text('case_label').notNull(),
    court: text('court').notNull(),
    decidedOn: text('decided_on').notNull(),
    /** The award in won. */
    amount: integer('amount').notNull(),
    marriageYears: integer('marriage_years').notNull(),
    /** The marriage ended or a divorce suit was under way. */
    divorced: boolean('divorced').notNull(),
    hasMinorChildren: boolean('has_minor_children').notNull(),
    affairMonths: integer('affair_months').notNull(),
    cohabitation: boolean('cohabitation').notNull(),
    pregnancy: boolean('pregnancy').notNull(),
    knewOfMarriage: boolean('knew_of_marriage').notNull(),
    continuedAfterDiscovery: boolean('continued_after_discovery').notNull(),
    summary: text('summary').notNull(),
    status: text('status').notNull().default('draft'),
    ...timestamps,
  },
  (t) => [index('affair_awards_status_idx').on(t.status), index('affair_awards_amount_idx').on(t.amount)],
);

/**
 * The anonymous couples community (/talk). A post belongs to one board (community/domain/boards.ts).
 * On the anonymous boards `authorLabel` is the per-post pseudonym fixed when the post is written;
 * on the public board readers see the member's current display name (joined, never copied), so a
 * deleted account leaves '탈퇴한 회원' and no name behind. Staff hide posts (`hiddenAt`) and mark
 * them recommended; authors delete their own (`deletedAt`, restorable by staff).
 */
export const talkPosts = pgTable(
  'talk_posts',
  {
    id: serial('id').primaryKey(),
    board: text('board').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** The writer's account; null for demo posts and once the account is deleted (the post stays). */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The pseudonym on anonymous boards; empty for members' posts on the public board (demo posts: a nickname). */
    authorLabel: text('author_label').notNull().default(''),
    recommendedAt: timestamp('recommended_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    /** Why a hidden post is hidden: 'moderator', or 'reports' (blinded at the reporters' threshold until a moderator decides). */
    hiddenReason: text('hidden_reason'),
    /** Kept in step with talk_reports, so the moderation list sorts without counting. */
    reportCount: integer('report_count').notNull().default(0),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** 공지: pinned above the newest posts until this time, on its own board or on every board (`pinScope`). */
    pinnedUntil: timestamp('pinned_until', { withTimezone: true }),
    pinScope: text('pin_scope'),
    /** 비밀글: only the author and moderators read it; lists show '비밀글입니다', search never finds it. */
    secret: boolean('secret').notNull().default(false),
    /** Kept in step with talk_post_likes in the same transaction, so cards and the best tab sort without counting. */
    likeCount: integer('like_count').notNull().default(0),
    /** Visitors counted once per post and Seoul day (talk_post_views), kept here so cards read no counts. */
    viewCount: integer('view_count').notNull().default(0),
    /** The author's last edit ('수정됨'); the versions it replaced are in talk_post_revisions. */
    editedAt: timestamp('edited_at', { withTimezone: true }),
    /**
     * The bigrams of title and body (text-safety/domain/korean-search.ts, decision 012), for the
     * GIN index; null until computed (rows from before the column are filled by a job).
     */
    searchTerms: text('search_terms').array(),
    ...timestamps,
  },
  (t) => [
    // Lists walk these partial indexes newest first and stop at a page (keyset, `?before=`): the
    // cost of a page does not grow with the table.
    index('talk_posts_board_list_idx')
      .on(t.board, t.createdAt, t.id)
      .where(sql`${t.hiddenAt} is null and ${t.deletedAt} is null`),
    index('talk_posts_list_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.hiddenAt} is null and ${t.deletedAt} is null`),
    index('talk_posts_recommended_list_idx')
      .on(t.recommendedAt, t.id)
      .where(sql`${t.hiddenAt} is null and ${t.deletedAt} is null and ${t.recommendedAt} is not null`),
    index('talk_posts_search_terms_idx').using('gin', t.searchTerms),
    index('talk_posts_pinned_until_idx')
      .on(t.pinnedUntil)
      .where(sql`${t.pinnedUntil} is not null`),
    index('talk_posts_created_at_idx').on(t.createdAt),
    index('talk_posts_recommended_at_idx').on(t.recommendedAt),
    index('talk_posts_report_count_idx').on(t.reportCount),
    // The back office's count of posts blinded by reports, waiting for a moderator.
    index('talk_posts_blinded_idx')
      .on(t.board)
      .where(sql`${t.hiddenReason} = 'reports' and ${t.deletedAt} is null`),
    index('talk_posts_author_id_idx').on(t.authorId),
    index('talk_posts_hidden_by_idx').on(t.hiddenBy),
  ],
);

/** One report per member and post: reporting again changes nothing. */
export const talkReports = pgTable(
  'talk_reports',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => talkPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** One of community/domain/report-reasons.ts; `reason` holds the member's words for 기타. */
    kind: text('kind').notNull().default('other'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('talk_reports_user_id_idx').on(t.userId)],
);

/** Comments under a post; the author label follows the same rules as the post's (per post and writer). */
export const talkComments = pgTable(
  'talk_comments',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => talkPosts.id, { onDelete: 'cascade' }),
    /** A reply's comment (one level, as portal cafés do); null for a comment on the post. */
    parentId: integer('parent_id').references((): AnyPgColumn => talkComments.id, { onDelete: 'cascade' }),
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    authorLabel: text('author_label').notNull().default(''),
    body: text('body').notNull(),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: text('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    likeCount: integer('like_count').notNull().default(0),
    /** As on posts: 'moderator' or 'reports'; kept in step with talk_comment_reports. */
    hiddenReason: text('hidden_reason'),
    reportCount: integer('report_count').notNull().default(0),
    ...timestamps,
  },
  (t) => [
    index('talk_comments_post_created_idx').on(t.postId, t.createdAt),
    index('talk_comments_parent_id_idx').on(t.parentId),
    index('talk_comments_author_id_idx').on(t.authorId),
    index('talk_comments_hidden_by_idx').on(t.hiddenBy),
    index('talk_comments_blinded_idx')
      .on(t.postId)
      .where(sql`${t.hiddenReason} = 'reports' and ${t.deletedAt} is null`),
  ],
);

/** 공감 on a post: one per member and post, by the primary key; undoing deletes the row. */
export const talkPostLikes = pgTable(
  'talk_post_likes',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => talkPosts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId] }), index('talk_post_likes_user_id_idx').on(t.userId)],
);

/** 공감 on a comment: one per member and comment. */
export const talkCommentLikes = pgTable(
  'talk_comment_likes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => talkComments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('talk_comment_likes_user_id_idx').on(t.userId)],
);

/** One report per member and comment, with a reason as for posts. */
export const talkCommentReports = pgTable(
  'talk_comment_reports',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => talkComments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('other'),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.commentId, t.userId] }), index('talk_comment_reports_user_id_idx').on(t.userId)],
);

/**
 * A post's images (up to 5): re-encoded without EXIF or GPS and stored through the storage
 * interface (stored_files); width and height let the page reserve their space.
 */
export const talkPostImages = pgTable(
  'talk_post_images',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => talkPosts.id, { onDelete: 'cascade' }),
    fileId: integer('file_id')
      .notNull()
      .references(() => storedFiles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('talk_post_images_post_position_key').on(t.postId, t.position), index('talk_post_images_file_id_idx').on(t.fileId)],
);

/** Every earlier version of an edited post, for moderators; readers see only '수정됨'. */
export const talkPostRevisions = pgTable(
  'talk_post_revisions',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => talkPosts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** When this version was written: the post's creation or the edit before. */
    writtenAt: timestamp('written_at', { withTimezone: true }).notNull(),
    replacedAt: timestamp('replaced_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('talk_post_revisions_post_id_idx').on(t.postId, t.id)],
);

/**
 * Who has seen a post on a Seoul day, to count each visitor once: `visitor` is a keyed hash of
 * the address and browser with that day's key, never the address itself; old days are purged.
 */
export const talkPostViews = pgTable(
  'talk_post_views',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => talkPosts.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    visitor: text('visitor').notNull(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.day, t.visitor] }), index('talk_post_views_day_idx').on(t.day)],
);

/** 스크랩: a member's saved posts, listed on their page. */
export const talkBookmarks = pgTable(
  'talk_bookmarks',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    postId: integer('post_id')
      .notNull()
      .references(() => talkPosts.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.postId] }),
    index('talk_bookmarks_user_list_idx').on(t.userId, t.createdAt, t.postId),
    index('talk_bookmarks_post_id_idx').on(t.postId),
  ],
);

/**
 * A member's notifications: a new comment on their post, a reply to their comment, a takedown or
 * a sanction. They never name who wrote the reply; the page shows only the post and the words.
 */
export const talkNotifications = pgTable(
  'talk_notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    postId: integer('post_id').references(() => talkPosts.id, { onDelete: 'cascade' }),
    commentId: integer('comment_id').references(() => talkComments.id, { onDelete: 'cascade' }),
    /** A notice about the member's question in the Q&A centre (an answer, a decline). */
    qnaQuestionId: integer('qna_question_id').references((): AnyPgColumn => qnaQuestions.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('talk_notifications_user_list_idx').on(t.userId, t.id),
    index('talk_notifications_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
    index('talk_notifications_post_id_idx').on(t.postId),
    index('talk_notifications_comment_id_idx').on(t.commentId),
    index('talk_notifications_qna_question_id_idx').on(t.qnaQuestionId),
  ],
);

/** A member's community choices: an email per reply (opt-in). */
export const talkMemberSettings = pgTable('talk_member_settings', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  replyEmail: boolean('reply_email').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 이용 제한: a member may not write until `endsAt` (null: for good) unless a moderator lifts it. */
export const talkSanctions = pgTable(
  'talk_sanctions',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    liftedBy: text('lifted_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('talk_sanctions_user_id_idx').on(t.userId, t.createdAt),
    index('talk_sanctions_created_by_idx').on(t.createdBy),
    index('talk_sanctions_lifted_by_idx').on(t.liftedBy),
  ],
);

/**
 * 게시중단 요청 (정보통신망법 제44조의2): someone says a post infringes their privacy or
 * reputation. Staff blind it at once for up to 30 days (임시조치), tell the writer, decide, and
 * every step is in the audit log. The request outlives the post (postId set null on purge).
 */
export const talkTakedowns = pgTable(
  'talk_takedowns',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id').references(() => talkPosts.id, { onDelete: 'set null' }),
    /** The post's title when the request came, kept after a purge. */
    postTitle: text('post_title').notNull(),
    requesterName: text('requester_name').notNull(),
    requesterContact: text('requester_contact').notNull(),
    /** 본인 or 대리인. */
    relation: text('relation').notNull(),
    /** 'privacy' | 'reputation' | 'other'. */
    ground: text('ground').notNull(),
    reason: text('reason').notNull(),
    /** received → blinded → removed | restored | rejected. */
    status: text('status').notNull().default('received'),
    blindedUntil: timestamp('blinded_until', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionNote: text('decision_note'),
    ...timestamps,
  },
  (t) => [
    index('talk_takedowns_status_idx').on(t.status, t.createdAt),
    index('talk_takedowns_post_id_idx').on(t.postId),
    index('talk_takedowns_decided_by_idx').on(t.decidedBy),
  ],
);

/** 금지어: the word filter staff edit (text-safety/domain/word-filter.ts); a match names the rule only. */
export const bannedWords = pgTable(
  'banned_words',
  {
    id: serial('id').primaryKey(),
    word: text('word').notNull(),
    rule: text('rule').notNull(),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('banned_words_word_key').on(t.word), index('banned_words_created_by_idx').on(t.createdBy)],
);

/*
 * The legal Q&A centre (issue 14): members ask, the firm's lawyers answer in public. States:
 * review (검토 대기) → waiting (답변 대기) → answered (답변 완료) → closed (종료); staff may decline
 * a question in review; the asker may withdraw one that has no answer yet.
 */
export const qnaQuestions = pgTable(
  'qna_questions',
  {
    id: serial('id').primaryKey(),
    topic: text('topic').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** 'public' (shown under `authorLabel`) or 'private' (비공개: the asker and staff only, answers too). */
    visibility: text('visibility').notNull(),
    state: text('state').notNull().default('review'),
    /** The asker; null for demo questions and once the account is deleted (the question stays). */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    /** The pseudonym a public question shows, fixed when it is asked (text-safety/domain/pseudonym.ts). */
    authorLabel: text('author_label').notNull().default(''),
    /** A mobile number for the KakaoTalk notice of an answer, given by choice; erased when the question ends. */
    noticeTel: text('notice_tel'),
    /** Why staff declined it (the asker reads it), and the note of an edit that removed personal data. */
    declineReason: text('decline_reason'),
    staffNote: text('staff_note'),
    assignedTo: text('assigned_to').references(() => users.id, { onDelete: 'set null' }),
    /** Since when it waits for a lawyer (approved, or a follow-up after the last answer); null when nobody owes an answer. */
    awaitingSince: timestamp('awaiting_since', { withTimezone: true }),
    acceptedAnswerId: integer('accepted_answer_id'),
    answerCount: integer('answer_count').notNull().default(0),
    /** '도움이 됐어요' over its published answers, kept in step in the vote's transaction (the 'most helpful' list). */
    helpfulCount: integer('helpful_count').notNull().default(0),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    /** The first published answer (the lists' order, the page's datePublished) and the latest one. */
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    lastAnsweredAt: timestamp('last_answered_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** The bigrams of title and body (decision 012). */
    searchTerms: text('search_terms').array(),
    ...timestamps,
  },
  (t) => [
    // Public lists walk these partial indexes newest answer first (keyset, `?before=`).
    index('qna_questions_answered_list_idx')
      .on(t.answeredAt, t.id)
      .where(sql`${t.visibility} = 'public' and ${t.state} in ('answered', 'closed') and ${t.hiddenAt} is null`),
    index('qna_questions_topic_list_idx')
      .on(t.topic, t.answeredAt, t.id)
      .where(sql`${t.visibility} = 'public' and ${t.state} in ('answered', 'closed') and ${t.hiddenAt} is null`),
    index('qna_questions_helpful_list_idx')
      .on(t.helpfulCount, t.id)
      .where(sql`${t.visibility} = 'public' and ${t.state} in ('answered', 'closed') and ${t.hiddenAt} is null`),
    index('qna_questions_waiting_list_idx')
      .on(t.reviewedAt, t.id)
      .where(sql`${t.visibility} = 'public' and ${t.state} = 'waiting' and ${t.hiddenAt} is null`),
    // The back office's queue: in review by age, then those owed an answer by age.
    index('qna_questions_review_queue_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.state} = 'review'`),
    index('qna_questions_answer_queue_idx')
      .on(t.awaitingSince, t.id)
      .where(sql`${t.awaitingSince} is not null and ${t.state} in ('waiting', 'answered')`),
    index('qna_questions_search_terms_idx').using('gin', t.searchTerms),
    index('qna_questions_author_id_idx').on(t.authorId, t.id),
    index('qna_questions_assigned_to_idx').on(t.assignedTo),
    foreignKey({
      name: 'qna_questions_accepted_answer_fk',
      columns: [t.acceptedAnswerId, t.id],
      foreignColumns: [qnaAnswers.id, qnaAnswers.questionId],
    }),
  ],
);

/** A lawyer's answer: sanitized rich text, as the lawyer whose profile is linked to the account. */
export const qnaAnswers = pgTable(
  'qna_answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references((): AnyPgColumn => qnaQuestions.id, { onDelete: 'cascade' }),
    /** The account that wrote it, and the profile it is signed with (the lawyer's card). */
    authorId: text('author_id').references(() => users.id, { onDelete: 'set null' }),
    lawyerId: integer('lawyer_id').references(() => lawyers.id, { onDelete: 'set null' }),
    bodyHtml: text('body_html').notNull(),
    /** 'draft', 'published' or 'hidden'. */
    status: text('status').notNull().default('draft'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    unique('qna_answers_id_question_key').on(t.id, t.questionId),
    index('qna_answers_question_idx').on(t.questionId, t.status),
    index('qna_answers_author_id_idx').on(t.authorId),
    index('qna_answers_lawyer_id_idx').on(t.lawyerId, t.publishedAt),
  ],
);

/** 추가 질문: what the asker adds while the question is open. */
export const qnaFollowUps = pgTable(
  'qna_follow_ups',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => qnaQuestions.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    /** Staff hid it (personal data, say): only the asker and staff read it then. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('qna_follow_ups_question_idx').on(t.questionId, t.id)],
);

/** '도움이 됐어요': one per member and answer, by the primary key. */
export const qnaHelpfulVotes = pgTable(
  'qna_helpful_votes',
  {
    answerId: integer('answer_id')
      .notNull()
      .references(() => qnaAnswers.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.answerId, t.userId] }), index('qna_helpful_votes_user_id_idx').on(t.userId)],
);

/*
 * Visit booking (issue 15, decision 015): places (the offices and the video call) and the lawyers
 * who take visits, each with weekly hours and rules; date overrides; the public holidays; and the
 * bookings themselves, where an exclusion constraint over the lawyer and the buffered time range
 * (added by hand in migration 0014, drizzle-kit cannot express it) makes a double booking impossible.
 */

/** A PostgreSQL range as its text form ('["2026-12-01 10:00:00+00","2026-12-01 11:10:00+00")'). */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

/** Weekly hours: for each weekday (0 = Sunday), open ranges as 'HH:MM' pairs. */
export type WeeklyHours = Partial<Record<'0' | '1' | '2' | '3' | '4' | '5' | '6', Array<[string, string]>>>;

export const bookingPlaces = pgTable(
  'booking_places',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** 'office' (a room at one of the firm's offices) or 'video' (a video call). */
    kind: text('kind').notNull(),
    /** The firm settings' office this place is (its address, station, exit); null for a video call. */
    officeName: text('office_name'),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
    slotMinutes: integer('slot_minutes').notNull().default(60),
    bufferMinutes: integer('buffer_minutes').notNull().default(0),
    /** How far ahead one may book, in days, and how soon, in hours. */
    horizonDays: integer('horizon_days').notNull().default(60),
    minNoticeHours: integer('min_notice_hours').notNull().default(12),
    sort: integer('sort').notNull().default(0),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [check('booking_places_kind_check', sql`${t.kind} in ('office', 'video')`)],
);

export const bookingLawyers = pgTable(
  'booking_lawyers',
  {
    lawyerId: integer('lawyer_id')
      .primaryKey()
      .references(() => lawyers.id, { onDelete: 'cascade' }),
    /** The places where this lawyer meets visitors (an office, the video call). */
    placeIds: integer('place_ids').array().notNull(),
    weeklyHours: jsonb('weekly_hours').$type<WeeklyHours>().notNull(),
    /** Null: the place's own rule. */
    slotMinutes: integer('slot_minutes'),
    bufferMinutes: integer('buffer_minutes'),
    horizonDays: integer('horizon_days'),
    minNoticeHours: integer('min_notice_hours'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (t) => [index('booking_lawyers_place_ids_idx').using('gin', t.placeIds)],
);

/** A day off or other hours for one place or one lawyer. */
export const bookingOverrides = pgTable(
  'booking_overrides',
  {
    id: serial('id').primaryKey(),
    placeId: integer('place_id').references(() => bookingPlaces.id, { onDelete: 'cascade' }),
    lawyerId: integer('lawyer_id').references(() => lawyers.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    /** Open ranges that replace the weekly hours that day; empty: closed all day. */
    hours: jsonb('hours').$type<Array<[string, string]>>().notNull().default([]),
    note: text('note').notNull().default(''),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (t) => [
    check('booking_overrides_one_owner_check', sql`(${t.placeId} is null) <> (${t.lawyerId} is null)`),
    uniqueIndex('booking_overrides_place_day_key').on(t.placeId, t.day),
    uniqueIndex('booking_overrides_lawyer_day_key').on(t.lawyerId, t.day),
  ],
);

/**
 * Korean public holidays, closed for booking by default. Rows from the gazette's list arrive with
 * the package (source 'gazette'); staff add days ('staff') or reopen one (`closed` false), which a
 * later import leaves as it is.
 */
export const holidays = pgTable('holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  source: text('source').notNull(),
  closed: boolean('closed').notNull().default(true),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  ...timestamps,
});

/**
 * A booking, a hold or a blocked time. Visits and paid consultations are consults too (the intake
 * that never loses a request); a block has no consult. `busy` is [starts_at, ends_at + buffer).
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    /** 'visit', 'premium' (the paid consultation) or 'block' (staff blocked the time). */
    kind: text('kind').notNull(),
    /** held → confirmed → attended | no_show; cancelled, expired (a hold that lapsed); blocked. */
    status: text('status').notNull(),
    consultId: integer('consult_id').references(() => consults.id, { onDelete: 'cascade' }),
    placeId: integer('place_id')
      .notNull()
      .references(() => bookingPlaces.id),
    lawyerId: integer('lawyer_id')
      .notNull()
      .references(() => lawyers.id),
    /** The visitor chose this lawyer (false: '아무 변호사나', the server picked one). */
    lawyerChosen: boolean('lawyer_chosen').notNull().default(false),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    busy: tstzrange('busy').notNull(),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    /** An address for the confirmation and the reminder by e-mail, given by choice. */
    email: text('email'),
    /** Rotated to void the private link (the token is an HMAC of the id and this). */
    manageSalt: text('manage_salt').notNull(),
    /** Bumped by every move: notices and reminders are keyed by it. */
    version: integer('version').notNull().default(1),
    /** Why staff blocked the time, or cancelled (the visitor is told the latter). */
    note: text('note'),
    cancelReason: text('cancel_reason'),
    cancelledBy: text('cancelled_by'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('bookings_kind_check', sql`${t.kind} in ('visit', 'premium', 'block')`),
    check('bookings_status_check', sql`${t.status} in ('held', 'confirmed', 'attended', 'no_show', 'cancelled', 'expired', 'blocked')`),
    check('bookings_span_check', sql`${t.endsAt} > ${t.startsAt} and lower(${t.busy}) = ${t.startsAt} and upper(${t.busy}) >= ${t.endsAt}`),
    index('bookings_place_starts_idx').on(t.placeId, t.startsAt),
    index('bookings_consult_id_idx').on(t.consultId),
    index('bookings_held_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'held'`),
    index('bookings_created_by_idx').on(t.createdBy),
  ],
);

/**
 * An online payment for a paid consultation (issue 16). `orderId` is Toss's orderId, unguessable:
 * it is also the visitor's key to the receipt. Amount and currency are fixed by the server when the
 * order is made; money is integer won. The state only moves forward (payments/domain/order-status.ts).
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    orderId: text('order_id').notNull().unique(),
    /** payments/domain/products.ts: 'premium-visit' or 'premium-video'. */
    product: text('product').notNull(),
    orderName: text('order_name').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('KRW'),
    vat: integer('vat').notNull(),
    bookingId: integer('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    consultId: integer('consult_id').references(() => consults.id, { onDelete: 'set null' }),
    /** The member who paid, when signed in (their page lists it). */
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    buyerPhone: text('buyer_phone').notNull(),
    buyerEmail: text('buyer_email'),
    /** created → confirming → paid | waiting_for_deposit → paid; failed, expired, cancelled; partially_refunded, refunded. */
    status: text('status').notNull().default('created'),
    paymentKey: text('payment_key').unique(),
    method: text('method'),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    receiptUrl: text('receipt_url'),
    /** The won still held after cancellations (Toss's balanceAmount). */
    balanceAmount: integer('balance_amount'),
    refundedAmount: integer('refunded_amount').notNull().default(0),
    /** 현금영수증: the type and the provider's receipt page, for cash-type payments. */
    cashReceiptType: text('cash_receipt_type'),
    cashReceiptUrl: text('cash_receipt_url'),
    /** A virtual account waiting for the deposit: bank, number, holder and due date, as Toss gave them. */
    virtualAccount: jsonb('virtual_account').$type<{
      bankCode: string;
      accountNumber: string;
      customerName: string;
      dueDate: string;
    } | null>(),
    /** Toss's per-payment secret (virtual-account deposit callbacks carry it back). */
    depositSecret: text('deposit_secret'),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    confirmStartedAt: timestamp('confirm_started_at', { withTimezone: true }),
    /** The booking hold was lost by the time the payment was confirmed: the payment was cancelled. */
    holdLost: boolean('hold_lost').notNull().default(false),
    ...timestamps,
  },
  (t) => [
    check(
      'payment_orders_status_check',
      sql`${t.status} in ('created', 'confirming', 'waiting_for_deposit', 'paid', 'partially_refunded', 'refunded', 'failed', 'expired', 'cancelled')`,
    ),
    check('payment_orders_amount_check', sql`${t.amount} > 0 and ${t.refundedAmount} >= 0 and ${t.refundedAmount} <= ${t.amount}`),
    index('payment_orders_created_idx').on(t.createdAt, t.id),
    index('payment_orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('payment_orders_method_created_idx').on(t.method, t.createdAt, t.id),
    index('payment_orders_booking_idx').on(t.bookingId),
    index('payment_orders_consult_idx').on(t.consultId),
    index('payment_orders_user_idx').on(t.userId, t.id),
  ],
);

/** Every provider response and webhook body, as received (issue 16): the payment's own ledger. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: serial('id').primaryKey(),
    /** Null for a webhook about an order this site does not know. */
    orderId: text('order_id'),
    /** 'confirm', 'lookup', 'webhook', 'cancel', 'cash-receipt', 'refused' (what the site refused before asking Toss). */
    source: text('source').notNull(),
    httpStatus: integer('http_status'),
    status: text('status'),
    body: jsonb('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_events_order_idx').on(t.orderId, t.id)],
);

/** A cancellation (refund), full or partial, with who asked and why. */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorName: text('actor_name').notNull(),
    /** requested → done | failed. 'console': made in Toss's console, learnt from a webhook. */
    status: text('status').notNull().default('requested'),
    transactionKey: text('transaction_key').unique(),
    failureMessage: text('failure_message'),
    doneAt: timestamp('done_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [
    check('payment_refunds_status_check', sql`${t.status} in ('requested', 'done', 'failed')`),
    check('payment_refunds_amount_check', sql`${t.amount} > 0`),
    index('payment_refunds_order_idx').on(t.orderId),
  ],
);

export const schema = {
  paymentOrders,
  paymentEvents,
  paymentRefunds,
  qnaQuestions,
  qnaAnswers,
  qnaFollowUps,
  qnaHelpfulVotes,
  bookingPlaces,
  bookingLawyers,
  bookingOverrides,
  holidays,
  bookings,
  bannedWords,
  talkCommentReports,
  talkPostImages,
  talkPostRevisions,
  talkPostViews,
  talkBookmarks,
  talkNotifications,
  talkMemberSettings,
  talkSanctions,
  talkTakedowns,
  talkPostLikes,
  talkCommentLikes,
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
  lawyers,
  winCases,
  reviews,
  posts,
  broadcasts,
  pressItems,
  slugRedirects,
  contentBlocks,
  storedFiles,
  affairAwards,
  talkPosts,
  talkReports,
  talkComments,
};
