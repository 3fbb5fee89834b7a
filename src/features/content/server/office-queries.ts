import 'server-only';
import { and, asc, desc, eq, ilike, type SQL } from 'drizzle-orm';
import { requireStaffViewer } from '@/features/auth/server/staff-query';
import { getDb } from '@/server/db/db';
import { broadcasts, contentBlocks, lawyers, posts, pressItems, reviews, winCases } from '@/server/db/schema';
import { blogCategories } from '../domain/catalog';
import { feeScheduleKey } from '../domain/fee-schedule';
import { feeScheduleSchema } from '../schemas';
import type { FeeSchedule } from '../domain/types';

/**
 * The back office's reads of the content (issue 4): drafts included, never cached, for staff
 * holding content.manage: each read checks it again here (DESIGN section 3), not only the page.
 */

export type OfficeListItem = { id: number; title: string; status: string; updatedAt: Date; publishedAt: Date | null; detail: string };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export type OfficePostRow = OfficeListItem & { slug: string; category: string; lawyerName: string | null };

export async function listPostsForOffice(filter: { q?: string; category?: string } = {}): Promise<OfficePostRow[]> {
  await requireStaffViewer('content.manage');
  const db = await getDb();
  const where: SQL[] = [];
  const q = filter.q?.trim();
  if (q) where.push(ilike(posts.title, `%${escapeLike(q)}%`));
  if (filter.category && blogCategories.some((c) => c.slug === filter.category)) where.push(eq(posts.category, filter.category));
  const rows = await db
    .select({ item: posts, lawyerName: lawyers.name })
    .from(posts)
    .leftJoin(lawyers, eq(lawyers.id, posts.lawyerId))
    .where(where.length ? and(...where) : undefined)
    .orderBy(desc(posts.updatedAt), desc(posts.id))
    .limit(500);
  return rows.map(({ item, lawyerName }) => ({
    id: item.id,
    title: item.title,
    status: item.status,
    updatedAt: item.updatedAt,
    publishedAt: item.publishedAt,
    detail: item.description,
    slug: item.slug,
    category: item.category,
    lawyerName,
  }));
}

export async function getPostForEdit(id: number) {
  await requireStaffViewer('content.manage');
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const db = await getDb();
  const [row] = await db.select().from(posts).where(eq(posts.id, id));
  return row ?? null;
}

export type LawyerOption = { id: number; name: string; title: string; status: string };

export async function listLawyerOptions(): Promise<LawyerOption[]> {
  await requireStaffViewer('content.manage');
  const db = await getDb();
  return db
    .select({ id: lawyers.id, name: lawyers.name, title: lawyers.title, status: lawyers.status })
    .from(lawyers)
    .orderBy(asc(lawyers.sortOrder), asc(lawyers.id));
}

export async function listLawyersForOffice(): Promise<OfficeListItem[]> {
  await requireStaffViewer('content.manage');
  const db = await getDb();
  const rows = await db.select().from(lawyers).orderBy(asc(lawyers.sortOrder), asc(lawyers.id));
  return rows.map((row) => ({
    id: row.id,
    title: `${row.name} ${row.title}`,
    status: row.status,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
    detail: row.summary,
  }));
}

export async function listWinCasesForOffice(): Promise<OfficeListItem[]> {
  await requireStaffViewer('content.manage');
  const db = await getDb();
  const rows = await db.select().from(winCases).orderBy(desc(winCases.updatedAt), desc(winCases.id)).limit(500);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
    detail: `${row.court} · ${row.decidedOn}`,
  }));
}

export async function listReviewsForOffice(): Promise<OfficeListItem[]> {
  await requireStaffViewer('content.manage');
  const db = await getDb();
  const rows = await db.select().from(reviews).orderBy(desc(reviews.updatedAt), desc(reviews.id)).limit(500);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
    detail: `${row.clientLabel} · ${row.consentRecordedAt ? '게시 동의 기록됨' : '게시 동의 없음'}`,
  }));
}

export async function listBroadcastsForOffice(): Promise<OfficeListItem[]> {
  await requireStaffViewer('content.manage');
  const db = await getDb();
  const rows = await db.select().from(broadcasts).orderBy(desc(broadcasts.airedOn), desc(broadcasts.id)).limit(500);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
    detail: `${row.channel} ${row.program} · ${row.airedOn}`,
  }));
}

export async function listPressForOffice(): Promise<OfficeListItem[]> {
  await requireStaffViewer('content.manage');
  const db = await getDb();
  const rows = await db.select().from(pressItems).orderBy(desc(pressItems.publishedOn), desc(pressItems.id)).limit(500);
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    status: row.status,
    updatedAt: row.updatedAt,
    publishedAt: row.publishedAt,
    detail: `${row.outlet} · ${row.publishedOn}`,
  }));
}

export async function getLawyerForEdit(id: number) {
  await requireStaffViewer('content.manage');
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await (await getDb()).select().from(lawyers).where(eq(lawyers.id, id));
  return row ?? null;
}

export async function getWinCaseForEdit(id: number) {
  await requireStaffViewer('content.manage');
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await (await getDb()).select().from(winCases).where(eq(winCases.id, id));
  return row ?? null;
}

export async function getReviewForEdit(id: number) {
  await requireStaffViewer('content.manage');
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await (await getDb()).select().from(reviews).where(eq(reviews.id, id));
  return row ?? null;
}

export async function getBroadcastForEdit(id: number) {
  await requireStaffViewer('content.manage');
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await (await getDb()).select().from(broadcasts).where(eq(broadcasts.id, id));
  return row ?? null;
}

export async function getPressItemForEdit(id: number) {
  await requireStaffViewer('content.manage');
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const [row] = await (await getDb()).select().from(pressItems).where(eq(pressItems.id, id));
  return row ?? null;
}

/** The stored fee schedule, or an empty one to start from. */
export async function getFeeScheduleForEdit(): Promise<{ schedule: FeeSchedule; updatedAt: Date | null }> {
  await requireStaffViewer('content.manage');
  const db = await getDb();
  const [row] = await db.select().from(contentBlocks).where(eq(contentBlocks.key, feeScheduleKey));
  const parsed = row ? feeScheduleSchema.safeParse(row.data) : null;
  if (parsed?.success) return { schedule: parsed.data, updatedAt: row!.updatedAt };
  return { schedule: { intro: '', items: [{ service: '', fee: '', note: '' }], notes: [] }, updatedAt: row?.updatedAt ?? null };
}
