import { describe, expect, it } from 'vitest';
import { talkBoardPaths } from '@/lib/routes';
import { boardByKey, boardByRoute, boardPath, boards, isWritableBoard, writableBoardKeys } from './boards';

describe('community boards', () => {
  it('are the five boards with the spec fixed links, in the route table order', () => {
    expect(boards.map((board) => [board.title, boardPath(board)])).toEqual([
      ['자유수다', '/talk/category/25'],
      ['익명 게시판', '/talk/section/88'],
      ['공개 게시판', '/talk/section/89'],
      ['육아·양육 이야기', '/talk/section/286'],
      ['추천글', '/talk/section/90'],
    ]);
    expect(boards.map(boardPath)).toEqual(talkBoardPaths());
  });

  it('take posts on four boards; 추천글 only collects recommended posts', () => {
    expect(writableBoardKeys).toEqual(['free', 'anonymous', 'public', 'parenting']);
    expect(isWritableBoard('recommended')).toBe(false);
    expect(isWritableBoard('anonymous')).toBe(true);
    expect(isWritableBoard('constructor')).toBe(false);
  });

  it('show a pseudonym everywhere but on 공개 게시판', () => {
    expect(boards.filter((board) => board.writable && !board.anonymous).map((board) => board.key)).toEqual(['public']);
    expect(boardByKey('free')?.anonymous).toBe(true);
    expect(boardByKey('parenting')?.anonymous).toBe(true);
  });

  it('resolve a route only for its own kind and a known id', () => {
    expect(boardByRoute('category', '25')?.key).toBe('free');
    expect(boardByRoute('section', '88')?.key).toBe('anonymous');
    expect(boardByRoute('section', '90')?.key).toBe('recommended');
    expect(boardByRoute('section', '25')).toBeNull();
    expect(boardByRoute('category', '88')).toBeNull();
    expect(boardByRoute('section', '87')).toBeNull();
    expect(boardByRoute('section', '088x')).toBeNull();
    expect(boardByRoute('section', '-88')).toBeNull();
    expect(boardByRoute('section', '')).toBeNull();
  });
});
