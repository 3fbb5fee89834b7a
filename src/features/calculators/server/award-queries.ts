import 'server-only';
import { and, asc, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import { requireStaffViewer } from '@/features/auth/server/staff-query';
import { getDb } from '@/server/db/db';
import { affairAwards } from '@/server/db/schema';
import type { AwardCase } from '../domain/award-analysis';

/**
 * Reads of the award analysis's data set (issue 5, section 4). The public page reads published
 * cases only, through award-cached.ts; the back office reads drafts too, uncached, and each of its
 * reads checks content.manage itself (DESIGN section 3), not only the page.
 */

const caseColumns = {
  id: affairAwards.id,
  caseLabel: affairAwards.caseLabel,
  court: affairAwards.court,
  decidedOn: affairAwards.decidedOn,
  amount: affairAwards.amount,
  marriageYears: affairAwards.marriageYears,
  divorced: affairAwards.divorced,
  hasMinorChildren: affairAwards.hasMinorChildren,
  affairMonths: affairAwards.affairMonths,
  cohabitation: affairAwards.cohabitation,
  pregnancy: affairAwards.pregnancy,
  knewOfMarriage: affairAwards.knewOfMarriage,
  continuedAfterDiscovery: affairAwards.continuedAfterDiscovery,
  summary: affairAwards.summary,
};

export async function listPublishedAwards(): Promise<AwardCase[]> {
  const db = await getDb();
  return db
    .select(caseColumns)
    .from(affairAwards)
    .where(eq(affairAwards.status, 'published'))
    .orderBy(asc(affairAwards.amount), asc(affairAwards.id));
}

export type OfficeAwardRow = AwardCase & { status: string; updatedAt: Date };

export const awardStatusFilters = [
  { value: '', label: '전체' },
  { value: 'published', label: '게시 중' },
  { value: 'draft', label: '임시 저장' },
] as const;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The back office's list: search in the case label, court and summary; filter by status. */
export async function listAwardsForOffice(filter: { q?: string; status?: string } = {}): Promise<OfficeAwardRow[]> {
  await requireStaffViewer('content.manage');
  const db = await getDb();
  const where: SQL[] = [];
  const q = filter.q?.trim();
  if (q) {
    const like = `%${escapeLike(q)}%`;
    where.push(or(ilike(affairAwards.caseLabel, like), ilike(affairAwards.court, like), ilike(affairAwards.summary, like))!);
  }
  if (filter.status === 'published' || filter.status === 'draft') where.push(eq(affairAwards.status, filter.status));
  return db
    .select({ ...caseColumns, status: affairAwards.status, updatedAt: affairAwards.updatedAt })
    .from(affairAwards)
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(affairAwards.decidedOn), desc(affairAwards.id))
    .limit(1000);
}

export async function getAwardForEdit(id: number): Promise<OfficeAwardRow | null> {
  await requireStaffViewer('content.manage');
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const db = await getDb();
  const [row] = await db
    .select({ ...caseColumns, status: affairAwards.status, updatedAt: affairAwards.updatedAt })
    .from(affairAwards)
    .where(eq(affairAwards.id, id));
  return row ?? null;
}
