import 'server-only';
// One table of audit labels for the whole back office; the audit log screen reads it too.
import { auditActionLabel } from '@/features/auth/domain/audit-labels';
import { listConsultFiles, type ConsultFile } from './evidence-files';
import { and, asc, count, desc, eq, gte, ilike, isNotNull, isNull, lt, min, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { buildAbility, can } from '@/features/auth/domain/permissions';
import { parseRoleRules } from '@/features/auth/schemas';
import { recordAudit } from '@/features/auth/server/audit';
import { assertStaff } from '@/features/auth/server/staff-query';
import { viewerCan, type Viewer } from '@/features/auth/server/viewer';
import { partnerIdempotencyKey } from '@/features/notifications/server/partner-notice';
import type { DbOrTx } from '@/server/db/client';
import { getDb } from '@/server/db/db';
import { auditLogs, consents, consultEvents, consults, jobs, partnerDeliveries, roles, userRoles, users } from '@/server/db/schema';
import { maskTel } from '../domain/consult-form-rules';
import {
  allowedTransitions,
  answerAge,
  consultStatusLabels,
  isConsultStatus,
  statusLabel,
  type AnswerAge,
  type ConsultStatus,
} from '../domain/consult-workflow';
import { toCsv } from '../domain/office-csv';
import {
  consentPurposeLabels,
  deliveryOutcomeLabels,
  escapeLike,
  filtersForRecord,
  INBOX_PAGE_SIZE,
  jobStatusLabels,
  phoneDigits,
  sourceLabel,
  UNASSIGNED,
  type InboxFilters,
} from '../domain/office-inbox';
import { formatSeoulTime, seoulDayEnd, seoulDayStart } from '@/lib/seoul-date';

/**
 * The back office's reads of consults (issue 3). Each takes the viewer and checks the capability
 * again, whatever the page already checked; each read of personal data writes an audit entry.
 * They return DTOs shaped for the screens, never raw rows.
 */

export type ReadContext = { ipAddress: string | null; now?: Date };
type AgeContext = ReadContext & { answerTargetMinutes: number };

const actorOf = (viewer: Viewer) => ({ id: viewer.id, name: viewer.name });

export type StaffMember = { id: string; name: string };

/** Everyone the inbox can assign a consult to: enabled accounts whose roles grant consult.update. */
export async function listAssignableStaff(viewer: Viewer | null, db: DbOrTx): Promise<StaffMember[]> {
  assertStaff(viewer, 'consult.read');
  return assignableStaff(db);
}

/** Unguarded, for callers that already checked (getOfficeConsult, assignConsultAction's transaction). */
async function assignableStaff(db: DbOrTx): Promise<StaffMember[]> {
  const rows = await db
    .select({ id: users.id, name: users.name, roleRules: users.roleRules, role: roles.name })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(isNull(users.disabledAt), or(isNotNull(userRoles.userId), isNotNull(users.roleRules))))
    .orderBy(asc(users.name), asc(users.id));
  const byUser = new Map<string, { name: string; roleRules: string | null; roles: string[] }>();
  for (const row of rows) {
    const entry = byUser.get(row.id) ?? { name: row.name, roleRules: row.roleRules, roles: [] };
    if (row.role) entry.roles.push(row.role);
    byUser.set(row.id, entry);
  }
  const staff: StaffMember[] = [];
  for (const [id, entry] of byUser) {
    const parsed = parseRoleRules(entry.roleRules);
    if (can(buildAbility(entry.roles, parsed.ok ? parsed.rules : []), 'consult.update')) staff.push({ id, name: entry.name });
  }
  return staff;
}

export async function isAssignableStaff(db: DbOrTx, userId: string): Promise<StaffMember | null> {
  return (await assignableStaff(db)).find((member) => member.id === userId) ?? null;
}

function inboxConditions(filters: InboxFilters): SQL | undefined {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(consults.status, filters.status));
  if (filters.region) conditions.push(eq(consults.region, filters.region));
  if (filters.category) conditions.push(eq(consults.category, filters.category));
  if (filters.from) conditions.push(gte(consults.createdAt, seoulDayStart(filters.from)));
  if (filters.to) conditions.push(lt(consults.createdAt, seoulDayEnd(filters.to)));
  if (filters.assignee === UNASSIGNED) conditions.push(isNull(consults.assigneeId));
  else if (filters.assignee) conditions.push(eq(consults.assigneeId, filters.assignee));
  if (filters.q) {
    const byName = ilike(consults.name, `%${escapeLike(filters.q)}%`);
    const digits = phoneDigits(filters.q);
    // Digits match the stored number with or without its hyphens: 01012345678 finds 010-1234-5678.
    conditions.push(digits ? or(byName, sql`regexp_replace(${consults.tel}, '[^0-9]', '', 'g') like ${`%${digits}%`}`)! : byName);
  }
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const assignee = alias(users, 'assignee');

export type InboxRow = {
  id: number;
  receivedAt: Date;
  name: string | null;
  tel: string;
  telMasked: boolean;
  region: string | null;
  category: string | null;
  status: string;
  statusLabel: string;
  assignee: StaffMember | null;
  age: AnswerAge | null;
};

export type InboxPage = { rows: InboxRow[]; total: number; page: number; pageCount: number; pageSize: number };

/** Personal data goes only to viewers allowed to read consults; anyone else would see it masked. */
function telFor(viewer: Viewer, tel: string): { tel: string; telMasked: boolean } {
  return viewerCan(viewer, 'consult.read') ? { tel, telMasked: false } : { tel: maskTel(tel), telMasked: true };
}

/** The inbox: newest first, 50 a page, filtered; one audit entry per view with the filters and the count. */
export async function listOfficeConsults(viewer: Viewer | null, filters: InboxFilters, context: AgeContext): Promise<InboxPage> {
  assertStaff(viewer, 'consult.read');
  const db = await getDb();
  const where = inboxConditions(filters);
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(consults).where(where);
  const pageCount = Math.max(1, Math.ceil(total / INBOX_PAGE_SIZE));
  const rows = await db
    .select({
      id: consults.id,
      createdAt: consults.createdAt,
      name: consults.name,
      tel: consults.tel,
      region: consults.region,
      category: consults.category,
      status: consults.status,
      assigneeId: assignee.id,
      assigneeName: assignee.name,
    })
    .from(consults)
    .leftJoin(assignee, eq(assignee.id, consults.assigneeId))
    .where(where)
    .orderBy(desc(consults.createdAt), desc(consults.id))
    .limit(INBOX_PAGE_SIZE)
    .offset((filters.page - 1) * INBOX_PAGE_SIZE);
  await recordAudit(db, {
    actor: actorOf(viewer),
    action: 'consult.list',
    subjectType: 'consult',
    detail: { filters: filtersForRecord(filters), page: filters.page, count: total, shown: rows.length },
    ipAddress: context.ipAddress,
  });
  const now = context.now ?? new Date();
  return {
    total,
    page: filters.page,
    pageCount,
    pageSize: INBOX_PAGE_SIZE,
    rows: rows.map((row) => ({
      id: row.id,
      receivedAt: row.createdAt,
      name: row.name,
      ...telFor(viewer, row.tel),
      region: row.region,
      category: row.category,
      status: row.status,
      statusLabel: statusLabel(row.status),
      assignee: row.assigneeId ? { id: row.assigneeId, name: row.assigneeName ?? '' } : null,
      age: answerAge({ status: row.status, createdAt: row.createdAt }, now, context.answerTargetMinutes),
    })),
  };
}

export type InboxSummary = { newCount: number; overdueCount: number; oldestNew: { receivedAt: Date; age: AnswerAge } | null };

/** The office home's counts: no personal data, so no audit entry. */
export async function getConsultInboxSummary(
  viewer: Viewer | null,
  context: { answerTargetMinutes: number; now?: Date },
): Promise<InboxSummary> {
  assertStaff(viewer, 'consult.read');
  const db = await getDb();
  const now = context.now ?? new Date();
  const overdueBefore = new Date(now.getTime() - context.answerTargetMinutes * 60_000);
  const [row] = await db
    .select({
      newCount: count(),
      overdueCount: sql<number>`count(*) filter (where ${consults.createdAt} < ${overdueBefore.toISOString()}::timestamptz)`.mapWith(
        Number,
      ),
      oldest: min(consults.createdAt),
    })
    .from(consults)
    .where(eq(consults.status, 'new'));
  const oldest = row?.oldest ? new Date(row.oldest) : null;
  return {
    newCount: row?.newCount ?? 0,
    overdueCount: row?.overdueCount ?? 0,
    oldestNew: oldest
      ? { receivedAt: oldest, age: answerAge({ status: 'new', createdAt: oldest }, now, context.answerTargetMinutes)! }
      : null,
  };
}

export type TimelineEntry = { id: string; kind: string; at: Date; actorName: string; text: string; note: string | null };

export type DeliveryAttempt = {
  id: number;
  attempt: number;
  outcome: string;
  outcomeLabel: string;
  httpStatus: number | null;
  detail: string | null;
  at: Date;
};

export type AuditEntryView = {
  id: number;
  at: Date;
  actorName: string;
  action: string;
  actionLabel: string;
  summary: string;
  ipAddress: string | null;
};

export type OfficeConsult = {
  id: number;
  legalCaseUuid: string;
  name: string | null;
  tel: string;
  telMasked: boolean;
  region: string | null;
  category: string | null;
  content: string;
  source: string;
  sourceLabel: string;
  inflowRoute: string | null;
  inflowAt: Date | null;
  receivedAt: Date;
  status: string;
  statusLabel: string;
  statusChangedAt: Date | null;
  firstAnsweredAt: Date | null;
  assignee: StaffMember | null;
  age: AnswerAge | null;
  transitions: Array<{ status: ConsultStatus; label: string }>;
  consents: Array<{ id: number; purpose: string; purposeLabel: string; textVersion: string; agreedAt: Date }>;
  partnerJob: {
    status: string;
    statusLabel: string;
    attempts: number;
    maxAttempts: number;
    runAt: Date;
    lastError: string | null;
    finishedAt: Date | null;
  } | null;
  deliveries: DeliveryAttempt[];
  timeline: TimelineEntry[];
  staff: StaffMember[];
  canUpdate: boolean;
  /** Only for viewers holding audit.read; null otherwise. */
  auditEntries: AuditEntryView[] | null;
  /** Evidence files the visitor attached (issue 5, /upload); each open is audit-logged by its route. */
  files: ConsultFile[];
};

function auditSummary(action: string, detail: unknown): string {
  const value = (detail ?? {}) as Record<string, unknown>;
  if (action === 'consult.status') return `${statusLabel(String(value.from ?? ''))} → ${statusLabel(String(value.to ?? ''))}`;
  if (action === 'consult.assign') return `담당자: ${typeof value.assigneeName === 'string' ? value.assigneeName : '미배정'}`;
  if (action === 'consult.partner-resend')
    return typeof value.result === 'string' ? `결과: ${value.result === 'running' ? '보내는 중' : '다시 대기열에 넣음'}` : '';
  if (action === 'consult.file.open') return typeof value.originalName === 'string' ? value.originalName : '';
  if (action === 'consult.note') return typeof value.length === 'number' ? `${value.length}자` : '';
  return '';
}

function timelineText(event: { kind: string; fromStatus: string | null; toStatus: string | null; note: string | null }): {
  text: string;
  note: string | null;
} {
  switch (event.kind) {
    case 'status':
      return { text: `상태 변경: ${statusLabel(event.fromStatus ?? '')} → ${statusLabel(event.toStatus ?? '')}`, note: event.note };
    case 'assign':
      // The assignee's name is kept in the note, so the history still reads right after the account goes.
      return { text: event.note ? `담당자 배정: ${event.note}` : '담당자 배정 해제 (미배정)', note: null };
    case 'note':
      return { text: '메모', note: event.note };
    case 'partner-resend':
      return { text: '파트너 알림 다시 보내기', note: null };
    case 'booking':
      return { text: '예약', note: event.note };
    default:
      return { text: event.kind, note: event.note };
  }
}

/** The detail screen. Every call is a view of personal data and writes an audit entry. */
export async function getOfficeConsult(viewer: Viewer | null, id: number, context: AgeContext): Promise<OfficeConsult | null> {
  assertStaff(viewer, 'consult.read');
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return null;
  const db = await getDb();
  const [row] = await db
    .select({ consult: consults, assigneeName: assignee.name })
    .from(consults)
    .leftJoin(assignee, eq(assignee.id, consults.assigneeId))
    .where(eq(consults.id, id));
  if (!row) return null;
  const consult = row.consult;

  await recordAudit(db, {
    actor: actorOf(viewer),
    action: 'consult.view',
    subjectType: 'consult',
    subjectId: id,
    ipAddress: context.ipAddress,
  });

  const [consentRows, deliveryRows, jobRows, eventRows, staff, files] = await Promise.all([
    db.select().from(consents).where(eq(consents.consultId, id)).orderBy(asc(consents.agreedAt)),
    db
      .select()
      .from(partnerDeliveries)
      .where(eq(partnerDeliveries.consultId, id))
      .orderBy(asc(partnerDeliveries.createdAt), asc(partnerDeliveries.id)),
    db
      .select()
      .from(jobs)
      .where(eq(jobs.idempotencyKey, partnerIdempotencyKey(consult))),
    db.select().from(consultEvents).where(eq(consultEvents.consultId, id)).orderBy(asc(consultEvents.createdAt), asc(consultEvents.id)),
    assignableStaff(db),
    listConsultFiles(db, id),
  ]);

  let auditEntries: AuditEntryView[] | null = null;
  if (viewerCan(viewer, 'audit.read')) {
    const entries = await db
      .select()
      .from(auditLogs)
      .where(and(eq(auditLogs.subjectType, 'consult'), eq(auditLogs.subjectId, String(id))))
      .orderBy(desc(auditLogs.createdAt), desc(auditLogs.id))
      .limit(200);
    auditEntries = entries.map((entry) => ({
      id: entry.id,
      at: entry.createdAt,
      actorName: entry.actorName,
      action: entry.action,
      actionLabel: auditActionLabel(entry.action),
      summary: auditSummary(entry.action, entry.detail),
      ipAddress: entry.ipAddress,
    }));
  }

  const job = jobRows[0];
  const status = consult.status;
  const now = context.now ?? new Date();
  return {
    id: consult.id,
    legalCaseUuid: consult.legalCaseUuid,
    name: consult.name,
    ...telFor(viewer, consult.tel),
    region: consult.region,
    category: consult.category,
    content: consult.content,
    source: consult.source,
    sourceLabel: sourceLabel(consult.source),
    inflowRoute: consult.inflowRoute,
    inflowAt: consult.inflowAt,
    receivedAt: consult.createdAt,
    status,
    statusLabel: statusLabel(status),
    statusChangedAt: consult.statusChangedAt,
    firstAnsweredAt: consult.firstAnsweredAt,
    assignee: consult.assigneeId ? { id: consult.assigneeId, name: row.assigneeName ?? '' } : null,
    age: answerAge({ status, createdAt: consult.createdAt }, now, context.answerTargetMinutes),
    transitions: isConsultStatus(status)
      ? allowedTransitions(status).map((next) => ({ status: next, label: consultStatusLabels[next] }))
      : [],
    consents: consentRows.map((consent) => ({
      id: consent.id,
      purpose: consent.purpose,
      purposeLabel: consentPurposeLabels[consent.purpose] ?? consent.purpose,
      textVersion: consent.textVersion,
      agreedAt: consent.agreedAt,
    })),
    partnerJob: job
      ? {
          status: job.status,
          statusLabel: jobStatusLabels[job.status] ?? job.status,
          attempts: job.attempts,
          maxAttempts: job.maxAttempts,
          runAt: job.runAt,
          lastError: job.lastError,
          finishedAt: job.finishedAt,
        }
      : null,
    deliveries: deliveryRows.map((delivery) => ({
      id: delivery.id,
      attempt: delivery.attempt,
      outcome: delivery.outcome,
      outcomeLabel: deliveryOutcomeLabels[delivery.outcome] ?? delivery.outcome,
      httpStatus: delivery.httpStatus,
      detail: delivery.detail,
      at: delivery.createdAt,
    })),
    timeline: [
      {
        id: 'received',
        kind: 'received',
        at: consult.createdAt,
        actorName: '방문자',
        text: `상담 신청 접수 (${sourceLabel(consult.source)})`,
        note: null,
      },
      ...eventRows.map((event) => ({
        id: String(event.id),
        kind: event.kind,
        at: event.createdAt,
        actorName: event.actorName,
        ...timelineText(event),
      })),
    ],
    staff,
    canUpdate: viewerCan(viewer, 'consult.update'),
    auditEntries,
    files,
  };
}

export const exportHeader = [
  '접수번호',
  '접수 시각',
  '이름',
  '연락처',
  '지역',
  '상담 분야',
  '상태',
  '담당자',
  '첫 응답 시각',
  '상담 내용',
  '유입 경로',
  '유입 시각',
  '접수 경로',
] as const;

/** The CSV export: every consult matching the filters, newest first; audit-logged with the row count. */
export async function exportOfficeConsults(
  viewer: Viewer | null,
  filters: InboxFilters,
  context: ReadContext,
): Promise<{ csv: string; count: number }> {
  assertStaff(viewer, 'consult.export');
  const db = await getDb();
  const rows = await db
    .select({ consult: consults, assigneeName: assignee.name })
    .from(consults)
    .leftJoin(assignee, eq(assignee.id, consults.assigneeId))
    .where(inboxConditions(filters))
    .orderBy(desc(consults.createdAt), desc(consults.id));
  await recordAudit(db, {
    actor: actorOf(viewer),
    action: 'consult.export',
    subjectType: 'consult',
    detail: { filters: filtersForRecord(filters), count: rows.length },
    ipAddress: context.ipAddress,
  });
  const csv = toCsv(
    exportHeader,
    rows.map(({ consult, assigneeName }) => [
      consult.id,
      formatSeoulTime(consult.createdAt),
      consult.name,
      consult.tel,
      consult.region,
      consult.category,
      statusLabel(consult.status),
      assigneeName ?? '미배정',
      consult.firstAnsweredAt ? formatSeoulTime(consult.firstAnsweredAt) : null,
      consult.content,
      consult.inflowRoute,
      consult.inflowAt ? formatSeoulTime(consult.inflowAt) : null,
      sourceLabel(consult.source),
    ]),
  );
  return { csv, count: rows.length };
}
