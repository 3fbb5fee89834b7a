import { describe, expect, it } from 'vitest';
import { bannedWordMessage, filterForm, findBannedWord, type BannedWord } from './word-filter';

const words: BannedWord[] = [
  { word: '대출상담', rule: 'advertising' },
  { word: 'SPAM', rule: 'advertising' },
  { word: '멍청이', rule: 'abuse' },
];

describe('findBannedWord', () => {
  it('finds a word through spaces, punctuation and case', () => {
    expect(findBannedWord('저렴한 대출 상담 받으세요', words)).toBe('advertising');
    expect(findBannedWord('멍.청.이 같으니', words)).toBe('abuse');
    expect(findBannedWord('this is spam', words)).toBe('advertising');
  });

  it('lets clean text through', () => {
    expect(findBannedWord('상담을 받아 보려고 해요', words)).toBeNull();
    expect(findBannedWord('', words)).toBeNull();
  });

  it('names the rule, not the word', () => {
    const message = bannedWordMessage('advertising');
    expect(message).toContain('광고·홍보');
    expect(message).not.toContain('대출');
  });

  it('reduces text to letters and digits', () => {
    expect(filterForm('Ａ-b c！１')).toBe('abc1');
  });
});
