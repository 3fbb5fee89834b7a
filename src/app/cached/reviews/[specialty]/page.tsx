import { notFound } from 'next/navigation';
import { specialtyFromParam, specialtySlugs } from '@/features/content/domain/catalog';
import { ReviewsView, reviewsMetadata } from '../../../case/review/view';

type Props = { params: Promise<{ specialty: string }> };

// The first page of one specialty's list (lib/routes.ts plainAddressRewrites, decision 017): the
// same for every reader, kept in the page cache like the plain address.
export const dynamicParams = false;
export function generateStaticParams(): { specialty: string }[] {
  return specialtySlugs.map((specialty) => ({ specialty }));
}

export function generateMetadata() {
  return reviewsMetadata({});
}

export default async function Page({ params }: Props) {
  const specialty = specialtyFromParam((await params).specialty);
  if (!specialty) notFound();
  return <ReviewsView query={{ specialty }} />;
}
