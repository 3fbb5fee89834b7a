import type { Metadata } from 'next';
import { getViewer } from '@/features/auth/server/viewer';
import { QuestionRoute, questionMetadata } from '../../_components/question-route';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return questionMetadata((await params).id, await getViewer());
}

/**
 * /qna/post/{id} for a signed-in reader, rendered per request (decision 014): their own private or
 * unreviewed question, the asker's panel, 채택 and '도움이 됐어요'. Visitors get ../../cached/post.
 */
export default async function QnaQuestionPage({ params }: Props) {
  return <QuestionRoute raw={(await params).id} viewer={await getViewer()} />;
}
