import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { requireCapability } from '@/features/auth/server/viewer';
import { OfficeContentList } from '@/features/content/ui/office-content-list';
import { sectionLists } from '@/features/content/ui/office-content-loaders';
import { isSectionKey, officeSections } from '@/features/content/ui/office-sections';

type Props = { params: Promise<{ section: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { section } = await params;
  return { title: isSectionKey(section) ? officeSections[section].title : '콘텐츠' };
}

export default async function OfficeContentSectionPage({ params }: Props) {
  const { section } = await params;
  await requireCapability('content.manage', isSectionKey(section) ? `/office/content/${section}` : '/office/content');
  if (!isSectionKey(section)) notFound();
  const items = await sectionLists[section]();
  return <OfficeContentList section={section} items={items} />;
}
