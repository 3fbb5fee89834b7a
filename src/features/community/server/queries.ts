import 'server-only';
import { and, desc, eq, gt, gte, ilike, inArray, isNotNull, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import { assertStaff } from '@/features/auth/server/staff-query';
import type { Viewer } from '@/features/auth/server/viewer';
import { getDb } from '@/server/db/db';
import { talkComments, talkPostLikes, talkPosts, talkReports, users } from '@/server/db/schema';
import { boardByKey, type Board, type BoardKey } from '../domain/boards';
import { noticeLimits, type NoticeScope } from '../domain/notices';
import { reportReasonLabel } from '../domain/report-reasons';
import { viewerModerates, viewerModerationScope } from './moderation-scope';
import { containsPattern, parseSearchQuery, snippetAround } from '@/features/text-safety/domain/korean-search';
import { sqlTextArray } from '@/features/text-safety/server/search-sql';
import { listPaging, postLimits, secretTitle, trashKeepDays, type BestPeriod } from '../domain/post-rules';
import { excerptOf } from '@/lib/text';
import { encodeCursor, type ListCursor } from '@/lib/keyset';

/**
 * The community's reads. Public lists show only posts that are neither hidden by staff nor
 * deleted by their authors; every query returns what the screen shows and never the author's
 * account (id, e-mail): readers see the post's pseudonym, or on 공개 게시판 the member's display
 * name ('탈퇴한 회원' once the account is gone). Each page needs one query (the home two), with
 * the total counted in the same statement.
 */

export type TalkPostCard = {
  id: number;
  board: BoardKey;
  boardTitle: string;
  title: string;
  excerpt: string;
  authorLabel: string;
  createdAt: string;
  recommended: boolean;
  likeCount: number;
  /** 조회: visitors counted once a Seoul day (views.ts). */
  viewCount: number;
  /** 비밀글: lists show secretTitle and no excerpt; only the author and moderators open it. */
  secret: boolean;
};

export type TalkPostDetail = TalkPostCard & {
  body: string;
  /** '수정됨': the author's last edit (talk_posts.edited_at); earlier versions are for moderators (edit-history.ts). */
  editedAt: string | null;
  updatedAt: string;
  /** Hidden by staff or blinded by reports: only moderators (and the author, with a notice) see it. */
  hidden: boolean;
  /** Blinded at the reporters' threshold, not yet decided by a moderator. */
  blindedByReports: boolean;
  /** Blinded by staff on a takedown request (임시조치): the author and moderators see a notice, others nothing. */
  blindedByTakedown: boolean;
  /** Moderators only: the 공지 the post is pinned as, if it has not run out. */
  notice: { until: string; scope: NoticeScope } | null;
  isMine: boolean;
  canModerate: boolean;
  reportedByViewer: boolean;
  /** Moderators only; 0 for everyone else. */
  reportCount: number;
  likedByViewer: boolean;
};

/**
 * One screen of a list. `page` is the numbered page, or null on a cursor page (`?before=`);
 * `total` stops at listPaging.countCap (`totalCapped`); `nextCursor` continues past the last item.
 */
export type TalkPage = { items: TalkPostCard[]; total: number; totalCapped: boolean; page: number | null; nextCursor: string | null };

export const emptyTalkPage: TalkPage = { items: [], total: 0, totalCapped: false, page: 1, nextCursor: null };

export type ListPosition = { page?: number; before?: ListCursor | null };

const visible = and(isNull(talkPosts.hiddenAt), isNull(talkPosts.deletedAt))!;

const cardColumns = {
  id: talkPosts.id,
  board: talkPosts.board,
  title: talkPosts.title,
  body: talkPosts.body,
  authorLabel: talkPosts.authorLabel,
  authorName: users.name,
  createdAt: talkPosts.createdAt,
  recommendedAt: talkPosts.recommendedAt,
  likeCount: talkPosts.likeCount,
  viewCount: talkPosts.viewCount,
  secret: talkPosts.secret,
};

type CardRow = {
  id: number;
  board: string;
  title: string;
  body: string;
  authorLabel: string;
  authorName: string | null;
  createdAt: Date;
  recommendedAt: Date | null;
  likeCount: number;
  viewCount: number;
  secret: boolean;
};

export const leftMemberLabel = '탈퇴한 회원';

/** What readers see as the author: the pseudonym, or on a named board the member's current name. */
function authorShown(row: Pick<CardRow, 'board' | 'authorLabel' | 'authorName'>): string {
  if (boardByKey(row.board)?.anonymous !== false) return row.authorLabel || '익명';
  return row.authorName ?? (row.authorLabel || leftMemberLabel);
}

function boardTitle(key: string): string {
  return boardByKey(key)?.title ?? '커뮤니티';
}

/** A list's card: a secret post keeps its place and date but shows neither title, words nor author. */
function card(row: CardRow): TalkPostCard {
  const shown = {
    id: row.id,
    board: row.board as BoardKey,
    boardTitle: boardTitle(row.board),
    createdAt: row.createdAt.toISOString(),
    recommended: row.recommendedAt !== null,
    likeCount: row.likeCount,
    viewCount: row.viewCount,
    secret: row.secret,
  };
  if (row.secret) return { ...shown, title: secretTitle, excerpt: '', authorLabel: '익명' };
  return { ...shown, title: row.title, excerpt: excerptOf(row.body, postLimits.excerptChars), authorLabel: authorShown(row) };
}

/** The cards `where` selects, by `sort` (then id), at most `limit`: the short lists (home, 베스트, 공지). */
async function cardsWhere(where: SQL, sort: SQL, limit: number): Promise<TalkPostCard[]> {
  const db = await getDb();
  const rows = await db
    .select(cardColumns)
    .from(talkPosts)
    .leftJoin(users, eq(users.id, talkPosts.authorId))
    .where(where)
    .orderBy(sort, desc(talkPosts.id))
    .limit(limit);
  return rows.map(card);
}

/** Up to the cap, how many rows `where` selects: an index-only walk that stops at the cap. */
async function cappedCount(where: SQL): Promise<{ total: number; capped: boolean }> {
  const db = await getDb();
  const limited = db
    .select({ one: sql`1` })
    .from(talkPosts)
    .where(where)
    .limit(listPaging.countCap + 1)
    .as('limited');
  const [row] = await db.select({ count: sql<number>`count(*)`.mapWith(Number) }).from(limited);
  const count = row?.count ?? 0;
  return { total: Math.min(count, listPaging.countCap), capped: count > listPaging.countCap };
}

/**
 * A keyset page of `where`, newest first by (`sortColumn`, id): a cursor page starts after the
 * cursor; a numbered page skips at most numberedPages × pageSize rows of the index. One row more
 * than the page tells whether a next page exists.
 */
async function pageOf(
  where: SQL,
  sortColumn: typeof talkPosts.createdAt | typeof talkPosts.recommendedAt,
  position: ListPosition,
  pageSize: number = postLimits.pageSize,
): Promise<TalkPage> {
  const db = await getDb();
  const before = position.before ?? null;
  const page = before ? null : Math.min(Math.max(1, Math.trunc(position.page ?? 1) || 1), listPaging.numberedPages);
  // The cursor's post gives its own time, to the microsecond (a link carries milliseconds, which
  // would skip posts written within the same millisecond); the link's time stands in if it is gone.
  const cursorAt = sql`coalesce((select cursor_post.${sql.identifier(sortColumn.name)} from ${talkPosts} cursor_post where cursor_post.id = ${before?.id ?? 0}), ${before?.at.toISOString() ?? null}::timestamptz)`;
  const after = before ? sql`(${sortColumn}, ${talkPosts.id}) < (${cursorAt}, ${before.id})` : undefined;
  const [rows, count] = await Promise.all([
    db
      .select({ ...cardColumns, sortAt: sortColumn })
      .from(talkPosts)
      .leftJoin(users, eq(users.id, talkPosts.authorId))
      .where(and(where, after))
      .orderBy(desc(sortColumn), desc(talkPosts.id))
      .limit(pageSize + 1)
      .offset(page ? (page - 1) * pageSize : 0),
    cappedCount(where),
  ]);
  const shown = rows.slice(0, pageSize);
  const last = shown.at(-1);
  const nextCursor = rows.length > pageSize && last?.sortAt ? encodeCursor({ at: last.sortAt, id: last.id }) : null;
  return { items: shown.map(card), total: count.total, totalCapped: count.capped, page, nextCursor };
}

/** One board's visible posts, newest first; 추천글 lists recommended posts of every board. */
export async function listBoardPosts(board: Board, position: ListPosition = {}): Promise<TalkPage> {
  if (board.key === 'recommended') {
    return pageOf(and(visible, isNotNull(talkPosts.recommendedAt))!, talkPosts.recommendedAt, position);
  }
  return pageOf(and(visible, eq(talkPosts.board, board.key))!, talkPosts.createdAt, position);
}

/**
 * 베스트: a board's posts of the last `days` days by 공감, most first (secret posts never). The
 * board's list index narrows to the period, so the cost follows a month's posts, not the table's.
 */
export async function listBestPosts(board: Board, days: BestPeriod, limit = postLimits.pageSize): Promise<TalkPostCard[]> {
  if (!board.writable) return [];
  const since = new Date(Date.now() - days * 24 * 60 * 60_000);
  const best = and(
    visible,
    eq(talkPosts.board, board.key),
    eq(talkPosts.secret, false),
    gte(talkPosts.createdAt, since),
    gt(talkPosts.likeCount, 0),
  )!;
  return cardsWhere(best, desc(talkPosts.likeCount), limit);
}

/**
 * 공지: the notices pinned over `board` (its own, and those on every board) that have not run out,
 * newest first. Never secret or hidden posts.
 */
export async function listNotices(board: Board): Promise<TalkPostCard[]> {
  const live = and(
    visible,
    eq(talkPosts.secret, false),
    gt(talkPosts.pinnedUntil, new Date()),
    or(eq(talkPosts.pinScope, 'all'), eq(talkPosts.board, board.key)),
  )!;
  return cardsWhere(live, desc(talkPosts.createdAt), noticeLimits.perList);
}

/** The community home: the newest posts of every board and the latest recommended ones. */
export async function listTalkHome(limits: { newest: number; recommended: number } = { newest: 8, recommended: 5 }) {
  const [newest, recommended] = await Promise.all([
    cardsWhere(visible, desc(talkPosts.createdAt), limits.newest),
    cardsWhere(and(visible, isNotNull(talkPosts.recommendedAt))!, desc(talkPosts.recommendedAt), limits.recommended),
  ]);
  return { newest, recommended };
}

/**
 * Search reads matches newest first in batches of `searchBatch`, ranked within a batch (title hits
 * first), paged postLimits.pageSize (15) at a time, and continues past a batch with `?before=` (decision 012).
 */
export const searchBatch = 100;

/**
 * Where a batch looks, newest posts first: the newest 2,000 ids, then the next 48,000, then
 * everything older. A common word (이혼 is in a third of the posts) fills its batch in the first
 * window without touching the rest; a rare one reaches the last window, where it has few matches.
 * Either way a batch visits about a hundred to a few thousand rows, however large the table.
 */
const searchWindows = [2_000, 50_000];

export type TalkSearchResult = {
  items: TalkPostCard[];
  words: string[];
  /** Matches in this batch (up to searchBatch), and whether older ones follow. */
  total: number;
  totalCapped: boolean;
  page: number;
  pageCount: number;
  /** `?before=` of the next batch, or null. */
  nextCursor: string | null;
};

/**
 * Title and body search over visible posts (decision 012): the bigram index finds candidates,
 * each word is then matched literally (case-insensitive); every word must be in the title or the body.
 */
export async function searchTalkPosts(raw: string, position: { page?: number; before?: number | null } = {}): Promise<TalkSearchResult> {
  const query = parseSearchQuery(raw);
  const empty: TalkSearchResult = { items: [], words: [], total: 0, totalCapped: false, page: 1, pageCount: 1, nextCursor: null };
  if (!query) return empty;
  const db = await getDb();
  const patterns = query.words.map(containsPattern);
  const inTitle = and(...patterns.map((pattern) => ilike(talkPosts.title, pattern)))!;
  const everyWord = and(...patterns.map((pattern) => or(ilike(talkPosts.title, pattern), ilike(talkPosts.body, pattern))))!;
  const matches = and(visible, eq(talkPosts.secret, false), sql`${talkPosts.searchTerms} @> ${sqlTextArray(query.terms)}`, everyWord)!;

  let upper = position.before ?? null;
  if (upper === null) {
    const [top] = await db.select({ id: sql<number | null>`max(${talkPosts.id})` }).from(talkPosts);
    upper = (top?.id ?? 0) + 1;
  }
  const hits: Array<{ id: number; titleHit: boolean }> = [];
  let high = upper;
  for (const size of [...searchWindows, Number.POSITIVE_INFINITY]) {
    const low = Number.isFinite(size) ? upper - size : 0;
    if (high <= 0) break;
    const rows = await db
      .select({ id: talkPosts.id, titleHit: sql<boolean>`${inTitle}` })
      .from(talkPosts)
      .where(and(matches, lt(talkPosts.id, high), low > 0 ? gte(talkPosts.id, low) : undefined))
      .orderBy(desc(talkPosts.id))
      .limit(searchBatch + 1 - hits.length);
    hits.push(...rows);
    if (hits.length > searchBatch || low <= 0) break;
    high = low;
  }
  const batch = hits.slice(0, searchBatch);
  const ranked = [...batch.filter((hit) => hit.titleHit), ...batch.filter((hit) => !hit.titleHit)];
  const pages = Math.max(1, Math.ceil(ranked.length / postLimits.pageSize));
  const page = Math.min(Math.max(1, Math.trunc(position.page ?? 1) || 1), pages);
  const ids = ranked.slice((page - 1) * postLimits.pageSize, page * postLimits.pageSize).map((hit) => hit.id);
  const rows =
    ids.length === 0
      ? []
      : await db.select(cardColumns).from(talkPosts).leftJoin(users, eq(users.id, talkPosts.authorId)).where(inArray(talkPosts.id, ids));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return {
    items: ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [{ ...card(row), excerpt: snippetAround(row.body, query.words) }] : [];
    }),
    words: query.words,
    total: batch.length,
    totalCapped: hits.length > searchBatch,
    page,
    pageCount: pages,
    nextCursor: hits.length > searchBatch ? String(batch.at(-1)!.id) : null,
  };
}

/**
 * One post as `viewer` may see it, or null: deleted posts are gone for everyone; a hidden post
 * shows to moderators and to its author only.
 */
export async function getTalkPost(id: number, viewer: Viewer | null): Promise<TalkPostDetail | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const db = await getDb();
  const viewerId = viewer?.id ?? '';
  const [row] = await db
    .select({
      ...cardColumns,
      authorId: talkPosts.authorId,
      updatedAt: talkPosts.updatedAt,
      editedAt: talkPosts.editedAt,
      hiddenAt: talkPosts.hiddenAt,
      reportCount: talkPosts.reportCount,
      reportedBy: talkReports.userId,
      likedBy: talkPostLikes.userId,
      hiddenReason: talkPosts.hiddenReason,
      pinnedUntil: talkPosts.pinnedUntil,
      pinScope: talkPosts.pinScope,
    })
    .from(talkPosts)
    .leftJoin(users, eq(users.id, talkPosts.authorId))
    .leftJoin(talkReports, and(eq(talkReports.postId, talkPosts.id), eq(talkReports.userId, viewerId)))
    .leftJoin(talkPostLikes, and(eq(talkPostLikes.postId, talkPosts.id), eq(talkPostLikes.userId, viewerId)))
    .where(and(eq(talkPosts.id, id), isNull(talkPosts.deletedAt)));
  if (!row) return null;
  const isMine = viewer !== null && row.authorId === viewer.id;
  const canModerate = viewerModerates(viewer, row.board);
  if ((row.hiddenAt || row.secret) && !isMine && !canModerate) return null;
  return {
    ...card({ ...row, secret: false }),
    secret: row.secret,
    likedByViewer: row.likedBy !== null,
    body: row.body,
    editedAt: row.editedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
    hidden: row.hiddenAt !== null,
    blindedByReports: row.hiddenAt !== null && row.hiddenReason === 'reports',
    blindedByTakedown: row.hiddenAt !== null && row.hiddenReason === 'takedown',
    notice:
      canModerate && row.pinnedUntil && row.pinnedUntil > new Date()
        ? { until: row.pinnedUntil.toISOString(), scope: row.pinScope === 'all' ? 'all' : 'board' }
        : null,
    isMine,
    canModerate,
    reportedByViewer: row.reportedBy !== null,
    reportCount: canModerate ? row.reportCount : 0,
  };
}

/**
 * A post someone may not read, when saying why beats 'not found': a secret post ('secret'), or
 * one blinded by reports until a moderator decides ('blinded'). Only that much, never its text.
 */
export type LockedTalkPost = { id: number; board: BoardKey; boardTitle: string; reason: 'secret' | 'blinded' };

export async function getLockedTalkPost(id: number): Promise<LockedTalkPost | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: talkPosts.id,
      board: talkPosts.board,
      secret: talkPosts.secret,
      hiddenReason: talkPosts.hiddenReason,
      hiddenAt: talkPosts.hiddenAt,
    })
    .from(talkPosts)
    .where(and(eq(talkPosts.id, id), isNull(talkPosts.deletedAt)));
  if (!row) return null;
  const reason = row.hiddenAt ? (row.hiddenReason === 'reports' ? 'blinded' : null) : row.secret ? 'secret' : null;
  return reason ? { id: row.id, board: row.board as BoardKey, boardTitle: boardTitle(row.board), reason } : null;
}

export type TalkPostForEdit = { id: number; board: BoardKey; title: string; body: string; secret: boolean; createdAt: Date };

/** The author's own post for the edit form, or null (someone else's, deleted, or missing). */
export async function getTalkPostForEdit(id: number, viewer: Viewer): Promise<TalkPostForEdit | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const db = await getDb();
  const [row] = await db
    .select({
      id: talkPosts.id,
      board: talkPosts.board,
      title: talkPosts.title,
      body: talkPosts.body,
      secret: talkPosts.secret,
      createdAt: talkPosts.createdAt,
    })
    .from(talkPosts)
    .where(and(eq(talkPosts.id, id), eq(talkPosts.authorId, viewer.id), isNull(talkPosts.deletedAt)));
  return row ? { ...row, board: row.board as BoardKey } : null;
}

export type ModerationFilter = 'reported' | 'hidden' | 'trash' | 'all';

export type ModerationRow = TalkPostCard & {
  hidden: boolean;
  blindedByReports: boolean;
  deleted: boolean;
  /** Edited by the author: the row links to '수정 이력'. */
  edited: boolean;
  reportCount: number;
  /** The reports' reasons with their counts, most first ('광고·홍보 2', '기타: 도배 1'). */
  reasons: string[];
};

/**
 * /office/talk: every post with reports first (reported and still shown, or blinded by reports, at the very top), then
 * the newest. Moderators only, checked here as well as on the page.
 */
export async function listPostsForModeration(
  viewer: Viewer | null,
  filter: ModerationFilter = 'all',
  page = 1,
): Promise<{ items: ModerationRow[]; total: number; page: number }> {
  assertStaff(viewer, 'community.moderate');
  const db = await getDb();
  const pageSize = 50;
  const scope = viewerModerationScope(viewer);
  const onBoards = scope === 'all' ? undefined : inArray(talkPosts.board, [...scope]);
  const safePage = Number.isSafeInteger(page) && page > 0 ? page : 1;
  const inTrash = and(isNotNull(talkPosts.deletedAt), gt(talkPosts.deletedAt, new Date(Date.now() - trashKeepDays * 24 * 60 * 60_000)));
  const where =
    filter === 'reported'
      ? gt(talkPosts.reportCount, 0)
      : filter === 'hidden'
        ? isNotNull(talkPosts.hiddenAt)
        : filter === 'trash'
          ? inTrash
          : undefined;
  const rows = await db
    .select({
      ...cardColumns,
      hiddenAt: talkPosts.hiddenAt,
      deletedAt: talkPosts.deletedAt,
      editedAt: talkPosts.editedAt,
      reportCount: talkPosts.reportCount,
      hiddenReason: talkPosts.hiddenReason,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(talkPosts)
    .leftJoin(users, eq(users.id, talkPosts.authorId))
    .where(and(where, onBoards))
    .orderBy(
      // Waiting for a decision: reported and still shown, or blinded by reports and not yet looked at.
      desc(
        sql`(${talkPosts.reportCount} > 0 and ${talkPosts.deletedAt} is null and (${talkPosts.hiddenAt} is null or ${talkPosts.hiddenReason} = 'reports'))`,
      ),
      desc(talkPosts.reportCount),
      desc(talkPosts.createdAt),
      desc(talkPosts.id),
    )
    .limit(pageSize)
    .offset((safePage - 1) * pageSize);
  // The reasons of the page's reported posts, in one grouped query.
  const reported = rows.filter((row) => row.reportCount > 0).map((row) => row.id);
  const reasons = new Map<number, string[]>();
  if (reported.length > 0) {
    const grouped = await db
      .select({
        postId: talkReports.postId,
        kind: talkReports.kind,
        reason: talkReports.reason,
        count: sql<number>`count(*)`.mapWith(Number),
      })
      .from(talkReports)
      .where(inArray(talkReports.postId, reported))
      .groupBy(talkReports.postId, talkReports.kind, talkReports.reason)
      .orderBy(desc(sql`count(*)`));
    for (const row of grouped) {
      reasons.set(row.postId, [...(reasons.get(row.postId) ?? []), `${reportReasonLabel(row.kind, row.reason)} ${row.count}`]);
    }
  }
  return {
    items: rows.map((row) => ({
      // Moderators read a secret post's own title.
      ...card({ ...row, secret: false }),
      secret: row.secret,
      hidden: row.hiddenAt !== null,
      blindedByReports: row.hiddenAt !== null && row.hiddenReason === 'reports',
      deleted: row.deletedAt !== null,
      edited: row.editedAt !== null,
      reportCount: row.reportCount,
      reasons: reasons.get(row.id) ?? [],
    })),
    total: rows[0]?.total ?? 0,
    page: safePage,
  };
}

/** Recommended posts for the sitemap: staff chose them, so they are the ones worth indexing. */
export async function listRecommendedForSitemap(): Promise<Array<{ id: number; updatedAt: string }>> {
  const db = await getDb();
  const rows = await db
    .select({ id: talkPosts.id, updatedAt: talkPosts.updatedAt })
    .from(talkPosts)
    .where(and(visible, eq(talkPosts.secret, false), isNotNull(talkPosts.recommendedAt)))
    .orderBy(desc(talkPosts.recommendedAt))
    .limit(1000);
  return rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() }));
}

export type MyTalkPost = { id: number; boardTitle: string; title: string; createdAt: string; hidden: boolean; commentCount: number };
export type MyTalkActivity = { posts: MyTalkPost[]; totalPosts: number; commentCount: number };

/**
 * My page's '내가 쓴 글·댓글': the member's own posts (a hidden one marked, so they know why it is
 * gone from the board) and how many comments they have left. Only ever for the viewer themself.
 */
export async function listMyTalkActivity(viewer: Viewer, limit = 20): Promise<MyTalkActivity> {
  const db = await getDb();
  const mine = and(eq(talkPosts.authorId, viewer.id), isNull(talkPosts.deletedAt))!;
  const [rows, [comments]] = await Promise.all([
    db
      .select({
        id: talkPosts.id,
        board: talkPosts.board,
        title: talkPosts.title,
        createdAt: talkPosts.createdAt,
        hiddenAt: talkPosts.hiddenAt,
        total: sql<number>`count(*) over ()`.mapWith(Number),
      })
      .from(talkPosts)
      .where(mine)
      .orderBy(desc(talkPosts.createdAt), desc(talkPosts.id))
      .limit(limit),
    db
      .select({ count: sql<number>`count(*)`.mapWith(Number) })
      .from(talkComments)
      .where(and(eq(talkComments.authorId, viewer.id), isNull(talkComments.deletedAt))),
  ]);
  // Comments under the listed posts that readers still see, counted in one grouped query.
  const counts = new Map<number, number>();
  if (rows.length > 0) {
    const grouped = await db
      .select({ postId: talkComments.postId, count: sql<number>`count(*)`.mapWith(Number) })
      .from(talkComments)
      .where(
        and(
          inArray(
            talkComments.postId,
            rows.map((row) => row.id),
          ),
          isNull(talkComments.deletedAt),
          isNull(talkComments.hiddenAt),
        ),
      )
      .groupBy(talkComments.postId);
    for (const row of grouped) counts.set(row.postId, row.count);
  }
  return {
    posts: rows.map((row) => ({
      id: row.id,
      boardTitle: boardTitle(row.board),
      title: row.title,
      createdAt: row.createdAt.toISOString(),
      hidden: row.hiddenAt !== null,
      commentCount: counts.get(row.id) ?? 0,
    })),
    totalPosts: rows[0]?.total ?? 0,
    commentCount: comments?.count ?? 0,
  };
}
