import { SuitCostView, suitCostMetadata } from './view';
import type { SearchParams } from '@/lib/params';

export const metadata = suitCostMetadata;

/** With a query (a submitted form), rendered per request; the plain address is /cached/suit-cost (decision 017). */
export default async function SuitCostPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <SuitCostView query={await searchParams} />;
}
