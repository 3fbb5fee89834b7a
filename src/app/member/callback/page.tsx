import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { safeRedirect } from '@/features/auth/domain/safe-redirect';
import { firstParam, locationFor } from '@/features/auth/ui/auth-paths';
import type { SearchParams } from '@/features/auth/ui/login-page';

export const metadata: Metadata = { title: '로그인 확인', robots: { index: false, follow: false } };

/**
 * After a login, sign-up or social return: goes to the remembered page when it is a safe
 * same-site path (spec section 5), otherwise to the landing page. No login check here: the spec
 * excepts the callback route, and the target page checks for itself.
 */
export default async function LoginCallbackPage({ searchParams }: { searchParams: SearchParams }) {
  const { redirect: target } = await searchParams;
  redirect(locationFor(safeRedirect(firstParam(target))));
}
