import Link from 'next/link';
import type { QnaTopic } from '@/features/content/guides/qna-topics';
import { qnaTopicPath } from '@/lib/routes';

/** Q&A topics as a row of rounded links (the centre's topics, a topic page's other topics). */
export function TopicChips({ topics, className }: { topics: QnaTopic[]; className?: string }) {
  return (
    <ul className={className ? `flex flex-wrap gap-2 ${className}` : 'flex flex-wrap gap-2'}>
      {topics.map((topic) => (
        <li key={topic.id}>
          <Link href={qnaTopicPath(topic.id)} className="topic-chip">
            {topic.title}
          </Link>
        </li>
      ))}
    </ul>
  );
}
