import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireCapability } from '@/features/auth/server/viewer';
import { listLawyerOptions } from '@/features/content/server/office-queries';
import { OfficeContentForm } from '@/features/content/ui/office-content-form';
import { formValuesOf, isSectionKey, officeSections } from '@/features/content/ui/office-sections';

type Props = { params: Promise<{ section: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { section } = await params;
  return { title: isSectionKey(section) ? `새 ${officeSections[section].noun}` : '콘텐츠' };
}

export default async function OfficeContentNewPage({ params }: Props) {
  const { section } = await params;
  await requireCapability('content.manage', isSectionKey(section) ? `/office/content/${section}/new` : '/office/content');
  if (!isSectionKey(section)) notFound();
  const lawyers = await listLawyerOptions();
  return <OfficeContentForm section={section} status="draft" initial={formValuesOf(section, null)} lawyers={lawyers} />;
}
