import { notFound, permanentRedirect } from 'next/navigation';
import { getPostBySlug } from '@/features/content/server/cached';
import { decodeParam } from '@/lib/params';
import { encodePath, postPath } from '@/lib/routes';

type Props = { params: Promise<{ slug: string }> };

/** The spec's `/blog/post/{slug}`: one address per post, so it answers 308 to `/blog/{category}/{slug}`. */
export default async function BlogPostBySlugPage({ params }: Props) {
  const found = await getPostBySlug(decodeParam((await params).slug));
  if (!found) notFound();
  permanentRedirect(encodePath(postPath('post' in found ? found.post : found.redirectTo)));
}
