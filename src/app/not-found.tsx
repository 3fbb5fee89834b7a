import type { Metadata } from 'next';
import { RootStatus } from '@/components/root-status';

export const metadata: Metadata = {
  title: '페이지를 찾을 수 없습니다',
  robots: { index: false },
};

/** 404 (spec section 8): '이 페이지에 내용이 없습니다' with a link to the main page. */
export default function NotFound() {
  return <RootStatus kind="not-found" />;
}
