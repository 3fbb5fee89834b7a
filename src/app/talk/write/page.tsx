import type { Metadata } from 'next';
import { requireUser } from '@/features/auth/server/viewer';
import { firstParam } from '@/components/office/admin-ui';
import { isWritableBoard } from '@/features/community/domain/boards';
import { getMyTalkSanction } from '@/features/community/server/sanctions';
import { getFirmSettings } from '@/features/firm/server/queries';
import { TalkPostForm } from '@/features/community/ui/post-form';
import { SanctionNotice } from '@/features/community/ui/sanction-notice';
import { TalkWriteFrame } from '@/features/community/ui/write-frame';
import { pageMetadata } from '@/lib/metadata';
import { talkWritePath } from '@/lib/routes';

export const metadata: Metadata = pageMetadata(
  talkWritePath(),
  '글쓰기 - 부부 커뮤니티',
  '부부 커뮤니티에 새 글을 씁니다. 로그인한 회원만 쓸 수 있습니다.',
  {
    robots: { index: false, follow: false },
  },
);

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /talk/write: members only; a visitor goes to login and comes back here. */
export default async function TalkWritePage({ searchParams }: Props) {
  const raw = firstParam((await searchParams).board) ?? '';
  const board = isWritableBoard(raw) ? raw : 'anonymous';
  const viewer = await requireUser(raw && isWritableBoard(raw) ? `${talkWritePath()}?board=${raw}` : talkWritePath());
  const sanction = await getMyTalkSanction(viewer);
  return (
    <TalkWriteFrame title="글쓰기">
      {sanction ? (
        <SanctionNotice sanction={sanction} />
      ) : (
        <TalkPostForm
          initial={{ board, title: '', body: '', secret: false }}
          images={{ maxMegabytes: (await getFirmSettings()).talkImageMaxMegabytes, existing: [] }}
        />
      )}
    </TalkWriteFrame>
  );
}
