import type { Metadata } from 'next';
import { LoginPage, type SearchParams } from '@/features/auth/ui/login-page';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export const metadata: Metadata = pageMetadata(
  routes.login,
  '로그인',
  '회원 로그인과 회원가입. 회원은 커뮤니티에 글과 댓글을 쓸 수 있습니다.',
  { robots: { index: false, follow: true } },
);

export default function MemberLoginPage({ searchParams }: { searchParams: SearchParams }) {
  return <LoginPage searchParams={searchParams} />;
}
