import type { SearchParams } from './form-query';
import { PropertyDivisionView, propertyDivisionMetadata } from './view';

export const metadata = propertyDivisionMetadata;

/** With a query (a submitted form, a shared result), rendered per request; the plain address is /cached/property-division (decision 017). */
export default async function PropertyDivisionPage({ searchParams }: { searchParams: Promise<SearchParams> }) {
  return <PropertyDivisionView query={await searchParams} />;
}
