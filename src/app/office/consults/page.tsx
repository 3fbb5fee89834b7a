import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { IgnoredFilters } from '@/components/office/admin-ui';
import { viewerCan, requireCapability } from '@/features/auth/server/viewer';
import { inboxQuery, parseInboxFilters } from '@/features/consult/domain/office-inbox';
import { listAssignableStaff, listOfficeConsults } from '@/features/consult/server/office-queries';
import { OfficeInboxFilters } from '@/features/consult/ui/office-inbox-filters';
import { OfficeInboxTable } from '@/features/consult/ui/office-inbox-table';
import { getFirmSettings } from '@/features/firm/server/queries';
import { clientAddress } from '@/server/client-address';
import { getDb } from '@/server/db/db';

export const metadata: Metadata = { title: '상담 접수함' };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** /office/consults: the consult inbox (issue 3). Every view is audit-logged by the query. */
export default async function OfficeConsultsPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const { filters, errors } = parseInboxFilters(params);
  const viewer = await requireCapability('consult.read', `/office/consults${inboxQuery(filters)}`);
  const [settings, staff] = await Promise.all([getFirmSettings(), getDb().then((db) => listAssignableStaff(viewer, db))]);
  const page = await listOfficeConsults(viewer, filters, {
    ipAddress: clientAddress(await headers()),
    answerTargetMinutes: settings.consultAnswerTargetMinutes,
  });
  const canExport = viewerCan(viewer, 'consult.export');

  return (
    <section aria-labelledby="inbox-title" className="grid grid-cols-1 gap-5">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="inbox-title" className="text-[24px] font-bold text-brand-900">
            상담 접수함
          </h1>
          <p className="mt-1 text-[15px] text-slate-700">
            신규 상담은 접수 후 {settings.consultAnswerTargetMinutes}분 안에 연락하는 것이 목표입니다. 넘기면 ‘응답 지연’으로 표시됩니다.
          </p>
        </div>
        {canExport && (
          <a
            href={`/api/office/consults/export${inboxQuery({ ...filters, page: 1 })}`}
            download
            className="inline-flex h-11 items-center rounded-lg border border-brand-700 px-4 text-[15px] font-bold text-brand-800 hover:bg-brand-50"
          >
            CSV 내려받기 (현재 조건)
          </a>
        )}
      </div>
      <IgnoredFilters errors={errors} />
      <OfficeInboxFilters filters={filters} staff={staff} />
      <OfficeInboxTable page={page} filters={filters} />
    </section>
  );
}
