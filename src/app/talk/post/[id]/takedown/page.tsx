import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { getViewer } from '@/features/auth/server/viewer';
import { getTalkPost } from '@/features/community/server/queries';
import { TakedownForm } from '@/features/community/ui/takedown-form';
import { talkContainer } from '@/features/community/ui/talk-frame';
import { pageMetadata } from '@/lib/metadata';
import { routes, talkPostPath, talkTakedownPath } from '@/lib/routes';
import { env } from '@/server/env';

type Props = { params: Promise<{ id: string }> };

function postId(raw: string): number {
  return /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const id = postId((await params).id);
  return pageMetadata(talkTakedownPath(id), '게시중단 요청 - 부부 커뮤니티', '권리를 침해하는 글의 게시중단(임시조치)을 요청합니다.', {
    robots: { index: false, follow: false },
  });
}

/**
 * /talk/post/{id}/takedown: anyone, signed in or not, asks for a post they can see to be taken
 * down (정보통신망법 제44조의2). The post is named by its title only; nothing about its writer.
 */
export default async function TalkTakedownPage({ params }: Props) {
  const id = postId((await params).id);
  const post = await getTalkPost(id, await getViewer());
  if (!post) notFound();
  return (
    <div className={`${talkContainer} py-10 desk:py-14`}>
      <Breadcrumbs
        crumbs={[
          { name: '부부 커뮤니티', path: routes.talk },
          { name: post.title, path: talkPostPath(post.id) },
          { name: '게시중단 요청', path: talkTakedownPath(post.id) },
        ]}
      />
      <div className="mx-auto max-w-[760px]">
        <h1 className="text-[28px] font-bold tracking-[-0.03em] text-brand-900">게시중단 요청</h1>
        <p className="mt-3 text-[15.5px] leading-relaxed text-slate-700">
          커뮤니티의 글이 내 사생활을 침해하거나 명예를 훼손한다면 게시중단을 요청하실 수 있습니다(정보통신망법 제44조의2). 로그인하지
          않아도 됩니다. 요청을 받으면 담당자가 지체 없이 검토해 글을 최대 30일 동안 임시로 가리고(임시조치), 글쓴이에게 알린 뒤 삭제·복원
          여부를 결정합니다.
        </p>
        <p className="mt-4 rounded-lg bg-slate-100 px-4 py-3 text-[15px] text-slate-800">
          요청하실 글:{' '}
          <Link href={talkPostPath(post.id)} className="font-semibold text-brand-700 underline underline-offset-2">
            {post.title}
          </Link>
        </p>
        <div className="mt-8">
          <TakedownForm postId={post.id} turnstileSiteKey={env().TURNSTILE_SITE_KEY ?? null} />
        </div>
      </div>
    </div>
  );
}
