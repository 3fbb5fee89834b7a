import type { Metadata } from 'next';
import { RootStatus } from '@/components/root-status';

export const metadata: Metadata = { title: '접근 권한이 없습니다', robots: { index: false } };

/** 403: a signed-in member without the role a back-office screen needs. */
export default function Forbidden() {
  return <RootStatus kind="forbidden" />;
}
