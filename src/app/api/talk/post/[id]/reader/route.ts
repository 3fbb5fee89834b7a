// GET /api/talk/post/{id}/reader: the signed-in reader's own state on a post (likes, 스크랩,
// reports, own comments) for the post page served from the cache (decision 013).
import { readerStateResponse } from '@/features/community/server/reader-state';

export async function GET(request: Request, context: { params: Promise<{ id: string }> }) {
  return readerStateResponse(request, (await context.params).id);
}
