import type { Metadata } from 'next';
import { requireCapability } from '@/features/auth/server/viewer';
import { firstParam } from '@/components/office/admin-ui';
import { isMailStatus, listMails } from '@/features/notifications/server/mail-queries';
import { MailOutboxView } from '@/features/notifications/ui/mail-outbox';

export const metadata: Metadata = { title: '메일함' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OfficeMailPage({ searchParams }: Props) {
  await requireCapability('mail.read', '/office/mail');
  const params = await searchParams;
  const statusParam = firstParam(params.status);
  const status = isMailStatus(statusParam) ? statusParam : undefined;
  const beforeParam = Number.parseInt(firstParam(params.before) ?? '', 10);
  const before = Number.isSafeInteger(beforeParam) && beforeParam > 0 ? beforeParam : undefined;
  const page = await listMails({ status, before });
  return <MailOutboxView page={page} status={status} before={before} />;
}
