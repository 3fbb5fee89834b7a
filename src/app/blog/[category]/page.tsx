import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { blogCategories, isBlogCategory } from '@/features/content/domain/catalog';
import { listPosts } from '@/features/content/server/cached';
import { PostGrid } from '@/features/content/ui/post-card';
import { PostCategoryNav } from '@/features/content/ui/post-category-nav';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { pageMetadata } from '@/lib/metadata';
import { blogCategoryPath, routes } from '@/lib/routes';
import { decodeParam } from '@/lib/params';

type Props = { params: Promise<{ category: string }> };

export function generateStaticParams() {
  return blogCategories.map((c) => ({ category: c.slug }));
}

async function categoryOf(params: Props['params']) {
  const category = decodeParam((await params).category);
  return isBlogCategory(category) ? blogCategories.find((c) => c.slug === category)! : null;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const category = await categoryOf(params);
  if (!category) return {};
  return pageMetadata(
    blogCategoryPath(category.slug),
    `${category.title} 칼럼`,
    `${category.description}에 관해 변호사들이 정리한 글 모음입니다.`,
  );
}

export default async function BlogCategoryPage({ params }: Props) {
  const category = await categoryOf(params);
  if (!category) notFound();
  const posts = await listPosts({ category: category.slug });
  return (
    <div className="mx-auto w-full max-w-[1100px] px-5 py-10 min-[1140px]:px-0">
      <Breadcrumbs
        crumbs={[
          { name: '법률 칼럼', path: routes.blog },
          { name: category.title, path: blogCategoryPath(category.slug) },
        ]}
      />
      <h1 className="page-title">{category.title} 칼럼</h1>
      <p className="mt-3 text-[16px] text-slate-700">{category.description}</p>
      <div className="mt-8">
        <PostCategoryNav current={category.slug} />
        {posts.length > 0 ? <PostGrid posts={posts} /> : <p className="text-slate-700">이 분류에는 아직 게시된 글이 없습니다.</p>}
      </div>
    </div>
  );
}
