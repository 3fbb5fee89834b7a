import type { Metadata } from 'next';
import { firstParam } from '@/components/office/admin-ui';
import { requireCapability } from '@/features/auth/server/viewer';
import { listTalkSanctions } from '@/features/community/server/sanctions';
import { OfficeSanctionList } from '@/features/community/ui/office-sanctions';
import { officeTalkSanctionsPath } from '@/lib/routes';

export const metadata: Metadata = { title: '이용 제한 관리' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

/** /office/talk/sanctions: moderators see every 이용 제한, lift one, and restrict a writer by post or comment number. */
export default async function OfficeTalkSanctionsPage({ searchParams }: Props) {
  const viewer = await requireCapability('community.moderate', officeTalkSanctionsPath);
  const raw = firstParam((await searchParams).before) ?? '';
  const before = /^\d{1,9}$/.test(raw) ? Number(raw) : null;
  return <OfficeSanctionList result={await listTalkSanctions(viewer, before)} isFirst={before === null} />;
}
