import type { Metadata } from 'next';
import { requireCapability } from '@/features/auth/server/viewer';
import { listUsers } from '@/features/auth/server/user-admin';
import { firstParam } from '@/components/office/admin-ui';
import { UserListView } from '@/features/auth/ui/admin/user-list';

export const metadata: Metadata = { title: '회원·역할' };

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export default async function OfficeUsersPage({ searchParams }: Props) {
  await requireCapability('user.manage', '/office/users');
  const params = await searchParams;
  const page = Number.parseInt(firstParam(params.page) ?? '1', 10);
  const list = await listUsers({ query: firstParam(params.q), page: Number.isFinite(page) ? page : 1 });
  return <UserListView list={list} />;
}
