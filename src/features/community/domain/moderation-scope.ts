import { can, capabilities, teamSubjects, type AppAbility } from '@/features/auth/domain/permissions';
import type { WritableBoardKey } from './boards';

/**
 * Which boards a moderator answers for (issue 13, section 4; spec section 6: '톡 관리팀 gets the
 * couples board and the divorce board'). community.moderate is held through 관리자 (every board) or
 * through the two board subjects of 톡 관리팀, each covering the community boards it names:
 * - 커플게시판: 자유수다 and 익명 게시판, where couples talk about their days and their marriage;
 * - 이혼게시판: 육아·양육 이야기, where members share life after a divorce (면접교섭, 양육비).
 * 공개 게시판 (members write under their own names) is moderated by 관리자 only. A secret post
 * opens to the moderators of its board, and a moderator acts only on posts and comments there.
 */
export const boardsOfSubject: Readonly<Record<string, readonly WritableBoardKey[]>> = {
  [teamSubjects.couplesBoard]: ['free', 'anonymous'],
  [teamSubjects.divorceBoard]: ['parenting'],
};

/** Every board, a list of boards, or none. */
export type ModerationScope = 'all' | readonly WritableBoardKey[];

export function moderationScopeOf(ability: AppAbility | null | undefined): ModerationScope {
  if (!ability || !can(ability, 'community.moderate')) return [];
  const boards = new Set<WritableBoardKey>();
  for (const subject of capabilities['community.moderate']) {
    if (!ability.can('manage', subject)) continue;
    const covered = boardsOfSubject[subject];
    if (!covered) return 'all';
    for (const board of covered) boards.add(board);
  }
  return [...boards];
}

export function scopeCovers(scope: ModerationScope, board: string): boolean {
  return scope === 'all' || (scope as readonly string[]).includes(board);
}

export const moderationScopeMessages = {
  otherBoard:
    '이 게시판을 관리할 권한이 없습니다. 톡 관리팀은 커플 게시판(자유수다, 익명 게시판)과 이혼 게시판(육아·양육 이야기)만 관리합니다.',
} as const;
