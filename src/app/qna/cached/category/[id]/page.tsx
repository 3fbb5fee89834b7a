import type { Metadata } from 'next';
import { qnaTopics } from '@/features/content/guides/qna-topics';
import { TopicRoute, topicMetadata } from '../../../_components/topic-route';

type Props = { params: Promise<{ id: string }> };

// The topics are written in code: every address is known at build time, any other is the 404 page.
export const dynamicParams = false;
export function generateStaticParams() {
  return qnaTopics().map((topic) => ({ id: topic.id }));
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return topicMetadata((await params).id, false);
}

/** A topic's first page, from the page cache (decision 014); `?before=` pages are rendered per request. */
export default async function CachedQnaTopicPage({ params }: Props) {
  return <TopicRoute id={(await params).id} before={null} />;
}
