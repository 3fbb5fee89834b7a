import type { Metadata } from 'next';
import { requireCapability } from '@/features/auth/server/viewer';
import { blogCategories } from '@/features/content/domain/catalog';
import { listLawyerOptions } from '@/features/content/server/office-queries';
import { OfficePostEditor } from '@/features/content/ui/office-post-editor';
import { officePostPath } from '@/lib/routes';

export const metadata: Metadata = { title: '새 블로그 글' };

export default async function OfficeNewPostPage() {
  await requireCapability('content.manage', officePostPath());
  const lawyers = await listLawyerOptions();
  return (
    <OfficePostEditor
      status="draft"
      lawyers={lawyers}
      initial={{ title: '', slug: '', category: blogCategories[0].slug, description: '', bodyHtml: '', lawyerId: '' }}
    />
  );
}
