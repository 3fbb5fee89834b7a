import type { Metadata } from 'next';
import { requireCapability } from '@/features/auth/server/viewer';
import { getFirmSettingsForEdit } from '@/features/firm/server/admin-queries';
import { FirmSettingsForm } from '@/features/firm/ui/firm-settings-form';

export const metadata: Metadata = { title: '법인 정보' };

export default async function OfficeSettingsPage() {
  await requireCapability('settings.update', '/office/settings');
  const { settings, version } = await getFirmSettingsForEdit();
  return <FirmSettingsForm initial={settings} version={version} />;
}
