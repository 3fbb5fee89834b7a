import { notFound, permanentRedirect } from 'next/navigation';
import { getQnaTopic } from '@/features/content/guides/qna-topics';
import { qnaTopicPath } from '@/lib/routes';

/** /qna/section/{id}: the old site's second name for a topic; it answers 308 to the topic's page. */
export default async function QnaSectionPage({ params }: { params: Promise<{ id: string }> }) {
  const topic = getQnaTopic((await params).id);
  if (!topic) notFound();
  permanentRedirect(qnaTopicPath(topic.id));
}
