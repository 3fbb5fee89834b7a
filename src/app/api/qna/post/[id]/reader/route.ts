// GET /api/qna/post/{id}/reader: the signed-in reader's own '도움이 됐어요' on a question, or `full`
// for its asker and staff, for the question page served from the cache (decision 014).
import { qnaReaderStateResponse } from '@/features/qna/server/reader-state';

export async function GET(request: Request, context: { params: Promise<{ id: string }> }) {
  return qnaReaderStateResponse(request, (await context.params).id);
}
