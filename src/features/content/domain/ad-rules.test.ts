import { describe, expect, it } from 'vitest';
import { bannedAdWords, checkAdRules, textOfHtml } from './ad-rules';

describe('checkAdRules', () => {
  it('finds each banned word, with its count and an excerpt', () => {
    const warnings = checkAdRules(['상담은 무료입니다. 무료로 도와드립니다.', '업계 최고 수준']);
    expect(warnings.map((w) => [w.word, w.count])).toEqual([
      ['최고', 1],
      ['무료', 2],
    ]);
    expect(warnings[1]!.excerpt).toContain('무료입니다');
  });

  it.each(bannedAdWords.map((b) => b.word))('warns on %s', (word) => {
    expect(checkAdRules([`본문 ${word} 본문`]).map((w) => w.word)).toEqual([word]);
  });

  it('finds a phrase written without its space', () => {
    expect(checkAdRules(['환불보장 약속']).map((w) => w.word)).toEqual(['환불 보장']);
  });

  it('passes sober copy', () => {
    expect(checkAdRules(['가사 사건을 맡아 온 변호사가 직접 상담합니다. 결과는 사건마다 다릅니다.'])).toEqual([]);
  });
});

describe('textOfHtml', () => {
  it('drops tags and decodes the common entities', () => {
    expect(textOfHtml('<p>위자료&nbsp;<strong>3천만 원</strong> &amp; 재산분할</p>')).toBe('위자료 3천만 원 & 재산분할');
  });
});
