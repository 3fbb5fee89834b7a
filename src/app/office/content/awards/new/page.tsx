import type { Metadata } from 'next';
import { requireCapability } from '@/features/auth/server/viewer';
import { AwardOfficeForm, emptyAwardForm } from '@/features/calculators/ui/award-office-form';
import { officeAwardsPath } from '@/features/calculators/ui/award-office-list';

export const metadata: Metadata = { title: '새 판례분석 사례' };

export default async function OfficeNewAwardPage() {
  await requireCapability('content.manage', `${officeAwardsPath}/new`);
  return <AwardOfficeForm status="draft" initial={emptyAwardForm} listPath={officeAwardsPath} />;
}
