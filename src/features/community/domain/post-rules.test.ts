import { describe, expect, it } from 'vitest';
import { countLabel, pageCount, pageParam, searchTerm } from './post-rules';
import { excerptOf, normalizePlainText, normalizeTitle, textLength } from '@/lib/text';
import { cursorParam, encodeCursor } from '@/lib/keyset';

describe('post text rules', () => {
  it('keep text as typed: tags stay characters, line ends become \\n, control characters go', () => {
    expect(normalizePlainText('  <b>안녕</b>\r\n둘째 줄\r셋째\u0000 줄  ')).toBe('<b>안녕</b>\n둘째 줄\n셋째 줄');
    expect(normalizePlainText('가\n\n\n\n\n\n나')).toBe('가\n\n\n나');
  });

  it('make a title one line', () => {
    expect(normalizeTitle(' 제목이\n  두 줄 ')).toBe('제목이 두 줄');
  });

  it('count a Korean syllable or an emoji as one character', () => {
    expect(textLength('한글')).toBe(2);
    expect(textLength('😀😀')).toBe(2);
    expect(textLength('\u1112\u1161\u11ab'.normalize('NFC'))).toBe(1);
  });

  it('cut an excerpt on one line with an ellipsis', () => {
    expect(excerptOf('첫 줄\n둘째 줄')).toBe('첫 줄 둘째 줄');
    expect(excerptOf('가'.repeat(200), 10)).toBe(`${'가'.repeat(9)}…`);
  });
});

describe('paging and search', () => {
  it('read ?page= as a page number from 1', () => {
    expect(pageParam(undefined)).toBe(1);
    expect(pageParam('3')).toBe(3);
    expect(pageParam(['2', '5'])).toBe(2);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('-2')).toBe(1);
    expect(pageParam('2.5')).toBe(1);
    expect(pageParam('99999')).toBe(1);
    expect(pageParam('51')).toBe(50);
  });

  it('count pages of 15, up to the numbered pages', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(15)).toBe(1);
    expect(pageCount(16)).toBe(2);
    expect(pageCount(5_000)).toBe(50);
  });

  it('want two characters to search and cap the term at 50', () => {
    expect(searchTerm(undefined)).toEqual({ term: '', error: null });
    expect(searchTerm('가')).toEqual({ term: '가', error: '검색어를 2자 이상 적어 주세요.' });
    expect(searchTerm(' 양육비 ')).toEqual({ term: '양육비', error: null });
    expect(searchTerm('가'.repeat(80)).term).toHaveLength(50);
  });

  it('read ?before= as a cursor and write it back the same', () => {
    const cursor = { at: new Date('2026-11-25T10:00:00.123Z'), id: 1234 };
    expect(cursorParam(encodeCursor(cursor))).toEqual(cursor);
    expect(cursorParam(undefined)).toBeNull();
    expect(cursorParam('abc')).toBeNull();
    expect(cursorParam('zzzzzzzzzz-1')).toBeNull();
    expect(cursorParam('m3x0k2a-0')).toBeNull();
    expect(cursorParam("m3x0k2a-1' or 1=1")).toBeNull();
  });

  it('say a capped count as such', () => {
    expect(countLabel(1000, true)).toBe('1,000개 이상');
    expect(countLabel(37, false)).toBe('37개');
  });
});
