import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound, permanentRedirect } from 'next/navigation';
import { blogCategoryTitle, isBlogCategory } from '@/features/content/domain/catalog';
import { getPostBySlug, listPosts } from '@/features/content/server/cached';
import { PostGrid } from '@/features/content/ui/post-card';
import { getFirmSettings } from '@/features/firm/server/queries';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { JsonLd } from '@/components/json-ld';
import { ConsultCtaButton } from '@/components/site/consult-cta-button';
import { formatSeoulDate, seoulDay } from '@/lib/seoul-date';
import { pageMetadata } from '@/lib/metadata';
import { decodeParam } from '@/lib/params';
import { blogCategoryPath, encodePath, lawyerPath, postPath, routes } from '@/lib/routes';
import { articleJsonLd } from '@/lib/structured-data';
import { env } from '@/server/env';

type Props = { params: Promise<{ category: string; slug: string }> };

/** Posts render on their first request and stay cached (decision 001); none are baked at build. */
export function generateStaticParams() {
  return [];
}

/** The post at this address, after sending old slugs and other categories to the canonical path. */
async function resolvePost(params: Props['params']) {
  const { category: rawCategory, slug: rawSlug } = await params;
  const category = decodeParam(rawCategory);
  const slug = decodeParam(rawSlug);
  if (!isBlogCategory(category)) return null;
  const found = await getPostBySlug(slug);
  if (!found) return null;
  if ('redirectTo' in found) permanentRedirect(encodePath(postPath(found.redirectTo)));
  if (found.post.category !== category) permanentRedirect(encodePath(postPath(found.post)));
  return found.post;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const post = await resolvePost(params);
  if (!post) return {};
  return pageMetadata(postPath(post), post.title, post.description, {
    openGraph: {
      type: 'article',
      publishedTime: post.publishedAt,
      modifiedTime: post.updatedAt,
      authors: post.lawyer ? [`${post.lawyer.name} ${post.lawyer.title}`] : undefined,
    },
  });
}

export default async function BlogPostPage({ params }: Props) {
  const post = await resolvePost(params);
  if (!post) notFound();
  const [settings, related] = await Promise.all([getFirmSettings(), listPosts({ category: post.category, limit: 4 })]);
  const others = related.filter((item) => item.id !== post.id).slice(0, 3);
  const path = postPath(post);
  return (
    <div className="mx-auto w-full max-w-[1100px] px-5 py-10 min-[1140px]:px-0">
      <Breadcrumbs
        crumbs={[
          { name: '법률 칼럼', path: routes.blog },
          { name: blogCategoryTitle(post.category), path: blogCategoryPath(post.category) },
          { name: post.title, path },
        ]}
      />
      <article className="mx-auto max-w-[760px]">
        <header className="border-b border-slate-200 pb-6">
          <p className="text-[14px] font-semibold text-accent-600">
            <Link href={blogCategoryPath(post.category)}>{blogCategoryTitle(post.category)}</Link>
          </p>
          <h1 className="mt-2 text-[26px] font-bold leading-[1.35] tracking-[-0.03em] text-slate-900 desk:text-[32px]">{post.title}</h1>
          <p className="mt-3 text-[16px] leading-relaxed text-slate-700">{post.description}</p>
          <p className="mt-4 text-[14px] text-slate-600">
            {post.lawyer && (
              <>
                글쓴이{' '}
                <Link href={lawyerPath(post.lawyer.id)} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
                  {post.lawyer.name} {post.lawyer.title}
                </Link>
                {' · '}
              </>
            )}
            게시 <time dateTime={seoulDay(post.publishedAt)}>{formatSeoulDate(post.publishedAt)}</time>
            {seoulDay(post.updatedAt) !== seoulDay(post.publishedAt) && (
              <>
                {' · '}수정 <time dateTime={seoulDay(post.updatedAt)}>{formatSeoulDate(post.updatedAt)}</time>
              </>
            )}
          </p>
        </header>
        {/* Stored HTML was sanitized on the server when it was saved (sanitizeContentHtml). */}
        <div className="rich-text mt-8" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
        <aside aria-label="안내" className="mt-10 rounded-2xl bg-slate-50 p-5 text-[14px] leading-relaxed text-slate-700">
          이 글은 일반적인 법률 정보이며 개별 사건에 대한 법률 자문이 아닙니다. 같은 쟁점이라도 사실관계와 증거에 따라 결과가 달라지므로,
          구체적인 사건은 변호사와 상의해 주세요.
        </aside>
        <section aria-labelledby="post-cta" className="mt-8 rounded-2xl bg-brand-900 p-6 text-white">
          <h2 id="post-cta" className="text-[20px] font-bold">
            내 사건에도 해당되는지 궁금하다면
          </h2>
          <p className="mt-2 text-[15px] text-slate-200">상황을 간단히 남겨 주시면 {settings.firmName} 변호사가 직접 연락드립니다.</p>
          <ConsultCtaButton
            label="이 글에 대해 상담 신청"
            placeholder={`'${post.title}' 글을 읽고 상담을 신청합니다. 상황을 간단히 적어 주세요.`}
            className="mt-4 inline-flex h-12 items-center gap-2 rounded-xl bg-accent-600 px-6 text-[16px] font-bold text-white hover:bg-accent-500"
          />
        </section>
      </article>
      {others.length > 0 && (
        <section aria-labelledby="related-posts" className="mt-14">
          <h2 id="related-posts" className="mb-5 text-[22px] font-bold text-brand-900">
            같은 분류의 다른 글
          </h2>
          <PostGrid posts={others} headingLevel="h3" />
        </section>
      )}
      <JsonLd
        data={articleJsonLd(
          {
            title: post.title,
            description: post.description,
            publishedAt: post.publishedAt,
            updatedAt: post.updatedAt,
            authorName: post.lawyer ? post.lawyer.name : null,
            authorPath: post.lawyer ? lawyerPath(post.lawyer.id) : null,
          },
          settings,
          env().SITE_URL,
          path,
        )}
      />
    </div>
  );
}
