import { ReviewsView, reviewsMetadata } from './view';
import type { SearchParams } from '@/lib/params';

type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props) {
  return reviewsMetadata(await searchParams);
}

/** With a query (`?specialty=`, `?before=`), rendered per request; the plain address is /cached/reviews (decision 017). */
export default async function ReviewsPage({ searchParams }: Props) {
  return <ReviewsView query={await searchParams} />;
}
