import { buildRss } from '@/features/content/domain/rss';
import { getFirmSettings } from '@/features/firm/server/queries';
import { listQuestionsForFeed } from '@/features/qna/server/queries';
import { canonicalUrl, qnaFeedPath, qnaQuestionPath, routes } from '@/lib/routes';
import { env } from '@/server/env';

export const revalidate = 300;

// GET /qna/feed: the 30 questions lawyers answered most recently (public ones only), with no asker named.
export async function GET(): Promise<Response> {
  const site = env().SITE_URL;
  const [settings, items] = await Promise.all([getFirmSettings(), listQuestionsForFeed()]);
  const xml = buildRss(
    {
      title: `법률 Q&A 새 답변 - ${settings.siteTitle}`,
      description: '회원이 묻고 법무법인 변호사가 답한 이혼·재산분할·위자료·양육 질문',
      link: canonicalUrl(site, routes.qna),
      feedUrl: canonicalUrl(site, qnaFeedPath),
    },
    items.map((item) => ({
      title: item.title,
      path: qnaQuestionPath(item.id),
      url: canonicalUrl(site, qnaQuestionPath(item.id)),
      description: item.excerpt,
      publishedAt: item.answeredAt,
      category: item.topicTitle,
      author: null,
    })),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
