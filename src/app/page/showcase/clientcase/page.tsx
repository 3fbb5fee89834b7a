import type { Metadata } from 'next';
import Link from 'next/link';
import { Breadcrumbs } from '@/components/breadcrumbs';
import { listReviews } from '@/features/content/server/cached';
import { EmptyNote, PageHeader, pageContainer } from '@/features/content/ui/firm-page';
import { ReviewConsentNote, ReviewList } from '@/features/content/ui/review-card';
import { pageMetadata } from '@/lib/metadata';
import { routes } from '@/lib/routes';

export async function generateMetadata(): Promise<Metadata> {
  return pageMetadata(
    routes.showcaseClientCase,
    `의뢰인 이야기`,
    '사건을 맡겼던 의뢰인들이 공개에 동의해 남긴 이야기입니다. 이혼, 재산분할, 상간자 소송, 양육권 사건의 과정을 의뢰인의 말로 전합니다.',
  );
}

export default async function ShowcaseClientCasePage() {
  const reviews = await listReviews({ limit: 12 });
  return (
    <div className={`${pageContainer} py-10 desk:py-14`}>
      <Breadcrumbs
        crumbs={[
          { name: '승소사례', path: routes.winCases },
          { name: '의뢰인 이야기', path: routes.showcaseClientCase },
        ]}
      />
      <PageHeader eyebrow="사례 모음" title="의뢰인 이야기" lead={<ReviewConsentNote />} />
      <div className="mt-8">
        {reviews.length > 0 ? <ReviewList items={reviews} /> : <EmptyNote>지금 공개된 의뢰인 이야기가 없습니다.</EmptyNote>}
      </div>
      <Link href={routes.reviews} className="more-link mt-8">
        분야별로 고객 후기 보기
      </Link>
    </div>
  );
}
