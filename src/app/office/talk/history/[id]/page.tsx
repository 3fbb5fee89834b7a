import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireCapability } from '@/features/auth/server/viewer';
import { getTalkPostHistory } from '@/features/community/server/edit-history';
import { OfficeTalkHistory } from '@/features/community/ui/office-talk-history';
import { officeTalkHistoryPath } from '@/lib/routes';

export const metadata: Metadata = { title: '수정 이력' };

type Props = { params: Promise<{ id: string }> };

/** /office/talk/history/{id}: moderators read every earlier version of a post, oldest first. */
export default async function OfficeTalkHistoryPage({ params }: Props) {
  const raw = (await params).id;
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const viewer = await requireCapability('community.moderate', officeTalkHistoryPath(id));
  const history = await getTalkPostHistory(viewer, id);
  if (!history) notFound();
  return <OfficeTalkHistory history={history} />;
}
