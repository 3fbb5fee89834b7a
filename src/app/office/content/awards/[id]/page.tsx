import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireCapability } from '@/features/auth/server/viewer';
import { getAwardForEdit } from '@/features/calculators/server/award-queries';
import { AwardOfficeForm } from '@/features/calculators/ui/award-office-form';
import { officeAwardsPath } from '@/features/calculators/ui/award-office-list';

export const metadata: Metadata = { title: '판례분석 사례 수정' };

type Props = { params: Promise<{ id: string }> };

export default async function OfficeEditAwardPage({ params }: Props) {
  await requireCapability('content.manage', officeAwardsPath);
  const { id: raw } = await params;
  const row = await getAwardForEdit(/^\d{1,9}$/.test(raw) ? Number(raw) : 0);
  if (!row) notFound();
  return (
    <AwardOfficeForm
      id={row.id}
      status={row.status}
      listPath={officeAwardsPath}
      initial={{
        caseLabel: row.caseLabel,
        court: row.court,
        decidedOn: row.decidedOn,
        amount: row.amount.toLocaleString('ko-KR'),
        marriageYears: String(row.marriageYears),
        affairMonths: String(row.affairMonths),
        summary: row.summary,
        divorced: row.divorced,
        hasMinorChildren: row.hasMinorChildren,
        cohabitation: row.cohabitation,
        pregnancy: row.pregnancy,
        knewOfMarriage: row.knewOfMarriage,
        continuedAfterDiscovery: row.continuedAfterDiscovery,
      }}
    />
  );
}
