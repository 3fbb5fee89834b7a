import { boardByKey, boardPath, boards } from '@/features/community/domain/boards';
import { listBoardPosts } from '@/features/community/server/queries';
import { buildRss } from '@/features/content/domain/rss';
import { getFirmSettings } from '@/features/firm/server/queries';
import { canonicalUrl, talkFeedPath, talkPostPath } from '@/lib/routes';
import { env } from '@/server/env';

export const revalidate = 300;

export function generateStaticParams() {
  return boards.map((board) => ({ board: board.key }));
}

// GET /talk/feed/{board}: the board's 20 newest posts everyone may read (never secret, hidden or
// deleted ones), with no writer: a feed is read outside the site, where a pseudonym helps no one.
export async function GET(_request: Request, { params }: { params: Promise<{ board: string }> }): Promise<Response> {
  const board = boardByKey((await params).board);
  if (!board) return new Response('게시판을 찾을 수 없습니다.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  const site = env().SITE_URL;
  const [settings, page] = await Promise.all([getFirmSettings(), listBoardPosts(board, { page: 1 })]);
  const xml = buildRss(
    {
      title: `${board.title} - ${settings.siteTitle} 부부 커뮤니티`,
      description: board.description,
      link: canonicalUrl(site, boardPath(board)),
      feedUrl: canonicalUrl(site, talkFeedPath(board.key)),
    },
    page.items
      .filter((post) => !post.secret)
      .map((post) => ({
        title: post.title,
        path: talkPostPath(post.id),
        url: canonicalUrl(site, talkPostPath(post.id)),
        description: post.excerpt,
        publishedAt: post.createdAt,
        category: post.boardTitle,
        author: null,
      })),
  );
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } });
}
