import { normalizeTitle, textLength } from '@/lib/text';

/**
 * Rules of a community post: plain text only (stored as typed, shown escaped with its line
 * breaks), limits, the Korean messages, and paging. No framework imports.
 */

export const postLimits = {
  titleMin: 2,
  titleMax: 80,
  bodyMin: 10,
  bodyMax: 5_000,
  /** Posts on a page of a board or of search results: with the first words, a screen's worth on a phone. */
  pageSize: 15,
  /** A list card's first words: two lines on a phone; a page of them stays under 60 KB (issue 17). */
  excerptChars: 48,
  searchMin: 2,
  searchMax: 50,
  commentMin: 2,
  commentMax: 1_000,
} as const;

/** How long a post its author deleted can be restored by moderators before the purge job removes it. */
export const trashKeepDays = 30;

/** What a deleted comment that still has replies shows in its place. */
export const deletedCommentText = '삭제된 댓글입니다.';

/** What lists show for a 비밀글 (secret post) in place of its title. */
export const secretTitle = '비밀글입니다';

export const postMessages = {
  boardMissing: '게시판을 골라 주세요.',
  titleShort: `제목을 ${postLimits.titleMin}자 이상 적어 주세요.`,
  titleLong: `제목은 ${postLimits.titleMax}자 이내로 적어 주세요.`,
  bodyShort: `본문을 ${postLimits.bodyMin}자 이상 적어 주세요.`,
  bodyLong: `본문은 ${postLimits.bodyMax.toLocaleString('ko-KR')}자 이내로 적어 주세요.`,
  notFound: '글을 찾을 수 없습니다. 이미 지워졌거나 숨겨진 글일 수 있습니다.',
  notYours: '내가 쓴 글만 고치거나 지울 수 있습니다.',
  tooMany: '글을 너무 자주 올리고 있습니다. 잠시 뒤에 다시 올려 주세요.',
  reportOwn: '내 글은 신고할 수 없습니다.',
  searchShort: `검색어를 ${postLimits.searchMin}자 이상 적어 주세요.`,
  commentShort: `댓글을 ${postLimits.commentMin}자 이상 적어 주세요.`,
  commentLong: `댓글은 ${postLimits.commentMax.toLocaleString('ko-KR')}자 이내로 적어 주세요.`,
  commentNotFound: '댓글을 찾을 수 없습니다. 이미 지워졌을 수 있습니다.',
  commentNotYours: '내가 쓴 댓글만 지울 수 있습니다.',
  commentsClosed: '숨겨졌거나 지워진 글에는 댓글을 달 수 없습니다.',
  commentTooMany: '댓글을 너무 자주 달고 있습니다. 잠시 뒤에 다시 달아 주세요.',
  likeOwn: '내가 쓴 글과 댓글에는 공감할 수 없어요.',
  notInTrash: '휴지통에서 찾을 수 없는 글입니다. 이미 복구했거나 영구 삭제되었을 수 있습니다.',
  replyParentGone: '답글을 달 댓글을 찾을 수 없습니다. 이미 지워졌을 수 있습니다.',
  recommendSecret: '비밀글은 추천글로 올릴 수 없습니다.',
  likeTooMany: '공감을 너무 자주 누르고 있어요. 잠시 뒤에 다시 눌러 주세요.',
} as const;

/**
 * Lists page two ways (issue 13, 'flat to a million posts'): numbered pages for the first
 * `numberedPages` (an offset bounded by 1,000 rows), and past them a cursor, `?before=`, naming
 * the last post shown (its time and id), so any depth costs what the first page costs. Counts stop
 * at `countCap` ('1,000개 이상').
 */
export const listPaging = { numberedPages: 50, countCap: 1_000 } as const;

/** `?page=` as a page number from 1 to the numbered pages; anything else is page 1. */
export function pageParam(raw: string | string[] | undefined): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,4}$/.test(value)) return 1;
  return Math.min(Math.max(1, Number(value)), listPaging.numberedPages);
}

export function pageCount(total: number, pageSize: number = postLimits.pageSize): number {
  return Math.min(Math.max(1, Math.ceil(total / pageSize)), listPaging.numberedPages);
}

/** `?before=` of a search: the id the next batch starts below. */
export function searchCursorParam(raw: string | string[] | undefined): number | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

/** 베스트 tabs: posts of the last 7 or 30 days by 공감. */
export type BestPeriod = 7 | 30;

/** `?best=7` or `?best=30`: the board's 베스트 tab for that many days; anything else is the newest posts. */
export function bestParam(raw: string | string[] | undefined): BestPeriod | null {
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === '7' ? 7 : value === '30' ? 30 : null;
}

/** A count as a list's header says it: '1,000개 이상' once it reaches the cap. */
export function countLabel(count: number, capped: boolean): string {
  return capped ? `${count.toLocaleString('ko-KR')}개 이상` : `${count.toLocaleString('ko-KR')}개`;
}

/** A search term as typed, trimmed to its limit; with an error when it is too short to search. */
export function searchTerm(raw: string | string[] | undefined): { term: string; error: string | null } {
  const value = normalizeTitle(Array.isArray(raw) ? (raw[0] ?? '') : (raw ?? ''));
  const term = [...value].slice(0, postLimits.searchMax).join('');
  if (term.length === 0) return { term: '', error: null };
  return { term, error: textLength(term) < postLimits.searchMin ? postMessages.searchShort : null };
}
