import type { Metadata } from 'next';
import { headers } from 'next/headers';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { requireCapability } from '@/features/auth/server/viewer';
import { getOfficeConsult } from '@/features/consult/server/office-queries';
import { OfficeConsultDetail } from '@/features/consult/ui/office-consult-detail';
import { getFirmSettings } from '@/features/firm/server/queries';
import { clientAddress } from '@/server/client-address';

export const metadata: Metadata = { title: '상담 상세' };

/** /office/consults/{id}: one consult, its workflow and its records. Every view is audit-logged by the query. */
export default async function OfficeConsultPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const viewer = await requireCapability('consult.read', `/office/consults/${encodeURIComponent(id)}`);
  if (!/^\d{1,10}$/.test(id)) notFound();
  const settings = await getFirmSettings();
  const consult = await getOfficeConsult(viewer, Number(id), {
    ipAddress: clientAddress(await headers()),
    answerTargetMinutes: settings.consultAnswerTargetMinutes,
  });
  if (!consult) notFound();

  return (
    <article aria-labelledby="consult-title" className="grid grid-cols-1 gap-5">
      <div>
        <Link href="/office/consults" className="text-[15px] font-semibold text-brand-700 underline underline-offset-2">
          ← 상담 접수함으로
        </Link>
        <h1 id="consult-title" className="mt-2 text-[24px] font-bold text-brand-900">
          상담 #{consult.id} · {consult.name || '이름 없음'}
        </h1>
      </div>
      <OfficeConsultDetail consult={consult} />
    </article>
  );
}
