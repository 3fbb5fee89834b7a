import { blogCategoryTitle } from '@/features/content/domain/catalog';
import { buildRss } from '@/features/content/domain/rss';
import { listPosts } from '@/features/content/server/cached';
import { getFirmSettings } from '@/features/firm/server/queries';
import { canonicalUrl, postPath, routes } from '@/lib/routes';
import { env } from '@/server/env';

export const dynamic = 'force-static';
export const revalidate = 60;

// GET /blog/rss.xml: the newest 50 published posts.
export async function GET(): Promise<Response> {
  const site = env().SITE_URL;
  const [settings, posts] = await Promise.all([getFirmSettings(), listPosts({ limit: 50 })]);
  const xml = buildRss(
    {
      title: `${settings.siteTitle} 법률 칼럼`,
      description: `${settings.firmName} 변호사들이 쓰는 이혼·재산분할·상간자 소송·양육 칼럼`,
      link: canonicalUrl(site, routes.blog),
      feedUrl: canonicalUrl(site, routes.blogFeed),
    },
    posts.map((post) => ({
      title: post.title,
      path: postPath(post),
      url: canonicalUrl(site, postPath(post)),
      description: post.description,
      publishedAt: post.publishedAt,
      category: blogCategoryTitle(post.category),
      author: post.lawyer ? `${post.lawyer.name} ${post.lawyer.title}` : null,
    })),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
