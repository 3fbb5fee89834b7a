import type { Metadata } from 'next';
import { cursorParam } from '@/lib/keyset';
import { TopicRoute, topicMetadata } from '../../_components/topic-route';

type Props = { params: Promise<{ id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return topicMetadata((await params).id, true);
}

/** A topic's later pages (`?before=`), rendered per request; the first page is the cached route's. */
export default async function QnaTopicPage({ params, searchParams }: Props) {
  return <TopicRoute id={(await params).id} before={cursorParam((await searchParams).before)} />;
}
