import { LawyersView, lawyersMetadata } from './view';
import type { SearchParams } from '@/lib/params';

type Props = { searchParams: Promise<SearchParams> };

export function generateMetadata() {
  return lawyersMetadata();
}

/** With a query (`?specialty=`), rendered per request; the plain address is /cached/lawyers (decision 017). */
export default async function LawyersPage({ searchParams }: Props) {
  return <LawyersView query={await searchParams} />;
}
