import Link from 'next/link';
import { blogCategoryTitle } from '../domain/catalog';
import type { PostCard as PostCardData } from '../domain/types';
import { formatSeoulDate, seoulDay } from '@/lib/seoul-date';
import { postPath } from '@/lib/routes';

/** One post in a list: the whole card is one link, its title the accessible name. */
export function PostCard({ post, headingLevel = 'h2' }: { post: PostCardData; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel;
  return (
    <article className="group relative flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-5 transition hover:border-brand-600 hover:shadow-md">
      <p className="text-[13px] font-semibold text-accent-600">{blogCategoryTitle(post.category)}</p>
      <Heading className="mt-2 text-[18px] font-bold leading-snug tracking-[-0.02em] text-slate-900">
        <Link href={postPath(post)} className="after:absolute after:inset-0 group-hover:text-brand-700">
          {post.title}
        </Link>
      </Heading>
      <p className="mt-2 line-clamp-3 text-[15px] leading-relaxed text-slate-700">{post.description}</p>
      <p className="mt-auto pt-4 text-[13px] text-slate-600">
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
