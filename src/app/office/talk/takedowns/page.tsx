import type { Metadata } from 'next';
import { requireCapability } from '@/features/auth/server/viewer';
import { listTakedownsForOffice, takedownCursorParam } from '@/features/community/server/takedowns';
import { OfficeTakedownList } from '@/features/community/ui/office-takedown-list';
import { officeTalkTakedownsPath } from '@/lib/routes';

export const metadata: Metadata = { title: '게시중단 요청' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /office/talk/takedowns: moderators (community.moderate) blind, then decide, each takedown request. */
export default async function OfficeTalkTakedownsPage({ searchParams }: Props) {
  const viewer = await requireCapability('community.moderate', officeTalkTakedownsPath);
  const before = takedownCursorParam((await searchParams).before);
  const result = await listTakedownsForOffice(viewer, before);
  return <OfficeTakedownList result={result} isFirst={before === null} />;
}
