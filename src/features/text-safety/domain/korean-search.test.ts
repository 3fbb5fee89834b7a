import { describe, expect, it } from 'vitest';
import { containsPattern, highlightParts, parseSearchQuery, searchTermsOf, searchWords, snippetAround } from './korean-search';

describe('searchTermsOf', () => {
  it('stores the bigrams of every word, so a two-syllable word is one term', () => {
    expect(searchTermsOf('협의이혼 절차')).toEqual(['의이', '이혼', '절차', '협의']);
  });

  it('keeps single-character words and joins title and body', () => {
    expect(searchTermsOf('집', '아이 양육')).toEqual(['아이', '양육', '집']);
  });

  it('lower-cases Latin letters and drops punctuation', () => {
    expect(searchTermsOf('KakaoTalk, 010!')).toEqual(['01', '10', 'ak', 'al', 'ao', 'ka', 'lk', 'ot', 'ta']);
  });

  it('normalizes decomposed Hangul to NFC first', () => {
    expect(searchTermsOf('이혼'.normalize('NFD'))).toEqual(['이혼']);
  });
});

describe('parseSearchQuery', () => {
  it('gives the words to match literally and the bigrams the index needs', () => {
    expect(parseSearchQuery(' 양육비  이혼 ')).toEqual({ words: ['양육비', '이혼'], terms: ['양육', '육비', '이혼'] });
  });

  it('refuses a query shorter than two characters, or one with no letters', () => {
    expect(parseSearchQuery('이')).toBeNull();
    expect(parseSearchQuery('!!! ---')).toBeNull();
  });

  it('keeps at most five distinct words', () => {
    expect(parseSearchQuery('가나 다라 마바 사아 자차 카타')?.words).toEqual(['가나', '다라', '마바', '사아', '자차']);
  });
});

describe('containsPattern', () => {
  it('escapes LIKE wildcards', () => {
    expect(containsPattern('100%_a\\b')).toBe('%100\\%\\_a\\\\b%');
  });
});

describe('highlightParts', () => {
  it('marks every occurrence, case-insensitively', () => {
    expect(highlightParts('이혼 후 Kakao로 이혼', ['이혼', 'kakao'])).toEqual([
      { text: '이혼', match: true },
      { text: ' 후 ', match: false },
      { text: 'Kakao', match: true },
      { text: '로 ', match: false },
      { text: '이혼', match: true },
    ]);
  });

  it('returns the text whole when nothing matches', () => {
    expect(highlightParts('양육비', ['재산'])).toEqual([{ text: '양육비', match: false }]);
  });

  it('splits words the way the stored terms do', () => {
    expect(searchWords('재산분할(이혼)')).toEqual(['재산분할', '이혼']);
  });
});

describe('snippetAround', () => {
  it('starts near the first match in a long text', () => {
    const text = `${'가'.repeat(200)} 양육비 이야기 ${'나'.repeat(200)}`;
    const snippet = snippetAround(text, ['양육비'], 60);
    expect(snippet.startsWith('…')).toBe(true);
    expect(snippet).toContain('양육비 이야기');
    expect(snippet.endsWith('…')).toBe(true);
  });

  it('keeps a short text whole', () => {
    expect(snippetAround('이혼 후\n양육비', ['양육비'])).toBe('이혼 후 양육비');
  });
});
