import { listPosts } from '@/features/content/server/cached';
import { PostGrid } from '@/features/content/ui/post-card';
import { PostCategoryNav } from '@/features/content/ui/post-category-nav';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const metadata = pageMetadata(
  routes.blog,
  '이혼·가사 법률 칼럼',
  '이혼 절차, 재산분할, 상간자 소송, 양육권·양육비, 위자료에 관해 가사 사건을 맡아 온 변호사들이 쓴 칼럼과 안내 글입니다.',
  { alternates: { types: { 'application/rss+xml': routes.blogFeed } } },
);

export default async function BlogPage() {
  const posts = await listPosts();
  return (
    <div className="mx-auto w-full max-w-[1100px] px-5 py-10 min-[1140px]:px-0">
      <Breadcrumbs crumbs={[{ name: '법률 칼럼', path: routes.blog }]} />
      <h1 className="page-title">이혼·가사 법률 칼럼</h1>
      <p className="page-lead">
        법원이 실제로 무엇을 보고 판단하는지, 절차마다 무엇을 준비하면 되는지 변호사들이 직접 정리했습니다. 글은 일반적인 안내이고, 구체적인
        사건은 사정에 따라 달라집니다.
      </p>
      <div className="mt-8">
        <PostCategoryNav current={null} />
        {posts.length > 0 ? <PostGrid posts={posts} /> : <p className="text-slate-700">아직 게시된 글이 없습니다.</p>}
      </div>
      <p className="mt-10 text-[14px] text-slate-600">
        새 글 알림은{' '}
        <a href={routes.blogFeed} className="underline underline-offset-2">
          RSS 피드
        </a>
        로 받아볼 수 있습니다.
      </p>
    </div>
  );
}
