import Link from 'next/link';
import { blogCategoryTitle } from '../domain/catalog';
import type { PostCard as PostCardData } from '../domain/types';
import { formatSeoulDate, seoulDay } from '@/lib/seoul-date';
import { postPath } from '@/lib/routes';

/** One post in a list: the whole card is one link, its title the accessible name. */
export function PostCard({ post, headingLevel = 'h2' }: { post: PostCardData; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className="post-card">
      <p>{blogCategoryTitle(post.category)}</p>
      <Heading>
        <Link href={postPath(post)}>{post.title}</Link>
      </Heading>
      <p>{post.description}</p>
      <p>
        {post.lawyer ? `${post.lawyer.name} ${post.lawyer.title} · ` : ''}
        <time dateTime={seoulDay(post.publishedAt)}>{formatSeoulDate(post.publishedAt)}</time>
      </p>
    </article>
  );
}

export function PostGrid({ posts, headingLevel }: { posts: PostCardData[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {posts.map((post) => (
        <li key={post.id}>
          <PostCard post={post} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
