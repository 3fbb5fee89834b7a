import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireCapability } from '@/features/auth/server/viewer';
import { listLawyerOptions } from '@/features/content/server/office-queries';
import { OfficeContentForm } from '@/features/content/ui/office-content-form';
import { sectionRows } from '@/features/content/ui/office-content-loaders';
import { formValuesOf, isSectionKey, officeSections } from '@/features/content/ui/office-sections';

type Props = { params: Promise<{ section: string; id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { section } = await params;
  return { title: isSectionKey(section) ? `${officeSections[section].noun} 수정` : '콘텐츠' };
}

export default async function OfficeContentEditPage({ params }: Props) {
  const { section, id: raw } = await params;
  await requireCapability('content.manage', isSectionKey(section) ? `/office/content/${section}` : '/office/content');
  if (!isSectionKey(section)) notFound();
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  const [row, lawyers] = await Promise.all([sectionRows[section](id), listLawyerOptions()]);
  if (!row) notFound();
  return (
    <OfficeContentForm
      section={section}
      id={row.id}
      status={row.status}
      initial={formValuesOf(section, row)}
      lawyers={lawyers.filter((lawyer) => section !== 'lawyers' || lawyer.id !== row.id)}
    />
  );
}
