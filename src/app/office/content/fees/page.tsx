import type { Metadata } from 'next';
import { requireCapability } from '@/features/auth/server/viewer';
import { getFeeScheduleForEdit } from '@/features/content/server/office-queries';
import { OfficeFeeScheduleForm } from '@/features/content/ui/office-fee-schedule-form';

export const metadata: Metadata = { title: '선임 비용 안내' };

export default async function OfficeFeesPage() {
  await requireCapability('content.manage', '/office/content/fees');
  const { schedule } = await getFeeScheduleForEdit();
  return <OfficeFeeScheduleForm initial={schedule} />;
}
