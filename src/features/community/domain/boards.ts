import { talkBoardPath } from '@/lib/routes';

/**
 * The community's five boards (spec section 2, 'Community'), with the spec's fixed links.
 * Four take posts; 추천글 lists the posts staff recommended on any board and takes none itself.
 * On the anonymous boards a post shows a per-post pseudonym, on 공개 게시판 the member's name.
 */
export type BoardKey = 'free' | 'anonymous' | 'public' | 'parenting' | 'recommended';
export type WritableBoardKey = Exclude<BoardKey, 'recommended'>;

export type Board = {
  key: BoardKey;
  kind: 'category' | 'section';
  id: number;
  title: string;
  description: string;
  /** Posts show a per-post pseudonym instead of the member's name. */
  anonymous: boolean;
  writable: boolean;
};

export const boards: readonly Board[] = [
  {
    key: 'free',
    kind: 'category',
    id: 25,
    title: '자유수다',
    description: '오늘 있었던 일, 소소한 고민, 누군가에게 털어놓고 싶은 이야기를 편하게 나눠요.',
    anonymous: true,
    writable: true,
  },
  {
    key: 'anonymous',
    kind: 'section',
    id: 88,
    title: '익명 게시판',
    description: '이름 없이 부부 사이의 고민을 털어놓는 곳이에요. 글마다 다른 익명 이름이 붙어요.',
    anonymous: true,
    writable: true,
  },
  {
    key: 'public',
    kind: 'section',
    id: 89,
    title: '공개 게시판',
    description: '회원 이름을 걸고 경험과 정보를 나누는 곳이에요. 글쓴이 이름이 함께 보여요.',
    anonymous: false,
    writable: true,
  },
  {
    key: 'parenting',
    kind: 'section',
    id: 286,
    title: '육아·양육 이야기',
    description: '아이 키우는 이야기, 면접교섭과 양육비 경험을 익명으로 나눠요.',
    anonymous: true,
    writable: true,
  },
  {
    key: 'recommended',
    kind: 'section',
    id: 90,
    title: '추천글',
    description: '운영진이 함께 읽고 싶은 글로 고른 글을 모았어요.',
    anonymous: false,
    writable: false,
  },
];

export const writableBoards = boards.filter((board) => board.writable) as Array<Board & { key: WritableBoardKey }>;
export const writableBoardKeys = writableBoards.map((board) => board.key) as [WritableBoardKey, ...WritableBoardKey[]];

export function boardByKey(key: string): Board | null {
  return boards.find((board) => board.key === key) ?? null;
}

/** The board behind `/talk/{kind}/{id}`, or null (the page then answers 404). */
export function boardByRoute(kind: 'category' | 'section', rawId: string): Board | null {
  if (!/^\d{1,6}$/.test(rawId)) return null;
  const id = Number(rawId);
  return boards.find((board) => board.kind === kind && board.id === id) ?? null;
}

export function boardPath(board: Pick<Board, 'kind' | 'id'>): string {
  return talkBoardPath(board.kind, board.id);
}

export function isWritableBoard(key: string): key is WritableBoardKey {
  return writableBoards.some((board) => board.key === key);
}
