import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireCapability } from '@/features/auth/server/viewer';
import { linkClass } from '@/components/office/admin-ui';
import { blogCategoryTitle } from '@/features/content/domain/catalog';
import { getPostForEdit } from '@/features/content/server/office-queries';
import { sanitizeContentHtml } from '@/features/content/server/sanitize';
import { PublishStatusBadge } from '@/components/office/publish-status-badge';
import { officePostPath } from '@/lib/routes';

export const metadata: Metadata = { title: '블로그 글 미리보기', robots: { index: false, follow: false } };

type Props = { params: Promise<{ id: string }> };

/** The saved post as readers will see it, drafts included; staff only, never indexed. */
export default async function OfficePostPreviewPage({ params }: Props) {
  const { id: raw } = await params;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  await requireCapability('content.manage', id ? `${officePostPath(id)}/preview` : '/office/blog');
  const post = await getPostForEdit(id);
  if (!post) notFound();
  // Stored HTML is sanitized on save; sanitizing again costs little and keeps this page safe on its own.
  const bodyHtml = sanitizeContentHtml(post.bodyHtml);
  return (
    <article aria-labelledby="preview-title" className="mx-auto max-w-[760px]" data-testid="post-preview">
      <p className="mb-4 flex flex-wrap items-center gap-3 rounded-lg bg-amber-50 px-3 py-2 text-[14px] text-slate-800">
        <span>미리보기입니다. 저장된 내용을 보여 줍니다.</span>
        <PublishStatusBadge status={post.status} />
        <Link href={officePostPath(post.id)} className={linkClass}>
          편집으로 돌아가기
        </Link>
      </p>
      <p className="text-[14px] font-semibold text-brand-700">{blogCategoryTitle(post.category)}</p>
      <h1 id="preview-title" className="mt-1 text-[28px] font-bold leading-snug tracking-[-0.02em] text-brand-900">
        {post.title}
      </h1>
      <p className="mt-3 text-[16px] leading-relaxed text-slate-700">{post.description}</p>
      <div
        className="mt-6 text-[17px] leading-[1.8] text-slate-900 [&_a]:text-brand-700 [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-slate-300 [&_blockquote]:pl-4 [&_h2]:mt-8 [&_h2]:text-[22px] [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-[19px] [&_h3]:font-bold [&_img]:my-4 [&_img]:max-w-full [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-3 [&_ul]:list-disc [&_ul]:pl-6"
        dangerouslySetInnerHTML={{ __html: bodyHtml }}
      />
    </article>
  );
}
