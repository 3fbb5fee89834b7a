import type { SearchParams } from './form-query';
import { ChildSupportView, childSupportMetadata } from './view';

export const metadata = childSupportMetadata;

/** With a query (a submitted form, a shared result), rendered per request; the plain address is /cached/child-support (decision 017). */
export default async function ChildSupportPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <ChildSupportView query={await searchParams} />;
}
