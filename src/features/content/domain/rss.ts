/** RSS 2.0 for the blog (issue 4): built by hand, every text XML-escaped. */
export type RssItem = { title: string; path: string; description: string; publishedAt: string; category: string; author: string | null };

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, (c) =>
    c === '<' ? '&lt;' : c === '>' ? '&gt;' : c === '&' ? '&amp;' : c === "'" ? '&apos;' : c === '"' ? '&quot;' : '',
  );
}

export function buildRss(
  channel: { title: string; description: string; link: string; feedUrl: string },
  items: Array<RssItem & { url: string }>,
): string {
  const lastBuild = items[0]?.publishedAt ?? new Date(0).toISOString();
  const itemXml = items
    .map(
      (item) => `    <item>
      <title>${escapeXml(item.title)}</title>
      <link>${escapeXml(item.url)}</link>
      <guid isPermaLink="true">${escapeXml(item.url)}</guid>
      <description>${escapeXml(item.description)}</description>
      <category>${escapeXml(item.category)}</category>${item.author ? `\n      <dc:creator>${escapeXml(item.author)}</dc:creator>` : ''}
      <pubDate>${new Date(item.publishedAt).toUTCString()}</pubDate>
    </item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(channel.title)}</title>
    <link>${escapeXml(channel.link)}</link>
    <description>${escapeXml(channel.description)}</description>
    <language>ko</language>
    <lastBuildDate>${new Date(lastBuild).toUTCString()}</lastBuildDate>
    <atom:link href="${escapeXml(channel.feedUrl)}" rel="self" type="application/rss+xml" />
${itemXml}
  </channel>
</rss>
`;
}
