import 'server-only';
import { and, desc, eq, gt, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import { assertStaff } from '@/features/auth/server/staff-query';
import { viewerCan, type Viewer } from '@/features/auth/server/viewer';
import { getDb } from '@/server/db/db';
import { talkComments, talkPosts, talkReports, users } from '@/server/db/schema';
import { boardByKey, type Board, type BoardKey } from '../domain/boards';
import { excerptOf, likePattern, postLimits } from '../domain/post-rules';

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
};

export type TalkPostDetail = TalkPostCard & {
  body: string;
  edited: boolean;
  updatedAt: string;
  /** Hidden by staff: only moderators (and the author, with a notice) see it. */
  hidden: boolean;
  isMine: boolean;
  canModerate: boolean;
  reportedByViewer: boolean;
  /** Moderators only; 0 for everyone else. */
  reportCount: number;
};

export type TalkPage = { items: TalkPostCard[]; total: number; page: number };

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

function card(row: CardRow): TalkPostCard {
  return {
    id: row.id,
    board: row.board as BoardKey,
    boardTitle: boardTitle(row.board),
    title: row.title,
    excerpt: excerptOf(row.body),
    authorLabel: authorShown(row),
    createdAt: row.createdAt.toISOString(),
    recommended: row.recommendedAt !== null,
  };
}

async function pageOf(where: SQL, order: SQL[], page: number, pageSize: number = postLimits.pageSize): Promise<TalkPage> {
  const db = await getDb();
  const safePage = Number.isSafeInteger(page) && page > 0 ? page : 1;
  const rows = await db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(talkPosts)
    .leftJoin(users, eq(users.id, talkPosts.authorId))
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset((safePage - 1) * pageSize);
  return { items: rows.map(card), total: rows[0]?.total ?? 0, page: safePage };
}

/** One board's visible posts, newest first; 추천글 lists recommended posts of every board. */
export async function listBoardPosts(board: Board, page = 1): Promise<TalkPage> {
  if (board.key === 'recommended') {
    return pageOf(and(visible, isNotNull(talkPosts.recommendedAt))!, [desc(talkPosts.recommendedAt), desc(talkPosts.id)], page);
  }
  return pageOf(and(visible, eq(talkPosts.board, board.key))!, [desc(talkPosts.createdAt), desc(talkPosts.id)], page);
}

/** The community home: the newest posts of every board and the latest recommended ones. */
export async function listTalkHome(limits: { newest: number; recommended: number } = { newest: 10, recommended: 5 }) {
  const [newest, recommended] = await Promise.all([
    pageOf(visible, [desc(talkPosts.createdAt), desc(talkPosts.id)], 1, limits.newest),
    pageOf(and(visible, isNotNull(talkPosts.recommendedAt))!, [desc(talkPosts.recommendedAt), desc(talkPosts.id)], 1, limits.recommended),
  ]);
  return { newest: newest.items, recommended: recommended.items };
}

/** Title and body search over visible posts; the term is matched literally (wildcards escaped). */
export async function searchTalkPosts(term: string, page = 1): Promise<TalkPage> {
  const chars = [...term.trim()];
  if (chars.length < postLimits.searchMin) return { items: [], total: 0, page: 1 };
  const pattern = likePattern(chars.slice(0, postLimits.searchMax).join(''));
  return pageOf(
    and(visible, or(ilike(talkPosts.title, pattern), ilike(talkPosts.body, pattern)))!,
    [desc(talkPosts.createdAt), desc(talkPosts.id)],
    page,
  );
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
      hiddenAt: talkPosts.hiddenAt,
      reportCount: talkPosts.reportCount,
      reportedBy: talkReports.userId,
    })
    .from(talkPosts)
    .leftJoin(users, eq(users.id, talkPosts.authorId))
    .leftJoin(talkReports, and(eq(talkReports.postId, talkPosts.id), eq(talkReports.userId, viewerId)))
    .where(and(eq(talkPosts.id, id), isNull(talkPosts.deletedAt)));
  if (!row) return null;
  const isMine = viewer !== null && row.authorId === viewer.id;
  const canModerate = viewerCan(viewer, 'community.moderate');
  if (row.hiddenAt && !isMine && !canModerate) return null;
  return {
    ...card(row),
    body: row.body,
    edited: row.updatedAt.getTime() - row.createdAt.getTime() > 60_000,
    updatedAt: row.updatedAt.toISOString(),
    hidden: row.hiddenAt !== null,
    isMine,
    canModerate,
    reportedByViewer: row.reportedBy !== null,
    reportCount: canModerate ? row.reportCount : 0,
  };
}

export type TalkPostForEdit = { id: number; board: BoardKey; title: string; body: string };

/** The author's own post for the edit form, or null (someone else's, deleted, or missing). */
export async function getTalkPostForEdit(id: number, viewer: Viewer): Promise<TalkPostForEdit | null> {
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const db = await getDb();
  const [row] = await db
    .select({ id: talkPosts.id, board: talkPosts.board, title: talkPosts.title, body: talkPosts.body })
    .from(talkPosts)
    .where(and(eq(talkPosts.id, id), eq(talkPosts.authorId, viewer.id), isNull(talkPosts.deletedAt)));
  return row ? { ...row, board: row.board as BoardKey } : null;
}

export type ModerationFilter = 'reported' | 'hidden' | 'all';

export type ModerationRow = TalkPostCard & { hidden: boolean; deleted: boolean; reportCount: number };

/**
 * /office/talk: every post with reports first (reported and still shown at the very top), then
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
  const safePage = Number.isSafeInteger(page) && page > 0 ? page : 1;
  const where = filter === 'reported' ? gt(talkPosts.reportCount, 0) : filter === 'hidden' ? isNotNull(talkPosts.hiddenAt) : undefined;
  const rows = await db
    .select({
      ...cardColumns,
      hiddenAt: talkPosts.hiddenAt,
      deletedAt: talkPosts.deletedAt,
      reportCount: talkPosts.reportCount,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(talkPosts)
    .leftJoin(users, eq(users.id, talkPosts.authorId))
    .where(where)
    .orderBy(
      desc(sql`(${talkPosts.reportCount} > 0 and ${talkPosts.hiddenAt} is null and ${talkPosts.deletedAt} is null)`),
      desc(talkPosts.reportCount),
      desc(talkPosts.createdAt),
      desc(talkPosts.id),
    )
    .limit(pageSize)
    .offset((safePage - 1) * pageSize);
  return {
    items: rows.map((row) => ({
      ...card(row),
      hidden: row.hiddenAt !== null,
      deleted: row.deletedAt !== null,
      reportCount: row.reportCount,
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
    .where(and(visible, isNotNull(talkPosts.recommendedAt)))
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
