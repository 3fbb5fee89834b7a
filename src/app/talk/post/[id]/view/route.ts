// POST /talk/post/{id}/view: the post page's view counter (community/server/views.ts): counts once per
// visitor and day and answers the current count ({ views }), which a cached page cannot know; 204
// for a post whose count the caller may not see counted (secret or hidden, for others).
import { viewerFromHeaders } from '@/features/auth/server/viewer';
import { viewerModerates } from '@/features/community/server/moderation-scope';
import { countTalkPostView, getTalkPostViewCount, viewRateLimit } from '@/features/community/server/views';
import { clientAddress } from '@/server/client-address';
import { getDb } from '@/server/db/db';
import { jsonError, refuseCrossSite } from '@/server/http';
import { hitRateLimit } from '@/server/rate-limit';

const notFound = () => jsonError(404, '글을 찾을 수 없습니다.');

export async function POST(request: Request, context: { params: Promise<{ id: string }> }) {
  // Same-origin only: another site must not make its visitors raise our counts.
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const db = await getDb();
  const address = clientAddress(request.headers);
  const hit = await hitRateLimit(db, { key: `talk:view:${address}`, ...viewRateLimit });
  if (!hit.allowed)
    return jsonError(429, '요청이 너무 많습니다. 잠시 뒤 다시 시도해 주세요.', {}, { 'retry-after': String(hit.retryAfterSeconds) });
  const { id } = await context.params;
  if (!/^\d{1,9}$/.test(id) || Number(id) === 0) return notFound();
  const viewer = await viewerFromHeaders(request.headers);
  const outcome = await countTalkPostView(db, {
    postId: Number(id),
    address,
    userAgent: (request.headers.get('user-agent') ?? '').slice(0, 512),
    viewerId: viewer?.id ?? null,
    moderates: (board) => viewerModerates(viewer, board),
  });
  if (outcome === 'not-found') return notFound();
  if (outcome === 'not-counted') return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } });
  return Response.json({ views: await getTalkPostViewCount(db, Number(id)) }, { headers: { 'cache-control': 'no-store' } });
}
