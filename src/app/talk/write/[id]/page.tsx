import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import Link from 'next/link';
import { requireUser } from '@/features/auth/server/viewer';
import { editWindow } from '@/features/community/domain/edit-window';
import { getFirmSettings } from '@/features/firm/server/queries';
import { listTalkPostImages } from '@/features/community/server/images';
import { getTalkPostForEdit } from '@/features/community/server/queries';
import { getMyTalkSanction } from '@/features/community/server/sanctions';
import { TalkPostForm } from '@/features/community/ui/post-form';
import { SanctionNotice } from '@/features/community/ui/sanction-notice';
import { TalkWriteFrame } from '@/features/community/ui/write-frame';
import { pageMetadata } from '@/lib/metadata';
import { talkPostPath, talkWritePath } from '@/lib/routes';

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

/**
 * /talk/write/{id}: the author edits their post within the firm's edit window (after it, the page
 * says why); anyone else's post (or none) is the 404 page.
 */
export default async function TalkEditPage({ params }: Props) {
  const raw = (await params).id;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const viewer = await requireUser(talkWritePath(id || undefined));
  const post = await getTalkPostForEdit(id, viewer);
  if (!post) notFound();
  const sanction = await getMyTalkSanction(viewer);
  const window = editWindow(post.createdAt, (await getFirmSettings()).talkEditWindowMinutes);
  if (!window.open) {
    return (
      <TalkWriteFrame title="글 고치기">
        <p role="note" className="rounded-lg bg-amber-50 px-4 py-3 text-[15px] font-medium text-amber-900" data-testid="talk-edit-closed">
          {window.reason}
        </p>
        <p className="mt-5">
          <Link href={talkPostPath(post.id)} className="text-[15px] font-semibold text-brand-700 underline underline-offset-2">
            글로 돌아가기
          </Link>
        </p>
      </TalkWriteFrame>
    );
  }
  return (
    <TalkWriteFrame title="글 고치기">
      {sanction ? (
        <SanctionNotice sanction={sanction} />
      ) : (
        <TalkPostForm
          id={post.id}
          initial={{ board: post.board, title: post.title, body: post.body, secret: post.secret }}
          images={{ maxMegabytes: (await getFirmSettings()).talkImageMaxMegabytes, existing: await listTalkPostImages(post.id) }}
        />
      )}
    </TalkWriteFrame>
  );
}
