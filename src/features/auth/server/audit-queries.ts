import 'server-only';
import { and, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import { getDb } from '@/server/db/db';
import { auditLogs, users } from '@/server/db/schema';
import type { FieldErrors } from '@/lib/field-errors';
import { auditFilterSchema } from '../schemas';
import { requireStaffViewer } from './staff-query';
import { seoulDayEnd, seoulDayStart } from '@/lib/seoul-date';

/**
 * /office/audit: the audit log, newest first. It only grows, so pages go by keyset (`before` = the
 * last id shown), never by offset.
 */

export const AUDIT_PAGE_SIZE = 50;

export type AuditFilter = {
  actor?: string;
  action?: string;
  subjectType?: string;
  subjectId?: string;
  /** Calendar days in Korea (YYYY-MM-DD), both inclusive. */
  from?: string;
  to?: string;
  before?: number;
};

export type AuditRow = {
  id: number;
  createdAt: Date;
  actorId: string | null;
  actorName: string;
  actorEmail: string | null;
  action: string;
  subjectType: string;
  subjectId: string | null;
  detail: Record<string, unknown> | null;
  ipAddress: string | null;
};

export type AuditPage = { items: AuditRow[]; nextBefore: number | null };

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * Reads the filter from the page's query string. A bad value is dropped with a Korean message
 * for the screen instead of failing the page.
 */
export function parseAuditFilter(params: SearchParams): { filter: AuditFilter; errors: FieldErrors } {
  const filter: AuditFilter = {};
  const errors: FieldErrors = {};
  const keys = ['actor', 'action', 'subjectType', 'subjectId', 'from', 'to', 'before'] as const;
  for (const key of keys) {
    const raw = params[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (value === undefined || value.trim() === '') continue;
    const parsed = auditFilterSchema.shape[key].safeParse(value);
    if (parsed.success) (filter as Record<string, unknown>)[key] = parsed.data;
    else if (key === 'before') continue;
    else errors[key] = parsed.error.issues[0]?.message ?? '입력한 값을 확인해 주세요.';
  }
  if (filter.from && filter.to && filter.from > filter.to) errors.to = '끝 날짜는 시작 날짜와 같거나 뒤여야 합니다.';
  if (errors.to) delete filter.to;
  return { filter, errors };
}

function escapeLike(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export async function listAuditLogs(filter: AuditFilter = {}): Promise<AuditPage> {
  await requireStaffViewer('audit.read');
  const db = await getDb();
  const conditions: SQL[] = [];
  if (filter.actor) {
    const pattern = escapeLike(filter.actor);
    conditions.push(or(ilike(auditLogs.actorName, pattern), ilike(users.email, pattern), eq(auditLogs.actorId, filter.actor))!);
  }
  if (filter.action) conditions.push(eq(auditLogs.action, filter.action));
  if (filter.subjectType) conditions.push(eq(auditLogs.subjectType, filter.subjectType));
  if (filter.subjectId) conditions.push(eq(auditLogs.subjectId, filter.subjectId));
  if (filter.from) conditions.push(gte(auditLogs.createdAt, seoulDayStart(filter.from)));
  if (filter.to) conditions.push(lt(auditLogs.createdAt, seoulDayEnd(filter.to)));
  if (filter.before) conditions.push(lt(auditLogs.id, filter.before));
  const rows = await db
    .select({
      id: auditLogs.id,
      createdAt: auditLogs.createdAt,
      actorId: auditLogs.actorId,
      actorName: auditLogs.actorName,
      actorEmail: users.email,
      action: auditLogs.action,
      subjectType: auditLogs.subjectType,
      subjectId: auditLogs.subjectId,
      detail: auditLogs.detail,
      ipAddress: auditLogs.ipAddress,
    })
    .from(auditLogs)
    .leftJoin(users, eq(users.id, auditLogs.actorId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLogs.id))
    .limit(AUDIT_PAGE_SIZE + 1);
  const more = rows.length > AUDIT_PAGE_SIZE;
  const items = rows.slice(0, AUDIT_PAGE_SIZE).map((row) => ({ ...row, detail: (row.detail ?? null) as Record<string, unknown> | null }));
  return { items, nextBefore: more ? (items.at(-1)?.id ?? null) : null };
}

/** The action and subject kinds present in the log, for the filter's lists. */
export async function listAuditFacets(): Promise<{ actions: string[]; subjectTypes: string[] }> {
  await requireStaffViewer('audit.read');
  const db = await getDb();
  const actions = await db.selectDistinct({ value: auditLogs.action }).from(auditLogs).orderBy(auditLogs.action);
  const subjectTypes = await db.selectDistinct({ value: auditLogs.subjectType }).from(auditLogs).orderBy(auditLogs.subjectType);
  return { actions: actions.map((row) => row.value), subjectTypes: subjectTypes.map((row) => row.value) };
}
