import type { Metadata } from 'next';
import { requireCapability } from '@/features/auth/server/viewer';
import { firstParam } from '@/components/office/admin-ui';
import { listAwardsForOffice } from '@/features/calculators/server/award-queries';
import { AwardOfficeList, officeAwardsPath } from '@/features/calculators/ui/award-office-list';

export const metadata: Metadata = { title: '위자료 판례분석 사례' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OfficeAwardsPage({ searchParams }: Props) {
  await requireCapability('content.manage', officeAwardsPath);
  const params = await searchParams;
  const query = (firstParam(params.q) ?? '').slice(0, 100);
  const raw = firstParam(params.status) ?? '';
  const status = raw === 'published' || raw === 'draft' ? raw : '';
  const items = await listAwardsForOffice({ q: query, status });
  return <AwardOfficeList items={items} query={query} status={status} />;
}
