import type { MetadataRoute } from 'next';
import { blogCategories } from '@/features/content/domain/catalog';
import { listRecommendedForSitemap } from '@/features/community/server/queries';
import { listContentForSitemap } from '@/features/content/server/cached';
import { qnaTopics } from '@/features/content/guides/qna-topics';
import { listQuestionsForSitemap } from '@/features/qna/server/queries';
import {
  blogCategoryPath,
  broadcastPath,
  canonicalUrl,
  lawyerPath,
  postPath,
  publicPagePaths,
  qnaEntryPath,
  qnaQuestionPath,
  qnaTopicPath,
  reviewPath,
  talkPostPath,
  winCasePath,
} from '@/lib/routes';
import { env } from '@/server/env';

/** Regenerated in the background like every public page (decision 001); publishing also refreshes it by tag. */
export const revalidate = 60;

// GET /sitemap.xml: every public page and published item, with its last change.
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const site = env().SITE_URL;
  const [content, talkPosts, questions] = await Promise.all([
    listContentForSitemap(),
    listRecommendedForSitemap(),
    listQuestionsForSitemap(),
  ]);
  const newest = (dates: string[]) => dates.reduce((a, b) => (a > b ? a : b), '1970-01-01T00:00:00.000Z');
  const allDates = [...content.lawyers, ...content.winCases, ...content.reviews, ...content.posts, ...content.broadcasts].map(
    (item) => item.updatedAt,
  );
  const siteUpdated = newest(allDates);
  const entry = (path: string, lastModified: string, priority: number): MetadataRoute.Sitemap[number] => ({
    url: canonicalUrl(site, path),
    lastModified,
    priority,
  });
  return [
    ...publicPagePaths.map((path) => entry(path, siteUpdated, path === '/' ? 1 : 0.7)),
    ...blogCategories.map((c) =>
      entry(blogCategoryPath(c.slug), newest(content.posts.filter((p) => p.category === c.slug).map((p) => p.updatedAt)), 0.6),
    ),
    ...content.lawyers.map((item) => entry(lawyerPath(item.id), item.updatedAt, 0.8)),
    ...content.winCases.map((item) => entry(winCasePath(item.id), item.updatedAt, 0.6)),
    ...content.reviews.map((item) => entry(reviewPath(item.id), item.updatedAt, 0.5)),
    ...content.posts.map((item) => entry(postPath(item), item.updatedAt, 0.7)),
    ...content.broadcasts.map((item) => entry(broadcastPath(item.slug), item.updatedAt, 0.5)),
    // The Q&A centre's topics and questions are written in code: they change with a deploy.
    ...qnaTopics().flatMap((topic) => [
      entry(qnaTopicPath(topic.id), siteUpdated, 0.6),
      ...topic.entries.map((item) => entry(qnaEntryPath(item.id), siteUpdated, 0.5)),
    ]),
    // Members' questions lawyers answered in public; private, unreviewed and waiting ones never (issue 14).
    ...questions.map((item) => entry(qnaQuestionPath(item.id), item.updatedAt, 0.5)),
    // Community posts staff recommended: members' other posts stay out of the sitemap.
    ...talkPosts.map((item) => entry(talkPostPath(item.id), item.updatedAt, 0.4)),
  ];
}
