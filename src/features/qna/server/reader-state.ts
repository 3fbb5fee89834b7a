import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import { authMessage } from '@/features/auth/domain/auth-messages';
import { viewerCan, viewerFromHeaders, type Viewer } from '@/features/auth/server/viewer';
import { getDb } from '@/server/db/db';
import { qnaAnswers, qnaHelpfulVotes, qnaQuestions } from '@/server/db/schema';
import { jsonError } from '@/server/http';
import { isPubliclyVisible } from '../domain/question-rules';
import type { QnaReaderState } from '../domain/reader-state';

/**
 * A signed-in reader's own state on a question, for the page served from the cache: only their own
 * votes, so it names nobody. The asker and staff get `full` (the asker's panel, 채택, a private or
 * unreviewed question, the office link). Null when they may not read the question.
 */
export async function qnaReaderState(viewer: Viewer, questionId: number): Promise<QnaReaderState | null> {
  const db = await getDb();
  const [question] = await db
    .select({
      authorId: qnaQuestions.authorId,
      visibility: qnaQuestions.visibility,
      state: qnaQuestions.state,
      hiddenAt: qnaQuestions.hiddenAt,
    })
    .from(qnaQuestions)
    .where(eq(qnaQuestions.id, questionId));
  if (!question) return null;
  const full = question.authorId === viewer.id || viewerCan(viewer, 'qna.review') || viewerCan(viewer, 'qna.answer');
  if (!full && !isPubliclyVisible(question)) return null;
  if (full) return { full: true, helpful: [] };
  const votes = await db
    .select({ answerId: qnaHelpfulVotes.answerId })
    .from(qnaHelpfulVotes)
    .innerJoin(qnaAnswers, eq(qnaAnswers.id, qnaHelpfulVotes.answerId))
    .where(and(eq(qnaHelpfulVotes.userId, viewer.id), eq(qnaAnswers.questionId, questionId), inArray(qnaAnswers.status, ['published'])));
  return { full: false, helpful: votes.map((vote) => vote.answerId) };
}

/** GET /api/qna/post/{id}/reader: qnaReaderState as JSON, never cached anywhere. */
export async function qnaReaderStateResponse(request: Request, rawId: string): Promise<Response> {
  const noStore = { 'Cache-Control': 'private, no-store' };
  const viewer = await viewerFromHeaders(request.headers);
  if (!viewer) return jsonError(401, authMessage('UNAUTHORIZED'), { code: 'UNAUTHORIZED' }, noStore);
  const state = /^[1-9]\d{0,8}$/.test(rawId) ? await qnaReaderState(viewer, Number(rawId)) : null;
  if (!state) return jsonError(404, '질문을 찾을 수 없어요.', {}, noStore);
  return Response.json(state, { headers: noStore });
}
