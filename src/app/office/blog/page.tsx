import type { Metadata } from 'next';
import { requireCapability } from '@/features/auth/server/viewer';
import { firstParam } from '@/components/office/admin-ui';
import { listPostsForOffice } from '@/features/content/server/office-queries';
import { OfficePostList } from '@/features/content/ui/office-post-list';

export const metadata: Metadata = { title: '블로그 글' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OfficeBlogPage({ searchParams }: Props) {
  await requireCapability('content.manage', '/office/blog');
  const params = await searchParams;
  const query = (firstParam(params.q) ?? '').slice(0, 100);
  const category = firstParam(params.category) ?? '';
  const items = await listPostsForOffice({ q: query, category });
  return <OfficePostList items={items} query={query} category={category} />;
}
