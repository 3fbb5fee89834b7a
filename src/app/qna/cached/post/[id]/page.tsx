import type { Metadata } from 'next';
import { QuestionRoute, questionMetadata } from '../../../_components/question-route';

type Props = { params: Promise<{ id: string }> };

// Rendered on first request and then kept in Next's page cache (decision 001's 5 seconds); every
// Q&A write marks it stale (qna/server/refresh.ts).
export const dynamicParams = true;
export function generateStaticParams(): { id: string }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return questionMetadata((await params).id, null);
}

/**
 * A question as everyone sees it (decision 014): the rewrite in lib/routes.ts sends /qna/post/{id}
 * here for every reader without the routing hint. It never reads the request, so nothing of one
 * reader is cached for another; a question not everyone may read says only that, and the island
 * brings its asker and staff the page rendered for them.
 */
export default async function CachedQnaQuestionPage({ params }: Props) {
  return <QuestionRoute raw={(await params).id} viewer={null} />;
}
