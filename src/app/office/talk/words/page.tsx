import type { Metadata } from 'next';
import { requireCapability } from '@/features/auth/server/viewer';
import { listBannedWordsForOffice } from '@/features/text-safety/server/word-list';
import { OfficeWordList } from '@/features/text-safety/ui/office-word-list';
import { officeTalkWordsPath } from '@/lib/routes';

export const metadata: Metadata = { title: '금지어 관리' };

/** /office/talk/words: moderators keep the community's word filter. */
export default async function OfficeTalkWordsPage() {
  const viewer = await requireCapability('community.moderate', officeTalkWordsPath);
  return <OfficeWordList words={await listBannedWordsForOffice(viewer)} />;
}
