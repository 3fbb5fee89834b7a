import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireCapability } from '@/features/auth/server/viewer';
import { getPostForEdit, listLawyerOptions } from '@/features/content/server/office-queries';
import { OfficePostEditor } from '@/features/content/ui/office-post-editor';
import { officePostPath } from '@/lib/routes';

export const metadata: Metadata = { title: '블로그 글 수정' };

type Props = { params: Promise<{ id: string }> };

export default async function OfficeEditPostPage({ params }: Props) {
  const { id: raw } = await params;
  await requireCapability('content.manage', officePostPath(Number(raw) || undefined));
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const [post, lawyers] = await Promise.all([getPostForEdit(id), listLawyerOptions()]);
  if (!post) notFound();
  return (
    <OfficePostEditor
      id={post.id}
      status={post.status}
      stored={{ slug: post.slug, category: post.category }}
      lawyers={lawyers}
      initial={{
        title: post.title,
        slug: post.slug,
        category: post.category,
        description: post.description,
        bodyHtml: post.bodyHtml,
        lawyerId: post.lawyerId ? String(post.lawyerId) : '',
      }}
    />
  );
}
