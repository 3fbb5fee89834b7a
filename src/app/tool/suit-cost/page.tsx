import { SuitCostView, suitCostMetadata } from './view';

export const metadata = suitCostMetadata;

/** With a query (a submitted form), rendered per request; the plain address is /cached/suit-cost (decision 017). */
export default async function SuitCostPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  return <SuitCostView query={await searchParams} />;
}
