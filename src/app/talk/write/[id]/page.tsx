import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireUser } from '@/features/auth/server/viewer';
import { listTalkPostImages } from '@/features/community/server/images';
import { getTalkPostForEdit } from '@/features/community/server/queries';
import { getFirmSettings } from '@/features/firm/server/queries';
import { TalkPostForm } from '@/features/community/ui/post-form';
import { TalkWriteFrame } from '@/features/community/ui/write-frame';
import { pageMetadata } from '@/lib/metadata';
import { talkWritePath } from '@/lib/routes';

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const raw = (await params).id;
  return pageMetadata(
    talkWritePath(/^\d{1,9}$/.test(raw) ? Number(raw) : 0),
    '글 고치기 - 부부 커뮤니티',
    '내가 쓴 글의 제목과 본문을 고칩니다.',
    {
      robots: { index: false, follow: false },
    },
  );
}

/** /talk/write/{id}: the author edits their post; anyone else's post (or none) is the 404 page. */
export default async function TalkEditPage({ params }: Props) {
  const raw = (await params).id;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const viewer = await requireUser(talkWritePath(id || undefined));
  const post = await getTalkPostForEdit(id, viewer);
  if (!post) notFound();
  return (
    <TalkWriteFrame title="글 고치기">
      <TalkPostForm
        id={post.id}
        initial={{ board: post.board, title: post.title, body: post.body, secret: post.secret }}
        images={{ maxMegabytes: (await getFirmSettings()).talkImageMaxMegabytes, existing: await listTalkPostImages(post.id) }}
      />
    </TalkWriteFrame>
  );
}
