import type { Metadata } from 'next';
import { requireCapability, viewerCan } from '@/features/auth/server/viewer';
import { listLawyerLinks, listOfficeQnaQueue } from '@/features/qna/server/office-queries';
import { OfficeLawyerLinks } from '@/features/qna/ui/office-lawyer-links';
import { OfficeQnaQueueView } from '@/features/qna/ui/office-qna-queue';
import { officeQnaPath } from '@/lib/routes';

export const metadata: Metadata = { title: '법률 Q&A 관리' };

/** /office/qna: the queue of questions waiting for review and for an answer; 관리자 links lawyer accounts below. */
export default async function OfficeQnaPage() {
  const viewer = await requireCapability('qna.review', officeQnaPath);
  const [queue, links] = await Promise.all([
    listOfficeQnaQueue(viewer),
    viewerCan(viewer, 'user.manage') ? listLawyerLinks(viewer) : Promise.resolve(null),
  ]);
  return (
    <>
      <OfficeQnaQueueView queue={queue} />
      {links && <OfficeLawyerLinks links={links} />}
    </>
  );
}
