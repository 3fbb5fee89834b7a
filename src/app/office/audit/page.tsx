import type { Metadata } from 'next';
import { listAuditFacets, listAuditLogs, parseAuditFilter } from '@/features/auth/server/audit-queries';
import { requireCapability } from '@/features/auth/server/viewer';
import { AuditLogView } from '@/features/auth/ui/admin/audit-log';

export const metadata: Metadata = { title: '감사 기록' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OfficeAuditPage({ searchParams }: Props) {
  await requireCapability('audit.read', '/office/audit');
  const { filter, errors } = parseAuditFilter(await searchParams);
  const [page, facets] = await Promise.all([listAuditLogs(filter), listAuditFacets()]);
  return <AuditLogView page={page} filter={filter} errors={errors} facets={facets} />;
}
