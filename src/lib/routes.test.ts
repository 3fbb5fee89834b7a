import { describe, expect, it } from 'vitest';
import { activeTab, canonicalUrl, encodePath, topTabs } from './routes';

describe('encodePath', () => {
  it('percent-encodes Korean segments and keeps slashes', () => {
    expect(encodePath('/page/intro/전문가')).toBe('/page/intro/%EC%A0%84%EB%AC%B8%EA%B0%80');
  });
  it('does not double-encode an already encoded path', () => {
    expect(encodePath('/page/intro/%EC%A0%84%EB%AC%B8%EA%B0%80')).toBe('/page/intro/%EC%A0%84%EB%AC%B8%EA%B0%80');
  });
});

describe('canonicalUrl', () => {
  it('joins the site origin and the encoded path', () => {
    expect(canonicalUrl('https://example.test', '/consult/board')).toBe('https://example.test/consult/board');
    expect(canonicalUrl('https://example.test', '/')).toBe('https://example.test/');
  });
});

describe('activeTab', () => {
  const tabs = topTabs(false);
  it('highlights the most specific tab for a route', () => {
    expect(activeTab('/page/intro', tabs)).toBe('/page/intro');
    expect(activeTab('/page/intro/%EC%A0%84%EB%AC%B8%EA%B0%80/3', tabs)).toBe('/page/intro/전문가');
    expect(activeTab('/case/win/12', tabs)).toBe('/case/win');
    expect(activeTab('/consult/board', tabs)).toBe('/consult/board');
    expect(activeTab('/consult/booking', tabs)).toBe('/consult/board');
    expect(activeTab('/consult/premium-pay', tabs)).toBe('/consult/board');
    expect(activeTab('/qna', tabs)).toBe('/qna');
  });
  it('highlights nothing on the home page', () => {
    expect(activeTab('/', tabs)).toBeNull();
  });
  it('adds the development tabs only with the flag', () => {
    expect(topTabs(false).map((t) => t.href)).not.toContain('/blog');
    expect(topTabs(true).map((t) => t.href)).toContain('/blog');
  });
});
