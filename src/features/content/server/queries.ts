import 'server-only';
import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { encodeCursor, type ListCursor } from '@/lib/keyset';
import { getDb } from '@/server/db/db';
import { broadcasts, contentBlocks, lawyers, posts, pressItems, reviews, slugRedirects, winCases } from '@/server/db/schema';
import { textOfHtml } from '../domain/ad-rules';
import { feeScheduleKey } from '../domain/fee-schedule';
import { feeScheduleSchema } from '../schemas';
import type {
  BroadcastCard,
  BroadcastDetail,
  ContentPage,
  FeeSchedule,
  LawyerCard,
  LawyerProfile,
  LawyerRef,
  PostCard,
  PostDetail,
  PressItem,
  ReviewCard,
  ReviewDetail,
  WinCaseCard,
  WinCaseDetail,
} from '../domain/types';

/**
 * Published content for public pages (issue 4). Only rows with status 'published' are ever
 * returned here; drafts are read through the back office's own queries. Pages read these through
 * `cached.ts`, which tags them for revalidation when staff publish.
 */

const iso = (value: Date | null | undefined): string => (value ?? new Date(0)).toISOString();

const lawyerRefColumns = { id: lawyers.id, name: lawyers.name, title: lawyers.title };

function refOf(row: { id: number | null; name: string | null; title: string | null } | null): LawyerRef | null {
  return row && row.id !== null ? { id: row.id, name: row.name ?? '', title: row.title ?? '' } : null;
}

const publishedLawyer = eq(lawyers.status, 'published');

export async function listLawyers(filter: { specialty?: string } = {}): Promise<LawyerCard[]> {
  const db = await getDb();
  const where: SQL[] = [publishedLawyer];
  if (filter.specialty) where.push(sql`${lawyers.specialties} ? ${filter.specialty}`);
  const rows = await db
    .select()
    .from(lawyers)
    .where(and(...where))
    .orderBy(asc(lawyers.sortOrder), asc(lawyers.id));
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    title: row.title,
    photoPath: row.photoPath,
    summary: row.summary,
    registeredSpecialties: row.registeredSpecialties,
    specialties: row.specialties,
    officeName: row.officeName,
  }));
}

export async function getLawyer(id: number): Promise<LawyerProfile | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const db = await getDb();
  const [row] = await db
    .select()
    .from(lawyers)
    .where(and(eq(lawyers.id, id), publishedLawyer));
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    title: row.title,
    photoPath: row.photoPath,
    summary: row.summary,
    registeredSpecialties: row.registeredSpecialties,
    specialties: row.specialties,
    officeName: row.officeName,
    introHtml: row.introHtml,
    education: row.education,
    career: row.career,
    updatedAt: iso(row.updatedAt),
  };
}

const publishedCase = eq(winCases.status, 'published');

/** Cards on a page of the win case and review lists: four rows of two on a desktop, and under issue 17's 60 KB of HTML. */
export const contentPageSize = 8;

export async function listWinCases(
  filter: { specialty?: string; lawyerId?: number; resolution?: string; limit?: number } = {},
): Promise<WinCaseCard[]> {
  const db = await getDb();
  const where: SQL[] = [publishedCase];
  if (filter.specialty) where.push(eq(winCases.specialty, filter.specialty));
  if (filter.lawyerId) where.push(eq(winCases.lawyerId, filter.lawyerId));
  if (filter.resolution) where.push(eq(winCases.resolution, filter.resolution));
  const rows = await db
    .select({ item: winCases, lawyer: lawyerRefColumns })
    .from(winCases)
    .leftJoin(lawyers, and(eq(lawyers.id, winCases.lawyerId), publishedLawyer))
    .where(and(...where))
    .orderBy(desc(winCases.decidedOn), desc(winCases.id))
    .limit(filter.limit ?? 200);
  return rows.map(({ item, lawyer }) => winCaseCard(item, refOf(lawyer)));
}

/**
 * A list page from its query's rows (one more than a page, to tell whether another follows): the
 * page's cards, the list's total, and the cursor of the last card shown when more follow.
 */
function contentPage<R, T>(rows: R[], total: number, card: (row: R) => T, cursorOf: (row: R) => string | null): ContentPage<T> {
  const shown = rows.slice(0, contentPageSize);
  const last = shown.at(-1);
  return { items: shown.map(card), total, nextCursor: rows.length > contentPageSize && last ? cursorOf(last) : null };
}

/** A win case's place in its list: the decision day (stored as 'YYYY-MM-DD') as UTC midnight, and the id. */
function winCaseCursor(item: { decidedOn: string; id: number }): string {
  return encodeCursor({ at: new Date(`${item.decidedOn}T00:00:00Z`), id: item.id });
}

/**
 * A page of the win case list (newest decision first), `before` the cursor of the page above it:
 * a keyset page, so any depth costs what the first does (win_cases_status_decided_idx). The total
 * counts the firm's published cases; pages read it through the content cache (cached.ts).
 */
export async function listWinCasePage(filter: { specialty?: string }, before: ListCursor | null): Promise<ContentPage<WinCaseCard>> {
  const db = await getDb();
  const where = and(publishedCase, filter.specialty ? eq(winCases.specialty, filter.specialty) : undefined);
  const after = before ? sql`(${winCases.decidedOn}, ${winCases.id}) < (${before.at.toISOString().slice(0, 10)}, ${before.id})` : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ item: winCases, lawyer: lawyerRefColumns })
      .from(winCases)
      .leftJoin(lawyers, and(eq(lawyers.id, winCases.lawyerId), publishedLawyer))
      .where(and(where, after))
      .orderBy(desc(winCases.decidedOn), desc(winCases.id))
      .limit(contentPageSize + 1),
    db.select({ count: count() }).from(winCases).where(where),
  ]);
  return contentPage(
    rows,
    total?.count ?? 0,
    ({ item, lawyer }) => winCaseCard(item, refOf(lawyer)),
    ({ item }) => winCaseCursor(item),
  );
}

function winCaseCard(item: typeof winCases.$inferSelect, lawyer: LawyerRef | null): WinCaseCard {
  return {
    id: item.id,
    title: item.title,
    specialty: item.specialty,
    resolution: item.resolution,
    court: item.court,
    decidedOn: item.decidedOn,
    summary: item.summary,
    outcome: item.outcome,
    lawyer,
  };
}

export async function getWinCase(id: number): Promise<WinCaseDetail | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const db = await getDb();
  const [row] = await db
    .select({ item: winCases, lawyer: lawyerRefColumns })
    .from(winCases)
    .leftJoin(lawyers, and(eq(lawyers.id, winCases.lawyerId), publishedLawyer))
    .where(and(eq(winCases.id, id), publishedCase));
  if (!row) return null;
  return {
    ...winCaseCard(row.item, refOf(row.lawyer)),
    bodyHtml: row.item.bodyHtml,
    publishedAt: iso(row.item.publishedAt),
    updatedAt: iso(row.item.updatedAt),
  };
}

/** A review shows only when published and backed by the client's recorded consent. */
const publishedReview = and(eq(reviews.status, 'published'), sql`${reviews.consentRecordedAt} is not null`)!;

function excerptOf(html: string, length = 110): string {
  const text = textOfHtml(html);
  return text.length > length ? `${text.slice(0, length).trimEnd()}…` : text;
}

export async function listReviews(filter: { specialty?: string; lawyerId?: number; limit?: number } = {}): Promise<ReviewCard[]> {
  const db = await getDb();
  const where: SQL[] = [publishedReview];
  if (filter.specialty) where.push(eq(reviews.specialty, filter.specialty));
  if (filter.lawyerId) where.push(eq(reviews.lawyerId, filter.lawyerId));
  const rows = await db
    .select({ item: reviews, lawyer: lawyerRefColumns })
    .from(reviews)
    .leftJoin(lawyers, and(eq(lawyers.id, reviews.lawyerId), publishedLawyer))
    .where(and(...where))
    .orderBy(desc(reviews.publishedAt), desc(reviews.id))
    .limit(filter.limit ?? 200);
  return rows.map(({ item, lawyer }) => reviewCard(item, refOf(lawyer)));
}

/**
 * A page of the review list (newest first), `before` the cursor of the page above it. The cursor's
 * review gives its own time to the microsecond; the link's millisecond time stands in if it is gone.
 */
export async function listReviewPage(filter: { specialty?: string }, before: ListCursor | null): Promise<ContentPage<ReviewCard>> {
  const db = await getDb();
  const where = and(publishedReview, filter.specialty ? eq(reviews.specialty, filter.specialty) : undefined);
  const cursorAt = sql`coalesce((select cursor_review.published_at from ${reviews} cursor_review where cursor_review.id = ${before?.id ?? 0}), ${before?.at.toISOString() ?? null}::timestamptz)`;
  const after = before ? sql`(${reviews.publishedAt}, ${reviews.id}) < (${cursorAt}, ${before.id})` : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ item: reviews, lawyer: lawyerRefColumns })
      .from(reviews)
      .leftJoin(lawyers, and(eq(lawyers.id, reviews.lawyerId), publishedLawyer))
      .where(and(where, after))
      .orderBy(desc(reviews.publishedAt), desc(reviews.id))
      .limit(contentPageSize + 1),
    db.select({ count: count() }).from(reviews).where(where),
  ]);
  return contentPage(
    rows,
    total?.count ?? 0,
    ({ item, lawyer }) => reviewCard(item, refOf(lawyer)),
    ({ item }) => (item.publishedAt ? encodeCursor({ at: item.publishedAt, id: item.id }) : null),
  );
}

function reviewCard(item: typeof reviews.$inferSelect, lawyer: LawyerRef | null): ReviewCard {
  return {
    id: item.id,
    title: item.title,
    specialty: item.specialty,
    clientLabel: item.clientLabel,
    excerpt: excerptOf(item.bodyHtml),
    lawyer,
    publishedAt: iso(item.publishedAt),
  };
}

export async function getReview(id: number): Promise<ReviewDetail | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const db = await getDb();
  const [row] = await db
    .select({ item: reviews, lawyer: lawyerRefColumns })
    .from(reviews)
    .leftJoin(lawyers, and(eq(lawyers.id, reviews.lawyerId), publishedLawyer))
    .where(and(eq(reviews.id, id), publishedReview));
  if (!row) return null;
  return { ...reviewCard(row.item, refOf(row.lawyer)), bodyHtml: row.item.bodyHtml, updatedAt: iso(row.item.updatedAt) };
}

const publishedPost = eq(posts.status, 'published');

function postCard(item: typeof posts.$inferSelect, lawyer: LawyerRef | null): PostCard {
  return {
    id: item.id,
    slug: item.slug,
    category: item.category,
    title: item.title,
    description: item.description,
    coverPath: item.coverPath,
    lawyer,
    publishedAt: iso(item.publishedAt),
    updatedAt: iso(item.updatedAt),
  };
}

export async function listPosts(filter: { category?: string; lawyerId?: number; limit?: number } = {}): Promise<PostCard[]> {
  const db = await getDb();
  const where: SQL[] = [publishedPost];
  if (filter.category) where.push(eq(posts.category, filter.category));
  if (filter.lawyerId) where.push(eq(posts.lawyerId, filter.lawyerId));
  const rows = await db
    .select({ item: posts, lawyer: lawyerRefColumns })
    .from(posts)
    .leftJoin(lawyers, and(eq(lawyers.id, posts.lawyerId), publishedLawyer))
    .where(and(...where))
    .orderBy(desc(posts.publishedAt), desc(posts.id))
    .limit(filter.limit ?? 200);
  return rows.map(({ item, lawyer }) => postCard(item, refOf(lawyer)));
}

/**
 * A post by its current slug, or `{ redirectTo }` when the slug is an old one of a published
 * post (a changed slug keeps answering, issue 4).
 */
export async function getPostBySlug(slug: string): Promise<{ post: PostDetail } | { redirectTo: PostCard } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ item: posts, lawyer: lawyerRefColumns })
    .from(posts)
    .leftJoin(lawyers, and(eq(lawyers.id, posts.lawyerId), publishedLawyer))
    .where(and(eq(posts.slug, slug), publishedPost));
  if (row) return { post: { ...postCard(row.item, refOf(row.lawyer)), bodyHtml: row.item.bodyHtml } };
  const [moved] = await db
    .select({ item: posts })
    .from(slugRedirects)
    .innerJoin(posts, eq(posts.id, slugRedirects.targetId))
    .where(and(eq(slugRedirects.kind, 'post'), eq(slugRedirects.oldSlug, slug), publishedPost));
  return moved ? { redirectTo: postCard(moved.item, null) } : null;
}

const publishedBroadcast = eq(broadcasts.status, 'published');

function broadcastCard(item: typeof broadcasts.$inferSelect, lawyer: LawyerRef | null): BroadcastCard {
  return {
    id: item.id,
    slug: item.slug,
    title: item.title,
    channel: item.channel,
    program: item.program,
    airedOn: item.airedOn,
    summary: item.summary,
    lawyer,
  };
}

export async function listBroadcasts(filter: { lawyerId?: number } = {}): Promise<BroadcastCard[]> {
  const db = await getDb();
  const where: SQL[] = [publishedBroadcast];
  if (filter.lawyerId) where.push(eq(broadcasts.lawyerId, filter.lawyerId));
  const rows = await db
    .select({ item: broadcasts, lawyer: lawyerRefColumns })
    .from(broadcasts)
    .leftJoin(lawyers, and(eq(lawyers.id, broadcasts.lawyerId), publishedLawyer))
    .where(and(...where))
    .orderBy(desc(broadcasts.airedOn), desc(broadcasts.id));
  return rows.map(({ item, lawyer }) => broadcastCard(item, refOf(lawyer)));
}

export async function getBroadcastBySlug(slug: string): Promise<{ broadcast: BroadcastDetail } | { redirectTo: BroadcastCard } | null> {
  const db = await getDb();
  const [row] = await db
    .select({ item: broadcasts, lawyer: lawyerRefColumns })
    .from(broadcasts)
    .leftJoin(lawyers, and(eq(lawyers.id, broadcasts.lawyerId), publishedLawyer))
    .where(and(eq(broadcasts.slug, slug), publishedBroadcast));
  if (row) {
    return {
      broadcast: {
        ...broadcastCard(row.item, refOf(row.lawyer)),
        bodyHtml: row.item.bodyHtml,
        videoUrl: row.item.videoUrl,
        updatedAt: iso(row.item.updatedAt),
      },
    };
  }
  const [moved] = await db
    .select({ item: broadcasts })
    .from(slugRedirects)
    .innerJoin(broadcasts, eq(broadcasts.id, slugRedirects.targetId))
    .where(and(eq(slugRedirects.kind, 'broadcast'), eq(slugRedirects.oldSlug, slug), publishedBroadcast));
  return moved ? { redirectTo: broadcastCard(moved.item, null) } : null;
}

export async function listPressItems(filter: { lawyerId?: number } = {}): Promise<PressItem[]> {
  const db = await getDb();
  const where: SQL[] = [eq(pressItems.status, 'published')];
  if (filter.lawyerId) where.push(eq(pressItems.lawyerId, filter.lawyerId));
  const rows = await db
    .select({ item: pressItems, lawyer: lawyerRefColumns })
    .from(pressItems)
    .leftJoin(lawyers, and(eq(lawyers.id, pressItems.lawyerId), publishedLawyer))
    .where(and(...where))
    .orderBy(desc(pressItems.publishedOn), desc(pressItems.id));
  return rows.map(({ item, lawyer }) => ({
    id: item.id,
    title: item.title,
    outlet: item.outlet,
    publishedOn: item.publishedOn,
    url: item.url,
    summary: item.summary,
    lawyer: refOf(lawyer),
  }));
}

export async function getFeeSchedule(): Promise<FeeSchedule | null> {
  const db = await getDb();
  const [row] = await db.select().from(contentBlocks).where(eq(contentBlocks.key, feeScheduleKey));
  if (!row) return null;
  const parsed = feeScheduleSchema.safeParse(row.data);
  return parsed.success ? parsed.data : null;
}

/** Every published item with its public path and last change, for sitemap.xml. */
export async function listContentForSitemap(): Promise<{
  lawyers: Array<{ id: number; updatedAt: string }>;
  winCases: Array<{ id: number; updatedAt: string }>;
  reviews: Array<{ id: number; updatedAt: string }>;
  posts: Array<{ slug: string; category: string; updatedAt: string }>;
  broadcasts: Array<{ slug: string; updatedAt: string }>;
}> {
  const db = await getDb();
  const [lawyerRows, caseRows, reviewRows, postRows, broadcastRows] = await Promise.all([
    db.select({ id: lawyers.id, updatedAt: lawyers.updatedAt }).from(lawyers).where(publishedLawyer),
    db.select({ id: winCases.id, updatedAt: winCases.updatedAt }).from(winCases).where(publishedCase),
    db.select({ id: reviews.id, updatedAt: reviews.updatedAt }).from(reviews).where(publishedReview),
    db.select({ slug: posts.slug, category: posts.category, updatedAt: posts.updatedAt }).from(posts).where(publishedPost),
    db.select({ slug: broadcasts.slug, updatedAt: broadcasts.updatedAt }).from(broadcasts).where(publishedBroadcast),
  ]);
  const withIso = <T extends { updatedAt: Date }>(rows: T[]) => rows.map((row) => ({ ...row, updatedAt: iso(row.updatedAt) }));
  return {
    lawyers: withIso(lawyerRows),
    winCases: withIso(caseRows),
    reviews: withIso(reviewRows),
    posts: withIso(postRows),
    broadcasts: withIso(broadcastRows),
  };
}
