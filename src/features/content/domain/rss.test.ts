import { describe, expect, it } from 'vitest';
import { buildRss, escapeXml } from './rss';

describe('buildRss', () => {
  const channel = {
    title: '온새미로 칼럼',
    description: '설명',
    link: 'https://law.example/blog',
    feedUrl: 'https://law.example/blog/rss.xml',
  };

  it('lists each item with an absolute link, a GUID and an RFC 822 date', () => {
    const xml = buildRss(channel, [
      {
        title: '재산분할 A & B',
        path: '/blog/재산분할/a',
        url: 'https://law.example/blog/%EC%9E%AC/a',
        description: '<설명>',
        publishedAt: '2026-03-14T00:00:00.000Z',
        category: '재산분할',
        author: '김도윤',
      },
    ]);
    expect(xml).toContain('<title>재산분할 A &amp; B</title>');
    expect(xml).toContain('<description>&lt;설명&gt;</description>');
    expect(xml).toContain('<guid isPermaLink="true">https://law.example/blog/%EC%9E%AC/a</guid>');
    expect(xml).toContain('<pubDate>Sat, 14 Mar 2026 00:00:00 GMT</pubDate>');
    expect(xml).toContain('<dc:creator>김도윤</dc:creator>');
  });

  it('drops control characters XML cannot carry', () => {
    expect(escapeXml('a\u0001b')).toBe('ab');
  });
});
