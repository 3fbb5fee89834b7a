import type { Metadata } from 'next';
import { RootStatus } from '@/components/root-status';

export const metadata: Metadata = { title: '로그인이 필요합니다', robots: { index: false } };

/**
 * 401. Pages send visitors without a session to the login page themselves (requireUser), so this
 * shows only if a page calls unauthorized(); it replaces Next's English default, which every page's
 * payload would otherwise carry.
 */
export default function Unauthorized() {
  return <RootStatus kind="unauthorized" />;
}
