import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { sanitizeContentHtml } from '@/features/content/server/sanitize';
import { searchTermsOf } from '@/features/text-safety/domain/korean-search';
import { pseudonymFor } from '@/features/text-safety/domain/pseudonym';
import type { Db } from '@/server/db/client';
import { lawyers, qnaAnswers, qnaFollowUps, qnaQuestions } from '@/server/db/schema';
import type { DemoQnaQuestion } from '../demo/demo-questions';

const hour = 60 * 60_000;
const day = 24 * hour;

/**
 * Writes the demo Q&A centre into an empty one (the embedded demo, or `db:seed -- --demo`): members'
 * questions as people ask them, reviewed, most answered by the demo lawyers (some accepted, some
 * still waiting). Once any question exists nothing happens. Demo questions have no account behind
 * them; each shows a pseudonym made the way members' are, from a demo key.
 * `lawyerNames` maps the demo lawyers' keys to the names their profiles carry.
 */
export async function seedDemoQna(
  db: Db,
  questions: DemoQnaQuestion[],
  lawyerNames: Record<string, string>,
  now = new Date(),
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: qnaQuestions.id }).from(qnaQuestions).limit(1);
    if (existing) return false;
    const profiles = await tx
      .select({ id: lawyers.id, name: lawyers.name })
      .from(lawyers)
      .where(inArray(lawyers.name, Object.values(lawyerNames)));
    const lawyerIdOf = (key: string) => profiles.find((profile) => profile.name === lawyerNames[key])?.id ?? null;
    // Oldest first, so ids follow time as they do for members' questions.
    const dated = questions
      .map((question, index) => ({ question, at: new Date(now.getTime() - question.daysAgo * day - (45 + ((index * 89) % 600)) * 60_000) }))
      .sort((a, b) => a.at.getTime() - b.at.getTime());
    for (const [index, { question, at }] of dated.entries()) {
      const answers = question.answers.map((answer) => ({
        ...answer,
        at: new Date(Math.min(at.getTime() + answer.hoursAfter * hour, now.getTime() - 5 * 60_000)),
      }));
      const answeredAt = answers.length > 0 ? new Date(Math.min(...answers.map((answer) => answer.at.getTime()))) : null;
      const lastChange = answers.length > 0 ? new Date(Math.max(...answers.map((answer) => answer.at.getTime()))) : at;
      const reviewedAt = new Date(Math.min(at.getTime() + 2 * hour, (answeredAt ?? now).getTime()));
      const [row] = await tx
        .insert(qnaQuestions)
        .values({
          topic: question.topic,
          title: question.title,
          body: question.body,
          visibility: 'public',
          state: question.state,
          authorId: null,
          authorLabel: pseudonymFor('demo-qna', index + 1, `demo-asker-${index}`),
          reviewedAt,
          awaitingSince: question.state === 'waiting' ? reviewedAt : null,
          answeredAt,
          lastAnsweredAt: answers.length > 0 ? lastChange : null,
          closedAt: question.state === 'closed' ? lastChange : null,
          answerCount: answers.length,
          helpfulCount: answers.reduce((sum, answer) => sum + answer.helpful, 0),
          searchTerms: searchTermsOf(question.title, question.body),
          createdAt: at,
          updatedAt: lastChange,
        })
        .returning({ id: qnaQuestions.id });
      const questionId = row!.id;
      for (const [order, body] of (question.followUps ?? []).entries()) {
        const when = new Date(Math.min((answeredAt ?? at).getTime() + (order + 1) * 3 * hour, now.getTime() - 60_000));
        await tx.insert(qnaFollowUps).values({ questionId, body, createdAt: when });
      }
      for (const answer of answers) {
        const [saved] = await tx
          .insert(qnaAnswers)
          .values({
            questionId,
            authorId: null,
            lawyerId: lawyerIdOf(answer.lawyer),
            bodyHtml: sanitizeContentHtml(answer.html),
            status: 'published',
            helpfulCount: answer.helpful,
            publishedAt: answer.at,
            createdAt: answer.at,
            updatedAt: answer.at,
          })
          .returning({ id: qnaAnswers.id });
        if (answer.accepted) await tx.update(qnaQuestions).set({ acceptedAnswerId: saved!.id }).where(eq(qnaQuestions.id, questionId));
      }
    }
    return true;
  });
}
