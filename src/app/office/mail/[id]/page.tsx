import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireCapability } from '@/features/auth/server/viewer';
import { readMail } from '@/features/notifications/server/mail-queries';
import { MailDetailView } from '@/features/notifications/ui/mail-outbox';

export const metadata: Metadata = { title: '메일 보기' };

type Props = { params: Promise<{ id: string }> };

export default async function OfficeMailDetailPage({ params }: Props) {
  const { id } = await params;
  await requireCapability('mail.read', `/office/mail/${encodeURIComponent(id)}`);
  const mail = /^\d{1,10}$/.test(id) ? await readMail(Number(id)) : null;
  if (!mail) notFound();
  return <MailDetailView mail={mail} />;
}
