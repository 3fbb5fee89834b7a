import 'server-only';
import { and, asc, desc, eq, ilike, inArray, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { cache } from 'react';
import { viewerCan, type Viewer } from '@/features/auth/server/viewer';
import { qnaTopics, type QnaEntry } from '@/features/content/guides/qna-topics';
import { containsPattern, parseSearchQuery, searchWords, snippetAround } from '@/features/text-safety/domain/korean-search';
import { sqlTextArray } from '@/features/text-safety/server/search-sql';
import { encodeCursor, type ListCursor } from '@/lib/keyset';
import { excerptOf } from '@/lib/text';
import { getDb } from '@/server/db/db';
import { lawyers, qnaAnswers, qnaFollowUps, qnaHelpfulVotes, qnaQuestions } from '@/server/db/schema';
import { isIndexable, isPubliclyVisible, isQnaState, qnaLimits, type QnaState, type QnaVisibility } from '../domain/question-rules';

/**
 * The Q&A centre's reads (issue 14). Lists read only public, reviewed, unhidden questions through
 * their partial indexes, newest answer first, and continue below the last one shown (`?before=`),
 * so a page costs the same at a hundred questions or a million. A question page checks who may
 * read it here: a private or unreviewed question is its asker's and staff's only.
 */

export type QnaCard = {
  id: number;
  topic: string;
  topicTitle: string;
  title: string;
  excerpt: string;
  state: QnaState;
  answerCount: number;
  helpfulCount: number;
  accepted: boolean;
  /** When its first answer came (answered ones) or when it was let through (waiting ones), ISO. */
  at: string;
};

export type QnaList = { items: QnaCard[]; nextCursor: string | null };

const listSize = 20;

const publicAnswered = sql`${qnaQuestions.visibility} = 'public' and ${qnaQuestions.state} in ('answered', 'closed') and ${qnaQuestions.hiddenAt} is null`;
const publicVisible = sql`${qnaQuestions.visibility} = 'public' and ${qnaQuestions.state} in ('waiting', 'answered', 'closed') and ${qnaQuestions.hiddenAt} is null`;

const cardColumns = {
  id: qnaQuestions.id,
  topic: qnaQuestions.topic,
  title: qnaQuestions.title,
  body: qnaQuestions.body,
  state: qnaQuestions.state,
  answerCount: qnaQuestions.answerCount,
  helpfulCount: qnaQuestions.helpfulCount,
  acceptedAnswerId: qnaQuestions.acceptedAnswerId,
  answeredAt: qnaQuestions.answeredAt,
  reviewedAt: qnaQuestions.reviewedAt,
  createdAt: qnaQuestions.createdAt,
};

type CardRow = { [K in keyof typeof cardColumns]: (typeof qnaQuestions.$inferSelect)[K] };

const topicTitles = new Map(qnaTopics().map((topic) => [topic.id, topic.title]));

export function qnaTopicTitle(id: string): string {
  return topicTitles.get(id) ?? '기타';
}

function card(row: CardRow): QnaCard {
  const at = row.answeredAt ?? row.reviewedAt ?? row.createdAt;
  return {
    id: row.id,
    topic: row.topic,
    topicTitle: qnaTopicTitle(row.topic),
    title: row.title,
    excerpt: excerptOf(row.body, qnaLimits.cardExcerptChars),
    state: isQnaState(row.state) ? row.state : 'review',
    answerCount: row.answerCount,
    helpfulCount: row.helpfulCount,
    accepted: row.acceptedAnswerId !== null,
    at: at.toISOString(),
  };
}

/** Answered public questions, newest answer first; of one topic when given. */
export async function listAnsweredQuestions(filter: { topic?: string; before?: ListCursor | null; limit?: number } = {}): Promise<QnaList> {
  const db = await getDb();
  const limit = filter.limit ?? listSize;
  const before = filter.before
    ? sql`(${qnaQuestions.answeredAt}, ${qnaQuestions.id}) < (${filter.before.at.toISOString()}::timestamptz, ${filter.before.id})`
    : undefined;
  const rows = await db
    .select(cardColumns)
    .from(qnaQuestions)
    .where(and(publicAnswered, filter.topic ? eq(qnaQuestions.topic, filter.topic) : undefined, before))
    .orderBy(desc(qnaQuestions.answeredAt), desc(qnaQuestions.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map(card);
  const last = rows.length > limit ? rows[limit - 1]! : null;
  return { items, nextCursor: last?.answeredAt ? encodeCursor({ at: last.answeredAt, id: last.id }) : null };
}

/** The answers readers marked most often as helpful. */
export async function listMostHelpfulQuestions(limit = 5): Promise<QnaCard[]> {
  const db = await getDb();
  const rows = await db
    .select(cardColumns)
    .from(qnaQuestions)
    .where(and(publicAnswered, sql`${qnaQuestions.helpfulCount} > 0`))
    .orderBy(desc(qnaQuestions.helpfulCount), desc(qnaQuestions.id))
    .limit(limit);
  return rows.map(card);
}

export type QnaSearchResult = {
  words: string[];
  items: Array<QnaCard & { excerpt: string }>;
  /** The firm's curated questions that match, from the guides (a short list in memory). */
  curated: Array<QnaEntry & { topicTitle: string }>;
  nextCursor: string | null;
};

const searchSize = 20;

/**
 * Korean search over public questions (decision 012's bigrams, two-syllable words included): the
 * index finds candidates holding every bigram, then each word must appear in the title or body.
 * Newest first, `before` an id; title hits first within a page.
 */
export async function searchQuestions(raw: string, before: number | null = null): Promise<QnaSearchResult> {
  const query = parseSearchQuery(raw);
  if (!query) return { words: [], items: [], curated: [], nextCursor: null };
  const db = await getDb();
  const patterns = query.words.map(containsPattern);
  const everyWord = and(...patterns.map((pattern) => or(ilike(qnaQuestions.title, pattern), ilike(qnaQuestions.body, pattern))));
  const inTitle = and(...patterns.map((pattern) => ilike(qnaQuestions.title, pattern)))!;
  const rows = await db
    .select({ ...cardColumns, titleHit: sql<boolean>`${inTitle}` })
    .from(qnaQuestions)
    .where(
      and(
        publicVisible,
        sql`${qnaQuestions.searchTerms} @> ${sqlTextArray(query.terms)}`,
        everyWord,
        before ? lt(qnaQuestions.id, before) : undefined,
      ),
    )
    .orderBy(desc(qnaQuestions.id))
    .limit(searchSize + 1);
  const page = rows.slice(0, searchSize);
  const ranked = [...page.filter((row) => row.titleHit), ...page.filter((row) => !row.titleHit)];
  const curated = before
    ? []
    : qnaTopics().flatMap((topic) =>
        topic.entries
          .filter((entry) => {
            const text = searchWords(`${entry.question} ${entry.answer}`).join(' ');
            return query.words.every((word) => text.includes(word));
          })
          .map((entry) => ({ ...entry, topicTitle: topic.title })),
      );
  return {
    words: query.words,
    items: ranked.map((row) => ({ ...card(row), excerpt: snippetAround(row.body, query.words) })),
    curated: curated.slice(0, 10),
    nextCursor: rows.length > searchSize ? String(page.at(-1)!.id) : null,
  };
}

export type QnaLawyerCard = {
  id: number;
  name: string;
  title: string;
  photoPath: string | null;
  specialties: string[];
  registeredSpecialties: string[];
};

export type QnaAnswerView = {
  id: number;
  bodyHtml: string;
  publishedAt: string;
  updatedAt: string;
  helpfulCount: number;
  accepted: boolean;
  lawyer: QnaLawyerCard | null;
};

export type QnaQuestionView = {
  id: number;
  topic: string;
  topicTitle: string;
  title: string;
  body: string;
  visibility: QnaVisibility;
  state: QnaState;
  authorLabel: string;
  declineReason: string | null;
  staffNote: string | null;
  hidden: boolean;
  createdAt: string;
  updatedAt: string;
  answeredAt: string | null;
  /** Follow-ups staff hid are only in the asker's and staff's view (with `hidden`). */
  followUps: Array<{ id: number; body: string; createdAt: string; hidden: boolean }>;
  answers: QnaAnswerView[];
  /** The asker accepted an answer (a hidden one included): no more 채택. */
  hasAccepted: boolean;
  /** Public, reviewed and unhidden: what every visitor may read. */
  isPublic: boolean;
  /** Answered and public: search engines may index it. */
  indexable: boolean;
};

/** What the signed-in reader may do on the page; the page shows buttons from it, the actions check again. */
export type QnaPageReader = {
  isAsker: boolean;
  isStaff: boolean;
  /** Answer ids the reader marked '도움이 됐어요'. */
  helpful: number[];
};

/**
 * A question with its follow-ups and published answers (the accepted one first, then oldest
 * first), or null when it does not exist or the viewer may not read it: a private, unreviewed,
 * declined, withdrawn or hidden question is its asker's and staff's only. Once per request: the
 * page's metadata and the page itself share it.
 */
export const getQuestion = cache(async function getQuestion(
  id: number,
  viewer: Viewer | null,
): Promise<{ question: QnaQuestionView; reader: QnaPageReader } | null> {
  const db = await getDb();
  const [row] = await db.select().from(qnaQuestions).where(eq(qnaQuestions.id, id));
  if (!row) return null;
  const isPublic = isPubliclyVisible(row);
  const isAsker = viewer !== null && row.authorId === viewer.id;
  const isStaff = viewerCan(viewer, 'qna.review') || viewerCan(viewer, 'qna.answer');
  if (!isPublic && !isAsker && !isStaff) return null;
  const [followUps, answers] = await Promise.all([
    db
      .select({ id: qnaFollowUps.id, body: qnaFollowUps.body, createdAt: qnaFollowUps.createdAt, hiddenAt: qnaFollowUps.hiddenAt })
      .from(qnaFollowUps)
      .where(and(eq(qnaFollowUps.questionId, id), isAsker || isStaff ? undefined : isNull(qnaFollowUps.hiddenAt)))
      .orderBy(asc(qnaFollowUps.id)),
    db
      .select({
        id: qnaAnswers.id,
        bodyHtml: qnaAnswers.bodyHtml,
        publishedAt: qnaAnswers.publishedAt,
        updatedAt: qnaAnswers.updatedAt,
        helpfulCount: qnaAnswers.helpfulCount,
        lawyerId: lawyers.id,
        lawyerName: lawyers.name,
        lawyerTitle: lawyers.title,
        photoPath: lawyers.photoPath,
        specialties: lawyers.specialties,
        registeredSpecialties: lawyers.registeredSpecialties,
        lawyerStatus: lawyers.status,
      })
      .from(qnaAnswers)
      .leftJoin(lawyers, eq(lawyers.id, qnaAnswers.lawyerId))
      .where(and(eq(qnaAnswers.questionId, id), eq(qnaAnswers.status, 'published')))
      .orderBy(asc(qnaAnswers.publishedAt), asc(qnaAnswers.id)),
  ]);
  const helpful =
    viewer && answers.length > 0
      ? (
          await db
            .select({ answerId: qnaHelpfulVotes.answerId })
            .from(qnaHelpfulVotes)
            .where(
              and(
                eq(qnaHelpfulVotes.userId, viewer.id),
                inArray(
                  qnaHelpfulVotes.answerId,
                  answers.map((answer) => answer.id),
                ),
              ),
            )
        ).map((vote) => vote.answerId)
      : [];
  const answerViews: QnaAnswerView[] = answers.map((answer) => ({
    id: answer.id,
    bodyHtml: answer.bodyHtml,
    publishedAt: (answer.publishedAt ?? answer.updatedAt).toISOString(),
    updatedAt: answer.updatedAt.toISOString(),
    helpfulCount: answer.helpfulCount,
    accepted: answer.id === row.acceptedAnswerId,
    lawyer:
      answer.lawyerId !== null && answer.lawyerStatus === 'published'
        ? {
            id: answer.lawyerId,
            name: answer.lawyerName!,
            title: answer.lawyerTitle!,
            photoPath: answer.photoPath,
            specialties: answer.specialties ?? [],
            registeredSpecialties: answer.registeredSpecialties ?? [],
          }
        : null,
  }));
  answerViews.sort((a, b) => Number(b.accepted) - Number(a.accepted));
  return {
    question: {
      id: row.id,
      topic: row.topic,
      topicTitle: qnaTopicTitle(row.topic),
      title: row.title,
      body: row.body,
      visibility: row.visibility === 'private' ? 'private' : 'public',
      state: isQnaState(row.state) ? row.state : 'review',
      authorLabel: row.authorLabel || '질문자',
      declineReason: isAsker || isStaff ? row.declineReason : null,
      staffNote: isAsker || isStaff ? row.staffNote : null,
      hidden: row.hiddenAt !== null,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      answeredAt: row.answeredAt?.toISOString() ?? null,
      followUps: followUps.map((item) => ({
        id: item.id,
        body: item.body,
        createdAt: item.createdAt.toISOString(),
        hidden: item.hiddenAt !== null,
      })),
      answers: answerViews,
      hasAccepted: row.acceptedAnswerId !== null,
      isPublic,
      indexable: isIndexable(row),
    },
    reader: { isAsker, isStaff, helpful },
  };
});

/** Whether a question exists at all: a page for one the reader may not read says so without a word of it. */
export async function questionExists(id: number): Promise<boolean> {
  const db = await getDb();
  const [row] = await db.select({ id: qnaQuestions.id }).from(qnaQuestions).where(eq(qnaQuestions.id, id));
  return row !== undefined;
}

/**
 * Questions like this one: the same topic, public and answered, sharing the most search terms of
 * its title (two-syllable words count), then the newest of the topic to fill the list. The
 * candidates are the newest 100 of the topic that share any term, ranked here: the cost stays the
 * same however many questions the topic holds.
 */
export async function listRelatedQuestions(question: { id: number; topic: string; title: string }, limit = 5): Promise<QnaCard[]> {
  const db = await getDb();
  const terms = parseSearchQuery(question.title)?.terms ?? [];
  const sameTopic = and(publicAnswered, eq(qnaQuestions.topic, question.topic), ne(qnaQuestions.id, question.id))!;
  const candidates = terms.length
    ? await db
        .select({ ...cardColumns, searchTerms: qnaQuestions.searchTerms })
        .from(qnaQuestions)
        .where(and(sameTopic, sql`${qnaQuestions.searchTerms} && ${sqlTextArray(terms)}`))
        .orderBy(desc(qnaQuestions.id))
        .limit(100)
    : [];
  const wanted = new Set(terms);
  const shared = (row: { searchTerms: string[] | null }) => (row.searchTerms ?? []).filter((term) => wanted.has(term)).length;
  const rows: CardRow[] = candidates
    .map((row) => ({ row, score: shared(row) }))
    .sort((a, b) => b.score - a.score || b.row.id - a.row.id)
    .slice(0, limit)
    .map(({ row }) => row);
  if (rows.length < limit) {
    const seen = rows.map((row) => row.id);
    const more = await db
      .select(cardColumns)
      .from(qnaQuestions)
      .where(and(sameTopic, seen.length ? sql`${qnaQuestions.id} not in ${seen}` : undefined))
      .orderBy(desc(qnaQuestions.answeredAt), desc(qnaQuestions.id))
      .limit(limit - rows.length);
    rows.push(...more);
  }
  return rows.map(card);
}

export type MyQnaQuestion = {
  id: number;
  title: string;
  state: QnaState;
  visibility: QnaVisibility;
  answerCount: number;
  createdAt: string;
};

/** The member's own questions, newest first, for my page. */
export async function listMyQuestions(viewer: Viewer, limit = 20): Promise<MyQnaQuestion[]> {
  const db = await getDb();
  const rows = await db
    .select({
      id: qnaQuestions.id,
      title: qnaQuestions.title,
      state: qnaQuestions.state,
      visibility: qnaQuestions.visibility,
      answerCount: qnaQuestions.answerCount,
      createdAt: qnaQuestions.createdAt,
    })
    .from(qnaQuestions)
    .where(eq(qnaQuestions.authorId, viewer.id))
    .orderBy(desc(qnaQuestions.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    state: isQnaState(row.state) ? row.state : 'review',
    visibility: row.visibility === 'private' ? 'private' : 'public',
    createdAt: row.createdAt.toISOString(),
  }));
}

/** Answered public questions for the sitemap (newest 5,000) with their last change. */
export async function listQuestionsForSitemap(limit = 5_000): Promise<Array<{ id: number; updatedAt: string }>> {
  const db = await getDb();
  const rows = await db
    .select({ id: qnaQuestions.id, updatedAt: qnaQuestions.updatedAt })
    .from(qnaQuestions)
    .where(publicAnswered)
    .orderBy(desc(qnaQuestions.answeredAt), desc(qnaQuestions.id))
    .limit(limit);
  return rows.map((row) => ({ id: row.id, updatedAt: row.updatedAt.toISOString() }));
}

export type QnaFeedItem = { id: number; title: string; topicTitle: string; excerpt: string; answeredAt: string };

/** The RSS feed: the newest answered public questions, no asker named. */
export async function listQuestionsForFeed(limit = 30): Promise<QnaFeedItem[]> {
  const { items } = await listAnsweredQuestions({ limit });
  return items.map((item) => ({ id: item.id, title: item.title, topicTitle: item.topicTitle, excerpt: item.excerpt, answeredAt: item.at }));
}
