import { describe, expect, it } from 'vitest';
import { isValidSlug, makeSlug, maxSlugLength } from './slug';

describe('makeSlug', () => {
  it.each([
    ['상간녀 위자료, 얼마나 받을 수 있을까?', '상간녀-위자료-얼마나-받을-수-있을까'],
    ['  협의이혼 절차 (2026년)  ', '협의이혼-절차-2026년'],
    ['Q&A: 재산분할', 'q-a-재산분할'],
  ])('turns %s into %s', (title, slug) => {
    expect(makeSlug(title)).toBe(slug);
    expect(isValidSlug(slug)).toBe(true);
  });

  it('cuts long titles without a trailing hyphen', () => {
    const slug = makeSlug('가'.repeat(79) + ' 나다');
    expect(slug.length).toBeLessThanOrEqual(maxSlugLength);
    expect(slug.endsWith('-')).toBe(false);
  });
});

describe('isValidSlug', () => {
  it.each(['', '-앞', '뒤-', '두--개', 'a/b', '../x', '공 백', 'A대문자'])('refuses %j', (slug) => {
    expect(isValidSlug(slug)).toBe(false);
  });
});
