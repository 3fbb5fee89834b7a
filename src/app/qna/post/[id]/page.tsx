import type { Metadata } from 'next';
import { getViewer } from '@/features/auth/server/viewer';
import { QuestionRoute, questionMetadata } from '../../_components/question-route';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return questionMetadata((await params).id, await getViewer());
}

/**
 * /qna/post/{id} rendered per request for a signed-in reader whose browser carries the routing hint
 * (the asker of a question, staff; decision 014): their own private or unreviewed question, the
 * asker's panel, 채택. Everyone else gets ../../cached/post, with a member's votes from the island.
 */
export default async function QnaQuestionPage({ params }: Props) {
  return <QuestionRoute raw={(await params).id} viewer={await getViewer()} />;
}
