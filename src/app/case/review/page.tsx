import { ReviewsView, reviewsMetadata } from './view';

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ searchParams }: Props) {
  return reviewsMetadata(await searchParams);
}

/** With a query (`?specialty=`, `?before=`), rendered per request; the plain address is /cached/reviews (decision 017). */
export default async function ReviewsPage({ searchParams }: Props) {
  return <ReviewsView query={await searchParams} />;
}
